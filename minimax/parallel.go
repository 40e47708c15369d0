package minimax

import (
	"errors"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"github.com/go-puzzles/puzzles/backtrack"
)

// Workers lets one solve use n goroutines, or one per core
// (runtime.GOMAXPROCS(0)) if n <= 0. Without it every call ([Solve],
// [SolveContext], a [Solver]'s) stays on the caller's goroutine, so a game
// whose methods are not safe for concurrent use keeps working, and results
// are deterministic. [Lookahead] uses one goroutine, and so does a game
// without a [Hasher] or a [Keyer], whatever n is.
//
// A solve with n > 1 workers starts alone on the caller's goroutine; only
// once it has visited 8,192 nodes do the other n-1 join it, splitting the
// tree and sharing its table, so a small solve is the same as on one
// worker. Then the game's methods are called from n
// goroutines at once, which pure functions allow. The Outcome, and the
// Plies of a win or a loss, are the same as on one worker; Best and Line
// are optimal but may be other optimal moves than one worker's, and differ
// from run to run, as Nodes does, which counts the nodes of every worker
// (and so may the Plies of a draw, the length of its line, if drawn lines
// differ in length). [MaxNodes] bounds the nodes of all the workers
// together. While they run, each keeps a table of its own of 32,768
// slots, within [MaxMemory] (none if it would take more than an eighth).
//
// A solve runs at most GOMAXPROCS workers, or 4 where GOMAXPROCS is
// smaller, however large n is: beyond one a core, workers only take turns.
// Each worker's stack and buffers count against [MaxMemory], and a solve
// runs as many as fit in a quarter of it, alone if fewer than two fit.
//
// A panic on a worker stops the others and is raised again on the
// caller's goroutine. If the worker ran on another goroutine, the value
// raised is a [*backtrack.WorkerPanic] holding the original value and that
// worker's stack.
func Workers(n int) Option {
	return func(c *config) { c.workers = max(n, 0) }
}

// teamAfter is how many nodes a solve visits alone before the other workers
// join it: a solve that finishes sooner is not worth them, and is the same
// as on one worker. A variable, for tests.
var teamAfter int64 = 1 << 13

// tested, if not nil, is told of each null-window test a solve starts, and
// whether a team runs it, for tests.
var tested func(beta int32, team bool)

// rounds counts the rounds of teams started, for tests.
var rounds atomic.Int64

// grantSize is the most nodes of a node budget a worker takes from the
// team's pool at once.
const grantSize = checkMask + 1

var (
	// errShare stops a lone solve that has run long enough for a team.
	errShare = errors.New("minimax: solve worth sharing")
	// errDone stops a worker because the team is done.
	errDone = errors.New("minimax: solve done by another worker")
)

// team is what the workers of one solve share besides their table.
type team struct {
	workers int
	stop    atomic.Bool  // set when the workers must stop: the value is known, one failed, or the table is full
	pool    atomic.Int64 // nodes of the node budget not yet granted to a worker
	active  atomic.Int64 // workers searching a move of a split, which may give back nodes of their grants
	used    atomic.Int64 // slots of the table in use, as the workers have told
	room    int64        // slots the table may use before it must grow, or 0 for no bound
	full    atomic.Bool  // whether the table needs to grow

	mu     sync.Mutex
	found  bool  // whether value is known
	value  int32 // the score of the root, once found
	err    error // the first error that stopped a helper, but for a stop
	caught bool  // whether a helper panicked or called runtime.Goexit
	panic  any   // what it panicked with and where (nil: runtime.Goexit)
}

// grant gives e up to grantSize more nodes from the pool, reporting whether
// it got any.
func grant[S comparable, M any, K comparable](t *team, e *engine[S, M, K]) bool {
	for {
		left := t.pool.Load()
		if left <= 0 {
			return false
		}
		n := min(left, grantSize)
		if t.pool.CompareAndSwap(left, left-n) {
			e.max += n
			return true
		}
	}
}

// more is grant for a team's worker: the master, finding the pool empty,
// waits for the workers searching moves of splits, which give back what
// they did not spend, so that the team stops only once it spent the whole
// budget.
func more[S comparable, M any, K comparable](t *team, e *engine[S, M, K]) bool {
	for {
		if grant(t, e) {
			return true
		}
		if !e.lead || t.stop.Load() {
			return false
		}
		if t.active.Load() == 0 {
			return grant(t, e) // a helper may have given back nodes since
		}
		runtime.Gosched()
	}
}

