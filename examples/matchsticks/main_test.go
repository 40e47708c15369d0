package main

import (
	"bufio"
	"bytes"
	"errors"
	"math"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// asProgram is the variable that makes the test binary run as the program.
const asProgram = "MATCHSTICKS_AS_PROGRAM"

func TestMain(m *testing.M) {
	if os.Getenv(asProgram) == "1" {
		main()
	}
	os.Exit(m.Run())
}

// With stdout a pipe whose reader goes away after the first line, the
// program exits 1, as -h says for an output that cannot be written, with
// nothing on stderr, and is not killed by SIGPIPE. The listing is a
// million bytes, more than the pipe holds, so it is still writing then.
func TestRunClosedStdout(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-sticks", "3", "5+5+5+5+5+5+5+5+5+5=50")
	cmd.Env = append(os.Environ(), asProgram+"=1")
	var errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = w, &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil || line != "5+5+5+5+5+5+5+5+5+5=50 (holds: true)\n" {
		t.Errorf("first line %q, %v", line, err)
	}
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 || errs.Len() != 0 {
		t.Errorf("with stdout closed: %v, stderr %q; want exit status 1, no signal, nothing on stderr", err, errs.String())
	}
}

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
		{[]string{"-sticks", "1", "1+1=8"}, "no answer within 1 stick(s)"},
		{[]string{"-generate", "d=d", "-sticks", "5"}, "d=d has no puzzle with one answer for 5 stick(s)"},
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

// countingWriter fails every write, and counts them.
type countingWriter struct{ writes int }

func (w *countingWriter) Write([]byte) (int, error) {
	w.writes++
	return 0, errors.New("no space left on device")
}

// A listing of a million bytes stops at its first failed write: the
// writer sees one write, and the search stops with it, allocating a small
// part of the 11 MB the whole listing allocates.
func TestRunStopsAtFirstFailedWrite(t *testing.T) {
	args := []string{"-sticks", "3", "5+5+5+5+5+5+5+5+5+5=50"}
	least := uint64(math.MaxUint64)
	for range 3 {
		var w countingWriter
		var errs bytes.Buffer
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		code := run(args, &w, &errs)
		runtime.ReadMemStats(&after)
		if code != 1 || w.writes != 1 {
			t.Fatalf("%q: exit %d after %d writes; want 1 after 1", args, code, w.writes)
		}
		least = min(least, after.TotalAlloc-before.TotalAlloc)
	}
	if least > 1<<20 {
		t.Errorf("%q allocated %d bytes after its output failed; want under 1 MiB", args, least)
	}
}

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
	if !strings.Contains(out.String(), "     1       2000        110        649        483\n") {
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
		{[]string{"-census", "zz"}, "shape 2 unsupported characters: position 1: unexpected 'z'; position 2"},
		{[]string{"-census", "d±d=d", "-sticks", "26"}, "26 sticks; shape d±d=d has 25 places for sticks"},
		{[]string{"-census", "d±d=d", "-leniency", "common"}, "a census takes Strict leniency"},
		{[]string{"-generate", "d±d=d", "-sticks", "99999999999"}, "99999999999 sticks; shape d±d=d has 25 places for sticks"},
		{[]string{"#" + strings.Repeat("1", 2000) + "=1"}, "sevenseg: equation of 2003 bytes, want at most 1024"},
		{[]string{"-sticks", "0", "1=1"}, "-sticks 0"},
		{[]string{"-mode", "swap", "1=1"}, `unknown -mode "swap": want move, add or remove`},
		{[]string{"-font", "serif", "1=1"}, `unknown -font "serif": want standard`},
		{[]string{"-generate", "d±±d=d"}, "shape position 3: '±' where a number should be"},
		{[]string{"-generate", "d=d", "-sticks", "0"}, "-sticks 0"},
		{[]string{}, "usage: matchsticks"},
		{[]string{"1=1", "2=2"}, "usage: matchsticks"},
		{[]string{"-frobnicate"}, "usage: matchsticks"},
	} {
		var out, errs bytes.Buffer
		if code := run(c.args, &out, &errs); code != 2 || out.Len() != 0 {
			t.Errorf("%q: exit %d, output %q; want 2 and no output", c.args, code, out.String())
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

// -leniency, -both-forms, -no-leading-zeros and -fractions reach the
// package.
func TestRunLeniencyAndOptions(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-leniency", "common", "-sticks", "1", "2-5=3"}, "answer 1: 2=5-3, 1 stick(s)\n  glyph 3 segment Bar -> glyph 1 segment Bar\n"},
		{[]string{"-leniency", "permissive", "-sticks", "1", "4-1=10"}, "answer 1: 11-1=10, 1 stick(s)\n"},
		{[]string{"-both-forms", "-sticks", "1", "0+4=7"}, "answer 1: 0+7=7, 1 stick(s)\n"},
		{[]string{"-fractions", "-sticks", "1", "1/2=3/4"}, "answer 1: 1/2=2/4, 1 stick(s)\n"},
		{[]string{"-sticks", "1", "0x4=2"}, "answer 1: 8/4=2, 1 stick(s)\n"},
		{[]string{"-census", "d±d=dd", "-sticks", "1", "-no-leading-zeros"}, "     1      18000         45        484        403\n"},
	} {
		var out, errs bytes.Buffer
		if code := run(c.args, &out, &errs); code != 0 || !strings.Contains(out.String(), c.want) {
			t.Errorf("%q: exit %d, stderr %q, output:\n%s", c.args, code, errs.String(), out.String())
		}
	}
	var out, errs bytes.Buffer
	if code := run([]string{"-no-leading-zeros", "-sticks", "2", "05-02=003"}, &out, &errs); code != 1 {
		t.Errorf("-no-leading-zeros 05-02=003: exit %d, want 1 (no answer)", code)
	}
	for _, args := range [][]string{{"-leniency", "lax", "1=1"}, {"-leniency", "common", "-census", "d±d=d"}, {"3^2=9"}} {
		out.Reset()
		errs.Reset()
		if code := run(args, &out, &errs); code != 2 || !strings.Contains(errs.String(), "matchsticks: ") {
			t.Errorf("%q: exit %d, stderr %q; want 2", args, code, errs.String())
		}
	}
}
