package knight

import (
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
)

// An Option changes what Count, Find, Tours and ToursContext look for, or
// what Count may spend. The zero set of options asks for any tour, open or
// closed, within backtrack.DefaultMaxMemory.
type Option func(*config)

type config struct {
	closed    bool
	maxMemory int64 // bytes; <= 0: no budget
	progress  func(Progress)
	spill     bool   // TempDir was given
	tempDir   string // where a count spills; "": os.TempDir()
}

// ClosedTours asks for closed tours only: tours whose last square is a knight's
// move from the first.
func ClosedTours() Option {
	return func(c *config) { c.closed = true }
}

// MaxMemory sets the memory budget of Count and CountContext to bytes; a
// value of 0 or less removes it. Without it the budget is
// [backtrack.DefaultMaxMemory], 1 GiB. Only a count by frontier (see
// Count) has memory that grows with the board: the budget bounds the state
// lists it holds, 16 bytes a state, and a count that would need more stops,
// frees them and returns a [*backtrack.MemoryError] (errors.Is
// [backtrack.ErrBudget]). Other counts, and Find and Tours, ignore it.
func MaxMemory(bytes int64) Option {
	return func(c *config) { c.maxMemory = bytes }
}

// TempDir lets a count by frontier (see Count) that would outgrow its
// memory budget go on with its state lists in temporary files in dir, or
// in [os.TempDir] if dir is "", instead of returning a
// [*backtrack.MemoryError]. Without it a count never writes to disk. The
// count makes a directory of its own in dir and removes it, with every
// file in it, before it returns, whether it succeeds, fails, is cancelled
// or panics; on systems that allow it each file is also unlinked as soon
// as it is made, so that not even a killed process leaves one behind.
//
// A count that spills still holds no more than its budget in memory: once
// its lists would take half of it, each square's new states go to disk as
// they are made, in buckets small enough to be read back, sorted and
// summed one at a time on each core, and written out again. Its disk use
// peaks at about twice the largest list, 16 bytes a state; its time grows
// with what the disk can read and write, and less where the system keeps
// the files in its page cache. MaxMemory(0) removes the budget, and with it
// every reason to spill.
func TempDir(dir string) Option {
	return func(c *config) { c.spill, c.tempDir = true, dir }
}

// Progress is how far a count by frontier has got (see Count): the board
// is scanned square by square, each square's step costing about as much
// as the next once the scan is two columns in.
type Progress struct {
	Scanned int   // squares scanned so far, from 0 to Squares
	Squares int   // squares of the board
	States  int64 // states in the list after the last square scanned
	Bytes   int64 // bytes the count's lists hold (what MaxMemory bounds)
	Disk    int64 // bytes its temporary files hold (see TempDir)
}

// progressEvery is the least time between two reports of progress that
// are neither the first nor the last.
var progressEvery = 100 * time.Millisecond

// ReportProgress has Count and CountContext call report as a count by
// frontier goes on: once before the scan with Scanned 0, then after a
// square's step at most ten times a second, and once when the scan is done
// with Scanned equal to Squares (a scan that finds no state left before
// the last square reports that too). Scanned never decreases. The calls come
// from the goroutine that called Count, never two at once, and the count
// waits for each: report should return quickly. A count that fails stops
// reporting, so the last call does not come. Counts by enumeration, and
// boards answered from the rules (no tour, or 1×1), never call report; nor
// do Find and Tours. A nil report reports nothing. Its cost beside the
// count's is one look at the clock a square.
func ReportProgress(report func(Progress)) Option {
	return func(c *config) { c.progress = report }
}

// configure applies opts in order. A nil Option is a programming error:
// configure panics on the caller's goroutine.
func configure(opts []Option) config {
	c := config{maxMemory: backtrack.DefaultMaxMemory}
	for _, o := range opts {
		if o == nil {
			panic("knight: nil Option")
		}
		o(&c)
	}
	return c
}
