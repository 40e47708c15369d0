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
	if code := run([]string{"-n", "8", "-seed", "3", "-hint"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	s := out.String()
	if !strings.Contains(s, "A 8×8 Queens puzzle (seed 3, ") || strings.Count(s, "\x1b[0m\n") != 8 {
		t.Errorf("no puzzle in:\n%s", s)
	}
	if !strings.Contains(s, "  1. Single ") || strings.Contains(s, "Solution:") || strings.Contains(s, "♛") {
		t.Errorf("hints missing or solution shown:\n%s", s)
	}
}

func TestRunShowAndPictures(t *testing.T) {
	dir := t.TempDir()
	svg, png := filepath.Join(dir, "p.svg"), filepath.Join(dir, "p.png")
	var out, errs bytes.Buffer
	args := []string{"-n", "10", "-difficulty", "hard", "-show", "-svg", svg, "-png", png}
	if code := run(args, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), ", hard)") || strings.Count(out.String(), "♛") != 10 {
		t.Errorf("no hard puzzle with its solution:\n%s", out.String())
	}
	data, err := os.ReadFile(svg)
	if err != nil || strings.Count(string(data), "♛") != 10 {
		t.Errorf("svg: %v", err)
	}
	if data, err := os.ReadFile(png); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Errorf("png: %v", err)
	}
}

func TestRunSolve(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"AAAAAA\nAAAABD\nCEDDDD\nEEDDDD\nEEDDDD\nEEFFDD\n", "exactly one solution"},
		{"AAAA\nBBBB\nCCCC\nDDDD\n", "more than one solution"},
		{"AAAA\nAAAA\nBCDD\nBCDD\n", "no solution"},
	} {
		var out, errs bytes.Buffer
		if code := run([]string{"-solve", "-"}, strings.NewReader(c.board), &out, &errs); code != 0 {
			t.Fatalf("exit %d: %s", code, errs.String())
		}
		if !strings.Contains(out.String(), c.want) {
			t.Errorf("%q: no %q in:\n%s", c.board, c.want, out.String())
		}
	}
}

func TestRunBad(t *testing.T) {
	for _, c := range []struct {
		args  []string
		input string
		want  string
	}{
		{[]string{"-n", "x"}, "", "usage: queens"},
		{[]string{"-n", "3"}, "", "regions: board size 3 out of range 4..20"},
		{[]string{"-difficulty", "fiendish"}, "", "unknown level"},
		{[]string{"extra"}, "", "usage: queens"},
		{[]string{"-solve", "-"}, "ABC\nAB\n", "regions: board has 2 rows"},
		{[]string{"-solve", "-"}, "ABCD\nABCD\nABCD\nAB?D\n", "want a letter"},
		{[]string{"-solve", "/no/such/file"}, "", "queens: open /no/such/file"},
	} {
		var out, errs bytes.Buffer
		if code := run(c.args, strings.NewReader(c.input), &out, &errs); code != 2 {
			t.Errorf("%q: exit %d, want 2", c.args, code)
		}
		if !strings.Contains(errs.String(), c.want) {
			t.Errorf("%q: stderr %q lacks %q", c.args, errs.String(), c.want)
		}
	}
}
