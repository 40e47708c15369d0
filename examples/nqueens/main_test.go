package main

import (
	"bytes"
	"errors"
	"regexp"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-table", "8"}, &out, &errs); code != 0 {
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
	if code := run([]string{"-n", "5", "-rule", "notouch", "-seed", "3", "-table", "4"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), "The first 5×5 placement under NoTouch: 0 2 4 1 3\n") {
		t.Errorf("no first 5×5 NoTouch board in:\n%s", out.String())
	}
	if strings.Contains(out.String(), "\n  5 ") {
		t.Errorf("a 5×5 row in a table up to 4:\n%s", out.String())
	}
}

// Nothing to draw is a failure: exit 1 with the reason on stderr.
func TestRunNothingFound(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "3", "-table", "3"}, "nqueens: there is no 3×3 placement under Classic\n"},
		{[]string{"-n", "40", "-table", "3", "-timeout", "20ms"}, "nqueens: no 40×40 placement under Classic found in the time given (-timeout)\n"},
	} {
		var out, errs bytes.Buffer
		if code := run(c.args, &out, &errs); code != 1 || errs.String() != c.want {
			t.Errorf("%q: exit %d, stderr %q; want 1, %q", c.args, code, errs.String(), c.want)
		}
	}
}

func TestRunHelp(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-h"}, &out, &errs); code != 0 {
		t.Fatalf("-h: exit %d", code)
	}
	if !strings.Contains(errs.String(), "Exit status: 0 on success; 1 if") || !strings.Contains(errs.String(), "2 for bad usage") {
		t.Errorf("-h does not state the exit status:\n%s", errs.String())
	}
}

func TestRunBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-n", "x"}, {"-n", "-1"}, {"-n", "65"}, {"-rule", "kings"}, {"-frobnicate"}, {"extra"},
		{"-timeout", "0s"}, {"-table", "15"}, {"-table", "-1"},
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

// failWriter fails every write after the first ok bytes, like a full disk.
type failWriter struct{ ok int }

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) <= w.ok {
		w.ok -= len(p)
		return len(p), nil
	}
	n := w.ok
	w.ok = 0
	return n, errors.New("no space left on device")
}

// A failed write to stdout exits 1 with a message on stderr, wherever the
// output breaks off.
func TestRunWriteError(t *testing.T) {
	for _, ok := range []int{0, 100, 1000} {
		var errs bytes.Buffer
		if code := run([]string{"-table", "6"}, &failWriter{ok}, &errs); code != 1 {
			t.Errorf("writer failing after %d bytes: exit %d, want 1", ok, code)
		}
		if want := "nqueens: writing the output: no space left on device\n"; errs.String() != want {
			t.Errorf("writer failing after %d bytes: stderr %q, want %q", ok, errs.String(), want)
		}
	}
}
