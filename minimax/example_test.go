package minimax_test

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/minimax"
)

// takeaway is the subtraction game: take 1 to 3 sticks from a heap; the
// player left without a stick to take has lost.
type takeaway struct{}

func (takeaway) Moves(dst []int, n int) []int     { return append(dst, []int{1, 2, 3}[:min(n, 3)]...) }
func (takeaway) Play(n, k int) int                { return n - k }
func (takeaway) Over(int) (minimax.Outcome, bool) { return minimax.Draw, false }

// A heap of 10: the first player wins by leaving a multiple of 4.
func Example() {
	r, err := minimax.Solve(takeaway{}, 10)
	fmt.Println(r.Outcome, r.Plies, r.Best, r.Line, err)
	// Output: Win 5 2 [2 1 3 1 3] <nil>
}

// A Game is three methods. A state that is not over but has no move (an
// empty heap) is lost for the player to move.
func ExampleGame() {
	var g minimax.Game[int, int] = takeaway{}
	fmt.Println(g.Moves(nil, 2), g.Play(10, 3))
	fmt.Println(g.Over(0))
	r, err := minimax.Solve(g, 0)
	fmt.Println(r.Outcome, r.Plies, err)
	// Output:
	// [1 2] 7
	// Draw false
	// Loss 0 <nil>
}

func ExampleOutcome() {
	r, err := minimax.Solve(takeaway{}, 8) // a multiple of 4: lost
	fmt.Println(r.Outcome, r.Outcome == minimax.Loss, r.Outcome < minimax.Draw, err)
	// Output: Loss true true <nil>
}

func ExampleOutcome_String() {
	fmt.Println(minimax.Win, minimax.Draw, minimax.Loss, minimax.Outcome(2))
	// Output: Win Draw Loss Outcome(2)
}

func ExampleResult() {
	r, err := minimax.Solve(takeaway{}, 6)
	fmt.Printf("%+v %v\n", r, err)
	// Output: {Outcome:Win Plies:3 Best:2 Line:[2 1 3] Nodes:62} <nil>
}

func ExampleSolve() {
	for _, n := range []int{7, 8} {
		r, err := minimax.Solve(takeaway{}, n)
		fmt.Println(n, r.Outcome, r.Plies, r.Line, err)
	}
	// Output:
	// 7 Win 3 [3 1 3] <nil>
	// 8 Loss 4 [1 3 1 3] <nil>
}

// A done context stops the search at once.
func ExampleSolveContext() {
	ctx, cancel := context.WithCancel(context.Background())
	r, err := minimax.SolveContext(ctx, takeaway{}, 7)
	fmt.Println(r.Outcome, r.Plies, err)
	cancel()
	_, err = minimax.SolveContext(ctx, takeaway{}, 1_000_000)
	fmt.Println(err)
	// Output:
	// Win 3 <nil>
	// context canceled
}

// Options are passed last, to Solve, SolveContext, NewSolver, Lookahead and
// LookaheadContext alike.
func ExampleOption() {
	opts := []minimax.Option{minimax.MaxNodes(1_000_000), minimax.TableSize(1 << 16)}
	r, err := minimax.Solve(takeaway{}, 21, opts...)
	fmt.Println(r.Outcome, r.Plies, err)
	r, err = minimax.NewSolver(takeaway{}, opts...).Solve(22)
	fmt.Println(r.Outcome, r.Plies, err)
	// Output:
	// Win 11 <nil>
	// Win 11 <nil>
}

// A node budget stops the search at the same node every time.
func ExampleMaxNodes() {
	r, err := minimax.Solve(takeaway{}, 1_000, minimax.MaxNodes(100))
	fmt.Println(r.Nodes, errors.Is(err, minimax.ErrBudget))
	// Output: 100 true
}

// A line of ten thousand states with several moves each takes more than a
// budget of 512 KiB; without a budget the solve ends.
func ExampleMaxMemory() {
	_, err := minimax.Solve(takeaway{}, 10_000, minimax.MaxMemory(1<<19))
	var me *backtrack.MemoryError
	fmt.Println(errors.Is(err, minimax.ErrBudget), errors.As(err, &me))
	r, err := minimax.Solve(takeaway{}, 10_000, minimax.MaxMemory(0))
	fmt.Println(r.Outcome, r.Plies, err)
	// Output:
	// true true
	// Loss 5000 <nil>
}

