package minimax

import (
	"context"
	"reflect"
	"sync"
)

// pools keeps the engines of finished calls of SolveContext and
// LookaheadContext on games with a map table (no Hasher, no Keyer), one
// sync.Pool per engine type, so that a loop of solves reuses their maps and
// stacks instead of allocating them each time. A map answers the same
// whatever its capacity, so a reused engine finds the same results with the
// same node counts as a new one.
var pools sync.Map // reflect.Type of engine[S, M, S] → *sync.Pool

// maxPooled is the most states a map, or frames a stack, may hold for its
// engine to be kept (and 16 times it the moves of its move buffers):
// emptying a bigger map would cost a small solve more than a new one, and a
// pool should not hold on to much memory.
const maxPooled = 1 << 12

// pool returns the pool of engines of type engine[S, M, S].
func pool[S comparable, M any]() *sync.Pool {
	t := reflect.TypeFor[engine[S, M, S]]()
	if p, ok := pools.Load(t); ok {
		return p.(*sync.Pool)
	}
	p, _ := pools.LoadOrStore(t, new(sync.Pool))
	return p.(*sync.Pool)
}

// borrow returns an engine of g for one solve, a pooled one if g has a map
// table and one is free.
func borrow[S comparable, M any](ctx context.Context, g Game[S, M], c config) runner[S, M] {
	_, hash := g.(Hasher[S])
	_, key := g.(Keyer[S])
	if hash || key {
		return newEngine(ctx, g, c)
	}
	e, ok := pool[S, M]().Get().(*engine[S, M, S])
	if !ok {
		return newEngine(ctx, g, c)
	}
	e.setup(ctx, g, c, &byState[S]{}, nil)
	return e
}

// release gives back an engine that borrow returned and the caller is done
// with, dropping its references to the game.
func (e *engine[S, M, K]) release() {
	if e.tab.array || e.tab.old != nil || len(e.tab.young) > maxPooled ||
		cap(e.stack) > maxPooled || cap(e.ms)+cap(e.cand) > 16*maxPooled {
		return
	}
	e.g, e.exp, e.order, e.bound, e.keys, e.eval, e.ctx = nil, nil, nil, nil, nil, nil, nil
	e.mark = *new(S)
	if p, ok := any(e).(*engine[S, M, S]); ok {
		pool[S, M]().Put(p)
	}
}
