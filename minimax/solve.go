package minimax

import (
	"context"

	"github.com/go-puzzles/puzzles/backtrack"
)

// ErrBudget is returned by SolveContext and SearchContext when they stopped
// because they had visited as many nodes as [MaxNodes] allowed. It is the
// module's one budget error, the same value as backtrack.ErrBudget.
var ErrBudget = backtrack.ErrBudget

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

// Solve solves the game g from state s exactly, with the default options of
// SolveContext and no way to stop it. It panics if g is nil.
func Solve[S comparable, M any](g Game[S, M], s S) Result[M] {
	r, _ := SolveContext(context.Background(), g, s)
	return r
}

// SolveContext solves the game g from state s exactly. It runs null-window
// alpha-beta searches that close in on the score (MTD(f)), sharing a
// transposition table keyed by the state, then traces Line by confirming the
// score move by move. The result is deterministic.
//
// Time grows with the states the pruned search visits, about one node per
// ply along forced moves; memory with the depth of the game and the table,
// which holds at most [DefaultTableSize] states unless [TableSize] says
// otherwise. SolveContext stops early when ctx is done (checked every 1024
// nodes), when it has visited the nodes [MaxNodes] allows, or when a line is
// longer than 2^29-1 plies; it then returns a Result with only Nodes set and
// ctx.Err(), ErrBudget or an error saying so.
//
// SolveContext panics if ctx, g or an option is nil.
func SolveContext[S comparable, M any](ctx context.Context, g Game[S, M], s S, opts ...Option) (Result[M], error) {
	e := start(ctx, g, opts)
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

// start checks the arguments every entry point shares and returns an engine.
func start[S comparable, M any](ctx context.Context, g Game[S, M], opts []Option) *engine[S, M] {
	if ctx == nil {
		panic("minimax: nil Context")
	}
	if g == nil {
		panic("minimax: nil Game")
	}
	return newEngine(ctx, g, configure(opts))
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
