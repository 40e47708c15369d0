package sevenseg

import (
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

// MaxMemory is an Option that sets the memory budget, in bytes, of Census,
// CensusShard and Generate; a value of 0 or less removes it, and without
// one the budget is [backtrack.DefaultMaxMemory] (1 GiB). The other
// functions ignore it: their memory grows only with the equation, of at
// most MaxGlyphs glyphs.
//
// A census needs half a byte per layout it counts (rounded up to 4 bytes),
// 64 KiB for its tables and 64 KiB per core (GOMAXPROCS) for its searches;
// a shard runs on one core and keeps one more bit for each prefix of the
// layouts it looks near for true equations, about 1.5 MiB. The largest
// census accepted, of MaxLayouts layouts, thus needs 32 MiB plus 64 KiB per
// core, and the largest shard under 34 MiB, far below the default: the budget is
// there for a caller who wants a smaller one. A call whose census would
// need more than its budget returns a [*backtrack.MemoryError], which wraps
// [backtrack.ErrBudget], before allocating any of it, even when Generate
// keeps that census from an earlier call.
type MaxMemory int64

func (m MaxMemory) apply(c *config) { c.mem = int64(m) }

// searchBytes bounds the memory of a census's tables, and of the searches
// of each of its workers: measured under 64 KiB and 40 KiB.
const searchBytes = 64 << 10

// marksBytes returns the memory of the marks of n layouts.
func marksBytes(n int64) int64 { return (n + 7) / 8 * 4 }

// fits returns nil if a call needing the given bytes fits the budget of
// c, or else the error of op, a call such as "sevenseg: census of d±d=d for 2
// sticks".
func (c config) fits(need int64, op func() string) error {
	if c.mem > 0 && need > c.mem {
		return &backtrack.MemoryError{Op: op(), Budget: c.mem}
	}
	return nil
}

// censusOp returns a function naming the census of t for k sticks.
func censusOp(t template, k int) func() string {
	return func() string { return fmt.Sprintf("sevenseg: census of %s for %d stick(s)", t.written(), k) }
}
