package minimax

import (
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
)

// A team splits the tree as Young Brothers Wait does (Feldmann et al.
// 1990). The master runs the solve's searches from the root; once a frame
// of its path has taken splitAfter nodes (splitIdle while a worker waits
// for work) and has two moves or more left, it shares the frame's moves, a
// split: other workers take its untried moves one at a time and search
// their subtrees, sharing frames of their own the same way, while the owner
// takes the others. An owner waits at its split for the others' moves
// before it closes it, searching moves of other splits meanwhile with a
// side engine; a move that cuts a split makes its owner back up to it at
// its next check.

// splitAfter is how many nodes a frame takes before it shares its moves:
// fewer would cost more to share than they save. A variable, for tests.
var splitAfter int64 = 1 << 10

// splitIdle is splitAfter while a worker waits for a move to take: then
// a smaller frame is worth sharing, as the waiting worker has nothing
// else to do. (On Connect Four's openings, it cuts the time workers wait
// by about a fifth.)
const splitIdle = 1 << 7

// splits counts the frames shared, and unwinds the times a worker backed
// up to a split another's move cut, for tests.
var splits, unwinds atomic.Int64

var (
	// errAbort stops a worker's search of a move whose split closed.
	errAbort = errors.New("minimax: split closed")
	// errCut makes a worker back up to a split of its own that another
	// worker's move cut.
	errCut = errors.New("minimax: split cut")
)

// crew is a team's splits.
type crew[S comparable, M any] struct {
	mu     sync.Mutex
	open   []*split[S, M] // the splits open, in the order they opened
	cuts   atomic.Int64   // how many moves cut a split
	news   atomic.Int64   // how many splits opened and moves were searched: what waiting workers watch
	idlers atomic.Int32   // how many workers wait in idle for a move to take
}

// idle waits until c.news is no longer seen, or until some time passed,
// spinning on it (a worker waits for a few microseconds, most times) and
// letting other goroutines run now and then.
func (c *crew[S, M]) idle(seen int64) {
	c.idlers.Add(1)
	defer c.idlers.Add(-1)
	for i := 0; i < 1<<12 && c.news.Load() == seen; i++ {
	}
	if c.news.Load() == seen {
		runtime.Gosched()
	}
}

// split is a frame of a worker's path whose moves other workers may take.
// Its fields but closed are guarded by the crew's mu.
type split[S comparable, M any] struct {
	s           S
	ply, depth  int32
	alpha, beta int32
	moves       []M   // the frame's moves, in the order tried
	next        int   // the first move in moves that no worker took yet
	back        []int // moves a worker took and gave back unsearched
	busy        int   // moves that other workers are searching
	best        int32 // the best score of their moves, for the frame, or -inf
	at          int   // its move, in moves
	closed      atomic.Bool
}

// take returns a move of sp no worker took yet, if any.
func (sp *split[S, M]) take() (int, bool) {
	if n := len(sp.back); n > 0 {
		i := sp.back[n-1]
		sp.back = sp.back[:n-1]
		return i, true
	}
	if sp.next < len(sp.moves) {
		sp.next++
		return sp.next - 1, true
	}
	return 0, false
}

// claim is how a team's worker moves on at the frame f, a split or one to
// become a split (see negamax), after a move: it sets f.cur to the next
// move the worker tries, len(e.ms) if none is left or others' moves cut f.
// It merges what the others found and, once the moves are all taken,
// waits for the others' moves. It reports false if the worker must stop,
// setting e.err.
func (e *engine[S, M, K]) claim(f *frame[S, M, K]) bool {
	if f.sp == nil { // f.cur is the first move the split shares
		e.publish(f)
	}
	c, sp := e.crew, f.sp
	for {
		c.mu.Lock()
		f.absorb()
		i, ok := 0, false
		if f.alpha < f.beta {
			i, ok = sp.take()
		}
		busy, seen := sp.busy, c.news.Load()
		c.mu.Unlock()
		switch {
		case ok:
			f.cur = f.lo + i
			return true
		case f.alpha >= f.beta || busy == 0:
			f.cur = len(e.ms)
			return true
		case !e.wait(seen): // not under the lock: a side search may panic
			return false
		}
	}
}

// publish makes the frame f, whose move f.cur is next, a split.
func (e *engine[S, M, K]) publish(f *frame[S, M, K]) {
	sp := &split[S, M]{s: f.s, ply: f.ply, depth: f.depth, alpha: f.alpha, beta: f.beta,
		moves: append([]M(nil), e.ms[f.lo:]...), next: f.cur - f.lo, best: -inf}
	f.sp = sp
	splits.Add(1)
	c := e.crew
	c.mu.Lock()
	c.open = append(c.open, sp)
	c.mu.Unlock()
	c.news.Add(1)
}

// close closes the split of the frame f: helpers searching its moves stop.
func (e *engine[S, M, K]) close(f *frame[S, M, K]) {
	c := e.crew
	c.mu.Lock()
	e.shut(f.sp)
	c.mu.Unlock()
	f.sp = nil
}

// shut closes the split sp, with the crew's mu held.
func (e *engine[S, M, K]) shut(sp *split[S, M]) {
	sp.closed.Store(true)
	c := e.crew
	for i := len(c.open) - 1; i >= 0; i-- {
		if c.open[i] == sp {
			c.open = append(c.open[:i], c.open[i+1:]...)
			break
		}
	}
}

