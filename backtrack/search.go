package backtrack

import (
	"context"
	"errors"
	"iter"
	"math/rand/v2"
)

// ErrNoSolution is what FirstContext returns when the tree holds no
// accepted state.
var ErrNoSolution = errors.New("backtrack: no solution")

// Search describes a depth-first search over value states of type S.
//
// The tree is implicit: Root is its top, Branch lists the children of a
// state, and Accept picks out the states the search is looking for. Every
// state reached is tested with Accept (accepted states are yielded) and then
// expanded with Branch (a leaf simply has no children), so an accepted state
// may have accepted descendants.
//
// A Search is a value that any number of goroutines may run at once, if its
// Branch and Accept allow it (Count requires it). The engine's memory is the
// pending children of the states on the current path and a small record
// for each, reused from node to node: a search millions of levels deep runs
// in constant goroutine stack and allocates nothing per node once warm.
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
// search anew. All has no memory budget, having no error to report: its
// memory is the pending children of the states on the path; Walk bounds
// it with MaxMemory.
func (s Search[S]) All() iter.Seq[S] {
	return func(yield func(S) bool) {
		w := getWalker[S]()
		defer putWalker(w)
		w.run(&s, nil, 0, yield)
	}
}

// AllContext is All that stops when ctx is done. It yields nothing more once
// ctx is done, looking at it before each yield and every 4,096 nodes, so
// check ctx.Err() after the loop. Like All it has no memory budget. A nil
// ctx panics.
func (s Search[S]) AllContext(ctx context.Context) iter.Seq[S] {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	return func(yield func(S) bool) {
		if ctx.Err() == nil {
			s.walk(ctx, untilDone(ctx, yield), "", nil)
		}
	}
}

// untilDone returns yield behind a look at ctx, so that a Context iterator
// yields nothing once ctx is done, even between the walk's own looks.
func untilDone[T any](ctx context.Context, yield func(T) bool) func(T) bool {
	done := ctx.Done()
	return func(x T) bool {
		select {
		case <-done:
			return false
		default:
			return yield(x)
		}
	}
}

// First returns the first state All would yield, and false if there is none.
// Like All it has no memory budget; FirstContext has one.
func (s Search[S]) First() (S, bool) {
	for x := range s.All() {
		return x, true
	}
	var zero S
	return zero, false
}

// FirstContext is First that gives up when ctx is done. It returns the
// first state All would yield; ErrNoSolution if there is none; or the zero
// value and ctx.Err() if ctx is done first, checked at the start and every
// 4,096 nodes; or an error wrapping ErrBudget past a budget of opts, as
// Walk's (MaxMemory by default DefaultMaxMemory). A nil ctx panics.
func (s Search[S]) FirstContext(ctx context.Context, opts ...Option) (S, error) {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	var first S
	if err := ctx.Err(); err != nil {
		return first, err
	}
	found := false
	if _, err := s.walk(ctx, func(x S) bool { first, found = x, true; return false }, "backtrack: FirstContext", opts); err != nil {
		var zero S
		return zero, err
	}
	if !found {
		return first, ErrNoSolution
	}
	return first, nil
}

// Paths is like All but yields, for each accepted state, the path of states
// from Root down to it, both included. The slice is reused between yields:
// copy it to keep it. Building a path costs O(depth) per accepted state.
// Like All it has no memory budget.
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

// PathsContext is Paths that stops when ctx is done, as AllContext does:
// check ctx.Err() after the loop. A nil ctx panics.
func (s Search[S]) PathsContext(ctx context.Context) iter.Seq[[]S] {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	return func(yield func([]S) bool) {
		if ctx.Err() != nil {
			return
		}
		w := getWalker[S]()
		defer putWalker(w)
		var path []S
		visit := untilDone(ctx, yield)
		w.run(&s, ctx, 0, func(S) bool {
			path = w.path(path[:0])
			return visit(path)
		})
	}
}

// Walk runs the search in the order of All and calls visit for every
// accepted state. It stops when visit returns false, when ctx is done, or
// when a MaxNodes budget runs out; ctx is checked every 4,096 nodes, so Walk
// returns within that many calls of Branch and Accept after ctx is done. It
// returns the number of nodes visited (states tested with Accept) and why it
// stopped early: ctx.Err(), ErrBudget, a [*MemoryError] past MaxMemory, or
// nil if the tree was exhausted or visit asked to stop. Walk runs on the
// caller's goroutine, so a panic in Branch, Accept or visit reaches the
// caller as it is.
//
// Walk costs one call of Accept and one of Branch per node visited, and
// allocates nothing once its pooled buffers have grown. Its memory is the
// pending children of the states on the path and a record for each, within
// MaxMemory (by default DefaultMaxMemory). A nil ctx, a nil visit or a nil
// Option is a programming error: Walk panics.
func (s Search[S]) Walk(ctx context.Context, visit func(s S) bool, opts ...Option) (nodes int64, err error) {
	return s.walk(ctx, visit, "backtrack: Walk", opts)
}

// walk is Walk under the memory budget of opts for the call op, or under
// none if op is "".
func (s Search[S]) walk(ctx context.Context, visit func(s S) bool, op string, opts []Option) (nodes int64, err error) {
	w := startWalk(ctx, visit, op, opts)
	defer putWalker(w)
	nodes, err = w.run(&s, ctx, w.cfg.maxNodes, visit)
	w.mem.settle()
	return nodes, err
}
