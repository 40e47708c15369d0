package minimax_test

import (
	"context"
	"errors"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/minimax"
)

// loop is a cyclic game, against the contract: N states in a ring, and a
// move goes 1 or Step states on (Step 0: one move only). Nothing is ever
// over, so a search that did not notice the repeats would go on forever.
type loop struct{ N, Step int }

func (g loop) Moves(dst []int, s int) []int {
	if g.Step == 0 {
		return append(dst, 1)
	}
	return append(dst, 1, g.Step)
}

func (g loop) Play(s, m int) int              { return (s + m) % g.N }
func (loop) Over(int) (minimax.Outcome, bool) { return minimax.Draw, false }

// A line that comes back to a state is reported with ErrCycle, soon after
// it passes ply 64, whether its states have two moves (a path of frames)
// or one (forced moves that take no memory).
func TestCycle(t *testing.T) {
	ctx := context.Background()
	for _, g := range []loop{{3, 2}, {1, 0}, {1000, 2}, {5000, 0}, {2, 1}} {
		r, err := minimax.SolveContext(ctx, g, 0)
		if !errors.Is(err, minimax.ErrCycle) || r.Line != nil || r.Outcome != minimax.Draw || r.Plies != 0 {
			t.Errorf("%+v: %+v, %v", g, r, err)
		}
		if most := int64(8*g.N + 1024); r.Nodes > most || r.Nodes == 0 {
			t.Errorf("%+v: %d nodes, want 1 to %d", g, r.Nodes, most)
		}
	}
	// The forms without a context report it too (they used to drop it).
	if _, err := minimax.Solve(loop{3, 2}, 0); !errors.Is(err, minimax.ErrCycle) {
		t.Errorf("Solve of a loop: %v, want ErrCycle", err)
	}
	if _, err := minimax.NewSolver(loop{3, 2}).Solve(0); !errors.Is(err, minimax.ErrCycle) {
		t.Errorf("Solver.Solve of a loop: %v, want ErrCycle", err)
	}
	if _, err := minimax.Lookahead(loop{N: 100}, 0, 1000, func(int) int { return 0 }, minimax.MaxNodes(50)); !errors.Is(err, minimax.ErrBudget) {
		t.Errorf("Lookahead with MaxNodes(50): %v, want ErrBudget", err)
	}
	// Lookahead deepens a forced ring until a line repeats; it is anytime, so
	// it returns the deepest search completed with the error.
	est, err := minimax.LookaheadContext(ctx, loop{N: 100}, 0, 1000, func(int) int { return 0 })
	if !errors.Is(err, minimax.ErrCycle) || est.Depth < 64 || est.Depth > 400 {
		t.Errorf("Lookahead of a ring: depth %d, %v", est.Depth, err)
	}
	_, err = minimax.SolveContext(ctx, loop{N: 7}, 0)
	if want := "minimax: the game has a cycle: a line came back to a state after 7 plies"; err == nil || err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
}

// The search path counts against the memory budget: a game too deep for it
// stops with a *backtrack.MemoryError, having allocated about the budget.
func TestMaxMemoryPath(t *testing.T) {
	const budget = 8 << 20
	ctx := context.Background()
	g := comb{N: 1 << 28}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r, err := minimax.SolveContext(ctx, g, 0, minimax.MaxMemory(budget))
	runtime.ReadMemStats(&after)
	checkMemoryError(t, "SolveContext", err, budget)
	// A frame takes more than 64 bytes: the path stops before 2^17 plies.
	if r.Nodes == 0 || r.Nodes > budget/64 || r.Line != nil {
		t.Errorf("SolveContext returned %+v", r)
	}
	// A cycle too long to find within the budget: the budget stops it.
	r, err = minimax.SolveContext(ctx, loop{N: 1 << 24, Step: 2}, 0, minimax.MaxMemory(budget))
	checkMemoryError(t, "a long cycle", err, budget)
	if r.Nodes > budget/64 {
		t.Errorf("a long cycle: %d nodes", r.Nodes)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 3*budget {
		t.Errorf("SolveContext allocated %d bytes on a budget of %d", got, budget)
	}
	// Iterative deepening, each iteration a ply deeper than the last, until
	// the path takes more than a small budget.
	est, err := minimax.LookaheadContext(ctx, g, 0, 5000, func(int) int { return 0 }, minimax.MaxMemory(1<<16))
	checkMemoryError(t, "LookaheadContext", err, 1<<16)
	if est.Depth < 100 || est.Depth >= 5000 {
		t.Errorf("LookaheadContext: depth %d", est.Depth)
	}
	sv := minimax.NewSolver(g, minimax.MaxMemory(budget))
	_, err = sv.SolveContext(ctx, 0)
	checkMemoryError(t, "Solver", err, budget)
	if r, err := sv.Solve(1<<28 - 10); err != nil || r.Outcome != minimax.Loss || r.Plies != 10 {
		t.Errorf("Solver after the error: %+v, %v", r, err)
	}
	if r, err := minimax.SolveContext(ctx, comb{N: 100_000}, 0, minimax.MaxMemory(0)); err != nil || r.Plies != 100_000 {
		t.Errorf("no budget: %v in %d, %v", r.Outcome, r.Plies, err)
	}
}

func checkMemoryError(t *testing.T, name string, err error, budget int64) {
	t.Helper()
	var me *backtrack.MemoryError
	if !errors.As(err, &me) || !errors.Is(err, minimax.ErrBudget) || me.Budget != budget || !strings.HasPrefix(me.Op, "minimax: a line of ") {
		t.Errorf("%s: error %v, want a memory error of budget %d", name, err, budget)
	}
}

// The table grows up to half the budget and then stays full, so an
// unbounded table within a budget finds the same result in a bounded
// memory, for a map table (tree) and an array table (hashedTree).
func TestMaxMemoryTable(t *testing.T) {
	const budget = 64 << 10
	ctx := context.Background()
	for _, g := range []minimax.Game[node, int]{tree{Width: 3, Depth: 13}, hashedTree{tree{Width: 3, Depth: 13}}} {
		free, freeBytes := solveBytes(ctx, g, minimax.MaxMemory(0))
		r, bytes := solveBytes(ctx, g, minimax.MaxMemory(budget))
		if r.Outcome != free.Outcome || r.Plies != free.Plies {
			t.Errorf("%T: %v in %d, without a budget %v in %d", g, r.Outcome, r.Plies, free.Outcome, free.Plies)
		}
		if freeBytes < 2*budget || bytes > budget {
			t.Errorf("%T: allocated %d bytes on a budget of %d, %d without", g, bytes, budget, freeBytes)
		}
		t.Logf("%T: %d nodes, %d bytes; without a budget %d nodes, %d bytes", g, r.Nodes, bytes, free.Nodes, freeBytes)
	}
}

// solveBytes solves g from the root with an unbounded table and opts, and
// returns the result and the bytes the call allocated.
func solveBytes(ctx context.Context, g minimax.Game[node, int], opts ...minimax.Option) (minimax.Result[int], uint64) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r, err := minimax.SolveContext(ctx, g, node{}, append(opts, minimax.TableSize(0))...)
	runtime.ReadMemStats(&after)
	if err != nil {
		panic(err)
	}
	return r, after.TotalAlloc - before.TotalAlloc
}

