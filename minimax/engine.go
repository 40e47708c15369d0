package minimax

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
)

// Scores are int32 from the point of view of the player to move. Inside the
// search a win at ply p from the root scores WinScore-p and a loss at ply p
// scores -(WinScore-p); the table stores them relative to the node instead
// (a win k plies ahead is WinScore-k) and converts on the way in and out.
const (
	inf       = WinScore + 1
	proven    = WinScore - 1<<29 // |score| > proven: a proven win or loss
	maxPly    = 1<<29 - 1        // deepest ply a score can express
	unlimited = math.MaxInt32    // depth of a search without a horizon
	checkMask = 1<<10 - 1        // look at ctx every 1024 nodes, and at the first
	storeMin  = 16               // smallest subtree, in nodes, worth a table entry
)

// errOver gives up a search whose own budget, e.stop, ran out.
var errOver = errors.New("minimax: search over its budget")

// errDeep stops a search that reaches a ply its scores cannot express.
var errDeep = errors.New("minimax: game longer than 536870911 plies")

// frame is a state on the search path with two or more moves: its window,
// the best score so far and where it stands in its moves, ms[lo:hi]. A
// state the table knew tries the table's move first, before its moves are
// generated (hi == lo until then).
type frame[S comparable, M any] struct {
	s                   S
	lo, hi              int
	start               int64 // nodes before the state was entered
	ply, depth          int32
	alpha, beta, alpha0 int32
	best                int32
	bestAt, cur, first  int32
	k                   int32    // next position in the order: -1 is the table's move
	later               uint64   // the moves put off because another worker was searching their child
	slot, epoch         uint32   // the state's slot in an array table, in that epoch of it
	flip                bool     // an odd number of forced moves led here from the move's child
	gen                 bool     // whether the moves are generated and ordered
	known               bool     // whether a map table knew the state, as seen
	move, bestMove      M        // the move being tried and the best so far
	seen                entry[M] // what a map table knew of the state when it was entered
}

// next returns the index of the next move to try, the table's move first,
// then the others in order, then those put off (see later), or -1 when all
// have been tried.
func (f *frame[S, M]) next() int32 {
	n := int32(f.hi - f.lo)
	for {
		k := f.k
		switch {
		case k >= n:
			if f.later == 0 {
				return -1
			}
			i := int32(bits.TrailingZeros64(f.later))
			f.later &^= 1 << i
			f.k = n + 1 // past n: trying the moves put off
			return i
		case k < 0:
			f.k++
			if f.first >= 0 && f.first < n {
				return f.first
			}
		default:
			f.k++
			if k != f.first {
				return k
			}
		}
	}
}

// engine is one alpha-beta search with its table and buffers.
type engine[S comparable, M any] struct {
	g        Game[S, M]
	order    func(S, []M)
	bound    func(S) (int, int)
	eval     func(S) int // nil when solving
	table    table[S, M]
	array    bool           // whether the table is an array: Keyer or Hasher
	key      func(S) uint64 // a Keyer's Key: the table is keys, not table
	keys     table[uint64, M]
	storeMin int64 // smallest subtree, in nodes, worth a table entry
	stack    []frame[S, M]
	ms       []M // the moves of every frame on the stack
	cand     []M // moves of the state whose best line is being traced
	ctx      context.Context
	nodes    int64
	check    int64      // node count at which to look at ctx and the budget next
	max      int64      // node budget, 0 for none
	stop     int64      // node count at which a search is given up with errOver, 0 for none
	err      error      // why the search stopped early
	cut      bool       // whether some node was scored by eval
	noLine   bool       // Solve finds the value only
	budget   int64      // memory budget in bytes, 0 for none
	size     sizes      // of the elements of the buffers, for the budget
	mark     S          // a state of the line, to find a repeat (see deep)
	markPly  int32      // the ply of mark
	workers  int        // how many workers SolveContext may run (see Workers)
	team     *team      // the workers' shared state while several run, else nil
	pk       *packed[M] // the table the team shares, if packed, else nil
	pooled   bool       // whether max is a share of the team's node budget
	share    int64      // node count at which a lone solve stops to call a team, 0 for never
	fresh    int64      // states a worker put in empty slots of its team's table, not yet told
}

func newEngine[S comparable, M any](ctx context.Context, g Game[S, M], c config) *engine[S, M] {
	e := new(engine[S, M])
	e.setup(ctx, g, c)
	return e
}

