package minimax

import "context"

// Score bounds. Lookahead clamps a caller's evaluation to [-MaxEval, MaxEval];
// a proven win d plies ahead scores WinScore-d, a proven loss -(WinScore-d).
const (
	WinScore = 1 << 30
	MaxEval  = 1 << 28
)

// Estimate is the result of a depth-limited Lookahead.
type Estimate[M any] struct {
	// Score is the state's value for the player to move. Within ±MaxEval it
	// is the evaluation at the end of Line; beyond, a proven win or loss.
	Score int

	// Depth is the depth in plies of the deepest search completed.
	Depth int

	// Best is the first move of Line, the zero M if there is none.
	Best M

	// Line is the principal variation of the deepest search completed: at
	// most Depth moves.
	Line []M

	// Nodes is the number of states visited by all iterations.
	Nodes int64
}

// Lookahead estimates the game g from state s by iterative deepening. It is
// LookaheadContext with a context that is never done: it returns an error
// only when the search stops for another reason (a budget, [ErrCycle]),
// together with the deepest estimate completed. It panics if g, eval or an
// option is nil, or g is a nil pointer.
func Lookahead[S comparable, M any](g Game[S, M], s S, depth int, eval func(S) int, opts ...Option) (Estimate[M], error) {
	return LookaheadContext(context.Background(), g, s, depth, eval, opts...)
}

// LookaheadContext estimates the game g from state s by iterative deepening,
// scoring the states at the horizon with eval.
//
// It runs alpha-beta searches 1, 2, ... depth plies deep, each calling eval
// on its horizon's states (from the point of view of the player to move
// there) and ordering moves by what the previous one found. States that
// are over, or have no legal move, score as in Solve, so a proven result is
// exact: a win d plies ahead scores WinScore-d, with the fewest plies d. It
// stops deepening early when the score is proven or the whole game fits
// within the depth. Time grows about exponentially with depth, each
// iteration costing more than all the ones before it; memory is bounded as
// in SolveContext.
//
// LookaheadContext returns a partial result with the error, the one
// exception to the rule that a cancelled call returns the zero value: when
// ctx is done (checked every 1024 nodes), or it stops early for another of
// the reasons of [Solver.SolveContext], it returns the estimate of the
// deepest search completed together with ctx.Err(), ErrBudget or the error.
// If none was completed (or depth < 1), the estimate has only Nodes.
//
// LookaheadContext panics if ctx, g, eval or an option is nil, or g is a nil
// pointer.
func LookaheadContext[S comparable, M any](ctx context.Context, g Game[S, M], s S, depth int, eval func(S) int, opts ...Option) (Estimate[M], error) {
	e := start(ctx, g, opts)
	if eval == nil {
		panic("minimax: nil eval")
	}
	est, err := e.search(s, depth, eval)
	e.release()
	return est, err
}

// search is LookaheadContext's body, on an engine set up for it.
func (e *engine[S, M, K]) search(s S, depth int, eval func(S) int) (Estimate[M], error) {
	e.eval = eval
	var est Estimate[M]
	for d := int32(1); int(d) <= depth && d <= maxPly; d++ {
		e.cut = false
		v := e.negamax(s, 0, d, -inf, inf)
		cut := e.cut
		line := e.line(s, v, d)
		if e.err != nil {
			break
		}
		est = Estimate[M]{Score: int(v), Depth: int(d), Line: line}
		if len(line) > 0 {
			est.Best = line[0]
		}
		if !cut || v > proven || v < -proven {
			break
		}
	}
	est.Nodes = e.nodes
	e.drop()
	return est, e.err
}
