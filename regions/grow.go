package regions

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/go-puzzles/puzzles/queens"
)

// Grow builds a board with connected regions around the queens of p, by
// the classic growth algorithm. Each queen's cell starts a region of its
// own (the queen of row i starts region i); then, until every cell has a
// region, a random unassigned cell beside some region joins one of the
// regions beside it, chosen at random. p is a solution of the board,
// though rarely the only one (Generate makes sure of that). It returns an
// error if p is not a NoTouch placement of size MinN..MaxN. The same rng
// state gives the same board. A nil rng is a programming error: Grow panics.
// It costs O(N²).
func Grow(p queens.Placement, rng *rand.Rand) (*Board, error) {
	if rng == nil {
		panic("regions: nil *rand.Rand")
	}
	if err := checkPlacement(p); err != nil {
		return nil, err
	}
	n := len(p)
	b := seeded(p)
	var frontier []int // unassigned cells beside a region, each once
	inFrontier := make([]bool, n*n)
	add := func(i int) {
		for _, j := range neighbours(n, i) {
			if j >= 0 && b.region[j] == none && !inFrontier[j] {
				inFrontier[j] = true
				frontier = append(frontier, j)
			}
		}
	}
	for r, c := range p {
		add(r*n + c)
	}
	var near []uint8
	for len(frontier) > 0 {
		k := rng.IntN(len(frontier))
		i := frontier[k]
		frontier[k] = frontier[len(frontier)-1]
		frontier = frontier[:len(frontier)-1]
		near = near[:0]
		for _, j := range neighbours(n, i) {
			if j >= 0 && b.region[j] != none {
				near = append(near, b.region[j])
			}
		}
		b.region[i] = near[rng.IntN(len(near))]
		add(i)
	}
	return b, nil
}

// checkPlacement returns an error unless p is a NoTouch placement of size
// MinN..MaxN.
func checkPlacement(p queens.Placement) error {
	if n := len(p); n < MinN || n > MaxN {
		return fmt.Errorf("regions: placement of size %d, want %d..%d", n, MinN, MaxN)
	}
	if !p.Valid(queens.NoTouch) {
		return fmt.Errorf("regions: placement %s is not a NoTouch placement", p.Columns())
	}
	return nil
}

// none marks a cell without a region while a board grows.
const none = 0xff

// seeded returns a board of p's size whose only cells with a region are
// p's queens, the queen of row i in region i.
func seeded(p queens.Placement) *Board {
	n := len(p)
	b := &Board{n: n, region: make([]uint8, n*n)}
	for i := range b.region {
		b.region[i] = none
	}
	for r, c := range p {
		b.region[r*n+c] = uint8(r)
	}
	return b
}

// minTarget is the smallest target sprout gives a region not meant to be
// tiny.
const minTarget = 3

// sprout grows regions around the queens of p, a NoTouch placement of size
// MinN..MaxN, as LinkedIn's puzzles have them, and returns the board with
// the shape reshape should aim at. The largest region gets a share of the
// board drawn like LinkedIn's (median a third, from a fifth to over a half,
// never over 45% from N = 12); of the others, singles of them on average
// are meant to stay single cells and doubles two cells, and the rest get
// random relative sizes, uneven on large boards. Then, one cell at a time, a region chosen with odds in proportion
// to the cells it lacks (plus one half, so that the last cells find a
// region) takes a free cell beside it, preferring cells it touches on one
// side only. It costs O(N⁴).
func sprout(p queens.Placement, singles, doubles float64, rng *rand.Rand) (*Board, shape) {
	n := len(p)
	b := seeded(p)
	a := aim(n, rng)
	var target, size [MaxN]int
	big := rng.IntN(n)
	target[big] = a.largest
	var w [MaxN]float64
	sum := 0.0
	for g := range n {
		if g == big {
			continue
		}
		if x := rng.Float64() * float64(n-1); x < singles+doubles {
			target[g] = 1
			if x >= singles {
				target[g] = 2
			}
			a.tiny |= 1 << g
			continue
		}
		w[g] = spread(n, rng.Float64())
		sum += w[g]
	}
	free := n * n // cells for the regions with weights
	for g := range n {
		if w[g] == 0 {
			free -= target[g]
		}
	}
	for g := range n {
		size[g] = 1
		if w[g] > 0 {
			target[g] = max(minTarget, int(w[g]/sum*float64(free)+0.5))
		}
	}
	var cells [MaxN][]int32    // cells[g]: free cells beside region g
	var weight [MaxN][]float64 // the odds of each
	var lack [MaxN]float64     // the odds of each region
	for left := n*n - n; left > 0; left-- {
		for g := range n {
			cells[g], weight[g] = cells[g][:0], weight[g][:0]
		}
		for i, g := range b.region {
			if g != none {
				continue
			}
			var seen [4]uint8
			k := 0
			for _, j := range neighbours(n, i) {
				if j < 0 || b.region[j] == none || slices.Contains(seen[:k], b.region[j]) {
					continue
				}
				h := b.region[j]
				seen[k] = h
				k++
				cells[h] = append(cells[h], int32(i))
				weight[h] = append(weight[h], thin[b.sides(i, h)])
			}
		}
		total := 0.0
		for g := range n {
			lack[g] = 0
			if len(cells[g]) > 0 && (a.tiny&(1<<g) == 0 || size[g] < target[g]) {
				lack[g] = float64(max(target[g]-size[g], 0)) + 0.5
			}
			total += lack[g]
		}
		if total == 0 { // only full tiny regions border the free cells
			for g := range n {
				if len(cells[g]) > 0 {
					lack[g] = 1
				}
			}
		}
		g := pick(lack[:n], rng)
		i := cells[g][pick(weight[g], rng)]
		b.region[i] = uint8(g)
		size[g]++
	}
	return b, a
}

// thin[k] is the odds that a region takes a cell it touches on k sides.
var thin = [5]float64{0, 1, 0.25, 0.05, 0.05}

// spread turns a uniform random x in [0, 1) into the relative size of a
// region other than the largest. Up to 12 the sizes are close (0.2 to 1.2);
// larger boards get more uneven ones (x² + 0.1, then x³ + 0.02), since
// boards with even regions rarely repair to a unique solution in time.
func spread(n int, x float64) float64 {
	switch {
	case n <= 12:
		return x + 0.2
	case n <= 16:
		return x*x + 0.1
	}
	return x*x*x + 0.02
}

// pick returns an index of w chosen with odds in proportion to its weight.
func pick(w []float64, rng *rand.Rand) int {
	total := 0.0
	for _, x := range w {
		total += x
	}
	x := rng.Float64() * total
	for k, y := range w {
		if x < y {
			return k
		}
		x -= y
	}
	return len(w) - 1
}