// setup makes e an engine of g with the options c, as good as new but for
// the memory it keeps: its stacks and, for a map table, its map, emptied.
func (e *engine[S, M]) setup(ctx context.Context, g Game[S, M], c config) {
	young := e.table.young
	*e = engine[S, M]{g: g, ctx: ctx, max: max(c.maxNodes, 0), noLine: c.valueOnly,
		stack: e.stack[:0], ms: e.ms[:0], cand: e.cand[:0], budget: c.maxMemory, workers: c.workers}
	if o, ok := g.(Orderer[S, M]); ok {
		e.order = o.Order
	}
	if b, ok := g.(Bounder[S]); ok {
		e.bound = b.Bound
	}
	var hash func(S) uint64
	k, key := g.(Keyer[S])
	h, hashed := g.(Hasher[S])
	e.array = key || hashed
	e.size = sizesOf[S, M](key)
	most := tableSlots(e.budget, e.size, e.array)
	if key {
		e.key = k.Key
		e.keys = newTable[uint64, M](c.tableSize, most, func(k uint64) uint64 { return k }, nil)
		return
	}
	if hashed {
		hash = h.Hash
	} else {
		e.storeMin = storeMin // a map entry costs more than a small subtree
	}
	e.table = newTable[S, M](c.tableSize, most, hash, young) // e.check is 0: the first node looks at ctx
}

// halt is called when the node count reaches e.check, with the capacities of
// the search's buffers and the ply it is at: it reports whether the search
// must stop, setting e.err, and sets the next check.
func (e *engine[S, M]) halt(frames, moves, line int, ply int32) bool {
	if e.err != nil || !e.fits(frames, moves, line, ply) {
		return true
	}
	if e.max > 0 && e.nodes >= e.max && !(e.pooled && grant(e.team, e)) {
		e.err = ErrBudget
		return true
	}
	if e.stop > 0 && e.nodes >= e.stop {
		e.err = errOver
		return true
	}
	if e.team != nil && e.stopTeam() {
		return true
	}
	if e.share > 0 && e.nodes >= e.share {
		e.err = errShare
		return true
	}
	if err := e.ctx.Err(); err != nil {
		e.err = err
		return true
	}
	e.check = e.nodes + checkMask + 1
	if e.max > 0 {
		e.check = min(e.check, e.max)
	}
	if e.stop > 0 {
		e.check = min(e.check, e.stop)
	}
	if e.share > 0 {
		e.check = min(e.check, e.share)
	}
	return false
}

func toTable(v int32, ply int32) int32 {
	switch {
	case v >= inf || v <= -inf:
		return v
	case v > proven:
		return v + ply
	case v < -proven:
		return v - ply
	}
	return v
}

func fromTable(v int32, ply int32) int32 {
	switch {
	case v >= inf || v <= -inf:
		return v
	case v > proven:
		return v - ply
	case v < -proven:
		return v + ply
	}
	return v
}

// child returns the score a best move's child has, given the parent's score,
// both relative to their own node.
func child(v int32) int32 {
	switch {
	case v > proven:
		return -v - 1
	case v < -proven:
		return -v + 1
	}
	return -v
}

// clamp brings a game's bound into the range of scores relative to a node.
func clamp(v int) int32 {
	return int32(max(-WinScore, min(v, WinScore)))
}

func next(depth int32) int32 {
	if depth == unlimited {
		return depth
	}
	return depth - 1
}

