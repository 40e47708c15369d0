package queens

import (
	"iter"
	"math/rand/v2"
)

// All returns every placement of n pieces under rule r, lazily and in
// lexicographic order. Each Placement is a new slice the caller may keep. A
// size or rule out of range yields nothing (Count reports why). Finding each
// next placement is a depth-first search; the whole sequence has Count(n, r)
// placements.
func All(n int, r Rule) iter.Seq[Placement] {
	return func(yield func(Placement) bool) {
		if check(n, r) != nil {
			return
		}
		for path := range search(n, r).Paths() {
			if !yield(placement(path)) {
				return
			}
		}
	}
}

// First returns the lexicographically first placement of n pieces under
// rule r: 0 4 7 5 2 6 1 3 for 8 queens. It returns false if there is none or
// if n or r is out of range. For Classic, the search before the first
// placement grows fast with n on some sizes beyond about 30.
func First(n int, r Rule) (Placement, bool) {
	for p := range All(n, r) {
		return p, true
	}
	return nil, false
}

// Random returns a placement of n pieces under rule r found by a search that
// tries the columns of each row in an order drawn from rng. Every valid
// placement can come out, though not all equally often, and the same rng
// state gives the same placement. It returns false if there is none or if n
// or r is out of range.
func Random(n int, r Rule, rng *rand.Rand) (Placement, bool) {
	if check(n, r) != nil {
		return nil, false
	}
	for path := range search(n, r).Shuffled(rng).Paths() {
		return placement(path), true
	}
	return nil, false
}
