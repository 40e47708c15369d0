package minimax

import (
	"errors"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// Workers lets one solve use n goroutines, or one per core
// (runtime.GOMAXPROCS(0)) if n <= 0. Without it every call ([Solve],
// [SolveContext], a [Solver]'s) stays on the caller's goroutine, so a game
// whose methods are not safe for concurrent use keeps working, and results
// are deterministic. [Lookahead] uses one goroutine, and so does a game
// without a [Hasher] or a [Keyer], whatever n is.
//
// A solve with n > 1 workers starts alone on the caller's goroutine; only
// once it has visited 65,536 nodes do the other n-1 join it, sharing its
// table (see the package doc), so a small solve is the same as on one
// worker. Then the game's methods are called from n goroutines at once,
// which pure functions allow. The Outcome, and the Plies of a win or a
// loss, are the same as on one worker; Best and Line are optimal but may
// be other optimal moves than one worker's, and differ from run to run, as
// Nodes does, which counts the nodes of every worker (and so may the Plies
// of a draw, the length of its line, if drawn lines differ in length). [MaxNodes] bounds the nodes of all the workers
// together.
func Workers(n int) Option {
	return func(c *config) { c.workers = max(n, 0) }
}

// teamAfter is how many nodes a solve visits alone before the other workers
// join it: a solve that finishes sooner is not worth them, and is the same
// as on one worker. A variable, for tests.
var teamAfter int64 = 1 << 16

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
	// errAnswered stops a worker's null-window test of the root, which
	// the table answers: another worker has finished it.
	errAnswered = errors.New("minimax: test answered by another worker")
)

// team is what the workers of one solve share besides their table.
type team struct {
	workers int
	stop    atomic.Bool     // set when the workers must stop: the value is known, one failed, or the table is full
	pool    atomic.Int64    // nodes of the node budget not yet granted to a worker
	used    atomic.Int64    // slots of the table in use, as the workers have told
	room    int64           // slots the table may use before it must grow, or 0 for no bound
	full    atomic.Bool     // whether the table needs to grow
	doing   []atomic.Uint64 // hashes of states that a worker is searching (see mark)
	shift   uint8           // 64 - log2(len(doing))

	mu     sync.Mutex
	found  bool  // whether value is known
	value  int32 // the score of the root, once found
	err    error // the first error that stopped a helper, but for a stop
	caught bool  // whether a helper panicked or called runtime.Goexit
	panic  any   // what it panicked with (nil: runtime.Goexit)
}

// doing is the most length of team.doing, a power of two: enough to tell
// apart the states being searched (a few per ply and worker) in most
// cases; a clash only delays a move.
const doing = 1 << 14

// at is the place in t.doing of the state whose hash is h.
func (t *team) at(h uint64) *atomic.Uint64 {
	return &t.doing[h*0x9e3779b97f4a7c15>>t.shift]
}

// mark notes that a worker is searching the state whose hash is h.
func (t *team) mark(h uint64) { t.at(h).Store(h) }

// unmark notes that the search of the state whose hash is h is over.
func (t *team) unmark(h uint64) { t.at(h).CompareAndSwap(h, 0) }

// busy reports whether a worker is searching the state whose hash is h.
func (t *team) busy(h uint64) bool { return h != 0 && t.at(h).Load() == h }

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
	if e.workers == 1 || !e.tab.array {
		return e.solve(s)
	}
	workers := e.workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers == 1 {
		return e.solve(s)
	}
	e.share = e.nodes + teamAfter
	v := e.solve(s)
	if e.share = 0; e.err != errShare {
		return v
	}
	// Solve s with a team, in rounds: a round whose table fills up stops,
	// and the next starts with a table twice as large, which keeps what
	// the last learnt.
	n, most := e.sharedSlots()
	for {
		e.err = nil
		v, full := e.solveTeam(s, workers, n, most)
		if !full {
			return v
		}
		n *= 2
	}
}

// sharedSlots returns the number of slots a team's table starts with, as
// many as the table has, and the most it may grow to.
func (e *engine[S, M, K]) sharedSlots() (n, most int) {
	most = e.tab.limit
	if e.packs() && e.budget > 0 {
		// A quarter of the budget: at a round's end the array it is
		// unpacked into lives beside it.
		most = min(most, tableSlots(e.budget/2, sizes{slot: packedSlot}, true))
	}
	return min(most, e.tab.slots()), most
}

// packs reports whether a team shares the table packed: for a game with a
// Keyer and small moves.
func (e *engine[S, M, K]) packs() bool {
	_, key := any(e.keys).(*byKey[S])
	return key && packable[M]()
}

