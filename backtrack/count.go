package backtrack

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync/atomic"

	"github.com/go-puzzles/puzzles/internal/par"
)

// serialNodes is how many nodes Count explores on one goroutine before it
// decides the tree is big enough to share among all cores.
const serialNodes = 1 << 14

// partsPerWorker is how many subtrees Count makes for each worker, so that
// workers that finish early can take more.
const partsPerWorker = 64

// Count returns the number of accepted states, counted on every core. It
// returns an int64 alone because it has no error to report: it takes no
// input and no budget, and runs to the end of the tree. CountContext, which
// can be cancelled, returns the error.
//
// Count first walks the tree on one goroutine; a tree of more than 16,384
// nodes is then split into subtrees (see Split) that GOMAXPROCS workers
// count. The answer is a serial run's. Branch and Accept must be safe to
// call from several goroutines at once, as pure functions of their arguments
// are. A panic in Branch or Accept stops every worker and is raised again on
// the caller's goroutine, so a deferred recover around Count works. Count
// costs one call of Accept and one of Branch per node, plus the first 16,384
// nodes of a big tree visited twice.
func (s Search[S]) Count() int64 {
	n, _ := s.CountContext(context.Background())
	return n
}

// CountContext is Count that gives up when ctx is done. It then returns 0
// and ctx.Err() once every worker has stopped, each within 4,096 nodes of
// work. A nil ctx is a programming error: CountContext panics.
func (s Search[S]) CountContext(ctx context.Context) (int64, error) {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	s = s.unshuffled()
	w := getWalker[S]()
	defer putWalker(w)
	var count int64
	budget := int64(serialNodes)
	if runtime.GOMAXPROCS(0) == 1 {
		budget = 0
	}
	_, err := w.run(&s, ctx, budget, func(S) bool { count++; return true })
	switch err {
	case nil:
		return count, nil
	case ErrBudget:
		return s.countParallel(ctx, runtime.GOMAXPROCS(0)*partsPerWorker)
	}
	return 0, err
}

// countParallel splits the tree into at least n parts and counts them on
// every core.
func (s Search[S]) countParallel(ctx context.Context, n int) (int64, error) {
	parts, err := s.split(ctx, n)
	if err != nil {
		return 0, err
	}
	var total atomic.Int64
	err = par.Do(ctx, len(parts), func(ctx context.Context, _, i int) error {
		w := getWalker[S]()
		defer putWalker(w)
		var count int64
		_, err := w.run(&parts[i], ctx, 0, func(S) bool { count++; return true })
		total.Add(count)
		return err
	})
	if err != nil {
		return 0, err
	}
	return total.Load(), nil
}

// Split cuts the tree into independent parts, at least n of them if the tree
// has that many nodes. It expands the tree level by level from the root.
// Each part is a Search of its own: a subtree with the same Branch and
// Accept, or a single accepted state above the cut (with a nil Branch). The
// parts come in depth-first order, so running All on each part in turn yields
// exactly what s.All yields, in the same order; the parts can be run on
// different goroutines or machines and their counts added.
//
// The parts of a Shuffled search each draw from a generator of their own,
// seeded from s's in order, so they may run concurrently; they yield the same
// states as s, in an order of their own that the seed reproduces.
//
// Split calls Branch once for every state above the cut; a level can hold many
// states, so len(result) may exceed n by up to one level's width. Its memory
// is the list it returns and the level it builds it from, which grow with n:
// to visit the parts of a large n one at a time, use Parts.
func (s Search[S]) Split(n int) []Search[S] {
	parts, _ := s.split(context.Background(), n)
	return parts
}

// SplitContext is Split that gives up when ctx is done. It looks at ctx at
// the start and every 4,096 calls of Branch, and then returns nil and
// ctx.Err(). A nil ctx panics.
func (s Search[S]) SplitContext(ctx context.Context, n int) ([]Search[S], error) {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	return s.split(ctx, n)
}

// split is Split, checking ctx at the start and every checkEvery calls of
// Branch.
func (s Search[S]) split(ctx context.Context, n int) ([]Search[S], error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	done := ctx.Done()
	rng := s.rng
	parts := []Search[S]{s.unshuffled()}
	var kids []S
	calls := 0
	for len(parts) < n {
		next := make([]Search[S], 0, 2*len(parts))
		grew := false
		for _, p := range parts {
			if p.Branch == nil {
				next = append(next, p)
				continue
			}
			grew = true
			if calls++; calls%checkEvery == 0 {
				select {
				case <-done:
					return nil, ctx.Err()
				default:
				}
			}
			if p.Accept != nil && p.Accept(p.Root) {
				next = append(next, Search[S]{Root: p.Root, Accept: p.Accept})
			}
			kids = p.Branch(kids[:0], p.Root)
			if rng != nil {
				kids = shuffleKids(kids, rng)
			}
			for _, k := range kids {
				q := p
				q.Root = k
				next = append(next, q)
			}
		}
		if !grew {
			break
		}
		parts = next
	}
	if rng != nil {
		for i := range parts {
			if parts[i].Branch != nil {
				parts[i] = parts[i].Shuffled(rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64())))
			}
		}
	}
	return parts, nil
}

// shuffleKids puts kids in an order drawn from rng (Fisher–Yates).
func shuffleKids[S any](kids []S, rng *rand.Rand) []S {
	for i := len(kids) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		kids[i], kids[j] = kids[j], kids[i]
	}
	return kids
}
