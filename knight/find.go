package knight

import (
	"errors"
	"fmt"
)

// ErrNoSolution is what Find wraps when a board has no tour of the kind
// asked for, as [sql.ErrNoRows] says a query found nothing: test it with
// [errors.Is].
var ErrNoSolution = errors.New("knight: no tour")

// noTour is the error of Find on a board without a tour of the kind asked
// for; it is ErrNoSolution to errors.Is.
type noTour struct {
	rows, cols int
	closed     bool
}

func (e noTour) Error() string {
	kind := "tour"
	if e.closed {
		kind = "closed tour"
	}
	return fmt.Sprintf("knight: a %d×%d board has no %s", e.rows, e.cols, kind)
}

func (e noTour) Is(target error) bool { return target == ErrNoSolution }

// Find returns one tour of a rows×cols board, or with ClosedTours one closed
// tour. It returns an error wrapping [ErrNoSolution] when the board has no
// tour of that kind (by the rules in the package doc), and an error for a
// size out of the limits.
// An open tour may happen to be closed. A nil Option panics.
//
// Boards with both sides at least 5 are tiled with blocks of sides 5 to 10
// whose closed tours (one open one for an open tour of an odd board) are
// found once by Warnsdorff search and remembered; the blocks' tours are
// then merged into one by swapping pairs of edges where two pieces meet (a
// cycle and a cycle make a cycle, a path and a cycle a path). Open tours of
// 3×n chain open tours of 3×7 to 3×13 blocks end to end. A closed tour of
// 3×n widens one of 3×10 or 3×12 four columns at a time, each time
// replacing one move near the right edge by a path through the new columns.
// An open tour of 4×n runs through the outer squares of one colour and the
// inner squares of the other, left to right, then through a final block,
// then back through the rest as the mirror image of the way out. Every
// piece comes from a deterministic search, run once. Warnsdorff's rule
// alone fails on large boards; this method does not, and costs
// O(rows×cols) time and memory (see Speed in the package doc). Were the
// construction ever to miss a board that has a tour, Find would return an
// error saying so, never a wrong answer.
func Find(rows, cols int, opts ...Option) (Tour, error) {
	closed := configure(opts).closed
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	if !exists(rows, cols, closed) {
		return nil, noTour{rows, cols, closed}
	}
	m, n := min(rows, cols), max(rows, cols)
	var t Tour
	var ok bool
	switch {
	case m == 1:
		t, ok = Tour{{0, 0}}, true
	case m >= 5:
		t, ok = tiled(m, n)
	case m == 3 && closed:
		t, ok = strip3Closed(n)
	case m == 3:
		t, ok = strip3Open(n)
	case m == 4:
		t, ok = strip4Open(n)
	}
	if !ok {
		t, ok = blockTour(m, n, closed) // a plain search with a node budget
	}
	if !ok {
		return nil, fmt.Errorf("knight: a %d×%d board has a tour, but Find's construction does not cover it and a search of %d nodes found none", rows, cols, blockBudget)
	}
	if rows != m {
		t = transpose(t)
	}
	return t, nil
}

// transpose swaps the rows and columns of t, in place.
func transpose(t Tour) Tour {
	for i, s := range t {
		t[i] = Square{s.Col, s.Row}
	}
	return t
}
