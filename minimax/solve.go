package minimax

import (
	"context"
	"errors"
)

// ErrBudget is returned by SolveContext and Search when they stopped because
// they had visited as many nodes as their budget allowed.
var ErrBudget = errors.New("minimax: node budget exhausted")

// Result is the exact value of a game state under optimal play: the player
// who can win wins as fast as possible, the player who must lose lasts as
// long as possible.
type Result[M any] struct {
	// Outcome is the result for the player to move.
	Outcome Outcome

	// Plies is the number of moves, of both players, to the end of the game
	// under optimal play. For a draw it is the length of Line: a drawn game
	// may last any length, and Solve does not prefer one.
	Plies int

	// Best is the first move of Line, the zero M if the game is over.
	Best M

	// Line is a principal variation: Plies moves of optimal play from the
	// state solved to the end of the game. Among equally good moves it takes
	// the first in the engine's order.
	Line []M

	// Nodes is the number of states the search visited.
	Nodes int64
}

// Solve solves the game g from state s exactly. It runs null-window
// alpha-beta searches that close in on the score (MTD(f)), sharing a
// transposition table keyed by the state, then traces Line by confirming the
// score move by move. The result is deterministic. Time grows with the states
// the pruned search visits, memory with the states whose search took more
// than a few nodes; use SolveContext to bound them.
func Solve[S comparable, M any](g Game[S, M], s S) Result[M] {
	r, _ := SolveContext(context.Background(), g, s, 0)
	return r
}

// SolveContext is Solve that stops early when ctx is done (checked every
// thousand nodes or so) or when it has visited maxNodes nodes (maxNodes <= 0
// means no limit). It then returns the nodes visited and ctx.Err() or
// ErrBudget; the other fields of the result are zero. A node budget stops at
// the same node every time.
func SolveContext[S comparable, M any](ctx context.Context, g Game[S, M], s S, maxNodes int64) (Result[M], error) {
	e := newEngine(ctx, g, maxNodes)
	v := e.mtdf(s)
	var r Result[M]
	if e.err == nil {
		r.Line = e.line(s, v, unlimited)
	}
	if e.err != nil {
		return Result[M]{Nodes: e.nodes}, e.err
	}
	r.Nodes = e.nodes
	r.Outcome, r.Plies = outcome(v, len(r.Line))
	if len(r.Line) > 0 {
		r.Best = r.Line[0]
	}
	return r, nil
}

// outcome turns a score relative to the node into an outcome and a number of
// plies; n is the length of the line, used for draws.
func outcome(v int32, n int) (Outcome, int) {
	switch {
	case v > proven:
		return Win, int(WinScore - v)
	case v < -proven:
		return Loss, int(WinScore + v)
	}
	return Draw, n
}

// mtdf returns the exact score of s by a sequence of null-window searches
// (Plaat's MTD(f)), each of which prunes far more than one full-window search;
// the table carries what each learnt to the next.
func (e *engine[S, M]) mtdf(s S) int32 {
	v, lo, hi := int32(0), int32(-inf), int32(inf)
	for lo < hi && e.err == nil {
		beta := v
		if v == lo {
			beta = v + 1
		}
		v = e.negamax(s, 0, unlimited, beta-1, beta)
		if v < beta {
			hi = v
		} else {
			lo = v
		}
	}
	return v
}
