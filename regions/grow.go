package regions

import (
	"fmt"
	"math/rand/v2"

	"github.com/go-puzzles/puzzles/queens"
)

// Grow builds a board around the queens of p by the classic growth
// algorithm: each queen's cell starts a region of its own (the queen of row
// i starts region i); then, until every cell has a region, a random
// unassigned cell beside some region joins one of the regions beside it,
// chosen at random. The regions come out connected and p is a solution,
// though rarely the only one (Generate makes sure of that). It returns an
// error if p is not a NoTouch placement of size MinN..MaxN. The same rng
// state gives the same board. A nil rng is a programming error: Grow panics.
// It costs O(N²).
func Grow(p queens.Placement, rng *rand.Rand) (*Board, error) {
	if rng == nil {
		panic("regions: nil *rand.Rand")
	}
	return grow(p, rng, nil)
}

// grow is Grow where region g takes a cell offered to it only with
// probability weight[g] (nil: always).
func grow(p queens.Placement, rng *rand.Rand, weight []float64) (*Board, error) {
	n := len(p)
	if n < MinN || n > MaxN {
		return nil, fmt.Errorf("regions: placement of size %d, want %d..%d", n, MinN, MaxN)
	}
	if !p.Valid(queens.NoTouch) {
		return nil, fmt.Errorf("regions: placement %s is not a NoTouch placement", p.Columns())
	}
	const none = 0xff
	b := &Board{n: n, region: make([]uint8, n*n)}
	for i := range b.region {
		b.region[i] = none
	}
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
		b.region[r*n+c] = uint8(r)
	}
	for r, c := range p {
		add(r*n + c)
	}
	var near []uint8
	for len(frontier) > 0 {
		k := rng.IntN(len(frontier))
		i := frontier[k]
		near = near[:0]
		for _, j := range neighbours(n, i) {
			if j >= 0 && b.region[j] != none {
				near = append(near, b.region[j])
			}
		}
		g := near[rng.IntN(len(near))]
		if weight != nil && rng.Float64() >= weight[g] {
			continue // a slow region lets the cell wait
		}
		frontier[k] = frontier[len(frontier)-1]
		frontier = frontier[:len(frontier)-1]
		b.region[i] = g
		add(i)
	}
	return b, nil
}
