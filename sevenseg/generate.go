package sevenseg

import "math/rand/v2"

// Generate returns a puzzle of the given shape for k sticks: a false layout
// whose one answer within k sticks changes exactly k (see Census.Unique),
// chosen uniformly among all of them with rng, so the same seed gives the
// same puzzle. It returns false if the shape has no such puzzle, and an
// error if Count would. It takes the shape's census first, so it costs what
// Count costs.
func Generate(shape string, k int, rng *rand.Rand, opts ...Option) (Equation, bool, error) {
	c := configure(opts)
	tally, t, err := c.census(shape, k)
	if err != nil {
		return Equation{}, false, err
	}
	var n int64
	for _, x := range tally {
		if x == tallyOne|tallyExact {
			n++
		}
	}
	if n == 0 {
		return Equation{}, false, nil
	}
	pick := rng.Int64N(n)
	for i, x := range tally {
		if x == tallyOne|tallyExact {
			if pick == 0 {
				return t.layout(int64(i)), true, nil
			}
			pick--
		}
	}
	panic("unreachable")
}
