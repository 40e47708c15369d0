package testutil

import (
	"math"
	"runtime"
)

// LeastAlloc returns the fewest bytes the heap's counter grew by over five
// calls of f: other goroutines' allocations count too, so the least of
// five is the closest to f's own.
func LeastAlloc(f func()) uint64 {
	least := uint64(math.MaxUint64)
	for range 5 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		least = min(least, after.TotalAlloc-before.TotalAlloc)
	}
	return least
}
