package minimax

import (
	"context"
	"fmt"
	"reflect"

	"github.com/go-puzzles/puzzles/backtrack"
)

// ErrBudget is the error of a search stopped by its node budget ([MaxNodes]),
// and wrapped by the [*backtrack.MemoryError] of one stopped by [MaxMemory].
// It is the module's one budget error, the same value as
// [backtrack.ErrBudget].
var ErrBudget = backtrack.ErrBudget

// Result is the exact value of a game state under optimal play. The player
// who can win wins as fast as possible; the player who must lose lasts as
// long as possible.
type Result[M any] struct {
	// Outcome is the result for the player to move.
	Outcome Outcome

	// Plies is the number of moves, of both players, to the end of the game
	// under optimal play. For a draw it is the length of Line (0 if the
	// solve was ValueOnly): a drawn game may last any length, and Solve does
	// not prefer one. It is 0 if the solve was OutcomeOnly.
	Plies int

	// Best is the first move of Line, the zero M if the game is over or
	// the solve was ValueOnly or OutcomeOnly.
	Best M

	// Line is a principal variation: Plies moves of optimal play from the
	// state solved to the end of the game. It is nil if the solve was
	// ValueOnly or OutcomeOnly. Among equally good moves it takes the first in the engine's order,
	// which the table's best moves change: after a solve by several
	// [Workers] it is an optimal line, but not always the same one.
	Line []M

	// Nodes is the number of states the search visited, by all its
	// workers.
	Nodes int64
}

// Solve solves the game g from state s exactly. It is SolveContext with a
// context that is never done: it returns an error only when the search
// stops for another reason (a budget, [ErrCycle]). It panics if g or an
// option is nil, or g is a nil pointer.
func Solve[S comparable, M any](g Game[S, M], s S, opts ...Option) (Result[M], error) {
	return SolveContext(context.Background(), g, s, opts...)
}

// SolveContext solves the game g from state s exactly, stopping early when
// ctx is done. It is NewSolver(g, opts...).SolveContext(ctx, s): see
// [Solver.SolveContext] for the cost and the ways it stops early, and
// [Workers] for what changes when several workers solve (the game's methods
// must then be safe to call from several goroutines at once, as pure
// functions are).
//
// SolveContext panics if ctx, g or an option is nil, or g is a nil
// pointer.
func SolveContext[S comparable, M any](ctx context.Context, g Game[S, M], s S, opts ...Option) (r Result[M], err error) {
	e := start(ctx, g, opts)
	v, line, nodes, err := e.run(ctx, s)
	e.release()
	r.set(v, line, nodes, err)
	return
}

// start checks the arguments SolveContext and LookaheadContext share and
// returns an engine, which the caller releases when done with it.
func start[S comparable, M any](ctx context.Context, g Game[S, M], opts []Option) runner[S, M] {
	if ctx == nil {
		panic("minimax: nil Context")
	}
	checkGame(g)
	return borrow(ctx, g, configure(opts))
}

