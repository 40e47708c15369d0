package main

import (
	"bytes"
	"strings"
	"testing"
)

// The four official sample cases.
var samples = []struct {
	in   string
	want string
}{
	{`{"board":[[1,1,1],[1,1,1],[1,1,1]],"aloc":[1,0],"bloc":[1,2]}`, "5\n"},
	{`{"board":[[1,1,1],[1,0,1],[1,1,1]],"aloc":[1,0],"bloc":[1,2]}`, "4\n"},
	{`{"board":[[1,1,1,1,1]],"aloc":[0,0],"bloc":[0,4]}`, "4\n"},
	{`{"board":[[1]],"aloc":[0,0],"bloc":[0,0]}`, "0\n"},
}

func TestSamples(t *testing.T) {
	for _, c := range samples {
		var out, errs bytes.Buffer
		if code := run(nil, strings.NewReader(c.in), &out, &errs); code != 0 || out.String() != c.want {
			t.Errorf("%s: exit %d, output %q, want %q (stderr %q)", c.in, code, out.String(), c.want, errs.String())
		}
	}
}

func TestExplain(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-explain"}, strings.NewReader(samples[0].in), &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, want := range []string{"5\n\nstart, A to move:\nooo\nAoB\nooo\n", "\n5. A to (", "A wins in 5 moves.\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in:\n%s", want, out.String())
		}
	}
	out.Reset()
	run([]string{"-explain"}, strings.NewReader(samples[3].in), &out, &errs)
	if want := "0\n\nstart, A to move:\n*\n\nA cannot move: B wins in 0 moves.\n"; out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}

func TestBadInput(t *testing.T) {
	for _, in := range []string{
		``,
		`not json`,
		`{"board":[[1,1],[1]],"aloc":[0,0],"bloc":[0,1]}`,
		`{"board":[[1,2]],"aloc":[0,0],"bloc":[0,1]}`,
		`{"board":[[1,1]],"aloc":[0,2],"bloc":[0,1]}`,
		`{"board":[[1,1]],"aloc":[-1,0],"bloc":[0,1]}`,
		`{"board":[[1,0]],"aloc":[0,0],"bloc":[0,1]}`,
		`{"board":[[1,1]],"aloc":[0],"bloc":[0,1]}`,
		`{"board":[[1,1]],"aloc":[0,0]}`,
		`{"board":[],"aloc":[0,0],"bloc":[0,0]}`,
		`{"board":[[]],"aloc":[0,0],"bloc":[0,0]}`,
		`{"board":[[1,1,1,1,1,1,1,1,1]],"aloc":[0,0],"bloc":[0,0]}`,
		`{"board":[[1],[1],[1],[1],[1],[1],[1],[1],[1]],"aloc":[0,0],"bloc":[0,0]}`,
		`{"board":[[1.5]],"aloc":[0,0],"bloc":[0,0]}`,
		`{"board":[[1]],"aloc":[0,0],"bloc":[0,0],"cloc":[0,0]}`,
		`{"board":[[1]],"aloc":[0,0],"bloc":[0,0]} {}`,
	} {
		var out, errs bytes.Buffer
		code := run(nil, strings.NewReader(in), &out, &errs)
		msg := errs.String()
		if code != 2 || out.Len() > 0 || !strings.HasPrefix(msg, "platforms: ") || strings.Count(msg, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", in, code, out.String(), msg)
		}
	}
}

func TestBadFlags(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-x"}, strings.NewReader(samples[0].in), &out, &errs); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if code := run([]string{"extra"}, strings.NewReader(samples[0].in), &out, &errs); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
}

func TestTimeout(t *testing.T) {
	full := `{"board":[[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],` +
		`[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1]],"aloc":[0,0],"bloc":[7,7]}`
	var out, errs bytes.Buffer
	if code := run([]string{"-timeout", "50ms"}, strings.NewReader(full), &out, &errs); code != 1 {
		t.Fatalf("full 8×8 with -timeout 50ms: exit %d, output %q", code, out.String())
	}
	if !strings.HasPrefix(errs.String(), "platforms: no answer within 50ms") || strings.Count(errs.String(), "\n") != 1 {
		t.Fatalf("stderr %q", errs.String())
	}
}
