package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// failWriter fails every write, like a full disk.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func runIn(args []string, in string) (code int, out, errOut string) {
	var o, e bytes.Buffer
	code = run(args, strings.NewReader(in), &o, &e)
	return code, o.String(), e.String()
}

func TestSolveLines(t *testing.T) {
	code, out, errOut := runIn([]string{"-solve"}, "121212 18\n22334\n  2233   anything\n")
	if want := "121212 18\n22334 -18\n2233 18\n"; code != 0 || out != want || errOut != "" {
		t.Errorf("exit %d, out %q, stderr %q; want 0, %q", code, out, errOut, want)
	}
	code, out, _ = runIn([]string{"-solve", "-stats"}, "121212\n")
	if f := strings.Fields(out); code != 0 || len(f) != 4 || f[1] != "18" {
		t.Errorf("-stats: exit %d, out %q", code, out)
	}
}

func TestBadLines(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"121212\n1281\n44\n", "line 2: connect4: move 3 is '8', want a column 1 to 7"},
		{"1111111\n", "line 1: connect4: move 7: column 1 is full"},
		{"1212121\n", "line 1: connect4: move 7 (column 1) wins the game"},
		{"\n", "line 1: empty"},
		{strings.Repeat("1234567", 7) + "\n", "more than the 42 cells"},
		{strings.Repeat("1", 5000) + "\n", "token too long"},
	} {
		code, out, errOut := runIn([]string{"-solve"}, c.in)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%.20q: exit %d, stderr %q, want 2 and %q", c.in, code, errOut, c.want)
		}
		if strings.HasPrefix(c.in, "121212\n") && out != "121212 18\n" {
			t.Errorf("lines before the bad one: %q", out)
		}
	}
}

func TestUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
	}{{[]string{"-h"}, 0}, {[]string{"-nope"}, 2}, {[]string{"-solve", "extra"}, 2}, {[]string{"-moves", "8"}, 2}} {
		if code, _, _ := runIn(c.args, ""); code != c.code {
			t.Errorf("%v: exit %d, want %d", c.args, code, c.code)
		}
	}
}

func TestWriteFails(t *testing.T) {
	var e bytes.Buffer
	if code := run([]string{"-solve"}, strings.NewReader("121212\n"), failWriter{}, &e); code != 1 || !strings.Contains(e.String(), "disk full") {
		t.Errorf("-solve to a failing writer: exit %d, stderr %q", code, e.String())
	}
	e.Reset()
	if code := run([]string{"-moves", "2233", "-think", "10ms"}, strings.NewReader("4\n"), failWriter{}, &e); code != 1 || !strings.Contains(e.String(), "disk full") {
		t.Errorf("play to a failing writer: exit %d, stderr %q", code, e.String())
	}
}

// A person plays 4 from 2233 and wins along the bottom row whatever the
// solver does; the solver's scores of the columns are shown first.
func TestPlay(t *testing.T) {
	code, out, errOut := runIn([]string{"-moves", "2233", "-think", "100ms"}, "4\n1\n5\n")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if _, rest, _ := strings.Cut(out, "scores:"); len(strings.Fields(rest)) < 7 || strings.Fields(rest)[3] != "18" {
		t.Errorf("column 4 does not score 18:\n%s", out)
	}
	for _, want := range []string{"solver plays", "you win"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// The solver, first, takes a win at once, and q quits.
	code, out, _ = runIn([]string{"-moves", "121212", "-first=false", "-think", "100ms"}, "")
	if code != 0 || !strings.Contains(out, "solver plays 1") || !strings.Contains(out, "the solver wins") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	code, out, _ = runIn([]string{"-moves", "2233", "-think", "100ms"}, "9\nq\n")
	if code != 0 || !strings.Contains(out, "a column 1 to 7 that is not full, or q") || !strings.Contains(out, "moves: 2233\n") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// -size solves on other boards: "-" is the empty board, columns run 1 to
// the width, and scores count the board's cells.
func TestSize(t *testing.T) {
	code, out, errOut := runIn([]string{"-solve", "-size", "5x4"}, "-\n1\n3 anything\n")
	if want := "- 0\n1 1\n3 0\n"; code != 0 || out != want || errOut != "" {
		t.Errorf("5x4: exit %d, out %q, stderr %q; want 0, %q", code, out, errOut, want)
	}
	code, out, _ = runIn([]string{"-solve", "-size", "4x4"}, "121212\n")
	if code != 0 || out != "121212 5\n" { // X completes column 1 with the 7th stone: (16+2-7)/2
		t.Errorf("4x4: exit %d, out %q", code, out)
	}
	for _, c := range []struct{ size, in, want string }{
		{"5x4", "6\n", "move 1 is '6', want a column 1 to 5"},
		{"8x8", "", "no 8x8 board: want 4 to 9 columns and 4 to 9 rows"},
		{"3x4", "", "64 bits"},
		{"seven", "", "size \"seven\" is not columns x rows"},
	} {
		code, _, errOut := runIn([]string{"-solve", "-size", c.size}, c.in)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("-size %s: exit %d, stderr %q, want 2 and %q", c.size, code, errOut, c.want)
		}
	}
	code, out, errOut = runIn([]string{"-size", "4x4", "-moves", "1122", "-think", "100ms"}, "3\nq\n")
	if code != 0 || errOut != "" || !strings.Contains(out, "| X X X   |\n  1 2 3 4\n") || !strings.Contains(out, "your move (1-4, q to quit)") {
		t.Errorf("play on 4x4: exit %d, stderr %q:\n%s", code, errOut, out)
	}
}