// negamax returns the fail-soft alpha-beta score of s, reached at ply, with
// depth plies left before the horizon: a score v <= alpha is an upper bound,
// v >= beta a lower bound, anything between exact. After a stop the score
// is meaningless and e.err is set.
//
// The search keeps its path on an explicit stack of frames, one per state
// with two or more moves. A state with one move gets no frame: the search
// plays the move and goes on with the window negated, and flip remembers the
// parity, so a forced line costs one node per ply and no memory.
func (e *engine[S, M]) negamax(s S, ply, depth, alpha, beta int32) int32 {
	stack, ms := e.stack[:0], e.ms[:0]
	flip := false       // parity of forced moves since the state being valued
	deferrable := false // whether s may be put off if another worker is searching it
	for {
		// Descend from s until a state has a value v (relative to its player).
		var v int32
		later := false // whether s was put off
	descend:
		for {
			mayDefer := deferrable
			deferrable = false
			if e.nodes >= e.check && e.halt(cap(stack), cap(ms), 0, ply) {
				e.stack, e.ms = stack, ms
				return 0
			}
			if ply >= watchPly && e.deep(s, ply, cap(stack), cap(ms)) {
				e.stack, e.ms = stack, ms
				return 0
			}
			e.nodes++
			if o, over := e.g.Over(s); over {
				if o < Loss || o > Win {
					e.err = fmt.Errorf("minimax: Over returned %v, want Loss, Draw or Win", o)
					e.stack, e.ms = stack, ms
					return 0
				}
				v = int32(o) * (WinScore - ply)
				break
			}
			// Mate distance: no result is worse than losing now or better
			// than winning with the next move, unless the game knows better.
			lo, hi := -(WinScore - ply), WinScore-ply-1
			if e.bound != nil {
				l, h := e.bound(s)
				lo, hi = max(lo, fromTable(clamp(l), ply)), min(hi, fromTable(clamp(h), ply))
			}
			if alpha < lo {
				if alpha = lo; alpha >= beta {
					v = alpha
					break
				}
			}
			if beta > hi {
				if beta = hi; alpha >= beta {
					v = beta
					break
				}
			}
			// An array table is looked up before the moves are generated, so
			// that its move can cut without them; a map, which costs more,
			// only for states with two or more moves.
			early := e.array
			var en entry[M]
			known := false
			var i uint64
			var epoch int
			if early {
				if e.key != nil {
					key := e.key(s)
					if e.pk != nil {
						i = e.pk.slot(key)
						en, known = e.pk.get(i, key)
					} else {
						i = e.keys.slot(key)
						en, known, epoch = e.keys.getAt(i, key)
					}
				} else {
					i = e.table.index(s)
					en, known, epoch = e.table.getAt(i, s)
				}
				if known && en.depth >= depth16(depth, true) {
					if l := fromTable(en.lo, ply); l >= beta || en.lo == en.hi {
						v = l
						break
					}
					if h := fromTable(en.hi, ply); h <= alpha {
						v = h
						break
					}
				}
				if mayDefer && e.team.busy(i) {
					later = true
					break
				}
			}
			at := len(ms)
			if known && en.at >= 0 && depth != 0 {
				// The table's move first: the moves are generated only if it
				// does not cut.
				stack = append(stack, frame[S, M]{
					s: s, move: en.move, ply: ply, depth: depth, alpha: alpha, beta: beta, alpha0: alpha,
					best: -inf, bestAt: -1, cur: int32(en.at), first: int32(en.at), lo: at, hi: at,
					start: e.nodes, flip: flip, slot: uint32(i), epoch: uint32(epoch),
				})
				if e.team != nil {
					e.team.mark(i)
				}
				s = e.g.Play(s, en.move)
				ply, depth, alpha, beta, flip = ply+1, next(depth), -beta, -alpha, false
				continue
			}
			ms = e.g.Moves(ms, s)
			switch n := len(ms) - at; {
			case n == 0:
				v = -(WinScore - ply)
				break descend
			case depth == 0:
				ms = ms[:at]
				e.cut = true
				v = int32(max(-MaxEval, min(MaxEval, e.eval(s))))
				break descend
			case n == 1: // forced: play on in place
				s = e.g.Play(s, ms[at])
				ms = ms[:at]
				ply, depth, alpha, beta, flip = ply+1, next(depth), -beta, -alpha, !flip
				continue
			}
			if !early {
				if known = e.table.getMapTo(s, &en); known && en.depth >= depth16(depth, true) {
					if l := fromTable(en.lo, ply); l >= beta || en.lo == en.hi {
						ms = ms[:at]
						v = l
						break
					}
					if h := fromTable(en.hi, ply); h <= alpha {
						ms = ms[:at]
						v = h
						break
					}
				}
			}
			first := int32(-1)
			if known {
				first = int32(en.at)
			}
			if e.order != nil {
				e.order(s, ms[at:])
			}
			stack = append(stack, frame[S, M]{
				s: s, ply: ply, depth: depth, alpha: alpha, beta: beta, alpha0: alpha,
				best: -inf, bestAt: -1, first: first, k: -1, lo: at, hi: len(ms),
				start: e.nodes, flip: flip, gen: true, slot: uint32(i), epoch: uint32(epoch),
				known: known && !early, seen: en,
			})
			f := &stack[len(stack)-1]
			if e.team != nil {
				e.team.mark(i)
			}
			f.cur = f.next()
			f.move = ms[at+int(f.cur)]
			s = e.g.Play(s, f.move)
			ply, depth, alpha, beta, flip = ply+1, next(depth), -beta, -alpha, false
		}
		if flip {
			v = -v
		}
		// v is the value of the child of the top frame's current move, or of
		// the root. Back up until a frame has another move to try.
		for {
			if len(stack) == 0 {
				e.stack, e.ms = stack, ms
				return v
			}
			f := &stack[len(stack)-1]
			v = -v
			done := false
			if later {
				later = false
				f.later |= 1 << f.cur
			} else if v > f.best {
				f.best, f.bestAt, f.bestMove = v, f.cur, f.move
				if v > f.alpha {
					f.alpha = v
					done = v >= f.beta
				}
			}
			if !done {
				if !f.gen {
					ms = e.g.Moves(ms, f.s)
					f.hi, f.gen = len(ms), true
					if e.order != nil {
						e.order(f.s, ms[f.lo:])
					}
				}
				if f.cur = f.next(); f.cur >= 0 {
					f.move = ms[f.lo+int(f.cur)]
					s = e.g.Play(f.s, f.move)
					ply, depth, alpha, beta, flip = f.ply+1, next(f.depth), -f.beta, -f.alpha, false
					deferrable = e.team != nil && f.k <= int32(f.hi-f.lo) && f.cur < 64
					break
				}
			}
			if e.nodes-f.start >= e.storeMin {
				lo, hi := f.best, f.best
				if f.best <= f.alpha0 {
					lo = -inf
				} else if f.best >= f.beta {
					hi = inf
				}
				en := entry[M]{lo: toTable(lo, f.ply), hi: toTable(hi, f.ply), depth: depth16(f.depth, false), at: at16(f.bestAt), move: f.bestMove,
					work: uint8(bits.Len64(uint64(e.nodes - f.start)))}
				if e.team != nil {
					e.learnTeam(uint64(f.slot), f.s, en)
				} else if e.key != nil {
					e.keys.learnAt(uint64(f.slot), int(f.epoch), e.key(f.s), en)
				} else if e.table.hash != nil {
					e.table.learnAt(uint64(f.slot), int(f.epoch), f.s, en)
				} else {
					e.table.learnMap(f.s, f.seen, f.known, en)
				}
			}
			if e.team != nil {
				e.team.unmark(uint64(f.slot))
			}
			v = f.best
			if f.flip {
				v = -v
			}
			ms = ms[:f.lo]
			stack = stack[:len(stack)-1]
		}
	}
}

