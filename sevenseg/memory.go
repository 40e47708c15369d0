package sevenseg

import (
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

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

// censusOp returns a function naming the census of t for the given number
// of sticks.
func censusOp(t template, sticks int) func() string {
	return func() string { return fmt.Sprintf("sevenseg: census of %s for %d stick(s)", t.written(), sticks) }
}
