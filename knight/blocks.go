package knight

import (
	"context"

	"github.com/go-puzzles/puzzles/backtrack"
)

// blockBudget is how many nodes the search for one block's tour may visit
// from each start square before it tries the next.
const blockBudget = 1 << 20

// quickBudget is how many nodes the first round of searches for a block's
// tour may visit from each start square: most blocks need under a hundred
// from some start, but thousands of times more from others.
const quickBudget = 1 << 14

// A blockKey is the shape of a tour blockTour looks for.
type blockKey struct {
	h, w   int
	closed bool
}

// blockTours remembers the answers of searchBlock.
var blockTours = newMemo(searchBlock)

// blockTour returns a tour of an h×w block, closed if asked, found by
// searchBlock and remembered for the next call. It returns false if none
// was found. The blocks tiled uses are few and small (sides 5 to 10), and
// the tests of Find run every one of them; Find also falls back on it for a
// whole board that no construction covers.
func blockTour(h, w int, closed bool) (Tour, bool) {
	t, _, ok := lookupBlock(h, w, closed)
	return t, ok
}

// lookupBlock is blockTour that also reports whether this call searched.
func lookupBlock(h, w int, closed bool) (t Tour, searched, ok bool) {
	t, searched = blockTours.lookup(blockKey{h, w, closed})
	return t, searched, t != nil
}

// searchBlock returns a tour of a block found by the Warnsdorff search from
// the first start square that yields one within quickBudget nodes, or
// failing that blockBudget nodes, or nil if none did.
func searchBlock(b blockKey) Tour {
	h, w, closed := b.h, b.w, b.closed
	starts := []Square{{0, 0}, {1, 1}, {1, 0}, {0, 1}, {2, 1}, {2, 0}}
	if closed {
		starts[0], starts[1] = starts[1], starts[0] // from a corner they come slowly on 3-row blocks
	}
	for _, budget := range []int64{quickBudget, blockBudget} {
		for _, s := range starts {
			if s.Row >= h || s.Col >= w {
				continue
			}
			t := newTourSearch(h, w, s, closed)
			var found Tour
			t.search().Walk(context.Background(), func(x step) bool {
				found = t.tour(x)
				return false
			}, backtrack.MaxNodes(budget))
			if found != nil {
				return found
			}
		}
	}
	return nil
}
