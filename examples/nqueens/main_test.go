package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
)

// asMain names the environment variable that makes the test binary run as
// the program, so that a test can watch it as a process.
const asMain = "NQUEENS_EXAMPLE_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMain) != "" {
		main()
	}
	os.Exit(m.Run())
}

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

// A reader that stops after the first line, as head -1 does, ends the
// program quietly with status 1: not killed by SIGPIPE, no message. The
// output, two 64×64 boards, is larger than a pipe holds, so the program
// writes after the reader has gone.
func TestClosedPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	var errs bytes.Buffer
	cmd := exec.Command(os.Args[0], "-table", "14", "-n", "64", "-rule", "rooks")
	cmd.Env = append(os.Environ(), asMain+"=1")
	cmd.Stdout, cmd.Stderr = w, &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	line := firstLine(r)
	r.Close()
	err = cmd.Wait()
	if !strings.HasPrefix(line, "Placements of n pieces") {
		t.Errorf("first line %q", line)
	}
	st, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if st.Signaled() || cmd.ProcessState.ExitCode() != 1 || errs.Len() != 0 {
		t.Errorf("stdout closed after a line: %v (signal %v), stderr %q; want exit status 1, quietly", err, st.Signaled(), errs.String())
	}
}

// firstLine reads r a byte at a time up to the first newline, so that it
// takes no more from the pipe than the line.
func firstLine(r *os.File) string {
	var line []byte
	b := make([]byte, 1)
	for {
		if n, err := r.Read(b); n == 0 || err != nil {
			return string(line)
		}
		line = append(line, b[0])
		if b[0] == '\n' {
			return string(line)
		}
	}
}
