package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestRunSolve(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"0+3=09"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, want := range []string{
		"0+3=09 (holds: false)\n",
		"answer 1: 6+3=09, 1 stick(s)\n  glyph 0 segment B -> glyph 0 segment G\n",
		"answer 2: 5+3=08, 2 stick(s)\n",
		" --  -+-  --  ---       --\n", // the 6 of 6+3=09 has its middle stick
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in:\n%s", want, out.String())
		}
	}
}

// Finding nothing is a failure: exit 1.
func TestRunNothingFound(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-k", "1", "1+1=8"}, "no answer within 1 stick(s)"},
		{[]string{"-generate", "d=d", "-k", "5"}, "d=d has no puzzle with one answer for 5 stick(s)"},
	} {
		var out, errs bytes.Buffer
		if code := run(c.args, &out, &errs); code != 1 || !strings.Contains(out.String(), c.want) {
			t.Errorf("%q: exit %d, output:\n%s", c.args, code, out.String())
		}
	}
}

// failingWriter fails every write, like a full disk.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// A failed write to stdout exits 1 with a message.
func TestRunWriteFails(t *testing.T) {
	for _, args := range [][]string{
		{"0+3=09"},
		{"-census", "d±d=d"},
		{"-generate", "d±d=dd"},
	} {
		var errs bytes.Buffer
		if code := run(args, failingWriter{}, &errs); code != 1 || !strings.Contains(errs.String(), "no space left on device") {
			t.Errorf("%q: exit %d, stderr %q; want 1 and the write error", args, code, errs.String())
		}
	}
}

func TestRunHelp(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-h"}, &out, &errs); code != 0 || !strings.Contains(errs.String(), "Exit status: 0 on success; 1") {
		t.Errorf("-h: exit %d, stderr:\n%s", code, errs.String())
	}
}

func TestRunCensusGenerate(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-census", "d±d=d"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), "  1       2000        110        649        483\n") {
		t.Errorf("census output:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"-generate", "d±d=dd", "-seed", "7"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	first := out.String()
	out.Reset()
	run([]string{"-generate", "d±d=dd", "-seed", "7"}, &out, &errs)
	if !strings.HasPrefix(first, "Move 2 stick(s) to make it true (seed 7):\n") || out.String() != first {
		t.Errorf("generate gave:\n%s\nthen:\n%s", first, out.String())
	}
}

func TestRunBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"1++2=3"}, "position 3: '+' where a number should be"},
		{[]string{"12="}, "position 4: equation ends"},
		{[]string{"1+a=3"}, "position 3: unexpected 'a'"},
		{[]string{"1+2"}, "no '='"},
		{[]string{"1=2=3="}, "position 7: equation ends"},
		{[]string{"3^2=a"}, "2 unsupported characters: position 2: unexpected '^'; position 5"},
		{[]string{strings.Repeat("7", 200) + "=7"}, "position 10: number has more than 9 digits"},
		{[]string{"-census", "d±±d=d"}, "shape position 3"},
		{[]string{"-k", "0", "1=1"}, "-k 0"},
		{[]string{"-mode", "swap", "1=1"}, `unknown -mode "swap": want move, add or remove`},
		{[]string{"-font", "serif", "1=1"}, `unknown -font "serif": want standard`},
		{[]string{"-generate", "d±±d=d"}, "shape position 3: '±' where a number should be"},
		{[]string{"-generate", "d=d", "-k", "0"}, "-k 0"},
		{[]string{}, "usage: matchsticks"},
		{[]string{"1=1", "2=2"}, "usage: matchsticks"},
		{[]string{"-frobnicate"}, "usage: matchsticks"},
	} {
		var out, errs bytes.Buffer
		if code := run(c.args, &out, &errs); code != 2 {
			t.Errorf("%q: exit %d, want 2", c.args, code)
		}
		if !strings.Contains(errs.String(), c.want) {
			t.Errorf("%q: stderr %q lacks %q", c.args, errs.String(), c.want)
		}
	}
}

// An unknown mode is blamed on -mode alone, an unknown font on -font alone.
func TestRunBlamesTheRightFlag(t *testing.T) {
	for _, c := range []struct {
		args      []string
		want, not string
	}{
		{[]string{"-mode", "foo", "1=1"}, "-mode", "-font"},
		{[]string{"-font", "foo", "1=1"}, "-font", "-mode"},
	} {
		var out, errs bytes.Buffer
		code := run(c.args, &out, &errs)
		first, _, _ := strings.Cut(errs.String(), "\n")
		if code != 2 || !strings.Contains(first, c.want) || strings.Contains(first, c.not) {
			t.Errorf("%q: exit %d, first line %q", c.args, code, first)
		}
	}
}

// -rules, -both-forms, -no-leading-zeros and -fractions reach the package.
func TestRunRulesAndOptions(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-rules", "common", "-k", "1", "2-5=3"}, "answer 1: 2=5-3, 1 stick(s)\n  glyph 3 segment Bar -> glyph 1 segment Bar\n"},
		{[]string{"-rules", "permissive", "-k", "1", "4-1=10"}, "answer 1: 11-1=10, 1 stick(s)\n"},
		{[]string{"-both-forms", "-k", "1", "0+4=7"}, "answer 1: 0+7=7, 1 stick(s)\n"},
		{[]string{"-fractions", "-k", "1", "1/2=3/4"}, "answer 1: 1/2=2/4, 1 stick(s)\n"},
		{[]string{"-k", "1", "0x4=2"}, "answer 1: 8/4=2, 1 stick(s)\n"},
		{[]string{"-census", "d±d=dd", "-k", "1", "-no-leading-zeros"}, "  1      18000         45        484        403\n"},
	} {
		var out, errs bytes.Buffer
		if code := run(c.args, &out, &errs); code != 0 || !strings.Contains(out.String(), c.want) {
			t.Errorf("%q: exit %d, stderr %q, output:\n%s", c.args, code, errs.String(), out.String())
		}
	}
	var out, errs bytes.Buffer
	if code := run([]string{"-no-leading-zeros", "-k", "2", "05-02=003"}, &out, &errs); code != 1 {
		t.Errorf("-no-leading-zeros 05-02=003: exit %d, want 1 (no answer)", code)
	}
	for _, args := range [][]string{{"-rules", "lax", "1=1"}, {"-rules", "common", "-census", "d±d=d"}, {"3^2=9"}} {
		out.Reset()
		errs.Reset()
		if code := run(args, &out, &errs); code != 2 || !strings.Contains(errs.String(), "matchsticks: ") {
			t.Errorf("%q: exit %d, stderr %q; want 2", args, code, errs.String())
		}
	}
}
