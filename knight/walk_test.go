package knight

import (
	"context"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// Tours' walk yields the tours of its search on backtrack, in the same
// order, from every start of small boards.
func TestWalkIsTheSearch(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, 5).Draw(t, "rows")
		cols := rapid.IntRange(1, 30/rows).Draw(t, "cols")
		start := Square{rapid.IntRange(0, rows-1).Draw(t, "row"), rapid.IntRange(0, cols-1).Draw(t, "col")}
		closed := rapid.Bool().Draw(t, "closed")
		const most = 500
		var want []Tour
		ts := newTourSearch(rows, cols, start, closed)
		ts.search().Walk(context.Background(), func(x step) bool {
			want = append(want, ts.tour(x))
			return len(want) < most
		})
		var got []Tour
		newTourSearch(rows, cols, start, closed).walk(context.Background(), func(tr Tour) bool {
			got = append(got, tr)
			return len(got) < most
		})
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("%d×%d from %v, closed %v: the walk yields %d tours, the search %d, or in another order", rows, cols, start, closed, len(got), len(want))
		}
	})
}
