package minimax

import "math/bits"

// negamax returns the fail-soft alpha-beta score of s, reached at ply, with
// depth plies left before the horizon: a score v <= alpha is an upper bound,
// v >= beta a lower bound, anything between exact. After a stop the score
// is meaningless and e.err is set.
//
// The search keeps its path on an explicit stack of frames, one per state
// with two or more moves. Each pass of the loop enters a state: the game's
// bounds, the window or the table may value it at once; else it gets a
// frame and the search enters its first move's child. A value then goes
// back up the stack until a frame has another move to try. A state with
// one move gets no frame: the search plays the move and goes on with the
// window negated, and flip remembers the parity, so a forced line costs one
// node per ply and no memory.
func (e *engine[S, M, K]) negamax(s S, ply, depth, alpha, beta int32) int32 {
	e.stack, e.ms = e.stack[:0], e.ms[:0]
	// The state being entered, and the parity of the forced moves since the
	// one being valued. (A struct of more than four fields stays in memory:
	// the loop carries no copies of them from one pass to the next. Set
	// field by field: a literal is built aside and copied in wide loads of
	// its narrow stores, which stall.)
	var n node[S]
	n.s, n.ply, n.depth, n.alpha, n.beta = s, ply, depth, alpha, beta
	// Where the moves of the state entered start in e.ms, the game's bounds
	// l and h on its score, relative to it, the bounds on its score at its
	// ply, and its value once known.
	var at, l, h int
	var lo, hi, v int32
	var ok bool
	for {
		if e.nodes >= e.check || n.ply >= watchPly {
			if v, ok = e.watch(&n); e.err != nil {
				return 0
			} else if ok { // another worker's move cut a frame of the path: back up to it
				at, n.flip = len(e.ms), false
				goto valued
			}
		}
		e.nodes++
		// The game's bounds on the score of the state and its moves (unless
		// the bounds meet, or the game is lazy: an array table and no
		// Expand, whose moves wait for the table).
		at, l, h = len(e.ms), -WinScore, WinScore
		if e.exp != nil {
			e.ms, l, h = e.exp.Expand(e.ms, n.s)
		} else if o, over := e.g.Over(n.s); over {
			v = e.over(o, n.ply)
			goto valued
		} else {
			if e.bound != nil {
				l, h = e.bound.Bound(n.s)
			}
			if !e.lazy && l != h {
				e.ms = e.g.Moves(e.ms, n.s)
			}
		}
		// Mate distance: no result is worse than losing now or better than
		// winning with the next move, unless the game knows better.
		if lo, hi = -(WinScore - n.ply), WinScore-n.ply-1; l != -WinScore || h != WinScore {
			lo, hi = bounds(l, h, n.ply)
		}
		switch {
		case lo >= n.beta:
			v = lo
		case hi <= max(n.alpha, lo):
			v = hi
		default:
			n.alpha, n.beta = max(n.alpha, lo), min(n.beta, hi)
			var key K
			var hash uint64
			// The table's entry, not a copy: no store comes before open copies it.
			var en *entry[M]
			if e.lazy { // the table first, so that its move may cut before Moves
				if e.keyer != nil { // a call less than through keys
					key, hash = keyed[K](e.keyer.Key(n.s))
				} else {
					key, hash = e.keys.key(n.s)
				}
				if en = e.probe(key, hash, n.ply); en.gen != 0 && en.depth >= depth16(n.depth, true) {
					if v, ok = known(en.lo, en.hi, n.ply, n.alpha, n.beta); ok {
						break
					}
				}
				if !en.hasMove(n.depth) {
					e.ms = e.g.Moves(e.ms, n.s)
				}
			}
			if !e.lazy || !en.hasMove(n.depth) {
				switch k := len(e.ms) - at; {
				case k == 0: // no legal move: lost
					v = -(WinScore - n.ply)
					goto valued
				case n.depth == 0:
					e.cut = true
					v = int32(max(-MaxEval, min(MaxEval, e.eval(n.s))))
					goto valued
				case k == 1: // forced: play on in place
					n.down(e.g.Play(n.s, e.ms[at]), &n, !n.flip)
					e.ms = e.ms[:at]
					continue
				}
			}
			if !e.lazy {
				switch {
				case e.keyer != nil && !e.tab.shared: // a Keyer's array, alone: two calls less
					key, hash = keyed[K](e.keyer.Key(n.s))
					en = e.tab.look(key, hash)
				case e.keyer != nil:
					key, hash = keyed[K](e.keyer.Key(n.s))
					en = e.probe(key, hash, n.ply)
				default:
					key, hash = e.keys.key(n.s)
					en = e.probe(key, hash, n.ply)
				}
				if en.gen != 0 && en.depth >= depth16(n.depth, true) {
					if v, ok = known(en.lo, en.hi, n.ply, n.alpha, n.beta); ok {
						break
					}
				}
			}
			// A new frame, which tries the table's move first, before the
			// others are ordered (and, for a lazy game, generated).
			e.stack = grow(e.stack)
			m := en.move
			if !e.stack[len(e.stack)-1].open(&n, at, key, hash, en, e.nodes) { // no table move
				if e.order != nil {
					e.order.Order(n.s, e.ms[at:])
				}
				m = e.ms[at]
			}
			n.down(e.g.Play(n.s, m), &n, false)
			continue
		}
	valued:
		e.ms = e.ms[:at]
		if n.flip {
			v = -v
		}
		// v is the value of the child of the top frame's current move, or of
		// the root. Back up until a frame has another move to try.
		for {
			if len(e.stack) == 0 {
				return v
			}
			f := &e.stack[len(e.stack)-1]
			if v = -v; v > f.best {
				f.best, f.bestAt = v, f.cur
				f.alpha = max(f.alpha, v)
			}
			if f.alpha < f.beta { // no cut: the next move, if any
				if !f.ordered {
					e.ms = e.resume(f, e.ms)
				}
				f.cur++
				if e.splits && (f.sp != nil || e.nodes-f.start >= e.splitAt && len(e.ms)-f.cur >= 2) {
					if !e.claim(f) { // a team's worker shares the frame's moves
						return 0
					}
				}
				if f.cur < len(e.ms) {
					n.down(e.g.Play(f.s, e.ms[f.cur]), &f.node, false)
					break
				}
			}
			v = e.finish(f)
			e.ms = e.ms[:f.lo]
			e.stack = e.stack[:len(e.stack)-1]
		}
	}
}

