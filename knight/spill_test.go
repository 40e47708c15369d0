package knight

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
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
		checkEmpty(t, dir)
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
	checkEmpty(t, dir)
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
// on disk, a count leaves no file behind and no file open.
func TestSpillExits(t *testing.T) {
	c := spillBoards[0]
	dir := t.TempDir()
	fds := openFiles(t)
	testutil.CancelLatency(t, func(ctx context.Context) error {
		_, err := CountContext(ctx, c[0], c[1], MaxMemory(spillBudget), TempDir(dir), kindOf(c[2] == 1))
		return err
	}, 0, time.Millisecond, 50*time.Millisecond, 150*time.Millisecond)
	checkEmpty(t, dir)
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
	checkEmpty(t, dir)
	// Unlinked files are closed on goroutines of their own: give them a
	// moment.
	n := openFiles(t)
	for end := time.Now().Add(5 * time.Second); fds >= 0 && n > fds && time.Now().Before(end); n = openFiles(t) {
		time.Sleep(10 * time.Millisecond)
	}
	if fds >= 0 && n > fds {
		t.Errorf("%d files open after the counts, %d before", n, fds)
	}
}

// checkEmpty fails t if dir holds anything.
func checkEmpty(t *testing.T, dir string) {
	t.Helper()
	if ents, err := os.ReadDir(dir); err != nil || len(ents) > 0 {
		t.Errorf("%s holds %d entries (%v) after the count; want none", dir, len(ents), err)
	}
}

// openFiles returns the number of files the process has open, or -1 where
// it cannot tell.
func openFiles(t *testing.T) int {
	if runtime.GOOS != "linux" {
		return -1
	}
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return -1
	}
	return len(ents)
}

func kindOf(closed bool) Option {
	if closed {
		return ClosedTours()
	}
	return func(*config) {}
}
