package queens

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
)

// All returns every placement of n pieces under rule r, lazily and in
// lexicographic order. Each Placement is a new slice the caller may keep. A
// size or rule out of range yields nothing (Count reports why). Finding each
// next placement is a depth-first search; the whole sequence has Count(n, r)
// placements, so use AllContext to bound a long loop.
func All(n int, r Rule) iter.Seq[Placement] {
	return AllContext(context.Background(), n, r)
}

// AllContext is All that stops yielding within 100 ms once ctx is done.
// Check ctx.Err() after the loop to tell a finished sequence from a
// cancelled one. A nil ctx is a programming error: AllContext panics when
// called.
func AllContext(ctx context.Context, n int, r Rule) iter.Seq[Placement] {
	if ctx == nil {
		panic("queens: nil Context")
	}
	return func(yield func(Placement) bool) {
		if check(n, r) != nil {
			return
		}
		placements(ctx, n, r, nil, yield)
	}
}

// First returns the lexicographically first placement of n pieces under
// rule r: 0 4 7 5 2 6 1 3 for 8 queens. It returns an error wrapping
// [ErrNoSolution] when no placement exists (Classic and NoTouch on 2×2 and
// 3×3), and an error if n is outside 0..MaxN or r is unknown.
//
// Rooks and NoTouch answer at once for every size. For Classic the search
// before the first placement explodes on some sizes: it is short up to 29,
// long from 30 to 35 but 34, and explosive for 34 and from 36 on. Use
// FirstContext to bound it.
func First(n int, r Rule) (Placement, error) {
	return FirstContext(context.Background(), n, r)
}

// FirstContext is First that gives up when ctx is done, returning nil and
// ctx.Err() within 100 ms. A nil ctx is a programming error:
// FirstContext panics.
func FirstContext(ctx context.Context, n int, r Rule) (Placement, error) {
	if ctx == nil {
		panic("queens: nil Context")
	}
	return one(ctx, n, r, nil)
}

// Random returns a placement of n pieces under rule r, trying the columns of
// each row in an order drawn from rng. Every valid placement can come out,
// though not all equally often, and the same rng state gives the same
// placement. It returns an error wrapping
// [ErrNoSolution] when no placement exists, and an error if n is outside
// 0..MaxN or r is unknown. A nil rng is a programming error: Random panics.
//
// Rooks and NoTouch answer at once for every size. Classic's search is
// heavy-tailed: on boards of 44 or 64 a few seeds in a thousand search far
// longer than the rest. Use RandomContext to bound it.
func Random(n int, r Rule, rng *rand.Rand) (Placement, error) {
	return RandomContext(context.Background(), n, r, rng)
}

// RandomContext is Random that gives up when ctx is done, returning nil and
// ctx.Err() within 100 ms. A nil ctx or rng is a programming error:
// RandomContext panics.
func RandomContext(ctx context.Context, n int, r Rule, rng *rand.Rand) (Placement, error) {
	if ctx == nil {
		panic("queens: nil Context")
	}
	if rng == nil {
		panic("queens: nil *rand.Rand")
	}
	return one(ctx, n, r, rng)
}

// one returns the first placement of the search, shuffled by rng if not nil.
func one(ctx context.Context, n int, r Rule, rng *rand.Rand) (Placement, error) {
	if err := check(n, r); err != nil {
		return nil, err
	}
	var p Placement
	placements(ctx, n, r, rng, func(q Placement) bool { p = q; return false })
	if p != nil {
		return p, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("%w of %d pieces under %v", ErrNoSolution, n, r)
}

// ErrNoSolution is wrapped by the error of First, Random and their Context
// forms when a size and rule have no placement. Classic and NoTouch have none
// with 2 or 3 pieces. Test it with [errors.Is], as database/sql's ErrNoRows.
var ErrNoSolution = errors.New("queens: no placement")

// placements calls yield with each placement in the order of the search,
// shuffled by rng if not nil, until yield returns false or ctx is done.
func placements(ctx context.Context, n int, r Rule, rng *rand.Rand, yield func(Placement) bool) {
	s := search(n, r, ctx.Done())
	if rng != nil {
		s = s.Shuffled(rng)
	}
	for path := range s.Paths() {
		if ctx.Err() != nil || !yield(placement(path)) {
			return
		}
	}
}
