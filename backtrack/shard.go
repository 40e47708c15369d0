package backtrack

import (
	"context"
	"fmt"
	"iter"
)

// partsPerShard is how many parts of the fixed split each shard gets, so
// that shards of uneven subtrees still come out close in size.
const partsPerShard = 64

// MaxShards is the most shards a search splits into, here and in every
// package of the module that counts in shards. A shard's memory does not
// grow with k, but the work each shard does to find its parts does.
const MaxShards = 1 << 16

// maxPicked is the most parts a shard keeps while it looks for the cut; a
// shard with more walks the tree above the cut again to find them.
const maxPicked = 16 * partsPerShard

// A Shard is one of k disjoint pieces of a search tree, made by Search.Shard.
// The k shards of a search cover its tree exactly: their counts add up to
// the search's Count, and every accepted state is in exactly one of them.
// Each runs on one goroutine, so that k shards on k machines, or on one
// machine's cores, share the work.
type Shard[S any] struct {
	I, K int       // this shard's index and the number of shards
	s    Search[S] // the whole search, unshuffled
}

// Shard returns shard i of k of s. It depends only on s, i and
// k, never on the machine or GOMAXPROCS, so each worker can build its own
// shard from the search alone: its parts are every k-th of the parts of
// s.Split(64·k), starting at part i, which balances far better than
// contiguous blocks. Shard itself does no work; each run of the shard finds
// its parts (see Parts), keeping the few that are its own, at most 1,024,
// so its memory does not grow with k, while its time above the cut does:
// every shard calls Branch a few times for each state above the cut, the
// same in every shard. A level wider than 1,024 parts for one shard makes
// it walk the top once more instead of keeping them.
//
// A Shuffled search is sharded as if unshuffled: counts do not depend on the
// order of children, and the shards stay deterministic.
//
// Since i and k come from outside (a job a worker was given), Shard returns
// an error if they are out of range: 0 <= i < k <= MaxShards.
func (s Search[S]) Shard(i, k int) (Shard[S], error) {
	if k < 1 || k > MaxShards || i < 0 || i >= k {
		return Shard[S]{}, fmt.Errorf("backtrack: shard %d of %d; want 0 <= i < k <= %d", i, k, MaxShards)
	}
	return Shard[S]{I: i, K: k, s: s.unshuffled()}, nil
}

// eachPart calls yield with each of the shard's parts, in the order of the
// split, until yield returns false or ctx is done. They are those of Parts,
// but most often picked by the pass that finds the cut, without walking the
// tree above it again. It returns the MemoryError of a walk above the cut
// that outgrows m's budget, else nil.
func (sh Shard[S]) eachPart(ctx context.Context, m *meter, yield func(Search[S]) bool) error {
	t := getWalker[S]()
	defer putWalker(t)
	t.meter(m)
	p := &picker[S]{i: sh.I, k: sh.K, max: maxPicked, limit: -1, mem: m}
	defer p.release()
	d, err := sh.s.cut(ctx, t, partsPerShard*sh.K, p)
	if err != nil {
		if err == ctx.Err() {
			return nil
		}
		return err
	}
	if parts, ok := p.picked(d); ok {
		for _, part := range parts {
			if !yield(part) {
				return nil
			}
		}
		return nil
	}
	return sh.s.walkParts(ctx, t, d, func(j int, part Search[S]) bool {
		return j%sh.K != sh.I || yield(part)
	})
}

// All yields the shard's accepted states: those of its parts, each part in
// depth-first order, parts in the order of the split. Like Search.All it
// has no memory budget; Walk has one.
func (sh Shard[S]) All() iter.Seq[S] {
	return func(yield func(S) bool) {
		sh.eachPart(context.Background(), nil, func(p Search[S]) bool {
			for x := range p.All() {
				if !yield(x) {
					return false
				}
			}
			return true
		})
	}
}

// AllContext is All that stops when ctx is done, as Search.AllContext does:
// check ctx.Err() after the loop. A nil ctx panics.
func (sh Shard[S]) AllContext(ctx context.Context) iter.Seq[S] {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	return func(yield func(S) bool) {
		if ctx.Err() == nil {
			sh.walk(ctx, untilDone(ctx, yield), "", nil)
		}
	}
}

// Count returns the number of accepted states in the shard, counted on the
// caller's goroutine. Like Search.Count it returns an int64 alone: it takes
// no input and no budget and runs to the end, so it has no error to report.
// CountContext, which can be cancelled and takes budgets, returns the error.
func (sh Shard[S]) Count() int64 {
	var n int64
	sh.walk(context.Background(), func(S) bool { n++; return true }, "", nil)
	return n
}

// CountContext is Count that gives up when ctx is done, returning 0 and
// ctx.Err(), or past a budget of opts, as Walk does. A nil ctx panics.
func (sh Shard[S]) CountContext(ctx context.Context, opts ...Option) (int64, error) {
	var n int64
	if _, err := sh.walk(ctx, func(S) bool { n++; return true }, "backtrack: Shard.CountContext", opts); err != nil {
		return 0, err
	}
	return n, nil
}

// Walk runs Search.Walk on each of the shard's parts in turn, with one node
// budget for the whole shard (see MaxNodes). It runs on the caller's
// goroutine, looks at ctx between parts and every 4,096 states above the
// cut too, and returns the nodes visited in its parts and why it stopped
// early, as Search.Walk does. The states above the cut that it walks to find
// its parts are not nodes of the shard: they are the same in every shard.
// Its memory budget (MaxMemory, by default DefaultMaxMemory) covers that
// walk, the parts it keeps and the walk of each part. A nil ctx or visit
// panics.
func (sh Shard[S]) Walk(ctx context.Context, visit func(S) bool, opts ...Option) (nodes int64, err error) {
	return sh.walk(ctx, visit, "backtrack: Shard.Walk", opts)
}

// walk is Walk under the memory budget of opts for the call op, or under
// none if op is "".
func (sh Shard[S]) walk(ctx context.Context, visit func(S) bool, op string, opts []Option) (nodes int64, err error) {
	w := startWalk(ctx, visit, op, opts)
	defer putWalker(w)
	defer w.mem.settle()
	limit := w.cfg.maxNodes
	stopped := false
	v := func(x S) bool {
		if !visit(x) {
			stopped = true
			return false
		}
		return true
	}
	perr := sh.eachPart(ctx, w.mem, func(p Search[S]) bool {
		if err = ctx.Err(); err != nil { // parts can be small: look between them too
			return false
		}
		budget := int64(0)
		if limit > 0 {
			if budget = limit - nodes; budget <= 0 {
				err = ErrBudget
				return false
			}
		}
		n, rerr := w.run(&p, ctx, budget, v)
		nodes += n
		err = rerr
		return err == nil && !stopped
	})
	if err != nil || stopped {
		return nodes, err
	}
	if perr != nil {
		return nodes, perr
	}
	return nodes, ctx.Err()
}
