package sevenseg

import (
	"testing"

	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
)

// The glyph searches keep the contract of backtrack.Search: the search for
// answers within k sticks, under every mode, and the census's search for
// the true equations of a shape, which Census splits among its workers.
func TestSearchesKeepTheEngineContract(t *testing.T) {
	for _, eq := range []string{"0+3=09", "5+7=2", "11-1=12"} {
		for _, m := range []Mode{Moving, Adding, Removing} {
			for k := 1; k <= 2; k++ {
				backtracktest.Check(t, search(slots(eq, Standard, m, k, false), m, 1, k, true))
			}
		}
	}
	for _, shape := range []string{"d+d=d", "dd+d=dd", "dd-dd=d", "d+d+d=dd"} {
		tpl, err := parseShape(shape)
		if err != nil {
			t.Fatal(err)
		}
		backtracktest.Check(t, newTruths(tpl, nil).search())
	}
}
