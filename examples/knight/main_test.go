package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/knight"
)

// asMain names the environment variable that makes the test binary run as
// the program, so that a test can watch it as a process.
const asMain = "KNIGHT_EXAMPLE_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMain) != "" {
		main()
	}
	os.Exit(m.Run())
}

// A reader that stops after the first line, as head -1 does, ends the
// program quietly with status 1: not killed by SIGPIPE, no message.
func TestClosedPipe(t *testing.T) {
	for _, args := range [][]string{{"-rows", "1000", "-cols", "1000"}, {"-rows", "4", "-cols", "200000", "-open"}} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		var errs bytes.Buffer
		cmd := exec.Command(os.Args[0], args...)
		cmd.Env = append(os.Environ(), asMain+"=1")
		cmd.Stdout, cmd.Stderr = w, &errs
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.Close()
		line, err := bufio.NewReader(r).ReadString('\n')
		r.Close()
		if err != nil || line == "" {
			t.Errorf("%q: first line %q, %v", args, line, err)
		}
		err = cmd.Wait()
		st, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
		if st.Signaled() || cmd.ProcessState.ExitCode() != 1 || errs.Len() != 0 {
			t.Errorf("%q with stdout closed after a line: %v (signal %v), stderr %q; want exit status 1, quietly", args, err, st.Signaled(), errs.String())
		}
	}
}

// A count that needs more memory than -max-memory exits 1 and says so.
func TestRunMaxMemory(t *testing.T) {
	var out, errs bytes.Buffer
	want := "knight: closed count of 6×8 needs more than -max-memory 1MiB\n"
	if code := run([]string{"-count", "-rows", "6", "-cols", "8", "-max-memory", "1MiB", "-timeout", "10m"}, &out, &errs); code != 1 || errs.String() != want || out.Len() != 0 {
		t.Errorf("exit %d, stderr %q, stdout %q; want exit 1, %q", code, errs.String(), out.String(), want)
	}
	for _, mm := range []string{"16MiB", "16 MiB", "16777216", "0"} {
		out.Reset()
		errs.Reset()
		if code := run([]string{"-count", "-rows", "5", "-cols", "8", "-max-memory", mm, "-timeout", "10m"}, &out, &errs); code != 0 || out.String() != "44202 undirected tours of 5×8\n" {
			t.Errorf("-max-memory %s: exit %d, %q, %q", mm, code, out.String(), errs.String())
		}
	}
}

// With -temp-dir the same count goes on in temporary files, says how much
// it wrote, and leaves the directory as it found it.
func TestRunTempDir(t *testing.T) {
	var out, errs bytes.Buffer
	dir := t.TempDir()
	if code := run([]string{"-count", "-rows", "6", "-cols", "7", "-max-memory", "6MiB", "-temp-dir", dir, "-timeout", "10m"}, &out, &errs); code != 0 || out.String() != "1067638 undirected tours of 6×7\n" {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 0 and the count", code, out.String(), errs.String())
	}
	if ents, err := os.ReadDir(dir); err != nil || len(ents) != 0 {
		t.Errorf("-temp-dir holds %d entries after the count (%v); want none", len(ents), err)
	}
	out.Reset()
	errs.Reset()
	missing := filepath.Join(dir, "missing")
	if code := run([]string{"-count", "-rows", "6", "-cols", "8", "-temp-dir", missing}, &out, &errs); code != 2 || !strings.Contains(errs.String(), "temporary directory") {
		t.Errorf("-temp-dir %s: exit %d, stderr %q; want exit 2 naming the temporary directory", missing, code, errs.String())
	}
}

func TestParseBytes(t *testing.T) {
	for in, want := range map[string]int64{"0": 0, "1000": 1000, "1KiB": 1024, "2GiB": 2 << 30, " 3 TiB ": 3 << 40, "8388607TiB": 8388607 << 40} {
		if got, err := parseBytes(in); err != nil || got != want {
			t.Errorf("parseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1", "1GB", "GiB", "1.5GiB", "8388608TiB", "9223372036854775808", "1 KiB KiB"} {
		if got, err := parseBytes(in); err == nil {
			t.Errorf("parseBytes(%q) = %d, want an error", in, got)
		}
	}
}

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
		{"-count", "-max-memory", "lots"}, {"-max-memory", "-5"},
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
		{[]string{"-rows", "2048", "-cols", "2048", "-timeout", "1ms"}, "knight: no closed tour of 2048×2048 found within 1ms\n"},
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

// Off a terminal, a count's progress is plain lines on stderr, the squares
// scanned never decreasing and the last line at the board's squares; stdout
// has the count alone. Quick counts print no progress.
func TestRunProgressLines(t *testing.T) {
	defer func(d time.Duration) { plainEvery = d }(plainEvery)
	plainEvery = 0
	var out, errs bytes.Buffer
	if code := run([]string{"-rows", "3", "-cols", "40", "-count"}, &out, &errs); code != 0 || out.String() != "11010065269439104 undirected tours of 3×40\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out.String(), errs.String())
	}
	lines := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n")
	prev := -1
	for i, line := range lines {
		var scanned, squares int
		if _, err := fmt.Sscanf(line, "knight: %d of %d squares,", &scanned, &squares); err != nil || squares != 120 || scanned < prev {
			t.Fatalf("line %d %q after %d squares: %v", i, line, prev, err)
		}
		prev = scanned
	}
	if len(lines) < 2 || prev != 120 || !strings.Contains(lines[len(lines)-1], "done in") {
		t.Errorf("progress ends %q; want at least two lines, the last at 120 of 120 squares, done", lines[len(lines)-1])
	}
	plainEvery = time.Hour
	errs.Reset()
	if code := run([]string{"-rows", "3", "-cols", "40", "-count"}, &out, &errs); code != 0 || errs.Len() != 0 {
		t.Errorf("quick count: exit %d, stderr %q; want no progress", code, errs.String())
	}
}

// On a terminal the bar is redrawn in place and cleared at the end; the
// time left comes from the later half of the squares scanned.
func TestProgressBar(t *testing.T) {
	var b bytes.Buffer
	now := time.Unix(0, 0)
	pr := &progress{w: &b, terminal: true, start: now, now: func() time.Time { return now }}
	now = now.Add(2 * time.Second)
	pr.report(knight.Progress{Scanned: 10, Squares: 60, States: 100, Bytes: 1600})
	now = now.Add(10 * time.Second)
	b.Reset()
	pr.report(knight.Progress{Scanned: 15, Squares: 60, States: 1000, Bytes: 3 << 20})
	pr.finish()
	// 5 squares in 10 s since square 10: 45 squares left take 90 s.
	want := "\r[#######-----------------------] 15 of 60 squares, 1000 states, 3.0 MiB, about 1m30s left\x1b[K\r\x1b[K"
	if b.String() != want {
		t.Errorf("bar %q, want %q", b.String(), want)
	}
	// A count that spills says what its files hold, and the most they held.
	if got := pr.describe(knight.Progress{Scanned: 15, Squares: 60, States: 1000, Bytes: 3 << 20, Disk: 16 << 20, PeakDisk: 48 << 20}, now); !strings.Contains(got, "16.0 MiB on disk (at most 48.0 MiB)") {
		t.Errorf("describe = %q; want the disk and its peak", got)
	}
}