// closeOwn closes the splits of the engine's frames, after a search
// stopped with frames on its stack.
func (e *engine[S, M, K]) closeOwn() {
	c := e.crew
	c.mu.Lock()
	for i := range e.stack {
		if sp := e.stack[i].sp; sp != nil {
			e.shut(sp)
			e.stack[i].sp = nil
		}
	}
	c.mu.Unlock()
}

// unwind backs a worker up to the shallowest split of its path that
// another worker's move cut, if any, dropping the frames above it and
// closing their splits, and merges that move's score into it. It returns the
// value for negamax to back up, which changes nothing in the frame, now
// on top; it reports false, changing nothing, if no frame was cut.
func (e *engine[S, M, K]) unwind() (int32, bool) {
	c := e.crew
	c.mu.Lock()
	defer c.mu.Unlock()
	d := -1
	for i := range e.stack {
		if sp := e.stack[i].sp; sp != nil && sp.best >= e.stack[i].beta {
			d = i
			break
		}
	}
	if d < 0 {
		return 0, false
	}
	unwinds.Add(1)
	for i := len(e.stack) - 1; i > d; i-- {
		if sp := e.stack[i].sp; sp != nil {
			e.shut(sp)
			e.stack[i].sp = nil
		}
	}
	if d < len(e.stack)-1 {
		e.ms = e.ms[:e.stack[d+1].lo]
		e.stack = e.stack[:d+1]
	}
	f := &e.stack[d]
	f.absorb()
	return -f.best, true
}

// absorb takes into the frame f, a split, the best of the others' moves,
// with the crew's mu held.
func (f *frame[S, M, K]) absorb() {
	if sp := f.sp; sp.best > f.best {
		f.best, f.bestAt = sp.best, f.lo+sp.at
		f.alpha = max(f.alpha, sp.best)
	}
}

// wait is a worker's pause at a split while others search its last moves:
// it searches a move of another split, if one is left, with its side
// engine, else waits until the crew's news is no longer seen. It reports
// false if the worker must stop, setting e.err.
func (e *engine[S, M, K]) wait(seen int64) bool {
	switch {
	case e.team.stop.Load():
		e.err = errDone
		return false
	case e.ctx.Err() != nil:
		e.err = e.ctx.Err()
		return false
	case e.sideOff:
		e.crew.idle(seen)
		return true
	}
	if e.side == nil {
		e.side = e.helper(e.team, true)
	}
	found, err := e.side.work()
	switch err {
	case nil:
	case ErrBudget: // the owners of its moves search them, or stop
		e.sideOff = true
	default:
		e.err = err
		return false
	}
	if !found {
		e.crew.idle(seen)
	}
	return true
}

// take returns the shallowest split with a move left, and the move, or nil.
func (c *crew[S, M]) take() (*split[S, M], int) {
	var best *split[S, M]
	for _, sp := range c.open {
		if (len(sp.back) > 0 || sp.next < len(sp.moves)) && (best == nil || sp.ply < best.ply) {
			best = sp
		}
	}
	if best == nil {
		return nil, 0
	}
	i, _ := best.take()
	return best, i
}

// work takes a move of the shallowest split with one left, searches it,
// sharing its own frames if it is a worker's own engine (not a side
// engine), and tells the split what it found. It reports whether it found
// a move, and returns the error that stopped its search but errAbort.
func (h *engine[S, M, K]) work() (bool, error) {
	c, t := h.crew, h.team
	c.mu.Lock()
	sp, i := c.take()
	if sp != nil {
		sp.busy++
		t.active.Add(1)
	}
	c.mu.Unlock()
	if sp == nil {
		return false, nil
	}
	h.job = sp
	s := h.g.Play(sp.s, sp.moves[i])
	h.mark, h.markPly = s, sp.ply+1 // a repeat below s is on its line
	v := -h.negamax(s, sp.ply+1, next(sp.depth), -sp.beta, -sp.alpha)
	if h.splits {
		h.closeOwn()
	}
	h.job = nil
	c.mu.Lock()
	sp.busy--
	switch {
	case h.err == nil && v > sp.best:
		sp.best, sp.at = v, i
		if v >= sp.beta {
			c.cuts.Add(1)
		}
	case h.err != nil && h.err != errAbort:
		sp.back = append(sp.back, i) // unsearched: its owner takes it
	}
	c.mu.Unlock()
	c.news.Add(1)
	if h.pooled { // give back the nodes not spent, which the master may need (see more)
		t.pool.Add(h.max - h.nodes)
		h.max, h.check = h.nodes, h.nodes
	}
	t.active.Add(-1)
	err := h.err
	if h.err = nil; err == errAbort {
		err = nil
	}
	return true, err
}

// helpOut is a helper's work: moves of others' splits, until the team
// stops or the helper fails; it returns why.
func (h *engine[S, M, K]) helpOut() error {
	c, t := h.crew, h.team
	h.splits, h.splitAt = true, splitAfter
	for !t.stop.Load() {
		seen := c.news.Load()
		found, err := h.work()
		if err != nil {
			return err
		}
		if !found {
			if err := h.ctx.Err(); err != nil {
				return err
			}
			c.idle(seen)
		}
	}
	return errDone
}
