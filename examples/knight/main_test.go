package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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
	out.Reset()
	if code := run([]string{"-rows", "5", "-cols", "9", "-count"}, &out, &errs); code != 0 || out.String() != "0 undirected tours of 5×9\n" {
		t.Errorf("count: exit %d, %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"-rows", "3", "-cols", "40", "-count"}, &out, &errs); code != 0 || out.String() != "11010065269439104 undirected tours of 3×40\n" {
		t.Errorf("count: exit %d, %q", code, out.String())
	}
	out.Reset()
	errs.Reset()
	if code := run([]string{"-rows", "3", "-cols", "100", "-count"}, &out, &errs); code != 1 || out.Len() != 0 || !strings.Contains(errs.String(), "exceeds int64") {
		t.Errorf("count 3×100: exit %d, %q, %q", code, out.String(), errs.String())
	}
}

func TestRunHelp(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-h"}, &out, &errs); code != 0 || !strings.Contains(errs.String(), "Exit status: 0 on success, 1 if") {
		t.Errorf("-h: exit %d, %q", code, errs.String())
	}
}

func TestRunBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"-rows", "0"}, {"-rows", "x"}, {"-start", "9,9"}, {"-start", "a"}, {"-timeout", "0s"},
		{"-count", "-rows", "9", "-cols", "9"}, {"-frobnicate"}, {"extra"}, {"-rows", "100000", "-cols", "100000"},
	} {
		var out, errs bytes.Buffer
		if code := run(args, &out, &errs); code != 2 || errs.Len() == 0 || out.Len() != 0 {
			t.Errorf("%q: exit %d, stderr %q, stdout %q", args, code, errs.String(), out.String())
		}
	}
}

// Boards and starts without a tour exit 1 at once, and so does a search
// that runs out of time.
func TestRunNoTour(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-rows", "4", "-cols", "50"}, "knight: a 4×50 board has no closed tour\n"},
		{[]string{"-rows", "4", "-cols", "50", "-start", "0,0"}, "knight: a 4×50 board has no closed tour\n"},
		{[]string{"-rows", "7", "-cols", "7"}, "knight: a 7×7 board has no closed tour\n"},
		{[]string{"-rows", "4", "-cols", "4", "-open"}, "knight: a 4×4 board has no tour\n"},
		{[]string{"-rows", "5", "-cols", "5", "-open", "-start", "0,1"}, "knight: no tour of 5×5 starts on 0,1\n"},
		{[]string{"-rows", "3", "-cols", "30", "-open", "-start", "1,5", "-timeout", "50ms"}, "knight: no tour of 3×30 from 1,5 found within 50ms\n"},
	} {
		var out, errs bytes.Buffer
		begin := time.Now()
		code := run(c.args, &out, &errs)
		if code != 1 || errs.String() != c.want || out.Len() != 0 {
			t.Errorf("%q: exit %d, stderr %q, stdout %q; want exit 1, %q", c.args, code, errs.String(), out.String(), c.want)
		}
		if d := time.Since(begin); d > 2*time.Second {
			t.Errorf("%q: took %v", c.args, d) // a hang detector, not a speed claim
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// A failed write to stdout, as to /dev/full, exits 1 with a message.
func TestRunWriteError(t *testing.T) {
	for _, args := range [][]string{nil, {"-count", "-rows", "3", "-cols", "4", "-open"}} {
		var errs bytes.Buffer
		if code := run(args, failWriter{}, &errs); code != 1 || !strings.Contains(errs.String(), "no space left on device") {
			t.Errorf("%q: exit %d, stderr %q", args, code, errs.String())
		}
	}
	var out, errs bytes.Buffer
	bad := filepath.Join(t.TempDir(), "no", "such", "dir", "tour.svg")
	if code := run([]string{"-svg", bad}, &out, &errs); code != 1 || errs.Len() == 0 {
		t.Errorf("-svg %s: exit %d, stderr %q", bad, code, errs.String())
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
