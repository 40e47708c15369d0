package knight

import (
	"context"
	"errors"
	"fmt"
	"math"
)

// ErrNoSolution is wrapped by the error of Find and FindContext for a board
// without a tour of the kind asked for. Test it with [errors.Is], as
// database/sql's ErrNoRows.
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

// Find returns one tour of a rows×cols board, or with [ClosedTours] one closed
// tour. An open tour may happen to be closed. It returns an error for a size
// out of the limits, and an error wrapping [ErrNoSolution] for a board
// without a tour of the kind asked for. A nil Option panics.
//
// An m×n board, m ≤ n, has a closed tour unless m and n are both odd, m is
// 1, 2 or 4, or m = 3 and n is 4, 6 or 8 (Schwenk). It has an open tour if
// both sides are at least 5, or it is 3×4, 3×n with n ≥ 7, 4×n with n ≥ 5 or
// 1×1.
//
// Find joins tours of small blocks, so it succeeds where Warnsdorff's rule
// alone fails. It costs O(rows×cols) time and memory, and the first call for
// a board's shape also searches for its blocks. Were the construction ever
// to miss a board that has a tour, Find would return an error saying so,
// never a wrong answer.
func Find(rows, cols int, opts ...Option) (Tour, error) {
	return FindContext(context.Background(), rows, cols, opts...)
}

// FindContext is Find that gives up when ctx is done, returning nil and
// ctx.Err() within 100 ms. A nil ctx panics.
func FindContext(ctx context.Context, rows, cols int, opts ...Option) (Tour, error) {
	if ctx == nil {
		panic("knight: nil Context")
	}
	closed := configure(opts).closed
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !exists(rows, cols, closed) {
		return nil, noTour{rows, cols, closed}
	}
	st := newStop(ctx)
	m, n := min(rows, cols), max(rows, cols)
	var t Tour
	var ok bool
	switch {
	case m == 1:
		t, ok = Tour{{0, 0}}, true
	case m >= 5:
		t, ok = tiled(st, m, n)
	case m == 3 && closed:
		t, ok = strip3Closed(st, n)
	case m == 3:
		t, ok = strip3Open(st, n)
	case m == 4:
		t, ok = strip4Open(st, n)
	}
	if st.done() {
		return nil, st.err
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

// A stop tells Find's constructions when to give up: they account the
// squares they pass over, and it looks at ctx once every stopEvery of
// them, which costs nothing measurable beside the work.
type stop struct {
	ctx  context.Context
	left int   // squares until the next look
	err  error // ctx.Err() once seen done
}

// stopEvery is how many squares a construction passes over between two
// looks at its context.
const stopEvery = 4096

// newStop returns a stop for ctx; one for a context that is never done
// never looks.
func newStop(ctx context.Context) *stop {
	s := &stop{ctx: ctx, left: stopEvery}
	if ctx.Done() == nil {
		s.left = math.MaxInt
	}
	return s
}

// after accounts n squares passed over and reports whether to give up.
func (s *stop) after(n int) bool {
	if s.left -= n; s.left > 0 {
		return s.err != nil
	}
	return s.done()
}

// done looks at ctx now and reports whether to give up.
func (s *stop) done() bool {
	if s.err == nil && s.ctx.Done() != nil {
		s.left = stopEvery
		s.err = s.ctx.Err()
	}
	return s.err != nil
}

// transpose swaps the rows and columns of t, in place.
func transpose(t Tour) Tour {
	for i, s := range t {
		t[i] = Square{s.Col, s.Row}
	}
	return t
}
