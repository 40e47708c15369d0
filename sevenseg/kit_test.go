package sevenseg

import (
	"testing"

	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
)

// The glyph searches keep the contract of backtrack.Search, so that Count
// may run them on every core: the search for answers within k sticks, under
// every mode, and the census's search for the true equations of a shape.
func TestSearchesKeepTheEngineContract(t *testing.T) {
	for _, eq := range []string{"0+3=09", "5+7=2", "11-1=12"} {
		for _, m := range []Mode{Moving, Adding, Removing} {
			for k := 1; k <= 2; k++ {
				backtracktest.Check(t, search(slots(eq, Standard, m, k, false), m, 1, k, true))
			}
		}
	}
	backtracktest.Check(t, search(slots("00+0=00", Standard, Moving, 0, true), Moving, 0, 0, true))
}
