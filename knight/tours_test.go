package knight_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/knight"
	"pgregory.net/rapid"
)

// Every tour Tours yields is valid, starts on its start square, is closed if
// asked, and differs from the others.
func TestToursValidDistinct(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, 5).Draw(t, "rows")
		cols := rapid.IntRange(1, 25/rows).Draw(t, "cols")
		start := knight.Square{Row: rapid.IntRange(0, rows-1).Draw(t, "row"), Col: rapid.IntRange(0, cols-1).Draw(t, "col")}
		closed := rapid.Bool().Draw(t, "closed")
		seen := map[string]bool{}
		for tour := range knight.Tours(rows, cols, start, kind(closed)...) {
			if err := tour.Validate(rows, cols); err != nil {
				t.Fatal(err)
			}
			if tour[0] != start || closed && !tour.Closed() {
				t.Fatalf("tour %v: wrong start or not closed", tour)
			}
			key := fmt.Sprint(tour)
			if seen[key] {
				t.Fatalf("tour %v twice", tour)
			}
			seen[key] = true
			if len(seen) > 2000 {
				break
			}
		}
	})
}

// The first tour comes without trouble on large boards, and breaking out of
// the loop stops the search.
func TestToursFirstLarge(t *testing.T) {
	for _, n := range []int{8, 50, 100} {
		for tour := range knight.Tours(n, n, knight.Square{}) {
			if err := tour.Validate(n, n); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
}

func TestToursBadInput(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		start      knight.Square
	}{{0, 5, knight.Square{}}, {5, 5, knight.Square{Row: 5}}, {5, 5, knight.Square{Col: -1}}, {1 << 40, 1 << 40, knight.Square{}}, {1 << 62, 4, knight.Square{}}} {
		for tour := range knight.Tours(c.rows, c.cols, c.start) {
			t.Errorf("Tours(%d, %d, %v) yielded %v", c.rows, c.cols, c.start, tour)
		}
	}
}

// Boards without a tour of the kind asked, and starts no tour begins on,
// yield nothing at once, where the search would run for ages.
func TestToursNoTourAtOnce(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		start      knight.Square
		closed     bool
	}{
		{4, 50, knight.Square{}, true}, {50, 4, knight.Square{Row: 7, Col: 1}, true}, {7, 7, knight.Square{}, true},
		{3, 6, knight.Square{}, false}, {2, 1000, knight.Square{}, false}, {4, 4, knight.Square{}, false},
		{25, 25, knight.Square{Row: 0, Col: 1}, false}, {99, 101, knight.Square{Row: 50, Col: 51}, false},
	} {
		within(t, "Tours", func() {
			for tour := range knight.Tours(c.rows, c.cols, c.start, kind(c.closed)...) {
				t.Errorf("Tours(%d, %d, %v, closed %v) yielded %v", c.rows, c.cols, c.start, c.closed, tour)
			}
		})
	}
}

// ToursContext stops soon after its context is cancelled: while it yields
// tour after tour, while it searches for a first tour from 1,5 of 3×30,
// which takes longer than any test may wait, and on the largest board.
func TestToursContextLatency(t *testing.T) {
	testutil.CancelLatency(t, func(ctx context.Context) error {
		for range knight.ToursContext(ctx, 8, 8, knight.Square{}) {
		}
		return ctx.Err() // nil if all tours of 8×8 came before cancellation
	}, delays...)
	testutil.CancelLatency(t, func(ctx context.Context) error {
		for range knight.ToursContext(ctx, 3, 30, knight.Square{Row: 1, Col: 5}) {
			break
		}
		return ctx.Err()
	}, delays...)
	testutil.CancelLatency(t, func(ctx context.Context) error {
		for range knight.ToursContext(ctx, 2048, 2048, knight.Square{}) {
		}
		return ctx.Err()
	}, delays...)
}

func TestToursNilArguments(t *testing.T) {
	var nilCtx context.Context
	mustPanic(t, "knight: nil Context", func() { knight.ToursContext(nilCtx, 5, 5, knight.Square{}) })
	mustPanic(t, "knight: nil Option", func() { knight.Tours(5, 5, knight.Square{}, nil) })
}

// Tours honours MaxMemory: a board whose search needs more than the budget,
// ToursBytesPerSquare a square, yields nothing; one byte more and it yields.
// Without MaxMemory every board fits the default budget.
func TestToursMaxMemory(t *testing.T) {
	for _, c := range []struct{ rows, cols int }{{8, 8}, {5, 5}, {50, 50}} {
		need := int64(c.rows*c.cols) * knight.ToursBytesPerSquare
		for _, budget := range []int64{need - 1, need, 0, -1} {
			n := 0
			for range knight.Tours(c.rows, c.cols, knight.Square{}, knight.MaxMemory(budget)) {
				if n++; n == 3 {
					break
				}
			}
			if fits := budget != need-1; (n > 0) != fits {
				t.Errorf("Tours(%d, %d) within %d bytes (%d needed) yielded %d tours; want some: %v", c.rows, c.cols, budget, need, n, fits)
			}
		}
	}
	if most := int64(knight.MaxSquares) * knight.ToursBytesPerSquare; most > backtrack.DefaultMaxMemory {
		t.Errorf("Tours on the largest board needs %d bytes, over the default budget %d", most, backtrack.DefaultMaxMemory)
	}
}

// The first tour of a large board takes what ToursBytesPerSquare says,
// and no more: the search's memory does not grow with its depth beyond it.
func TestToursMemoryPerSquare(t *testing.T) {
	const n = 500
	got := testutil.LeastAlloc(func() {
		for range knight.Tours(n, n, knight.Square{}) {
			break
		}
	})
	want := uint64(n * n * knight.ToursBytesPerSquare)
	if got > want+64<<10 || got < want/2 {
		t.Errorf("the first tour of %d×%d allocated %d bytes; want about %d", n, n, got, want)
	}
}
