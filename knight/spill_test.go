package knight

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
)

// spillBudget is a budget that makes the counts of spillBoards spill.
const spillBudget = 2 << 20

// Boards whose lists outgrow six times spillBudget: {rows, cols, closed}.
var spillBoards = [][3]int{{6, 7, 1}, {5, 8, 0}}

// A count that spills counts the same as one that does not, holds no more
// than its budget (a third of what it holds without one, or spillBudget),
// writes to disk, and leaves its directory empty.
func TestSpillCounts(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 0
	boards := spillBoards
	if !testing.Short() {
		boards = append(boards, [3]int{6, 8, 1})
	}
	for _, c := range boards {
		var peak int64
		want, err := Count(c[0], c[1], MaxMemory(0), kindOf(c[2] == 1), ReportProgress(func(p Progress) { peak = max(peak, p.Bytes) }))
		if err != nil {
			t.Fatal(err)
		}
		budget := max(spillBudget, peak/3)
		dir := t.TempDir()
		var most Progress
		got, err := Count(c[0], c[1], MaxMemory(budget), TempDir(dir), kindOf(c[2] == 1), ReportProgress(func(p Progress) {
			most.Bytes, most.Disk = max(most.Bytes, p.Bytes), max(most.Disk, p.Disk)
		}))
		if err != nil || got != want {
			t.Errorf("%v: spilling, Count = %d, %v; want %d", c, got, err, want)
		}
		if most.Disk == 0 || most.Bytes > budget {
			t.Errorf("%v: spilling, at most %d bytes on disk and %d in memory; want some on disk and at most %d in memory", c, most.Disk, most.Bytes, budget)
		}
		checkGone(t, dir)
	}
}

// Without TempDir, the same counts stop at the budget.
func TestSpillOnlyWhenAsked(t *testing.T) {
	c := spillBoards[0]
	if _, err := Count(c[0], c[1], MaxMemory(spillBudget), kindOf(c[2] == 1)); !errors.Is(err, backtrack.ErrBudget) {
		t.Errorf("%v within %d bytes: %v; want the budget error", c, spillBudget, err)
	}
}

// A budget too small even to spill in is the budget error, the directory
// left empty.
func TestSpillTinyBudget(t *testing.T) {
	dir := t.TempDir()
	c := spillBoards[0]
	if _, err := Count(c[0], c[1], MaxMemory(64<<10), TempDir(dir), kindOf(c[2] == 1)); !errors.Is(err, backtrack.ErrBudget) {
		t.Errorf("%v within 64 KiB: %v; want the budget error", c, err)
	}
	checkGone(t, dir)
}

// A directory that cannot be made in is an error that says so.
func TestSpillBadDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "missing", "dir")
	_, err := Count(5, 8, TempDir(dir))
	if err == nil || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Count(5, 8, TempDir(%q)) = %v; want an error wrapping os.ErrNotExist", dir, err)
	}
}

// Cancelled, or panicking in its progress callback, while its lists are
// on disk, a count has closed and removed every file when it returns.
func TestSpillExits(t *testing.T) {
	c := spillBoards[0]
	dir := t.TempDir()
	testutil.CancelLatency(t, func(ctx context.Context) error {
		_, err := CountContext(ctx, c[0], c[1], MaxMemory(spillBudget), TempDir(dir), kindOf(c[2] == 1))
		checkGone(t, dir)
		return err
	}, 0, time.Millisecond, 50*time.Millisecond, 150*time.Millisecond)
	func() {
		defer func() {
			if r := recover(); r != "stop" {
				t.Errorf("recovered %v; want the callback's panic", r)
			}
		}()
		Count(c[0], c[1], MaxMemory(spillBudget), TempDir(dir), kindOf(c[2] == 1), ReportProgress(func(p Progress) {
			if p.Disk > 0 {
				panic("stop")
			}
		}))
	}()
	checkGone(t, dir)
}

// Cancelled once it has spilled, a count returns ctx.Err(), its files
// gone; and while it spills, its directory shows nothing: no directory of
// its own, no file with a name.
func TestSpillCancelledMidStep(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 0
	c := spillBoards[0]
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var at atomic.Int64 // when cancel was called, in ns since start
	start := time.Now()
	_, err := CountContext(ctx, c[0], c[1], MaxMemory(spillBudget), TempDir(dir), kindOf(c[2] == 1), ReportProgress(func(p Progress) {
		if p.Disk > 0 && at.Load() == 0 {
			checkEmpty(t, dir)
			at.Store(-1)
			go func() { // into the next square's step
				time.Sleep(time.Millisecond)
				at.Store(int64(time.Since(start)))
				cancel()
			}()
		}
	}))
	latency := time.Since(start) - time.Duration(at.Load())
	t.Logf("returned %v after the cancellation", latency)
	if !errors.Is(err, context.Canceled) || at.Load() <= 0 || latency > testutil.Hang {
		t.Errorf("cancelled once on disk: %v, %v after the cancellation; want context.Canceled within %v", err, latency, testutil.Hang)
	}
	checkGone(t, dir)
}

