package backtrack

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// serialNodes is how many nodes Count explores on one goroutine before it
// decides the tree is big enough to share among all cores.
const serialNodes = 1 << 14

// partsPerWorker is how many subtrees Count makes for each worker, so that
// workers that finish early can take more.
const partsPerWorker = 64

// Count returns the number of accepted states. It first walks the tree on one
// goroutine; a tree of more than a few thousand nodes is then split into
// subtrees (see Split) that all cores count, GOMAXPROCS at once. The answer is
// the same as a serial run's. Branch and Accept must be safe to call from
// several goroutines at once, as pure functions of their arguments are; a
// search made by Shuffled always counts on one goroutine.
func (s Search[S]) Count() int64 {
	n, _ := s.CountContext(context.Background())
	return n
}

// CountContext is Count that gives up when ctx is done, returning the number
// of accepted states found so far and ctx.Err().
func (s Search[S]) CountContext(ctx context.Context) (int64, error) {
	w := getWalker[S]()
	defer putWalker(w)
	var count int64
	workers := runtime.GOMAXPROCS(0)
	budget := int64(serialNodes)
	if s.serial || workers == 1 {
		budget = 0
	}
	_, err := w.run(&s, ctx, budget, func(S) bool { count++; return true })
	if err != ErrBudget {
		return count, err
	}
	return s.countParallel(ctx, workers)
}

// countParallel splits the tree and counts the parts on workers goroutines.
func (s Search[S]) countParallel(ctx context.Context, workers int) (int64, error) {
	parts := s.Split(workers * partsPerWorker)
	var (
		next  atomic.Int64 // index of the next part to take
		total atomic.Int64
		wg    sync.WaitGroup
		errMu sync.Mutex
		first error
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := getWalker[S]()
			defer putWalker(w)
			var count int64
			visit := func(S) bool { count++; return true }
			for {
				i := next.Add(1) - 1
				if i >= int64(len(parts)) {
					break
				}
				if _, err := w.run(&parts[i], ctx, 0, visit); err != nil {
					errMu.Lock()
					if first == nil {
						first = err
					}
					errMu.Unlock()
					break
				}
			}
			total.Add(count)
		}()
	}
	wg.Wait()
	return total.Load(), first
}

// Split divides the tree into independent parts, at least n of them when the
// tree has that many nodes, by expanding it level by level from the root.
// Each part is a Search of its own: a subtree with the same Branch and
// Accept, or a single accepted state above the cut (with a nil Branch). The
// parts come in depth-first order, so running All on each part in turn yields
// exactly what s.All yields, in the same order; the parts can be run on
// different goroutines or machines and their counts added.
//
// Split calls Branch once for every state above the cut; a level can hold many
// states, so len(result) may exceed n by up to one level's width.
func (s Search[S]) Split(n int) []Search[S] {
	parts := []Search[S]{s}
	var kids []S
	for len(parts) < n {
		next := make([]Search[S], 0, 2*len(parts))
		grew := false
		for _, p := range parts {
			if p.Branch == nil {
				next = append(next, p)
				continue
			}
			grew = true
			if p.Accept != nil && p.Accept(p.Root) {
				next = append(next, Search[S]{Root: p.Root, Accept: p.Accept, serial: p.serial})
			}
			kids = p.Branch(kids[:0], p.Root)
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
	return parts
}
