package queenstest

import (
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
)

// Every placement can be drawn: preferring its own columns gives it back,
// and preferring nothing in particular gives the first one.
func TestFillReachesEveryPlacement(t *testing.T) {
	for _, r := range []queens.Rule{queens.Rooks, queens.Classic, queens.NoTouch} {
		for n := range 8 {
			for want := range queens.All(n, r) {
				p := make(queens.Placement, 0, n)
				if !fill(&p, want, r) || !slices.Equal(p, want) {
					t.Fatalf("%v: preferring %v gives %v", r, want, p)
				}
			}
			first, _ := queens.First(n, r)
			p := make(queens.Placement, 0, n)
			if fill(&p, make([]int, n), r) != (first != nil) || !slices.Equal(p, first) {
				t.Fatalf("%v, n=%d: no preference gives %v, want %v", r, n, p, first)
			}
		}
	}
}