// bounds returns the bounds on the score of a state at ply, in the
// search's scores, given the game's bounds l and h, relative to the state:
// if they meet (the state is over, or the game knows its value), that
// value; else those bounds narrowed by mate distance, as no result is
// better than winning with the next move. (None is worse than losing now,
// the least a bound converts to.)
func bounds(l, h int, ply int32) (lo, hi int32) {
	if l != h {
		h = min(h, WinScore-1)
	}
	return fromGame(l, ply), fromGame(h, ply)
}

// grow returns stack with one more element, whose value is left as it was.
func grow[F any](stack []F) []F {
	if len(stack) == cap(stack) {
		var zero F
		stack = append(stack, zero)[:len(stack)]
	}
	return stack[:len(stack)+1]
}

// known returns the value of a state at ply that the bounds lo and hi of
// its table entry, searched deep enough, tell for the window (alpha, beta),
// if they do.
func known(lo, hi, ply, alpha, beta int32) (int32, bool) {
	if lo, hi = fromTable(lo, ply), fromTable(hi, ply); lo >= beta || lo == hi {
		return lo, true
	} else if hi <= alpha {
		return hi, true
	}
	return 0, false
}

// resume orders the moves of the frame f, which tried the table's move
// first, generating them if the game is lazy; it puts the table's move
// first, as tried, and returns ms with them.
func (e *engine[S, M, K]) resume(f *frame[S, M, K], ms []M) []M {
	if len(ms) == f.lo {
		ms = e.g.Moves(ms, f.s)
	}
	if e.order != nil {
		e.order.Order(f.s, ms[f.lo:])
	}
	if int(f.first) < len(ms)-f.lo {
		front(ms[f.lo:], int(f.first))
	} else { // the game's moves changed: try them all
		f.cur, f.first = f.lo-1, -1
	}
	f.ordered = true
	return ms
}

