package backtrack

import (
	"context"
	"fmt"
	"iter"
)

// partsPerShard is how many parts of the fixed split each shard gets, so
// that shards of uneven subtrees still come out close in size.
const partsPerShard = 64

// A Shard is one of k disjoint pieces of a search tree, made by Search.Shard.
// The k shards of a search cover its tree exactly: their counts add up to
// the search's Count, and every accepted state is in exactly one of them.
// Each runs on one goroutine, so that k shards on k machines, or on one
// machine's cores, share the work.
type Shard[S any] struct {
	I, K  int         // this shard's index and the number of shards
	parts []Search[S] // its parts of the split, in depth-first order
}

// Shard returns shard i of k of s (0 <= i < k). It depends only on s, i and
// k, never on the machine or GOMAXPROCS, so each worker can build its own
// shard from the search alone: it splits the tree into at least 64·k parts
// (see Split) and takes every k-th, starting at part i, which balances far
// better than contiguous blocks. Building a shard calls Branch once for each
// state above the cut, the same in every shard.
//
// A Shuffled search is sharded as if unshuffled: counts do not depend on the
// order of children, and the shards stay deterministic.
//
// i or k out of range is a programming error: Shard panics.
func (s Search[S]) Shard(i, k int) Shard[S] {
	if k < 1 || i < 0 || i >= k {
		panic(fmt.Sprintf("backtrack: shard %d of %d; want 0 <= i < k", i, k))
	}
	all := s.unshuffled().Split(partsPerShard * k)
	var parts []Search[S]
	for j := i; j < len(all); j += k {
		parts = append(parts, all[j])
	}
	return Shard[S]{I: i, K: k, parts: parts}
}

// All yields the shard's accepted states: those of its parts, each part in
// depth-first order, parts in the order of the split.
func (sh Shard[S]) All() iter.Seq[S] {
	return func(yield func(S) bool) {
		for _, p := range sh.parts {
			for x := range p.All() {
				if !yield(x) {
					return
				}
			}
		}
	}
}

// Count returns the number of accepted states in the shard, counted on the
// caller's goroutine.
func (sh Shard[S]) Count() int64 {
	n, _ := sh.CountContext(context.Background())
	return n
}

// CountContext is Count that gives up when ctx is done, returning 0 and
// ctx.Err(). A nil ctx panics.
func (sh Shard[S]) CountContext(ctx context.Context) (int64, error) {
	var n int64
	if _, err := sh.Walk(ctx, func(S) bool { n++; return true }); err != nil {
		return 0, err
	}
	return n, nil
}

// Walk runs Search.Walk on each part in turn, on the caller's goroutine,
// with one budget for the whole shard (see MaxNodes) and ctx checked between
// parts too, and returns the nodes visited in all and why it stopped early,
// as Search.Walk does. A nil ctx or visit panics.
func (sh Shard[S]) Walk(ctx context.Context, visit func(S) bool, opts ...Option) (nodes int64, err error) {
	w := startWalk(ctx, visit, opts)
	defer putWalker(w)
	limit := w.cfg.maxNodes
	stopped := false
	v := func(x S) bool {
		if !visit(x) {
			stopped = true
			return false
		}
		return true
	}
	for _, p := range sh.parts {
		if err := ctx.Err(); err != nil { // parts can be small: look between them too
			return nodes, err
		}
		budget := int64(0)
		if limit > 0 {
			if budget = limit - nodes; budget <= 0 {
				return nodes, ErrBudget
			}
		}
		n, err := w.run(&p, ctx, budget, v)
		nodes += n
		if err != nil || stopped {
			return nodes, err
		}
	}
	return nodes, nil
}
