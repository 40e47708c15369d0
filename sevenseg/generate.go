package sevenseg

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
)

// ErrNoPuzzle is the error Generate returns when a shape has no puzzle for
// the number of sticks asked. Generate wraps it with the shape and the
// sticks: test for it with errors.Is.
var ErrNoPuzzle = errors.New("sevenseg: no puzzle")

// Generate returns a puzzle of the given shape for the given number of
// sticks, chosen uniformly among all of them with rng. A puzzle is a false
// layout whose one answer within that many sticks changes exactly that
// many (see Tally.Unique), and the same seed gives the same puzzle.
// Generate returns an error that errors.Is reports as ErrNoPuzzle if the
// shape has no such puzzle, and the error Census would return for a bad
// shape, number of sticks or option, or a census over its memory budget
// (MaxMemory); it never returns the zero Equation with a nil error.
//
// Generate takes the shape's census first, so the first call for a shape,
// number of sticks and options costs what Census costs. It keeps the
// censuses of its recent calls, up to 32 MiB in all and 64 censuses, so
// later calls for the same census cost a scan of it, linear in its
// layouts. Concurrent calls for one census take it once; calls for
// different censuses do not wait for each other. Generate calls
// GenerateContext with context.Background().
//
// A nil rng or a nil Option is a programming error: Generate panics.
func Generate(shape string, sticks int, rng *rand.Rand, opts ...Option) (Equation, error) {
	return GenerateContext(context.Background(), shape, sticks, rng, opts...)
}

// GenerateContext is Generate that gives up when ctx is done, returning the
// zero Equation and ctx.Err() within 100 ms, every worker stopped. A census
// it gave up on is not kept. A nil ctx, rng or Option is a programming
// error: GenerateContext panics.
func GenerateContext(ctx context.Context, shape string, sticks int, rng *rand.Rand, opts ...Option) (Equation, error) {
	switch {
	case ctx == nil:
		panic("sevenseg: nil Context")
	case rng == nil:
		panic("sevenseg: nil *rand.Rand")
	}
	c := configure(opts)
	t, err := c.check(shape, sticks)
	if err != nil {
		return Equation{}, err
	}
	if err := c.fits(t.censusBytes(), censusOp(t, sticks)); err != nil {
		return Equation{}, err
	}
	key := censusKey{t, sticks, c}
	key.c.mem = 0 // one census serves every budget it fits
	e, err := censuses.get(ctx, key)
	if err != nil {
		return Equation{}, err
	}
	if e.unique == 0 {
		return Equation{}, fmt.Errorf("%w of shape %s for %d stick(s)", ErrNoPuzzle, t.shape(), sticks)
	}
	i, err := e.marks.nthPuzzle(ctx, rng.Int64N(e.unique))
	if err != nil {
		return Equation{}, err
	}
	return t.layout(i), nil
}
