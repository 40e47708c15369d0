package knight

import (
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
)

// An Option changes what a call looks for, or what it may spend. Find,
// FindContext, Tours, ToursContext, Count, CountContext, CountShard and
// CountShardContext take options. ClosedTours applies to all of them;
// MaxMemory to Count, CountContext, Tours and ToursContext; TempDir and
// ReportProgress only to Count and CountContext. The others ignore them. No options ask for any tour, open or closed,
// within backtrack.DefaultMaxMemory.
type Option func(*config)

type config struct {
	closed    bool
	maxMemory int64 // bytes; <= 0: no budget
	progress  func(Progress)
	spill     bool   // TempDir was given
	tempDir   string // where a count spills; "": os.TempDir()
}

// ClosedTours asks for closed tours only: tours whose last square is a
// knight's move from the first.
func ClosedTours() Option {
	return func(c *config) { c.closed = true }
}

// MaxMemory sets the memory budget of Count, CountContext, Tours and
// ToursContext, in bytes; 0 or less removes it. Without it the budget is [backtrack.DefaultMaxMemory],
// 1 GiB.
//
// Only a count by frontier (see Count) has memory that grows with the board:
// the budget bounds its state lists, 16 bytes a state, whose number grows
// about twentyfold with each row of the short side and not with the length.
// Boards with a short side of at most 6 fit in the default; closed 7×8 needs
// a little more, closed 8×8 tens of GiB. A count that would need more than
// its budget stops, frees its lists and returns a [*backtrack.MemoryError]
// (errors.Is [backtrack.ErrBudget]), unless TempDir lets it go on: with
// TempDir and a budget of a few GiB, closed 8×8 counts on one machine.
// Tours takes [ToursBytesPerSquare] bytes a square, and yields nothing if
// they exceed the budget. Counts by enumeration and Find ignore it; their
// memory is bounded by the board.
func MaxMemory(bytes int64) Option {
	return func(c *config) { c.maxMemory = bytes }
}

// TempDir lets a count that would outgrow its memory budget go on with its
// state lists in temporary files in dir. An empty dir means [os.TempDir].
// Without it a count never writes to disk.
//
// The count's files have no name in dir (on Linux; elsewhere each is
// removed as soon as it is made, where the system allows), so that not
// even a killed process leaves one behind, and it makes no directory. It
// closes them all, their space given back, before it returns, whether it
// succeeds, fails, is cancelled or panics: cancelled while they hold much,
// it returns within 100 ms plus the time the system takes to free them.
//
// A count that spills still holds no more than its budget in memory. Its
// disk use peaks within a square's step (see Progress.PeakDisk) at 16 bytes
// for each new state the square makes, before equal ones are added up, and
// for each state of the larger of the lists before and after it: about three
// times its largest list. Its time grows with what the disk can read and
// write. MaxMemory(0) removes the budget, and with it every reason to spill.
func TempDir(dir string) Option {
	return func(c *config) { c.spill, c.tempDir = true, dir }
}

// Progress is how far a count by frontier has got, as ReportProgress
// reports it. Once the scan is two columns in, each square costs about as
// much as the next, so Scanned measures the work done.
type Progress struct {
	Scanned int   // squares scanned so far, from 0 to Squares
	Squares int   // squares of the board
	States  int64 // states in the list after the last square scanned
	Bytes   int64 // bytes the count's lists hold (what MaxMemory bounds)
	Disk    int64 // bytes its temporary files hold (see TempDir)
	// PeakDisk is the most bytes its temporary files have held at once so
	// far. A count reaches it within a square's step, with the step's new
	// states on disk before equal ones are added up, so Disk, taken
	// between steps, stays below it.
	PeakDisk int64
}

// progressEvery is the least time between two reports of progress that
// are neither the first nor the last.
var progressEvery = 100 * time.Millisecond

// ReportProgress has Count and CountContext call report as a count by
// frontier goes on. Report is called once before the scan with Scanned 0,
// then after a square at most ten times a second, and once when the scan is
// done with Scanned equal to Squares (also when the scan finds no state
// left early). Scanned never decreases.
//
// The calls come from the goroutine that called Count, one at a time, and
// the count waits for each: report should return quickly. A count that
// fails stops reporting, so the last call does not come. Counts by
// enumeration, boards answered at once (no tour, or 1×1), Find and Tours
// never call report. A nil report reports nothing. Reporting costs the count
// one look at the clock a square.
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
