package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if lines := strings.Split(strings.TrimSpace(out.String()), "\n"); len(lines) != 8 || !strings.Contains(out.String(), "64") {
		t.Errorf("no 8×8 grid:\n%s", out.String())
	}
}

func TestRunFlags(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "tour.svg")
	var out, errs bytes.Buffer
	if code := run([]string{"-rows", "5", "-cols", "5", "-open", "-start", "2,2", "-svg", svg}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if b, err := os.ReadFile(svg); err != nil || !bytes.HasPrefix(b, []byte("<svg")) {
		t.Errorf("svg: %v %q", err, b)
	}
	out.Reset()
	if code := run([]string{"-rows", "3", "-cols", "4", "-open", "-count"}, &out, &errs); code != 0 || out.String() != "8 undirected tours of 3×4\n" {
		t.Errorf("count: exit %d, %q", code, out.String())
	}
}

func TestRunBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"-rows", "0"}, {"-rows", "x"}, {"-start", "9,9"}, {"-start", "a"}, {"-rows", "4", "-cols", "4"},
		{"-count", "-rows", "9", "-cols", "9"}, {"-frobnicate"}, {"extra"}, {"-rows", "100000", "-cols", "100000"},
	} {
		var out, errs bytes.Buffer
		if code := run(args, &out, &errs); code != 2 || errs.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errs.String())
		}
	}
}

func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{"0,0", "3, 4", "-1,2", "a,b", "", ",", "1,2,3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sq, err := parseSquare(s)
		if err != nil {
			return
		}
		if back, err := parseSquare(sq.String()); err != nil || back != sq {
			t.Errorf("%q → %v → %v, %v", s, sq, back, err)
		}
	})
}
