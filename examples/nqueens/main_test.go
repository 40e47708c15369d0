package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	// The 8×8 row of the table, the first board and a random one.
	if !regexp.MustCompile(`(?m)^  8 +40320 +\S+ +92 +\S+ +5242 `).MatchString(out.String()) {
		t.Errorf("no 8×8 row 40320, 92, 5242 in:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "The first 8×8 placement under Classic: 0 4 7 5 2 6 1 3\n+---+") {
		t.Errorf("no first 8-queens board in:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "A random one (seed 1): ") {
		t.Errorf("no random board in:\n%s", out.String())
	}
}

func TestRunFlags(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-n", "5", "-rule", "notouch", "-seed", "3"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), "The first 5×5 placement under NoTouch: 0 2 4 1 3\n") {
		t.Errorf("no first 5×5 NoTouch board in:\n%s", out.String())
	}
	out.Reset()
	run([]string{"-n", "3"}, &out, &errs)
	if !strings.Contains(out.String(), "There is no 3×3 placement under Classic.") {
		t.Errorf("3×3 Classic output:\n%s", out.String())
	}
}

func TestRunBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-n", "x"}, {"-n", "-1"}, {"-n", "65"}, {"-rule", "kings"}, {"-frobnicate"}, {"extra"},
	} {
		var out, errs bytes.Buffer
		if code := run(args, &out, &errs); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if !strings.Contains(errs.String(), "usage: nqueens") {
			t.Errorf("%q: no usage on stderr: %q", args, errs.String())
		}
	}
}
