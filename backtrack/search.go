package backtrack

import (
	"context"
	"iter"
	"math/rand/v2"
)

// Search describes a depth-first search over value states of type S.
//
// The tree is implicit: Root is its top, Branch lists the children of a
// state, and Accept picks out the states the search is looking for. Every
// state reached is tested with Accept (accepted states are yielded) and then
// expanded with Branch (a leaf simply has no children), so an accepted state
// may have accepted descendants.
//
// The engine is iterative: its memory is one buffer of pending children and
// one small record per level, reused from node to node, so a search millions
// of levels deep runs in constant goroutine stack and allocates nothing per
// node once the buffers have grown.
type Search[S any] struct {
	// Root is the state the search starts from. It is tested with Accept
	// like every other state.
	Root S

	// Branch appends the children of s to dst, in the order they are to be
	// tried, and returns the extended slice, like append. It must not change
	// the elements already in dst. A nil Branch makes Root the only state.
	Branch func(dst []S, s S) []S

	// Accept reports whether s is a solution. A nil Accept accepts nothing.
	Accept func(s S) bool

	// plain is Branch before Shuffled wrapped it, and rng the generator it
	// draws from; Count and Split use them (see Shuffled).
	plain func(dst []S, s S) []S
	rng   *rand.Rand
}

// All returns the accepted states in depth-first order: a state before its
// children, children in the order Branch produced them. The sequence is lazy:
// each state is found as the loop asks for it, and breaking out of the loop
// stops the search at once. Each call of the returned iterator runs the
// search anew.
func (s Search[S]) All() iter.Seq[S] {
	return func(yield func(S) bool) {
		w := getWalker[S]()
		defer putWalker(w)
		w.run(&s, nil, 0, yield)
	}
}

// First returns the first state All would yield, and false if there is none.
func (s Search[S]) First() (S, bool) {
	for x := range s.All() {
		return x, true
	}
	var zero S
	return zero, false
}

// Paths is like All but yields, for each accepted state, the path of states
// from Root down to it, both included. The slice is reused between yields:
// copy it to keep it. Building a path costs O(depth) per accepted state.
func (s Search[S]) Paths() iter.Seq[[]S] {
	return func(yield func([]S) bool) {
		w := getWalker[S]()
		defer putWalker(w)
		var path []S
		w.run(&s, nil, 0, func(S) bool {
			path = w.path(path[:0])
			return yield(path)
		})
	}
}

// Walk runs the search in the order of All and calls visit for every
// accepted state. It stops when visit returns false, when ctx is done, or
// when a MaxNodes budget runs out; ctx is checked every 4,096 nodes, so Walk
// returns within that many calls of Branch and Accept after ctx is done. It
// returns the number of nodes visited (states tested with Accept) and why it
// stopped early: ctx.Err(), ErrBudget, or nil if the tree was exhausted or
// visit asked to stop. Walk runs on the caller's goroutine, so a panic in
// Branch, Accept or visit reaches the caller as it is.
//
// Walk costs one call of Accept and one of Branch per node visited, and
// allocates nothing once its pooled buffers have grown. A nil ctx, a nil
// visit or a nil Option is a programming error: Walk panics.
func (s Search[S]) Walk(ctx context.Context, visit func(s S) bool, opts ...Option) (nodes int64, err error) {
	w := startWalk(ctx, visit, opts)
	defer putWalker(w)
	return w.run(&s, ctx, w.cfg.maxNodes, visit)
}
