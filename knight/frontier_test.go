package knight

import (
	"context"
	"runtime"
	"testing"

	"pgregory.net/rapid"
)

// The frontier counter agrees with the pruned search on random small
// boards, open and closed, either way round.
func TestFrontierAgreesWithSearch(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(3, 5).Draw(t, "rows")
		cols := rapid.IntRange(3, 24/rows).Draw(t, "cols")
		closed := rapid.Bool().Draw(t, "closed")
		want := searchCount(rows, cols, closed)
		got, err := newFrontier(rows, cols, !closed).count(context.Background(), rows, cols)
		if err != nil || got != want {
			t.Fatalf("%d×%d closed %v: frontier counts %d, %v; the search %d", rows, cols, closed, got, err, want)
		}
	})
}

// Every board of up to 24 squares with a side of 3 to 5, including those
// without a tour, which Count answers from the rules.
func TestFrontierSmallBoards(t *testing.T) {
	for m := 3; m <= 5; m++ {
		for n := m; m*n <= 24; n++ {
			for _, closed := range []bool{false, true} {
				want := searchCount(m, n, closed)
				got, err := newFrontier(m, n, !closed).count(context.Background(), m, n)
				if err != nil || got != want {
					t.Errorf("%d×%d closed %v: frontier %d, %v; search %d", m, n, closed, got, err, want)
				}
			}
		}
	}
}

// Split among workers from the first square, the counter counts the same.
func TestFrontierWorkers(t *testing.T) {
	defer func(n, p int) { parallelStates, _ = n, runtime.GOMAXPROCS(p) }(parallelStates, runtime.GOMAXPROCS(3))
	for _, c := range []struct {
		rows, cols int
		open       bool
		want       int64
	}{{5, 6, false, 8}, {4, 7, true, 6378}, {3, 12, true, 57248}} {
		for _, from := range []int{1, 7} {
			parallelStates = from
			got, err := newFrontier(c.rows, c.cols, c.open).count(context.Background(), c.rows, c.cols)
			if err != nil || got != c.want {
				t.Errorf("%d×%d open %v, from %d states: %d, %v; want %d", c.rows, c.cols, c.open, from, got, err, c.want)
			}
		}
	}
}