// checkGame panics if g is nil or a nil pointer, whose methods would fail
// with a bare nil dereference deep in the search.
func checkGame(g any) {
	if g == nil {
		panic("minimax: nil Game")
	}
	if v := reflect.ValueOf(g); v.Kind() == reflect.Pointer && v.IsNil() {
		panic(fmt.Sprintf("minimax: nil Game (a nil %v)", v.Type()))
	}
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

// solve returns the exact score of s by a sequence of null-window searches,
// each of which prunes far more than one full-window search; the table
// carries what each learnt to the next.
//
// For a game with a Bounder, it first asks whether s is lost, then won,
// within k plies for k = 1, 2, 3, 4, 6, 9, ... (each half as much again):
// mate-distance pruning cuts such a search at ply k, so the short ones are
// cheap and a quick result is found quickly. After each pair that ran a
// test it asks for the outcome, with a budget of as many nodes as it took
// so far. Once the outcome is known, it bisects the plies. On Connect
// Four's test sets, growing k by half rather than doubling it, and asking
// for the loss first, visits 12% fewer nodes on the medium openings and 19%
// fewer on the easy ones.
//
// For other games it is MTD(f) from a draw (Plaat et al. 1996): each search
// tests the last score found.
//
// A weak solve (OutcomeOnly) stops as soon as the outcome is known and
// returns WinScore for a win, -WinScore for a loss: no plies.
func (e *engine[S, M, K]) solve(s S) int32 {
	if _, over := e.g.Over(s); over {
		return e.weakly(e.negamax(s, 0, unlimited, -inf, inf))
	}
	var l, h int
	switch {
	case e.exp != nil:
		_, l, h = e.exp.Expand(e.cand[:0], s)
	case e.bound != nil:
		l, h = e.bound.Bound(s)
	default:
		return e.weakly(e.mtdf(s))
	}
	lo, hi := max(-WinScore, draw(clamp(l))), min(WinScore-1, draw(clamp(h)))
	k, win, ask := int32(1), false, false // the next horizon test: a loss (or a win) within k plies
	start, ran := e.nodes, false          // ran: whether a horizon test of this k ran
	for lo < hi && e.err == nil && !(e.weak && (lo > proven || hi < -proven)) {
		var beta int32 // the test is v >= beta, with lo < beta <= hi
		budget := int64(0)
		switch {
		case lo > proven || hi < -proven:
			// The outcome is known: bisect the plies.
			beta = lo + (hi-lo+1)/2
		case ask || k >= maxPly:
			// Ask for the outcome: win or not, then lost or not. Before
			// the horizon reaches maxPly, with a budget of as many nodes
			// as the tests so far took, so that a long search does not
			// start before the short tests had their chance.
			beta = 1
			if lo >= 0 {
				beta = lo + 1
			} else if hi <= 0 {
				beta = hi
			}
			if ask = false; k < maxPly {
				budget = max(e.nodes-start, minBudget)
			}
		default:
			beta = -(WinScore - k) + 1
			if win {
				beta = WinScore - k
				k, ask, ran = min(max(k+1, k+k/2), maxPly), ran, false
			}
			if win = !win; !(lo < beta && beta <= hi) {
				continue
			}
			ran = true
		}
		if budget > 0 {
			e.stop = e.nodes + budget
			e.check = min(e.check, e.stop)
		}
		v := e.test(s, beta)
		if e.stop = 0; e.err == errOver {
			e.err = nil // what it learnt is in the table
			continue
		}
		if v < beta {
			hi = draw(v)
		} else {
			lo = draw(v)
		}
	}
	if e.weak && hi < -proven {
		return -WinScore
	}
	return e.weakly(lo)
}

// minBudget is the fewest nodes an early question for the outcome gets.
const minBudget = 16

// weakly returns the score v of a state, exact or a bound that tells its
// outcome, as a weak solve gives it: WinScore for a win, -WinScore for a
// loss. It returns any other solve's score as it is.
func (e *engine[S, M, K]) weakly(v int32) int32 {
	switch {
	case !e.weak:
	case v > proven:
		return WinScore
	case v < -proven:
		return -WinScore
	}
	return v
}

// mtdf returns the exact score of s by null-window searches each of which
// tests the last score found. A weak solve stops once the outcome is
// known, with a bound that tells it.
func (e *engine[S, M, K]) mtdf(s S) int32 {
	v, lo, hi := int32(0), int32(-inf), int32(inf)
	for lo < hi && e.err == nil && !(e.weak && (lo > proven || hi < -proven)) {
		beta := v
		if v == lo {
			beta = v + 1
		}
		v = e.test(s, beta)
		if v < beta {
			hi = v
		} else {
			lo = v
		}
	}
	return v
}

// draw rounds a score that is neither a win nor a loss to 0: a solve knows
// no other.
func draw(v int32) int32 {
	if v >= -proven && v <= proven {
		return 0
	}
	return v
}
