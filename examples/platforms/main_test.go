package main

import (
	"bytes"
	"errors"
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

func TestStrictKeys(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"Board":[[1]],"aloc":[0,0],"bloc":[0,0]}`, `platforms: unknown key "Board"`},
		{`{"board":[[1]],"ALOC":[0,0],"bloc":[0,0]}`, `platforms: unknown key "ALOC"`},
		{`{"board":[[1]],"aloc":[0,0],"bloc":[0,0],"aloc":[0,0]}`, `platforms: key "aloc" appears twice`},
		{`{"board":[[1,1]],"board":[[1]],"aloc":[0,0],"bloc":[0,0]}`, `platforms: key "board" appears twice`},
		{`[1]`, `platforms: bad JSON: want an object`},
	} {
		var out, errs bytes.Buffer
		code := run(nil, strings.NewReader(c.in), &out, &errs)
		if code != 2 || out.Len() > 0 || !strings.HasPrefix(errs.String(), c.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q, want %q", c.in, code, out.String(), errs.String(), c.want)
		}
	}
}

func TestByteOrderMark(t *testing.T) {
	var out, errs bytes.Buffer
	in := "\uFEFF" + samples[0].in
	if code := run(nil, strings.NewReader(in), &out, &errs); code != 0 || out.String() != samples[0].want {
		t.Errorf("with a byte-order mark: exit %d, output %q, stderr %q", code, out.String(), errs.String())
	}
}

// endless is an input that never ends; it counts the bytes read from it.
type endless struct{ n int }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	e.n += len(p)
	return len(p), nil
}

func TestOversizedInput(t *testing.T) {
	in := &endless{}
	var out, errs bytes.Buffer
	code := run(nil, in, &out, &errs)
	if code != 2 || !strings.HasPrefix(errs.String(), "platforms: input longer than 65536 bytes") {
		t.Errorf("endless input: exit %d, stderr %q", code, errs.String())
	}
	if in.n > 2*maxInput {
		t.Errorf("read %d bytes of an endless input, want about %d", in.n, maxInput)
	}
	// Just under the limit is fine.
	pad := strings.Repeat(" ", maxInput-len(samples[0].in))
	out.Reset()
	if code := run(nil, strings.NewReader(pad+samples[0].in), &out, &errs); code != 0 || out.String() != samples[0].want {
		t.Errorf("%d bytes: exit %d, output %q", maxInput, code, out.String())
	}
}

// failing is a reader or writer whose every call fails.
type failing struct{}

func (failing) Read([]byte) (int, error)  { return 0, errors.New("device gone") }
func (failing) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func TestIOErrors(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(nil, strings.NewReader(samples[0].in), failing{}, &errs); code != 1 ||
		errs.String() != "platforms: writing output: no space left on device\n" {
		t.Errorf("failing stdout: exit %d, stderr %q", code, errs.String())
	}
	errs.Reset()
	if code := run(nil, failing{}, &out, &errs); code != 1 || !strings.HasPrefix(errs.String(), "platforms: reading input") {
		t.Errorf("failing stdin: exit %d, stderr %q", code, errs.String())
	}
}

func TestHelp(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-h"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
	for _, want := range []string{"Exit status: 0 solved, 1 failure", "2 bad usage or bad input", "at most 1048576 positions", "at most 65536 bytes"} {
		if !strings.Contains(errs.String(), want) {
			t.Errorf("-h does not say %q:\n%s", want, errs.String())
		}
	}
}
