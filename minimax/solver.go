package minimax

import "context"

// Solver solves states of one game with one transposition table, kept from
// one call to the next. Solving many related states (the children of a
// position, the positions of one game) thus reuses what earlier calls
// learnt, and a game with a [Hasher] allocates its table once. A Solver is
// not safe for concurrent use; use one per goroutine. It solves on the
// caller's goroutine alone unless given [Workers]. The zero Solver has no
// game: its methods panic; make one with NewSolver.
type Solver[S comparable, M any] struct {
	e runner[S, M]
}

// NewSolver returns a Solver of g whose options opts apply to every call.
// [MaxNodes] is a budget per call, and [MaxMemory] bounds the table, kept
// between calls, and each call's line. The table starts small
// and grows to the bound [TableSize] sets. NewSolver panics if g or an
// option is nil, or g is a nil pointer.
func NewSolver[S comparable, M any](g Game[S, M], opts ...Option) *Solver[S, M] {
	checkGame(g)
	return &Solver[S, M]{e: newEngine(context.Background(), g, configure(opts))}
}

// Solve solves s exactly. It is SolveContext with a context that is never
// done: it returns an error only when the search stops for another reason
// (a budget, [ErrCycle]).
func (sv *Solver[S, M]) Solve(s S) (Result[M], error) {
	return sv.SolveContext(context.Background(), s)
}

// SolveContext solves s exactly. Its Outcome and Plies do not depend on
// what the Solver solved before; its Line may, among equally good lines,
// and so do its Nodes. On one worker, the results are deterministic for a
// given sequence of calls.
//
// Time grows with the states the pruned search visits, about one node per
// ply along forced moves; memory with the depth of the game and the table,
// which holds at most [DefaultTableSize] states unless [TableSize] says
// otherwise, within the memory budget of [MaxMemory] (1 GiB by default).
// SolveContext stops early when ctx is done (checked every 1024 nodes by
// each worker), when it has visited the nodes [MaxNodes] allows, when its
// line would outgrow the memory budget, when a line comes back to a state
// (an error wrapping [ErrCycle]), when Over returns no Outcome of the
// three, or when a line is longer than 2^29-1 plies. It then returns a Result with only Nodes set and
// ctx.Err(), ErrBudget, a [*backtrack.MemoryError] or an error saying so.
// What the table learnt before the stop stays true and is kept.
//
// SolveContext panics if ctx is nil.
func (sv *Solver[S, M]) SolveContext(ctx context.Context, s S) (r Result[M], err error) {
	if ctx == nil {
		panic("minimax: nil Context")
	}
	v, line, nodes, err := sv.engine().run(ctx, s)
	r.set(v, line, nodes, err)
	return
}

// engine returns the Solver's engine, panicking if it has none.
func (sv *Solver[S, M]) engine() runner[S, M] {
	if sv == nil || sv.e == nil {
		panic("minimax: Solver not made by NewSolver")
	}
	return sv.e
}

// run solves s with the engine's table as it stands, SolveContext's body:
// it returns the score of s, its line and the nodes visited, or the nodes
// and why the search stopped. (A Result, returned through the calls, would
// be copied in memory at each, in wide loads of the narrow stores that
// wrote it, which wait for the stores to reach the cache.)
func (e *engine[S, M, K]) run(ctx context.Context, s S) (v int32, line []M, nodes int64, err error) {
	e.ctx, e.nodes, e.check, e.err, e.plan.paused = ctx, 0, 0, nil, false
	v = e.value(s)
	if e.err == nil && !e.noLine {
		line = e.line(s, v, unlimited)
	}
	if e.err != nil {
		e.drop()
		return 0, nil, e.nodes, e.err
	}
	return v, line, e.nodes, nil
}

// set makes r the Result of a run that returned v, line, nodes and err:
// only Nodes if err is not nil. Field by field: see run.
func (r *Result[M]) set(v int32, line []M, nodes int64, err error) {
	r.Nodes = nodes
	if err != nil {
		return
	}
	r.Outcome, r.Plies = outcome(v, len(line))
	r.Line = line
	if len(line) > 0 {
		r.Best = line[0]
	}
}

// Reset makes the Solver forget what it learnt, as if new, keeping the
// memory of its table. It costs O(1) for a game with a [Hasher] or a [Keyer].
func (sv *Solver[S, M]) Reset() {
	sv.engine().reset()
}
