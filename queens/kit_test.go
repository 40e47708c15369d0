package queens

import (
	"testing"

	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
)

// The engine searches behind All, First, Random and Fundamental keep the
// contract of backtrack.Search, which Count relies on to run them on every
// core: the row-by-row search under each rule, and the searches for the
// placements each symmetry leaves unchanged.
func TestSearchesKeepTheEngineContract(t *testing.T) {
	for _, r := range []Rule{Rooks, Classic, NoTouch} {
		for _, n := range []int{0, 1, 4, 6, 8} {
			backtracktest.Check(t, search(n, r, nil))
			for _, g := range symmetries {
				backtracktest.Check(t, fixedSearch(n, r, g))
			}
		}
	}
}
