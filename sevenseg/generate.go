package sevenseg

import (
	"math/rand/v2"
	"sync"
)

// lastCensus remembers the census of Generate's last call, when it is at
// most keepLayouts layouts, so that a run of puzzles of one shape takes the
// census once.
var lastCensus struct {
	sync.Mutex
	shape string
	k     int
	c     config
	tally []uint8
	t     template
}

const keepLayouts = 1 << 22

// cachedCensus is c.census(shape, k) through lastCensus.
func (c config) cachedCensus(shape string, k int) ([]uint8, template, error) {
	lastCensus.Lock()
	defer lastCensus.Unlock()
	if lastCensus.tally != nil && lastCensus.shape == shape && lastCensus.k == k && lastCensus.c == c {
		return lastCensus.tally, lastCensus.t, nil
	}
	tally, t, err := c.census(shape, k)
	if err == nil && len(tally) <= keepLayouts {
		lastCensus.shape, lastCensus.k, lastCensus.c, lastCensus.tally, lastCensus.t = shape, k, c, tally, t
	}
	return tally, t, err
}

// Generate returns a puzzle of the given shape for k sticks: a false layout
// whose one answer within k sticks changes exactly k (see Census.Unique),
// chosen uniformly among all of them with rng, so the same seed gives the
// same puzzle. It returns false if the shape has no such puzzle, and an
// error if Count would. It takes the shape's census first, so the first call
// for a shape costs what Count costs; it keeps the last census of up to
// 4,194,304 layouts (4 MiB), so that calls in a row for one shape, k and
// options cost a scan of it (about 2 ms for dd±dd=dd).
func Generate(shape string, k int, rng *rand.Rand, opts ...Option) (Equation, bool, error) {
	c := configure(opts)
	tally, t, err := c.cachedCensus(shape, k)
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
