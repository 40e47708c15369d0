package minimax

import (
	"context"
	"math"
)

// Scores are int32 from the point of view of the player to move. Inside the
// search a win at ply p from the root scores WinScore-p and a loss at ply p
// scores -(WinScore-p); the table stores them relative to the node instead
// (a win k plies ahead is WinScore-k) and converts on the way in and out.
const (
	inf       = WinScore + 1
	proven    = WinScore - 1<<29 // |score| > proven: a proven win or loss
	unlimited = math.MaxInt32    // depth of a search without a horizon
	checkMask = 1<<10 - 1        // look at ctx every 1024 nodes
	storeMin  = 16               // smallest subtree, in nodes, worth a table entry
)

// Kinds of table entries: the score is exact, a lower or an upper bound.
const (
	exact uint8 = iota
	lower
	upper
)

// entry is what the table remembers about a state.
type entry struct {
	score int32 // relative to the node
	depth int32 // remaining depth the score was searched to
	move  int32 // index of the best move in the ordered move list, or -1
	kind  uint8
}

// engine is one alpha-beta search with its table and move buffers.
type engine[S comparable, M any] struct {
	g     Game[S, M]
	order func(S, []M)
	eval  func(S) int // nil when solving
	table map[S]entry
	bufs  [][]M // bufs[ply] holds the moves of the state at ply
	cand  []M   // moves of the state whose best line is being traced
	ctx   context.Context
	nodes int64
	max   int64 // node budget, 0 for none
	err   error // why the search stopped early
	cut   bool  // whether some node was scored by eval
}

func newEngine[S comparable, M any](ctx context.Context, g Game[S, M], maxNodes int64) *engine[S, M] {
	// A table of 256 states to start with saves the first rounds of growth.
	e := &engine[S, M]{g: g, table: make(map[S]entry, 256), ctx: ctx, max: maxNodes}
	if o, ok := g.(Orderer[S, M]); ok {
		e.order = o.Order
	}
	return e
}

func toTable(v int32, ply int) int32 {
	switch {
	case v > proven:
		return v + int32(ply)
	case v < -proven:
		return v - int32(ply)
	}
	return v
}

func fromTable(v int32, ply int) int32 {
	switch {
	case v > proven:
		return v - int32(ply)
	case v < -proven:
		return v + int32(ply)
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

func next(depth int32) int32 {
	if depth == unlimited {
		return depth
	}
	return depth - 1
}

// moves returns the ordered legal moves of s in the buffer of ply.
func (e *engine[S, M]) moves(s S, ply int) []M {
	for len(e.bufs) <= ply {
		e.bufs = append(e.bufs, nil)
	}
	ms := e.g.Moves(e.bufs[ply][:0], s)
	e.bufs[ply] = ms
	if e.order != nil && len(ms) > 1 {
		e.order(s, ms)
	}
	return ms
}

// stop reports whether the search must stop, counting one node.
func (e *engine[S, M]) stop() bool {
	e.nodes++
	if e.err != nil {
		return true
	}
	if e.max > 0 && e.nodes > e.max {
		e.err = ErrBudget
	} else if e.nodes&checkMask == 0 && e.ctx != nil {
		e.err = e.ctx.Err()
	}
	return e.err != nil
}

// negamax returns the fail-soft alpha-beta score of s, reached at ply, with
// depth plies left before the horizon: a score v <= alpha is an upper bound,
// v >= beta a lower bound, anything between exact. After a stop the score
// is meaningless and e.err is set.
func (e *engine[S, M]) negamax(s S, ply int, depth, alpha, beta int32) int32 {
	if e.stop() {
		return 0
	}
	if o, over := e.g.Over(s); over {
		return int32(o) * (WinScore - int32(ply))
	}
	// Mate distance: no result is worse than losing now or better than
	// winning with the next move.
	if lo := -(WinScore - int32(ply)); alpha < lo {
		if alpha = lo; alpha >= beta {
			return alpha
		}
	}
	if hi := WinScore - int32(ply) - 1; beta > hi {
		if beta = hi; alpha >= beta {
			return beta
		}
	}
	ms := e.moves(s, ply)
	if len(ms) == 0 {
		return -(WinScore - int32(ply))
	}
	if depth == 0 {
		e.cut = true
		return int32(max(-MaxEval, min(MaxEval, e.eval(s))))
	}
	if len(ms) == 1 { // a forced move: not worth a table entry
		return -e.negamax(e.g.Play(s, ms[0]), ply+1, next(depth), -beta, -alpha)
	}
	first := int32(-1)
	start := e.nodes
	if en, ok := e.table[s]; ok {
		first = en.move
		if en.depth >= depth {
			v := fromTable(en.score, ply)
			if en.kind == exact || en.kind == lower && v >= beta || en.kind == upper && v <= alpha {
				return v
			}
		}
	}
	alpha0, best, bestAt := alpha, int32(-inf), int32(-1)
	for k := -1; k < len(ms); k++ {
		i := int32(k) // the table's move first, then the rest in order
		if k < 0 {
			if i = first; i < 0 || int(i) >= len(ms) {
				continue
			}
		} else if i == first {
			continue
		}
		v := -e.negamax(e.g.Play(s, ms[i]), ply+1, next(depth), -beta, -alpha)
		if e.err != nil {
			return 0
		}
		if v > best {
			best, bestAt = v, i
			if v > alpha {
				if alpha = v; v >= beta {
					break
				}
			}
		}
	}
	kind := exact
	if best <= alpha0 {
		kind = upper
	} else if best >= beta {
		kind = lower
	}
	if e.nodes-start >= storeMin {
		e.table[s] = entry{toTable(best, ply), depth, bestAt, kind}
	}
	return best
}

// line returns a line of best play from s, whose score is v (relative to s),
// searched to depth: for each state along it, the first move (table's first)
// whose child has exactly the expected score. It stops at the end of the
// game, at the horizon, or if no move confirms the score.
func (e *engine[S, M]) line(s S, v, depth int32) []M {
	var pv []M
	for depth > 0 && e.err == nil {
		if _, over := e.g.Over(s); over {
			break
		}
		first := int32(-1)
		if en, ok := e.table[s]; ok {
			first = en.move
		}
		e.cand = append(e.cand[:0], e.moves(s, 0)...)
		want, found := child(v), false
		for k := -1; k < len(e.cand) && !found; k++ {
			i := int32(k)
			if k < 0 {
				if i = first; i < 0 || int(i) >= len(e.cand) {
					continue
				}
			} else if i == first {
				continue
			}
			c := e.g.Play(s, e.cand[i])
			if e.negamax(c, 0, next(depth), want-1, want+1) == want && e.err == nil {
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
