package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/go-puzzles/puzzles/regions"
)

// asMain names the environment variable that makes the test binary run as
// the program, so that a test can watch it as a process.
const asMain = "QUEENS_EXAMPLE_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMain) != "" {
		main()
	}
	os.Exit(m.Run())
}

func TestRun(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-n", "8", "-seed", "3", "-hint"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	s := out.String()
	if !strings.Contains(s, "An 8×8 Queens puzzle (seed 3, ") || strings.Contains(s, "\x1b[") {
		t.Errorf("no puzzle, or colour into a buffer:\n%s", s)
	}
	if !strings.Contains(s, "\n  1. ") || strings.Contains(s, "Solution:") || strings.Contains(s, "♛") {
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

// Colour goes to a terminal unless NO_COLOR is set, and wherever -color
// says.
func TestColor(t *testing.T) {
	var out bytes.Buffer
	run([]string{"-color", "-show"}, nil, &out, io.Discard)
	if strings.Count(out.String(), "\x1b[0m\n") != 16 {
		t.Errorf("-color gave no colour:\n%s", out.String())
	}
	t.Setenv("NO_COLOR", "")
	devNull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer devNull.Close()
	file, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	if !isTerminal(devNull) || isTerminal(file) || isTerminal(&out) {
		t.Errorf("isTerminal: %s %v, a file %v, a buffer %v", os.DevNull, isTerminal(devNull), isTerminal(file), isTerminal(&out))
	}
	for _, c := range []struct {
		args    []string
		noColor string
		want    bool
	}{
		{nil, "", false},
		{[]string{"-color"}, "1", true},
		{[]string{"-color=false"}, "", false},
	} {
		t.Setenv("NO_COLOR", c.noColor)
		out.Reset()
		run(c.args, nil, &out, io.Discard)
		if got := strings.Contains(out.String(), "\x1b["); got != c.want {
			t.Errorf("%q with NO_COLOR=%q: colour %v", c.args, c.noColor, got)
		}
	}
	// A terminal (here the character device os.DevNull) is coloured unless
	// NO_COLOR is set.
	for _, c := range []struct {
		noColor string
		want    bool
	}{{"", true}, {"1", false}} {
		t.Setenv("NO_COLOR", c.noColor)
		if got := autoColor(devNull); got != c.want {
			t.Errorf("a terminal with NO_COLOR=%q: colour %v", c.noColor, got)
		}
	}
}

func TestRunSolve(t *testing.T) {
	for _, c := range []struct {
		board, want string
		code        int
	}{
		{"AAAAAA\nAAAABD\nCEDDDD\nEEDDDD\nEEDDDD\nEEFFDD\n", "exactly one solution", 0},
		{"AAAA\nBBBB\nCCCC\nDDDD\n", "more than one solution", 0},
		{"AAAA\nAAAA\nBCDD\nBCDD\n", "no solution", 1},
	} {
		var out, errs bytes.Buffer
		if code := run([]string{"-solve", "-", "-hint"}, strings.NewReader(c.board), &out, &errs); code != c.code {
			t.Fatalf("exit %d, want %d: %s", code, c.code, errs.String())
		}
		if !strings.Contains(out.String(), c.want) {
			t.Errorf("%q: no %q in:\n%s", c.board, c.want, out.String())
		}
	}
	file := filepath.Join(t.TempDir(), "board")
	os.WriteFile(file, []byte("AAAA\nBBBB\nCCCC\nDDDD\n"), 0o666)
	var out bytes.Buffer
	if code := run([]string{"-solve", file}, nil, &out, io.Discard); code != 0 || !strings.Contains(out.String(), "Solution: 1 3 0 2") {
		t.Errorf("-solve %s: exit %d\n%s", file, code, out.String())
	}
}

// endless is an endless stdin that counts what is read of it.
type endless struct{ read int }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'A'
	}
	e.read += len(p)
	return len(p), nil
}

func TestRunBad(t *testing.T) {
	for _, c := range []struct {
		args  []string
		input string
		want  string
	}{
		{[]string{"-n", "x"}, "", "usage: queens"},
		{[]string{"-n", "3"}, "", "queens: board size 3 out of range 4..20"},
		{[]string{"-n", "21"}, "", "queens: board size 21 out of range 4..20"},
		{[]string{"-difficulty", "fiendish"}, "", "unknown level"},
		{[]string{"extra"}, "", "usage: queens"},
		{[]string{"-solve", "-", "-n", "10"}, "", "use one or the other"},
		{[]string{"-solve", "-", "-difficulty", "hard"}, "", "use one or the other"},
		{[]string{"-solve", "-"}, "ABC\nAB\n", "regions: board has 2 rows"},
		{[]string{"-solve", "-"}, "", "regions: the board is empty"},
		{[]string{"-solve", "-"}, "ABCD\nABCD\n\nABCD\nABCD\n", "regions: blank line at row 3"},
		{[]string{"-solve", "-"}, "ABCD\nABCD\nABCD\nAB?D\n", "want a letter"},
	} {
		var out, errs bytes.Buffer
		if code := run(c.args, strings.NewReader(c.input), &out, &errs); code != 2 {
			t.Errorf("%q: exit %d, want 2", c.args, code)
		}
		if !strings.Contains(errs.String(), c.want) {
			t.Errorf("%q: stderr %q lacks %q", c.args, errs.String(), c.want)
		}
	}
	in := &endless{}
	var errs bytes.Buffer
	if code := run([]string{"-solve", "-"}, in, io.Discard, &errs); code != 2 || in.read > 2*regions.MaxText {
		t.Errorf("endless stdin: exit %d after reading %d bytes: %s", code, in.read, errs.String())
	}
}