// However slowly the system closes its files, a cancelled count returns
// only once it has closed them all, and it closes them side by side, so
// that it waits for the slowest, not for their sum.
func TestSpillClosesBeforeReturn(t *testing.T) {
	defer func(f func(*os.File) error, d time.Duration) { closeFile, progressEvery = f, d }(closeFile, progressEvery)
	progressEvery = 0
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	var open, most, closed int // slowed closes running, the most at once, done
	var last time.Time         // when the last slowed close ended
	closeFile = func(f *os.File) error {
		if ctx.Err() == nil {
			return f.Close()
		}
		mu.Lock()
		open++
		most = max(most, open)
		mu.Unlock()
		time.Sleep(20 * time.Millisecond) // a disk slow to free
		err := f.Close()
		mu.Lock()
		open--
		closed++
		last = time.Now()
		mu.Unlock()
		return err
	}
	c := spillBoards[0]
	dir := t.TempDir()
	_, err := CountContext(ctx, c[0], c[1], MaxMemory(spillBudget), TempDir(dir), kindOf(c[2] == 1), ReportProgress(func(p Progress) {
		if p.Disk > 0 { // files hold states: each is closed after this
			cancel()
		}
	}))
	returned := time.Now()
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v; want context.Canceled", err)
	}
	mu.Lock()
	defer mu.Unlock()
	if closed == 0 || last.After(returned) || open > 0 {
		t.Errorf("%d files closed, %d closing, the last at %v, returned at %v; want every file closed before the count returns", closed, open, last, returned)
	}
	t.Logf("%d files closed after the cancellation, %d at once at most", closed, most)
	checkGone(t, dir)

	// The files a count holds are closed side by side.
	d, err := newDisk(dir)
	if err != nil {
		t.Fatal(err)
	}
	var fs []*file
	for range 3 {
		fl, err := d.create()
		if err != nil {
			t.Fatal(err)
		}
		fs = append(fs, fl)
	}
	most, closed = 0, 0
	mu.Unlock()
	removeFiles(d, fs)
	mu.Lock()
	if closed != 3 || most != 3 {
		t.Errorf("removeFiles closed %d of 3 files, at most %d at once; want all three at once", closed, most)
	}
	checkGone(t, dir)
}

// PeakDisk never falls, is at least Disk, exceeds every Disk reported
// between steps (the peak comes within a step), and stays within the
// bound of TempDir's doc: 16 bytes for each new state of one square
// before equal ones are added up, and for each state of the larger of the
// lists before and after it.
func TestSpillPeakDisk(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 0
	for _, c := range spillBoards {
		dir := t.TempDir()
		f := newFrontier(c[0], c[1], c[2] == 0)
		f.mem.limit = 2 * spillBudget // the least that counts both without a budget error
		var err error
		if f.disk, err = newDisk(dir); err != nil {
			t.Fatal(err)
		}
		var bound, disk, peak int64
		f.stepped = func(before, made, after int64) {
			bound = max(bound, entryBytes*(made+max(before, after)))
		}
		f.progress = func(p Progress) {
			if p.PeakDisk < peak || p.PeakDisk < p.Disk {
				t.Errorf("%v: PeakDisk %d after %d, with Disk %d; want it never to fall, nor below Disk", c, p.PeakDisk, peak, p.Disk)
			}
			peak, disk = p.PeakDisk, max(disk, p.Disk)
		}
		_, err = f.count(context.Background(), c[0], c[1])
		f.disk.close()
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%v: disk peak %d bytes, %d between steps, bound %d", c, peak, disk, bound)
		if peak <= disk || peak > bound {
			t.Errorf("%v: PeakDisk %d; want above every Disk (at most %d) and at most %d", c, peak, disk, bound)
		}
		checkGone(t, dir)
	}
}

// checkGone fails t if dir holds anything or, where the system tells, the
// process holds a file in it open: once a count has returned, its files'
// space is back.
func checkGone(t *testing.T, dir string) {
	t.Helper()
	checkEmpty(t, dir)
	if n := openIn(dir); n > 0 {
		t.Errorf("%d files open in %s after the count; want none", n, dir)
	}
}

// checkEmpty fails t if dir holds anything.
func checkEmpty(t *testing.T, dir string) {
	t.Helper()
	if ents, err := os.ReadDir(dir); err != nil || len(ents) > 0 {
		t.Errorf("%s holds %d entries (%v) after the count; want none", dir, len(ents), err)
	}
}

// openIn returns the number of files the process has open in dir, or 0
// where it cannot tell. A file without a name, or unlinked, still names
// its directory in /proc/self/fd on Linux.
func openIn(dir string) int {
	if runtime.GOOS != "linux" {
		return 0
	}
	ents, _ := os.ReadDir("/proc/self/fd")
	n := 0
	for _, e := range ents {
		if to, err := os.Readlink(filepath.Join("/proc/self/fd", e.Name())); err == nil && strings.HasPrefix(to, dir+string(filepath.Separator)) {
			n++
		}
	}
	return n
}

func kindOf(closed bool) Option {
	if closed {
		return ClosedTours()
	}
	return func(*config) {}
}