// A small table gives the same result; it only costs more nodes.
func ExampleTableSize() {
	small, _ := minimax.Solve(takeaway{}, 30, minimax.TableSize(16))
	full, _ := minimax.Solve(takeaway{}, 30)
	fmt.Println(small.Outcome == full.Outcome, small.Plies == full.Plies, small.Nodes > full.Nodes)
	// Output: true true true
}

// ValueOnly skips the line: Best and Line stay zero.
func ExampleValueOnly() {
	r, err := minimax.Solve(takeaway{}, 12, minimax.ValueOnly())
	fmt.Println(r.Outcome, r.Plies, r.Best, r.Line, err)
	// Output: Loss 6 0 [] <nil>
}

// heap4 scores a heap for Lookahead: 0 for a multiple of 4, else better.
func heap4(n int) int { return n % 4 }

// Two plies deep, a heap of 21 is only guessed; nine deep, a heap of 6 is
// proven won in 3 plies.
func ExampleLookahead() {
	est, err := minimax.Lookahead(takeaway{}, 21, 2, heap4)
	fmt.Println(est.Score, est.Depth, est.Line, err)
	est, err = minimax.Lookahead(takeaway{}, 6, 9, heap4)
	fmt.Println(minimax.WinScore-est.Score, est.Depth, est.Line, err)
	// Output:
	// 1 2 [1 3] <nil>
	// 3 3 [2 1 3] <nil>
}

// Stopped by a budget or a done context, LookaheadContext returns the
// deepest search it completed along with the error.
func ExampleLookaheadContext() {
	ctx := context.Background()
	est, err := minimax.LookaheadContext(ctx, takeaway{}, 1_000, 50, heap4, minimax.MaxNodes(300))
	fmt.Println(est.Depth, est.Line, errors.Is(err, minimax.ErrBudget))
	// Output: 5 [1 3 1 3 3] true
}

func ExampleEstimate() {
	est, err := minimax.Lookahead(takeaway{}, 21, 3, heap4)
	fmt.Printf("%+v %v\n", est, err)
	// Output: {Score:0 Depth:3 Best:1 Line:[1 1 3] Nodes:66} <nil>
}

// A Solver keeps its table between calls: the second solve finds what the
// first stored.
func ExampleSolver() {
	sv := minimax.NewSolver(takeaway{})
	a, _ := sv.Solve(40)
	b, err := sv.Solve(40)
	fmt.Println(a.Outcome, a.Plies, b.Outcome, b.Plies, b.Nodes < a.Nodes, err)
	// Output: Loss 20 Loss 20 true <nil>
}

func ExampleNewSolver() {
	sv := minimax.NewSolver(takeaway{}, minimax.MaxNodes(1_000_000))
	for _, n := range []int{5, 8, 13} {
		r, err := sv.Solve(n)
		fmt.Println(n, r.Outcome, r.Plies, r.Line, err)
	}
	// Output:
	// 5 Win 3 [1 1 3] <nil>
	// 8 Loss 4 [1 3 1 3] <nil>
	// 13 Win 7 [1 1 3 1 3 1 3] <nil>
}

func ExampleSolver_Solve() {
	sv := minimax.NewSolver(takeaway{})
	r, err := sv.Solve(10)
	fmt.Println(r.Outcome, r.Plies, r.Best, err)
	// Output: Win 5 2 <nil>
}

func ExampleSolver_SolveContext() {
	sv := minimax.NewSolver(takeaway{})
	ctx, cancel := context.WithCancel(context.Background())
	r, err := sv.SolveContext(ctx, 7)
	fmt.Println(r.Outcome, r.Plies, err)
	cancel()
	_, err = sv.SolveContext(ctx, 1_000_000)
	fmt.Println(err)
	// Output:
	// Win 3 <nil>
	// context canceled
}