// finish records the root's score v, found by a worker, and stops the
// others.
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

// value returns the exact score of s: solve, on the engine's workers if it
// has more than one and an array table, after teamAfter nodes alone.
func (e *engine[S, M, K]) value(s S) int32 {
	if e.workers == 1 || !e.tab.array || e.teamSize() == 1 {
		return e.solve(s)
	}
	e.share = e.nodes + teamAfter
	v := e.solve(s)
	if e.share = 0; e.err != errShare {
		return v
	}
	// The lone solve's buffers count for every worker: a budget that
	// cannot hold two workers' solves on alone.
	workers := e.teamSize()
	if e.err = nil; workers == 1 {
		return e.solve(s)
	}
	// Solve s with a team, in rounds: a round whose table fills up stops,
	// and the next starts with a table four times as large, which keeps
	// what the last learnt. (A lone solve's table grows two-fold, in
	// place; a team's stops its workers to grow, so it grows by more.)
	most, n := e.tab.limit, e.tab.slots()
	for {
		n = teamSlots(n, most)
		e.err = nil
		v, full := e.solveTeam(s, workers, n, most)
		if !full {
			return v
		}
	}
}

// teamSlots is the slots of a team's table that had n: four times as many, up
// to most, a power of two.
func teamSlots(n, most int) int {
	if n > most/4 {
		return most
	}
	return 4 * n
}

// solveTeam solves s with e, the master, and workers-1 helpers, engines of
// their own that share e's table, made n slots large, and take moves of the
// frames e and they share (see split.go). The master's value is the
// score; a helper's error or panic stops every worker and is e's. If the
// table holds more than half its slots, and could grow (n < most), the
// workers stop and solveTeam reports full.
func (e *engine[S, M, K]) solveTeam(s S, workers, n, most int) (v int32, full bool) {
	rounds.Add(1)
	teams.Store(int64(workers))
	t := &team{workers: workers}
	if n < most {
		t.room = int64(n / 2)
	}
	e.tab.share(n)
	if e.budget <= 0 || int64(workers*ownSlots)*e.size.slot <= e.budget/8 {
		e.tab.own = e.tab.ownTable()
	}
	t.used.Store(int64(e.tab.used))
	budget := e.max
	if budget > 0 {
		t.pool.Store(budget - e.nodes)
		e.max, e.pooled = e.nodes, true
	}
	e.team, e.fresh, e.crew, e.lead, e.splits, e.cuts, e.splitAt = t, 0, new(crew[S, M]), true, true, 0, splitAfter
	e.reach = reach{}
	helpers := make([]*engine[S, M, K], workers-1)
	var wg sync.WaitGroup
	defer func() {
		// Stop and count the helpers, whether e returned or panicked.
		t.stop.Store(true)
		wg.Wait()
		fresh := e.fresh
		for _, h := range helpers {
			if h != nil {
				e.nodes += h.nodes
				fresh += h.fresh
			}
		}
		for _, h := range append([]*engine[S, M, K]{e}, helpers...) {
			if h != nil && h.side != nil {
				e.nodes += h.side.nodes
				fresh += h.side.fresh
			}
			if h != nil && h.tab.own != nil {
				spare[table[K, M]]().Put(h.tab.own)
			}
		}
		e.tab.unshare(fresh)
		e.team, e.pooled, e.max, e.fresh, e.crew, e.lead, e.splits = nil, false, budget, 0, nil, false, false
		e.side, e.sideOff = nil, false
	}()
	for i := range helpers {
		if e.ctx.Err() != nil {
			break // the master stops at its first check
		}
		h := e.helper(t, false)
		helpers[i] = h
		wg.Add(1)
		go h.help(&wg)
	}
	if v = e.solve(s); e.err == nil {
		t.finish(v)
	}
	t.stop.Store(true)
	wg.Wait()
	if t.caught {
		if t.panic == nil {
			runtime.Goexit()
		}
		panic(t.panic)
	}
	switch {
	case t.found:
		e.err = nil
		return t.value, false
	case t.err != nil && (e.err == errDone || e.err == ErrBudget):
		e.err = t.err
	case (e.err == errDone || e.err == ErrBudget) && t.full.Load():
		return 0, true // a helper filled the table: the budget may not be spent
	}
	return 0, false
}