// solveTeam solves s with e and workers-1 helpers, engines of their own
// that share e's table, made n slots large, each running solve from s
// (Young Brothers Wait with ABDADA's deferral: Weill 1996). A worker
// searches the first move of a state at once, and puts off a later move
// whose child another worker is searching until it has tried the others,
// so the workers spread over the moves of a state that must all be
// searched, and each finds in the table what the others proved. The first
// worker done gives the score; a helper's error or panic stops every worker
// and is e's. If the table holds more than half its slots, and could grow
// (n < most), the workers stop and solveTeam reports full.
func (e *engine[S, M, K]) solveTeam(s S, workers, n, most int) (v int32, full bool) {
	rounds.Add(1)
	t := &team{workers: workers, doing: make([]atomic.Uint64, doingSlots(e.budget))}
	t.shift = uint8(64 - bits.Len(uint(len(t.doing)-1)))
	if n < most {
		t.room = int64(n / 2)
	}
	packs := e.packs()
	e.tab.share(n, packs, !packs || e.budget <= 0 || int64(n)*(packedSlot+e.size.slot) <= e.budget/2)
	t.used.Store(int64(e.tab.used))
	if e.tab.pk != nil {
		t.used.Store(int64(e.tab.pk.used))
	}
	budget := e.max
	if budget > 0 {
		t.pool.Store(budget - e.nodes)
		e.max, e.pooled = e.nodes, true
	}
	e.team, e.fresh = t, 0
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
		e.tab.unshare(fresh)
		e.team, e.pooled, e.max, e.fresh = nil, false, budget, 0
	}()
	for i := range helpers {
		h := e.helper(t)
		helpers[i] = h
		wg.Add(1)
		go h.help(s, &wg)
	}
	v = e.solve(s)
	switch e.err {
	case nil:
		t.finish(v)
	case ErrBudget:
		// The helpers use up their grants too, unless one finishes.
		wg.Wait()
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
// filled, and reports whether e must stop, setting e.err, because the team
// is done or its table full.
func (e *engine[S, M, K]) stopTeam() bool {
	t := e.team
	if e.fresh > 0 {
		if t.used.Add(e.fresh) > t.room && t.room > 0 {
			t.full.Store(true)
			t.stop.Store(true)
		}
		e.fresh = 0
	}
	if t.stop.Load() {
		e.err = errDone
		return true
	}
	if e.testing {
		if en := *e.tab.probe(e.root, e.rootHash); en.gen != 0 && en.depth >= depth16(unlimited, true) {
			if _, ok := known(en.lo, en.hi, 0, e.rootBeta-1, e.rootBeta); ok {
				e.err = errAnswered
				return true
			}
		}
	}
	return false
}

// test returns the score of s, the root, for the null-window test of beta
// (alpha = beta-1), as negamax does. A worker of a team gives up the test
// as soon as the table answers it (see stopTeam), for another worker has
// finished it, and takes the table's answer.
func (e *engine[S, M, K]) test(s S, beta int32) int32 {
	if e.team == nil {
		return e.negamax(s, 0, unlimited, beta-1, beta)
	}
	e.root, e.rootHash = e.keys.key(s)
	e.rootBeta, e.testing = beta, true
	v := e.negamax(s, 0, unlimited, beta-1, beta)
	if e.testing = false; e.err == errAnswered {
		e.err = nil
		v = e.negamax(s, 0, unlimited, beta-1, beta) // the table answers at once
	}
	return v
}

// helper returns a worker that shares e's game, options, table and team.
func (e *engine[S, M, K]) helper(t *team) *engine[S, M, K] {
	return &engine[S, M, K]{g: e.g, exp: e.exp, order: e.order, bound: e.bound, keys: e.keys,
		lazy: e.lazy, tab: e.tab, storeMin: e.storeMin, ctx: e.ctx, budget: e.budget, size: e.size,
		noLine: true, team: t, pooled: e.pooled}
}

// help runs the helper h's solve of s, telling the team how it ended.
func (h *engine[S, M, K]) help(s S, wg *sync.WaitGroup) {
	t := h.team
	defer wg.Done()
	returned := false
	defer func() {
		if returned {
			return
		}
		v := recover() // nil after runtime.Goexit
		t.mu.Lock()
		if !t.caught {
			t.caught, t.panic = true, v
		}
		t.mu.Unlock()
		t.stop.Store(true)
	}()
	if !h.pooled || grant(t, h) {
		v := h.solve(s)
		switch h.err {
		case nil:
			t.finish(v)
		case errDone, ErrBudget:
		default:
			t.fail(h.err)
		}
	}
	returned = true
}

// doingSlots is the length of team.doing: 16,384, or less if it would take
// more than a sixteenth of the memory budget.
func doingSlots(budget int64) int {
	n := doing
	for budget > 0 && n > 64 && int64(n)*8 > budget/16 {
		n /= 2
	}
	return n
}

// exclusive reports whether a team's worker searches the child of the
// current move of the frame f exclusively: whether the move comes after
// the first and was not put off before. mlen is the length of the moves
// of the stack, whose end f records at its second move: moves appended
// past it are put-off copies. negamax then checks, once the child has its
// key and needs a frame of its own, whether another worker is searching
// it: if so it puts the move off (appends it to f's moves, to try again
// after the others), else it marks the child as being searched until its
// frame closes (see learnShared).
func exclusive[S comparable, M any, K comparable](f *frame[S, M, K], mlen int) bool {
	if f.cur == f.lo+1 { // the second move: none is put off yet
		f.end = mlen
	}
	return f.cur > f.lo && f.cur < f.end
}

// learnShared is learn's end for a worker of a team, whose table is an
// array, so that every frame comes here as it closes: it unmarks the
// frame's state if it was searched exclusively, and stores en, what the
// search of f found, in the shared table.
func (e *engine[S, M, K]) learnShared(f *frame[S, M, K], en entry[M]) {
	if f.excl {
		e.team.unmark(f.hash) // its search is over
	}
	if f.cur > f.lo && f.bestAt >= f.end { // a move put off, tried again: its index is lost
		en.at = -1
	}
	if f.seen.gen != 0 && !merge(f.seen, &en) {
		return
	}
	var fresh bool
	if e.tab.pk != nil {
		fresh = e.tab.pk.store(f.hash, en)
	} else {
		fresh = e.tab.storeLocked(f.key, f.hash, en)
	}
	if fresh {
		e.fresh++
	}
}
