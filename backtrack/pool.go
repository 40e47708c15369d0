package backtrack

import "sync"

// pools holds a *sync.Pool of walkers for each state type, keyed by
// poolKey[S]{}, so that repeated searches reuse their buffers.
var pools sync.Map

type poolKey[S any] struct{}

// getWalker returns a walker for states of type S, with buffers from an
// earlier search when one is free.
func getWalker[S any]() *walker[S] {
	p, ok := pools.Load(poolKey[S]{})
	if !ok {
		p, _ = pools.LoadOrStore(poolKey[S]{}, &sync.Pool{New: func() any { return new(walker[S]) }})
	}
	return p.(*sync.Pool).Get().(*walker[S])
}

// putWalker hands w back for reuse, first clearing its buffers so that they
// keep no states alive.
func putWalker[S any](w *walker[S]) {
	w.release()
	clear(w.nodes[:cap(w.nodes)])
	w.nodes, w.levels, w.cur = w.nodes[:0], w.levels[:0], 0
	p, _ := pools.Load(poolKey[S]{})
	p.(*sync.Pool).Put(w)
}