// stopTeam is halt's check of the team: it tells the team of the slots e
// filled, sets e.splitAt by whether a worker waits, and reports whether e
// must stop, setting e.err: because the team is done or its table full,
// because the split whose move e searches closed (errAbort), or because a
// move cut a split of e's path (errCut).
func (e *engine[S, M, K]) stopTeam() bool {
	t := e.team
	if e.fresh > 0 {
		if t.used.Add(e.fresh) > t.room && t.room > 0 {
			t.full.Store(true)
			t.stop.Store(true)
		}
		e.fresh = 0
	}
	e.splitAt = splitAfter
	if e.crew.idlers.Load() > 0 {
		e.splitAt = min(splitAfter, splitIdle)
	}
	switch {
	case t.stop.Load():
		e.err = errDone
	case e.job != nil && e.job.closed.Load():
		e.err = errAbort
	case e.splits && e.crew.cuts.Load() != e.cuts:
		e.cuts = e.crew.cuts.Load()
		e.err = errCut
	}
	return e.err != nil
}

// test returns the score of s, the root, for the null-window test of beta
// (alpha = beta-1), as negamax does. A team's master closes the splits a
// stop left open, so that their helpers stop.
func (e *engine[S, M, K]) test(s S, beta int32) int32 {
	if tested != nil {
		tested(beta, e.team != nil)
	}
	v := e.negamax(s, 0, unlimited, beta-1, beta)
	if e.splits {
		e.closeOwn()
	}
	return v
}

// helper returns a worker that shares e's game, options, table and team,
// with its own small table if e has one, or e's if side (see wait).
func (e *engine[S, M, K]) helper(t *team, side bool) *engine[S, M, K] {
	h := &engine[S, M, K]{g: e.g, exp: e.exp, order: e.order, bound: e.bound, keys: e.keys, keyer: e.keyer,
		lazy: e.lazy, tab: e.tab, storeMin: e.storeMin, ctx: e.ctx, budget: e.budget, size: e.size,
		noLine: true, team: t, pooled: e.pooled, crew: e.crew}
	if e.tab.own != nil && !side {
		h.tab.own = e.tab.ownTable()
	}
	return h
}

// ownTable returns a new array of ownSlots slots, for a worker's own use.
func (t *table[K, M]) ownTable() *table[K, M] {
	if o, ok := spare[table[K, M]]().Get().(*table[K, M]); ok {
		o.reset()
		o.hash = t.hash
		return o
	}
	o := &table[K, M]{array: true, hash: t.hash, gen: 1, limit: ownSlots, words: t.words}
	o.alloc(ownSlots)
	return o
}

// ownSlots is the size of a team worker's own table: 768 KiB for a Keyer
// game's, which stays in a core's cache.
const ownSlots = 1 << 15

// ownWork is the least work (see entry) of a state that a team worker
// stores in the shared table rather than its own: a search of 128 nodes
// or more. (At 64, on Connect Four, the shared stores and lookups cost
// two workers more time than the nodes they saved.)
const ownWork = 8

// help runs the helper h until the team stops, telling the team how it
// ended.
func (h *engine[S, M, K]) help(wg *sync.WaitGroup) {
	t := h.team
	defer wg.Done()
	returned := false
	defer func() {
		if returned {
			return
		}
		var p any // nil after runtime.Goexit
		if v := recover(); v != nil {
			p = &backtrack.WorkerPanic{Value: v, Stack: debug.Stack()}
		}
		t.mu.Lock()
		if !t.caught {
			t.caught, t.panic = true, p
		}
		t.mu.Unlock()
		t.stop.Store(true)
	}()
	if err := h.helpOut(); err != errDone && err != ErrBudget {
		t.fail(err)
	}
	returned = true
}

// learnShared is finish's end for a worker of a team, whose table is an
// array: it stores en, what the search of f found narrowed by what the
// table knew, in the worker's own table if the search was small, else in
// the shared table, and counts the search for the worker's reach.
func (e *engine[S, M, K]) learnShared(f *frame[S, M, K], en entry[M]) {
	e.reach.learn(f.ply, en.work)
	if o := e.tab.own; o != nil && en.work < ownWork {
		if o.words { // as finish stores alone (a method for both calls would not inline into finish)
			a, b := wordsOf(en.lo, en.hi, en.depth, en.at, o.gen, en.work, en.move)
			w := o.slotOf(f.key, f.hash, en.work).words()
			w[0], w[1] = a, b
			return
		}
		o.store(f.key, f.hash, &en)
		return
	}
	if e.tab.storeShared(f.key, f.hash, en) {
		e.fresh++
	}
}