// After Reset a Solver works as a new one: the same nodes again.
func ExampleSolver_Reset() {
	sv := minimax.NewSolver(takeaway{})
	a, _ := sv.Solve(30)
	sv.Reset()
	b, err := sv.Solve(30)
	fmt.Println(a.Nodes == b.Nodes, a.Plies == b.Plies, err)
	// Output: true true <nil>
}

// winFirst is takeaway with an Orderer: the winning move, if any, first.
type winFirst struct{ takeaway }

func (winFirst) Order(n int, moves []int) {
	slices.SortStableFunc(moves, func(a, b int) int { return (n-a)%4 - (n-b)%4 })
}

// With the good move tried first, alpha-beta prunes more; the value is the same.
func ExampleOrderer() {
	plain, _ := minimax.Solve(takeaway{}, 30)
	r, err := minimax.Solve[int, int](winFirst{}, 30)
	fmt.Println(r.Outcome == plain.Outcome, r.Plies == plain.Plies, r.Nodes < plain.Nodes, err)
	// Output: true true true <nil>
}

// theory is takeaway with a Bounder that knows every heap's value: a
// multiple of 4 is lost in n/2 plies, another heap won in 1+n/4*2.
type theory struct{ takeaway }

func (theory) Bound(n int) (lo, hi int) {
	v := minimax.WinScore - (1 + n/4*2)
	if n%4 == 0 {
		v = -(minimax.WinScore - n/2)
	}
	return v, v
}

// Told each state's value, the engine only traces the line.
func ExampleBounder() {
	plain, _ := minimax.Solve(takeaway{}, 30)
	r, err := minimax.Solve[int, int](theory{}, 30)
	fmt.Println(r.Outcome, r.Plies, r.Line, err)
	fmt.Println(plain.Nodes, r.Nodes)
	// Output:
	// Win 15 [2 1 3 1 3 1 3 1 3 1 3 1 3 1 3] <nil>
	// 234 46
}

// expanded is takeaway with an Expander, doing Over, Bound and Moves in one
// call: a heap of 1 to 3 is won with the next move, and needs no moves.
type expanded struct{ takeaway }

func (g expanded) Expand(dst []int, n int) (moves []int, lo, hi int) {
	if n >= 1 && n <= 3 {
		return dst, minimax.WinScore - 1, minimax.WinScore - 1
	}
	return g.Moves(dst, n), -minimax.WinScore, minimax.WinScore // no bound
}

func ExampleExpander() {
	r, err := minimax.Solve[int, int](expanded{}, 30)
	fmt.Println(r.Outcome, r.Plies, r.Line, err)
	// Output: Win 15 [2 1 3 1 3 1 3 1 3 1 3 1 3 1 3] <nil>
}

// hashed is takeaway with a Hasher: an array table instead of a Go map.
type hashed struct{ takeaway }

func (hashed) Hash(n int) uint64 { return uint64(n) }

func ExampleHasher() {
	r, err := minimax.Solve[int, int](hashed{}, 21)
	fmt.Println(r.Outcome, r.Plies, r.Line, err)
	// Output: Win 11 [1 1 3 1 3 1 3 1 3 1 3] <nil>
}

// keyed is takeaway with a Keyer: a heap is its own key.
type keyed struct{ takeaway }

func (keyed) Key(n int) uint64 { return uint64(n) }

// A Key gives an array table of keys, not states: the same results.
func ExampleKeyer() {
	r, err := minimax.Solve[int, int](keyed{}, 21)
	fmt.Println(r.Outcome, r.Plies, r.Line, err)
	// Output: Win 11 [1 1 3 1 3 1 3 1 3 1 3] <nil>
}

// OutcomeOnly finds who wins, not how soon: Plies is 0.
func ExampleOutcomeOnly() {
	weak, err := minimax.Solve(takeaway{}, 30, minimax.OutcomeOnly())
	fmt.Println(weak.Outcome, weak.Plies, weak.Line, err)
	full, _ := minimax.Solve(takeaway{}, 30, minimax.ValueOnly())
	fmt.Println(full.Outcome, full.Plies, weak.Nodes < full.Nodes)
	// Output:
	// Win 0 [] <nil>
	// Win 15 true
}
