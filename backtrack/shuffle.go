package backtrack

import "math/rand/v2"

// Shuffled returns a copy of s that tries the children of every state in a
// random order drawn from rng, so that First finds a random solution and All
// a random order of them. Every order of every state's children can occur,
// and the same rng state gives the same order. The rng is not safe for
// concurrent use, so the copy always counts on one goroutine.
func (s Search[S]) Shuffled(rng *rand.Rand) Search[S] {
	branch := s.Branch
	if branch == nil {
		return s
	}
	s.Branch = func(dst []S, x S) []S {
		mark := len(dst)
		dst = branch(dst, x)
		kids := dst[mark:]
		for i := len(kids) - 1; i > 0; i-- { // Fisher–Yates
			j := rng.IntN(i + 1)
			kids[i], kids[j] = kids[j], kids[i]
		}
		return dst
	}
	s.serial = true
	return s
}
