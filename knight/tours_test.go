package knight_test

import (
	"fmt"
	"testing"

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
		var opts []knight.Option
		closed := rapid.Bool().Draw(t, "closed")
		if closed {
			opts = append(opts, knight.ClosedOnly())
		}
		seen := map[string]bool{}
		for tour := range knight.Tours(rows, cols, start, opts...) {
			if err := tour.Valid(rows, cols); err != nil {
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
			if err := tour.Valid(n, n); err != nil {
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
	}{{0, 5, knight.Square{}}, {5, 5, knight.Square{Row: 5}}, {5, 5, knight.Square{Col: -1}}, {1 << 40, 1 << 40, knight.Square{}}} {
		for tour := range knight.Tours(c.rows, c.cols, c.start) {
			t.Errorf("Tours(%d, %d, %v) yielded %v", c.rows, c.cols, c.start, tour)
		}
	}
}

func TestValidErrors(t *testing.T) {
	for _, c := range []struct {
		tour knight.Tour
		want string
	}{
		{knight.Tour{{0, 0}}, "knight: tour has 1 squares, want 12 for 3×4"},
		{knight.Tour{{0, 0}, {1, 2}, {0, 0}, {1, 2}, {0, 0}, {1, 2}, {0, 0}, {1, 2}, {0, 0}, {1, 2}, {0, 0}, {1, 2}}, "knight: square 2 (0,0) is visited twice"},
		{knight.Tour{{0, 0}, {1, 1}, {0, 2}, {0, 3}, {1, 0}, {1, 2}, {1, 3}, {2, 0}, {2, 1}, {2, 2}, {2, 3}, {0, 1}}, "knight: step 1 from 0,0 to 1,1 is not a knight's move"},
		{knight.Tour{{0, 0}, {1, 2}, {9, 9}, {0, 3}, {1, 0}, {1, 1}, {1, 3}, {2, 0}, {2, 1}, {2, 2}, {2, 3}, {0, 1}}, "knight: square 2 (9,9) is off the 3×4 board"},
	} {
		if err := c.tour.Valid(3, 4); err == nil || err.Error() != c.want {
			t.Errorf("Valid(%v) = %v, want %q", c.tour, err, c.want)
		}
	}
}
