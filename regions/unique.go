package regions

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/go-puzzles/puzzles/queens"
)

// altSample is how many other solutions unique looks at before each repair.
const altSample = 8

// repairs*n is how many repairs unique tries before it gives a board up, and
// a repair never takes a cell from a region of minKeep cells or fewer, so
// that repairs do not whittle regions down to single cells.
const (
	repairs = 8
	minKeep = 2
)

// unique changes regions of b, never the cells of p's queens, until p is
// its only solution, and reports whether it got there within its budget of
// repairs; it stops with ctx.Err() when ctx is done. Each repair looks at up to altSample other solutions, takes the
// cell that most of them put a queen on (outside p), and hands that cell to a
// neighbouring region: every solution with a queen there dies, since its old
// region is left without a queen and the new one has two. The cell's old
// region must stay connected without it. New solutions may appear, so the
// loop runs until a count finds none.
func unique(ctx context.Context, b *Board, p queens.Placement, rng *rand.Rand) (bool, error) {
	n := b.n
	tally := make([]int, n*n)
	var best []int
	for range repairs * n {
		alts, err := others(ctx, b, p, altSample, rng)
		if err != nil {
			return false, err
		}
		if len(alts) == 0 {
			return true, nil
		}
		clear(tally)
		for _, a := range alts {
			for r, c := range a {
				if c != p[r] {
					tally[r*n+c]++
				}
			}
		}
		best = best[:0]
		top := 0
		for i, k := range tally {
			if k == 0 || k < top || !b.movable(i, p) {
				continue
			}
			if k > top {
				top, best = k, best[:0]
			}
			best = append(best, i)
		}
		if len(best) == 0 {
			return false, nil
		}
		b.move(best[rng.IntN(len(best))], p, rng)
	}
	return false, nil
}

// others returns up to k solutions of b other than p, or ctx.Err().
func others(ctx context.Context, b *Board, p queens.Placement, k int, rng *rand.Rand) ([]queens.Placement, error) {
	sv := newSolver(b)
	var alts []queens.Placement
	_, err := sv.search().Shuffled(rng).Walk(ctx, func(s state) bool {
		q := sv.placement(s)
		if !slices.Equal(q, p) {
			alts = append(alts, q)
		}
		return len(alts) < k
	})
	return alts, err
}

// movable reports whether cell i may change region: it holds no queen of p
// and it borders another region.
func (b *Board) movable(i int, p queens.Placement) bool {
	n := b.n
	if p[i/n] == i%n || b.size(b.region[i]) <= minKeep {
		return false
	}
	for _, j := range neighbours(n, i) {
		if j >= 0 && b.region[j] != b.region[i] {
			return true
		}
	}
	return false
}

// move hands cell i to a neighbouring region other than its own, chosen with
// rng. If that cuts i's old region apart, the pieces away from its queen in p
// go along with i, so that every region stays connected.
func (b *Board) move(i int, p queens.Placement, rng *rand.Rand) {
	n := b.n
	g := b.region[i]
	var near []uint8
	for _, j := range neighbours(n, i) {
		if j >= 0 && b.region[j] != g {
			near = append(near, b.region[j])
		}
	}
	h := near[rng.IntN(len(near))]
	b.region[i] = h
	seen := make([]bool, n*n)
	for r, c := range p {
		if b.region[r*n+c] == g {
			b.flood(r*n+c, seen)
		}
	}
	for j, x := range b.region {
		if x == g && !seen[j] {
			b.region[j] = h
		}
	}
}

// size returns the number of cells in region g.
func (b *Board) size(g uint8) int {
	k := 0
	for _, x := range b.region {
		if x == g {
			k++
		}
	}
	return k
}
