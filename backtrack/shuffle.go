package backtrack

import "math/rand/v2"

// Shuffled returns a copy of s that tries the children of every state in a
// random order drawn from rng. First then finds a random solution, and All
// yields them in a random order. Every order of every state's children can occur,
// and the same rng state gives the same order.
//
// The copy's Branch draws from rng, which is not safe for concurrent use, so
// run its All, First, Paths and Walk, and their Context forms, on one
// goroutine at a time. Count
// ignores the order and counts the unshuffled tree on every core without
// touching rng. Split gives each part a generator of its own, seeded from
// rng, so the parts may run on different goroutines. A nil rng is a
// programming error: Shuffled panics.
func (s Search[S]) Shuffled(rng *rand.Rand) Search[S] {
	if rng == nil {
		panic("backtrack: Shuffled with a nil *rand.Rand")
	}
	if s.plain != nil { // shuffling again replaces the first generator
		s.Branch = s.plain
	}
	if s.Branch == nil {
		return s
	}
	s.plain, s.rng = s.Branch, rng
	s.Branch = shuffle(s.Branch, rng)
	return s
}

// shuffle returns branch with its children put in an order drawn from rng.
func shuffle[S any](branch func([]S, S) []S, rng *rand.Rand) func([]S, S) []S {
	return func(dst []S, x S) []S {
		mark := len(dst)
		dst = branch(dst, x)
		shuffleKids(dst[mark:], rng)
		return dst
	}
}

// unshuffled returns s with the child order Branch had before Shuffled.
func (s Search[S]) unshuffled() Search[S] {
	if s.plain != nil {
		s.Branch, s.plain, s.rng = s.plain, nil, nil
	}
	return s
}