var errFull = errors.New("no space left on device")

type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errFull }

// Failures to read or write exit 1 with a message.
func TestRunIOErrors(t *testing.T) {
	for _, c := range []struct {
		args   []string
		stdout io.Writer
		want   string
	}{
		{nil, fullWriter{}, "queens: writing the output: no space left on device"},
		{[]string{"-solve", "-"}, fullWriter{}, "no space left on device"},
		{[]string{"-solve", "/no/such/file"}, io.Discard, "queens: open /no/such/file"},
		{[]string{"-svg", "/no/such/dir/p.svg"}, io.Discard, "queens: open /no/such/dir/p.svg"},
		{[]string{"-n", "4", "-difficulty", "expert"}, io.Discard, "regions: no 4×4 expert puzzle within 1000 tries: backtrack: budget exhausted"},
	} {
		var errs bytes.Buffer
		stdin := strings.NewReader("AAAA\nBBBB\nCCCC\nDDDD\n")
		if code := run(c.args, stdin, c.stdout, &errs); code != 1 {
			t.Errorf("%q: exit %d, want 1", c.args, code)
		}
		if !strings.Contains(errs.String(), c.want) {
			t.Errorf("%q: stderr %q lacks %q", c.args, errs.String(), c.want)
		}
	}
}

func TestHelp(t *testing.T) {
	var errs bytes.Buffer
	if code := run([]string{"-h"}, nil, io.Discard, &errs); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
	if !strings.Contains(errs.String(), "Exit status: 0 success, 1 failure") || !strings.Contains(errs.String(), "-color") {
		t.Errorf("-h says:\n%s", errs.String())
	}
}

// -stats prints one row per size, the same on every run; a size without
// puzzles of the level asked for gets its error and exit status 1.
func TestRunStats(t *testing.T) {
	var out, again, errs bytes.Buffer
	if code := run([]string{"-stats", "3", "-n", "8", "-seed", "2"}, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	run([]string{"-stats", "3", "-n", "8", "-seed", "2"}, nil, &again, io.Discard)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if out.String() != again.String() || !strings.Contains(out.String(), "Regions of 3 generated puzzles per size (seed 2)") ||
		!strings.HasPrefix(lines[len(lines)-2], "size ") || !strings.HasPrefix(lines[len(lines)-1], "   8  ") {
		t.Errorf("-stats 3 -n 8, twice:\n%s\n%s", out.String(), again.String())
	}
	out.Reset()
	if code := run([]string{"-stats", "1", "-n", "4", "-difficulty", "expert"}, nil, &out, io.Discard); code != 1 ||
		!strings.Contains(out.String(), "\n   4  regions: no 4×4 expert puzzle") {
		t.Errorf("-stats 1 -n 4 -difficulty expert: exit %d\n%s", code, out.String())
	}
	for _, args := range [][]string{
		{"-stats", "0"},
		{"-stats", "-3"},
		{"-stats", "2", "-solve", "-"},
		{"-stats", "2", "-show"},
		{"-stats", "2", "-n", "3"},
	} {
		errs.Reset()
		if code := run(args, nil, io.Discard, &errs); code != 2 || errs.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errs.String())
		}
	}
	errs.Reset()
	if code := run([]string{"-stats", "1", "-n", "5"}, nil, fullWriter{}, &errs); code != 1 || !strings.Contains(errs.String(), "no space left") {
		t.Errorf("-stats into a full device: exit %d, %q", code, errs.String())
	}
	// The header's write fails before any puzzle is made: a table of
	// 1,000,000 puzzles a size would take days.
	if code := run([]string{"-stats", "1000000"}, nil, fullWriter{}, io.Discard); code != 1 {
		t.Errorf("-stats 1000000 into a full device: exit %d", code)
	}
}

// A reader that stops after the first line, as head -1 does, ends the
// program quietly with status 1: not killed by SIGPIPE, no message. The
// table's rows come one size at a time, each after its puzzles are made
// (seconds for them all), so the program writes after the reader has gone.
func TestClosedPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	var errs bytes.Buffer
	cmd := exec.Command(os.Args[0], "-stats", "20")
	cmd.Env = append(os.Environ(), asMain+"=1")
	cmd.Stdout, cmd.Stderr = w, &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	line := firstLine(r)
	r.Close()
	err = cmd.Wait()
	if !strings.HasPrefix(line, "Regions of 20 generated puzzles") {
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