// hashedTree is tree with a Hash: an array table.
type hashedTree struct{ tree }

func (hashedTree) Hash(n node) uint64 { return n.h }

// badEnd is the subtraction game of sticks whose end, at 0 sticks, has the
// outcome O, which may be none of Loss, Draw and Win.
type badEnd struct {
	sticks
	O minimax.Outcome
}

func (g badEnd) Over(n int) (minimax.Outcome, bool) { return g.O, n == 0 }

// An Outcome from Over that is none of Loss, Draw and Win is an error, not
// a win with a score beyond WinScore.
func TestBadOutcome(t *testing.T) {
	ctx := context.Background()
	for _, o := range []minimax.Outcome{127, 2, -2, -128} {
		g := badEnd{sticks{Take: 3}, o}
		want := "minimax: Over returned " + o.String() + ", want Loss, Draw or Win"
		r, err := minimax.SolveContext(ctx, g, 10)
		if err == nil || err.Error() != want || r.Plies != 0 || r.Line != nil {
			t.Errorf("Outcome(%d): %+v, %v", o, r, err)
		}
		est, err := minimax.LookaheadContext(ctx, g, 10, 20, func(int) int { return 0 })
		if err == nil || err.Error() != want || est.Score > minimax.WinScore {
			t.Errorf("Outcome(%d): Lookahead %+v, %v", o, est, err)
		}
		if r, err := minimax.SolveContext(ctx, g, 0); err == nil || r.Plies != 0 {
			t.Errorf("Outcome(%d) at the root: %+v, %v", o, r, err)
		}
	}
	good := badEnd{sticks{Take: 3}, minimax.Win}
	r, err := minimax.Solve(good, 10)
	if err != nil {
		t.Fatal(err)
	}
	if o, p := value(good, 10); r.Outcome != o || r.Plies != p {
		t.Errorf("a good end: %v in %d, want %v in %d", r.Outcome, r.Plies, o, p)
	}
}

// nim is Nim on three heaps with a Hash: many transpositions, so a table
// too small costs many nodes.
type nim struct{}

type heaps3 [3]int8

func (nim) Moves(dst []int, h heaps3) []int {
	for i, n := range h {
		for k := 1; k <= int(n); k++ {
			dst = append(dst, 16*i+k)
		}
	}
	return dst
}

func (nim) Play(h heaps3, m int) heaps3         { h[m/16] -= int8(m % 16); return h }
func (nim) Over(heaps3) (minimax.Outcome, bool) { return minimax.Draw, false }
func (nim) Hash(h heaps3) uint64                { return uint64(h[0]) | uint64(h[1])<<8 | uint64(h[2])<<16 }

// A bound too large to round up to a power of two is no bound, like 0:
// the same nodes, not those of a table of two slots.
func TestTableSizeMaxInt(t *testing.T) {
	ctx := context.Background()
	start := heaps3{3, 5, 7}
	free, err := minimax.SolveContext(ctx, nim{}, start, minimax.TableSize(0))
	if err != nil || free.Outcome != minimax.Win {
		t.Fatalf("TableSize(0): %+v, %v", free, err)
	}
	for _, n := range []int{math.MaxInt, math.MaxInt - 1, math.MaxInt/2 + 2, math.MaxInt/2 + 1} {
		r, err := minimax.SolveContext(ctx, nim{}, start, minimax.TableSize(n))
		if err != nil || r.Outcome != free.Outcome || r.Plies != free.Plies || r.Nodes != free.Nodes {
			t.Errorf("TableSize(%d): %v in %d, %d nodes (%v); TableSize(0): %v in %d, %d nodes",
				n, r.Outcome, r.Plies, r.Nodes, err, free.Outcome, free.Plies, free.Nodes)
		}
	}
	// What the test tells apart: a table of two slots takes far more.
	small, err := minimax.SolveContext(ctx, nim{}, start, minimax.TableSize(2), minimax.MaxNodes(10*free.Nodes))
	if !errors.Is(err, minimax.ErrBudget) {
		t.Errorf("a table of 2 took %d nodes, an unbounded one %d", small.Nodes, free.Nodes)
	}
}
