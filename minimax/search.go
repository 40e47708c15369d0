package minimax

import "context"

// Score bounds. Search clamps a caller's evaluation to [-MaxEval, MaxEval];
// a proven win k plies ahead scores WinScore-k, a proven loss -(WinScore-k).
const (
	WinScore = 1 << 30
	MaxEval  = 1 << 28
)

// Estimate is the result of a depth-limited Search.
type Estimate[M any] struct {
	// Score is the value of the state for the player to move: the evaluation
	// at the end of Line, or beyond ±MaxEval a proven win or loss.
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

// Search estimates the game g from state s by iterative deepening: alpha-beta
// searches 1, 2, ... maxDepth plies deep, each scoring the states at its
// horizon with eval (from the point of view of the player to move there) and
// ordering moves by what the previous one found. States that are over, or
// have no legal move, score as in Solve, so a proven result is exact: a win
// WinScore-k plies ahead is found with the fewest plies k.
//
// Search stops deepening early when the score is proven or the whole game
// fits within the depth. When ctx is done (checked every thousand nodes or
// so) or maxNodes nodes have been visited (maxNodes <= 0 means no limit), it
// returns the estimate of the deepest search completed and ctx.Err() or
// ErrBudget; if none was completed (or maxDepth < 1), the estimate has only
// Nodes.
func Search[S comparable, M any](ctx context.Context, g Game[S, M], s S, maxDepth int, eval func(S) int, maxNodes int64) (Estimate[M], error) {
	e := newEngine(ctx, g, maxNodes)
	e.eval = eval
	var est Estimate[M]
	for d := int32(1); int(d) <= maxDepth; d++ {
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
	return est, e.err
}
