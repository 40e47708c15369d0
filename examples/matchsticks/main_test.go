package main

import (
	"bytes"
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
	out.Reset()
	run([]string{"-k", "1", "1+1=8"}, &out, &errs)
	if !strings.Contains(out.String(), "no answer within 1 stick(s)") {
		t.Errorf("1+1=8 output:\n%s", out.String())
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
		{[]string{"1=2=3"}, "position 4: second '='"},
		{[]string{strings.Repeat("7", 200) + "=7"}, "position 10: number has more than 9 digits"},
		{[]string{"-census", "d±±d=d"}, "shape position 3"},
		{[]string{"-k", "0", "1=1"}, "-k 0"},
		{[]string{"-mode", "swap", "1=1"}, "unknown -mode"},
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
