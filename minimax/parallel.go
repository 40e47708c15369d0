package minimax

import (
	"errors"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
)

// Workers sets how many goroutines one solve may use: n workers search
// the same tree at once, sharing one transposition table (see the package
// doc). The default is runtime.GOMAXPROCS(0) for [Solve] and [SolveContext]
// and 1 for a [Solver], whose table outlives the call; n <= 0 means the
// default. Only a game with a [Hasher] or a [Keyer] shares its table: a
// game with a Go map solves on one goroutine whatever n is. [Lookahead]
// always runs on one.
//
// A solve starts on the caller's goroutine alone, and calls the other
// workers only once it has visited teamAfter nodes, so a small solve
// is the same as on one core. Past that, the game's methods are called
// from n goroutines at once (which pure functions allow), the Outcome and
// Plies are the same as on one worker, but Best and Line may be other
// optimal moves from run to run, Nodes counts every worker's nodes and
// varies from run to run, and [MaxNodes] bounds them all together.
func Workers(n int) Option {
	return func(c *config) { c.workers = max(n, 0) }
}

// teamAfter is how many nodes a solve visits alone before it calls the
// other workers: a solve that finishes sooner is not worth starting them,
// and is the same as on one core.
const teamAfter = 1 << 16

// grantSize is the most nodes of a node budget a worker takes from the
// team's pool at once.
const grantSize = checkMask + 1

var (
	// errShare stops a lone solve that has run long enough to call a team.
	errShare = errors.New("minimax: solve worth sharing")
	// errDone stops a worker because the team is done.
	errDone = errors.New("minimax: solve done by another worker")
)

// team is what the workers of one solve share besides their table.
type team struct {
	workers int
	stop    atomic.Bool  // set when the workers must stop: the value is known, or one failed
	pool    atomic.Int64 // nodes of the node budget not yet granted to a worker

	doing []atomic.Uint64 // the slots of states that a worker is searching, plus one, by slot mod its length

	mu     sync.Mutex
	found  bool  // whether value is known
	value  int32 // the score of the root, once found
	err    error // the first error that stopped a helper, but for a stop
	caught bool  // whether a helper panicked or exited
	panic  any   // what it panicked with (nil: runtime.Goexit)
}

// grant gives e up to grantSize more nodes from the pool, reporting whether
// it got any.
func (t *team) grant(e interface{ addMax(int64) }) bool {
	for {
		left := t.pool.Load()
		if left <= 0 {
			return false
		}
		n := min(left, grantSize)
		if t.pool.CompareAndSwap(left, left-n) {
			e.addMax(n)
			return true
		}
	}
}

func (e *engine[S, M]) addMax(n int64) { e.max += n }

// finish records the root's score v found by a worker and stops the others.
func (t *team) finish(v int32) {
	t.mu.Lock()
	if !t.found {
		t.found, t.value = true, v
	}
	t.mu.Unlock()
	t.stop.Store(true)
}

// fail records the error that stopped a helper and stops the others.
func (t *team) fail(err error) {
	t.mu.Lock()
	if t.err == nil {
		t.err = err
	}
	t.mu.Unlock()
	t.stop.Store(true)
}

// value returns the exact score of s, SolveContext's solve on the engine's
// workers: alone for its first teamAfter nodes, then with a team if it has
// more than one worker and an array table.
func (e *engine[S, M]) value(s S) int32 {
	if e.workers <= 1 || !e.array {
		return e.solve(s)
	}
	e.share = e.nodes + teamAfter
	v := e.solve(s)
	if e.share = 0; e.err != errShare {
		return v
	}
	e.err = nil
	return e.solveTeam(s)
}

// solveTeam solves s with e and e.workers-1 helpers, each an engine of
// its own sharing e's table. A helper searches the moves after the first
// of each state in another order, so the workers tend to search different
// subtrees and find each other's results in the table. The first worker to
// finish gives the score; a helper's error or panic stops every worker and
// is e's.
func (e *engine[S, M]) solveTeam(s S) int32 {
	if e.key != nil {
		e.keys.share()
		defer e.keys.unshare()
	} else {
		e.table.share()
		defer e.table.unshare()
	}
	t := &team{workers: e.workers, doing: make([]atomic.Uint64, doing)}
	if e.max > 0 {
		t.pool.Store(e.max - e.nodes)
		e.max, e.pooled = e.nodes, true
	}
	e.team = t
	helpers := make([]*engine[S, M], e.workers-1)
	if os.Getenv("PAR_NOHELP") != "" {
		helpers = nil
	}
	var wg sync.WaitGroup
	for i := range helpers {
		sk := int32(i + 1)
		if os.Getenv("PAR_SKEW") == "0" {
			sk = 0
		}
		h := e.helper(t, sk)
		helpers[i] = h
		wg.Add(1)
		go h.help(s, &wg)
	}
	v := e.solve(s)
	switch {
	case e.err == nil:
		t.finish(v)
	case e.err == ErrBudget:
		// The helpers run out of the budget too, or one finishes.
	default:
		t.stop.Store(true)
	}
	wg.Wait()
	e.team, e.pooled = nil, false
	for _, h := range helpers {
		e.nodes += h.nodes
	}
	if t.caught {
		if t.panic == nil {
			runtime.Goexit()
		}
		panic(t.panic)
	}
	switch {
	case t.found:
		e.err = nil
		return t.value
	case t.err != nil && (e.err == errDone || e.err == ErrBudget):
		e.err = t.err
	}
	return 0
}

// helper returns a worker that shares e's game, options and table.
func (e *engine[S, M]) helper(t *team, skew int32) *engine[S, M] {
	h := &engine[S, M]{g: e.g, order: e.order, bound: e.bound, table: e.table, array: e.array,
		key: e.key, keys: e.keys, storeMin: e.storeMin, ctx: e.ctx, budget: e.budget, size: e.size,
		noLine: true, team: t, skew: skew}
	if e.pooled {
		h.pooled = true
	}
	return h
}

// help runs the helper h's solve of s.
func (h *engine[S, M]) help(s S, wg *sync.WaitGroup) {
	t := h.team
	defer wg.Done()
	done := false
	defer func() {
		if done {
			return
		}
		v := recover()
		t.mu.Lock()
		t.caught, t.panic = true, v
		t.mu.Unlock()
		t.stop.Store(true)
	}()
	if h.pooled && !t.grant(h) {
		done = true
		return
	}
	v := h.solve(s)
	switch h.err {
	case nil:
		t.finish(v)
	case errDone, ErrBudget:
	default:
		t.fail(h.err)
	}
	done = true
}

// doing is the length of team.doing.
const doing = 1 << 14

// mark notes that a worker is searching the state of slot i.
func (t *team) mark(i uint64) {
	if noMark {
		return
	}
	t.doing[i%doing].Store(i + 1)
}

var noMark = os.Getenv("PAR_NOMARK") != ""


// unmark notes that the search of the state of slot i is over.
func (t *team) unmark(i uint64) {
	if noMark {
		return
	}
	t.doing[i%doing].CompareAndSwap(i+1, 0)
}

// busy reports whether a worker is searching the state of slot i.
func (t *team) busy(i uint64) bool { return t.doing[i%doing].Load() == i+1 }
