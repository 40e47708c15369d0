package knight

import "github.com/go-puzzles/puzzles/backtrack"

// An Option changes what Count, Find, Tours and ToursContext look for, or
// what Count may spend. The zero set of options asks for any tour, open or
// closed, within backtrack.DefaultMaxMemory.
type Option func(*config)

type config struct {
	closed    bool
	maxMemory int64 // bytes; <= 0: no budget
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