// watch is the check of the state of n that negamax makes every 1024 nodes
// and from ply watchPly on (see halt and deep). It sets e.err if the search
// must stop. If another worker's move cut a frame on the path, it drops
// the frames above that one and returns the value to back up to it, and
// true (see unwind).
func (e *engine[S, M, K]) watch(n *node[S]) (int32, bool) {
	if e.nodes >= e.check && e.halt(cap(e.stack), cap(e.ms), 0, n.ply) {
		if e.err != errCut {
			return 0, false
		}
		e.err = nil
		if v, ok := e.unwind(); ok {
			return v, true
		}
	}
	if n.ply >= watchPly {
		e.deep(n.s, n.ply, cap(e.stack), cap(e.ms))
	}
	return 0, false
}

// finish ends the search of the frame f, which has no move left to try or
// was cut, and returns its value relative to the state of the frame
// below's current move. It closes f's split, if any, and, if its search
// took at least storeMin nodes, stores what it found in the table: its
// best score, a bound or exact, and its best move, narrowing what the table
// knew. The entry is built in registers: one written to memory a field at
// a time would stall the wide loads that copy it (see asWords).
func (e *engine[S, M, K]) finish(f *frame[S, M, K]) int32 {
	if f.sp != nil {
		e.close(f)
	}
	v := f.best
	if f.flip {
		v = -v
	}
	if e.nodes-f.start < e.storeMin {
		return v
	}
	best := f.seen.move // the table's move, if the others were not needed
	if f.ordered {
		best = e.ms[f.bestAt]
	}
	lo := toTable(f.best, f.ply)
	hi := lo
	if f.best <= f.alpha0 {
		lo = -inf // an upper bound
	} else if f.best >= f.beta {
		hi = inf // a lower bound
	}
	depth := depth16(f.depth, false)
	if f.seen.gen != 0 {
		var ok bool
		if lo, hi, ok = narrow(&f.seen, depth, lo, hi); !ok {
			return v
		}
	}
	at, work := at16(gameIndex(f.bestAt-f.lo, f.first)), uint8(bits.Len64(uint64(e.nodes-f.start)))
	switch {
	case e.tab.shared:
		e.learnShared(f, entry[M]{lo: lo, hi: hi, depth: depth, at: at, work: work, move: best})
	case e.tab.words:
		a, b := wordsOf(lo, hi, depth, at, e.tab.gen, work, best)
		w := e.tab.slotOf(f.key, f.hash, work).words()
		w[0], w[1] = a, b
	default:
		e.tab.store(f.key, f.hash, &entry[M]{lo: lo, hi: hi, depth: depth, at: at, work: work, move: best})
	}
	return v
}

// line returns a line of best play from s, whose score is v (relative to s),
// searched to depth: for each state along it, the first move (the table's
// first) whose child has exactly the expected score. Every child scores at
// least that, so one null-window search tells. A forced move needs no search.
// The line stops at the end of the game, at the horizon, or if no move
// confirms the score; it watches for a repeat as negamax does.
func (e *engine[S, M, K]) line(s S, v, depth int32) []M {
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
		if o, ok := e.g.(Orderer[S, M]); ok && len(e.cand) > 1 {
			o.Order(s, e.cand)
		}
		if en := e.tab.probe(e.keys.key(s)); en.gen != 0 && en.at >= 0 && int(en.at) < len(e.cand) {
			front(e.cand, int(en.at))
		}
		found := false
		for _, m := range e.cand {
			c := e.g.Play(s, m)
			if e.negamax(c, 0, next(depth), want, want+1) == want && e.err == nil {
				pv = append(pv, m)
				s, v, depth, found = c, want, next(depth), true
				break
			}
		}
		if !found {
			break
		}
	}
	return pv
}

// reset empties the table.
func (e *engine[S, M, K]) reset() {
	e.tab.reset()
}