// line returns a line of best play from s, whose score is v (relative to s),
// searched to depth: for each state along it, the first move (the table's
// first) whose child has exactly the expected score. Every child scores at
// least that, so one null-window search tells. A forced move needs no search.
// The line stops at the end of the game, at the horizon, or if no move
// confirms the score; it watches for a repeat as negamax does.
func (e *engine[S, M]) line(s S, v, depth int32) []M {
	var pv []M
	var mark S
	for depth > 0 && e.err == nil {
		n := len(pv)
		if e.nodes >= e.check && e.halt(cap(e.stack), cap(e.ms), cap(pv), int32(n)) ||
			n == cap(pv) && !e.fits(cap(e.stack), cap(e.ms), max(2*n, 16), int32(n)) {
			break
		}
		if n >= watchPly && n&(n-1) == 0 {
			mark = s
		} else if n > watchPly && s == mark {
			e.err = cycle(n - 1<<(bits.Len(uint(n))-1))
			break
		}
		e.nodes++
		if _, over := e.g.Over(s); over {
			break
		}
		e.cand = e.g.Moves(e.cand[:0], s)
		want := child(v)
		if len(e.cand) == 1 {
			pv = append(pv, e.cand[0])
			s, v, depth = e.g.Play(s, e.cand[0]), want, next(depth)
			continue
		}
		if e.order != nil && len(e.cand) > 1 {
			e.order(s, e.cand)
		}
		first := int32(-1)
		if en, ok := e.get(s); ok {
			first = int32(en.at)
		}
		f := frame[S, M]{first: first, k: -1, hi: len(e.cand)}
		found := false
		for i := f.next(); i >= 0 && !found; i = f.next() {
			c := e.g.Play(s, e.cand[i])
			if e.negamax(c, 0, next(depth), want, want+1) == want && e.err == nil {
				pv = append(pv, e.cand[i])
				s, v, depth, found = c, want, next(depth), true
			}
		}
		if !found {
			break
		}
	}
	return pv
}

// get returns the table's entry of s.
func (e *engine[S, M]) get(s S) (entry[M], bool) {
	if e.key != nil {
		return e.keys.get(e.key(s))
	}
	return e.table.get(s)
}

// reset empties the table.
func (e *engine[S, M]) reset() {
	if e.key != nil {
		e.keys.reset()
	} else {
		e.table.reset()
	}
}
