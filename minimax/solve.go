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
// carries what each learnt to the next. The sequence is e.plan's (see
// next): a solve that stops for a team (errShare) or for a larger table
// (errDone) goes on where it stopped, with the test it was running, when
// solve is called again with plan.paused set.
//
// A weak solve (OutcomeOnly) stops as soon as the outcome is known and
// returns WinScore for a win, -WinScore for a loss: no plies.
func (e *engine[S, M, K]) solve(s S) int32 {
	if _, over := e.g.Over(s); over {
		return e.weakly(e.negamax(s, 0, unlimited, -inf, inf))
	}
	p := &e.plan
	if !p.paused {
		e.begin(s)
	}
	p.paused = false
	for p.lo < p.hi && e.err == nil && !(e.weak && (p.lo > proven || p.hi < -proven)) {
		beta, budget, ok := p.next(e.nodes)
		if !ok {
			continue
		}
		if budget > 0 {
			e.stop = e.nodes + budget
			e.check = min(e.check, e.stop)
		}
		v := e.test(s, beta)
		left := e.stop - e.nodes
		switch e.stop = 0; e.err {
		case nil:
			p.learn(beta, v)
		case errOver:
			e.err = nil // what it learnt is in the table
		case errShare, errDone:
			p.paused = true
			p.pending, p.beta, p.left = budget == 0 || left > 0, beta, max(left, 0)
		}
	}
	switch {
	case p.mtdf:
		return e.weakly(p.v)
	case e.weak && p.hi < -proven:
		return -WinScore
	}
	return e.weakly(p.lo)
}

// plan is where a solve stands in its sequence of tests.
type plan struct {
	lo, hi  int32 // what the tests proved of the score
	k       int32 // the next horizon test: a loss (or a win) within k plies
	win     bool  // whether the next horizon test asks for a win
	ask     bool  // whether to ask for the outcome next
	ran     bool  // whether a horizon test of this k ran
	mtdf    bool  // whether the tests are MTD(f)'s, from v
	v       int32 // MTD(f)'s last score
	start   int64 // the nodes when the solve began
	paused  bool  // whether the solve stopped with tests left, to go on
	pending bool  // whether the test of beta, with left nodes (0: no budget), is to run again
	beta    int32
	left    int64
}

// begin starts e.plan for a solve of s, which is not over.
func (e *engine[S, M, K]) begin(s S) {
	var l, h int
	switch {
	case e.exp != nil:
		_, l, h = e.exp.Expand(e.cand[:0], s)
	case e.bound != nil:
		l, h = e.bound.Bound(s)
	default:
		e.plan = plan{lo: -inf, hi: inf, mtdf: true}
		return
	}
	e.plan = plan{lo: max(-WinScore, draw(clamp(l))), hi: min(WinScore-1, draw(clamp(h))), k: 1, start: e.nodes}
}

// next returns the next test of the plan, v >= beta, and its budget in
// nodes (0: none), or false if it skipped a test that could tell nothing.
// nodes is the search's node count.
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
func (p *plan) next(nodes int64) (beta int32, budget int64, ok bool) {
	switch lo, hi := p.lo, p.hi; {
	case p.pending:
		p.pending = false
		return p.beta, p.left, true
	case p.mtdf:
		if beta = p.v; p.v == lo {
			beta++
		}
	case lo > proven || hi < -proven:
		// The outcome is known: bisect the plies.
		beta = lo + (hi-lo+1)/2
	case p.ask || p.k >= maxPly:
		// Ask for the outcome: win or not, then lost or not. Before the
		// horizon reaches maxPly, with a budget of as many nodes as the
		// tests so far took, so that a long search does not start before
		// the short tests had their chance.
		beta = 1
		if lo >= 0 {
			beta = lo + 1
		} else if hi <= 0 {
			beta = hi
		}
		if p.ask = false; p.k < maxPly {
			budget = max(nodes-p.start, minBudget)
		}
	default:
		beta = -(WinScore - p.k) + 1
		if p.win {
			beta = WinScore - p.k
			p.k, p.ask, p.ran = min(max(p.k+1, p.k+p.k/2), maxPly), p.ran, false
		}
		if p.win = !p.win; !(lo < beta && beta <= hi) {
			return 0, 0, false
		}
		p.ran = true
	}
	return beta, budget, true
}

// learn narrows the plan's bounds by the score v of the test v >= beta.
func (p *plan) learn(beta, v int32) {
	if p.mtdf {
		p.v = v
	} else {
		v = draw(v)
	}
	if v < beta {
		p.hi = v
	} else {
		p.lo = v
	}
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

// draw rounds a score that is neither a win nor a loss to 0: a solve knows
// no other.
func draw(v int32) int32 {
	if v >= -proven && v <= proven {
		return 0
	}
	return v
}
