package minimax_test

import (
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"pgregory.net/rapid"
)

// boundedShrub is keyedShrub with a Bound: every line ends at Depth, so a
// state at depth d is won or lost in Depth-d plies, or drawn. Its solves
// take the horizon tests, on an array table of keys.
type boundedShrub struct{ keyedShrub }

func (g boundedShrub) Bound(n node) (lo, hi int) {
	d := minimax.WinScore - (g.Depth - n.d)
	return -d, d
}

// ragged is keyedShrub whose lines may end before Depth, as the path's hash
// says, and whose Bound says nothing: the horizon tests and the plies'
// bisection have work to do.
type ragged struct{ keyedShrub }

func (g ragged) Over(n node) (minimax.Outcome, bool) {
	if n.d > 0 && n.d < g.Depth && n.h%11 == 0 {
		return minimax.Outcome(n.h>>8%3) - 1, true
	}
	return g.keyedShrub.Over(n)
}

func (ragged) Bound(node) (lo, hi int) { return -minimax.WinScore, minimax.WinScore }

// weakCase is a game and a state drawn for TestOutcomeOnly, solved by fn
// with the options given.
type weakCase struct {
	name  string
	solve func(opts ...minimax.Option) (minimax.Outcome, int, bool, error) // outcome, plies, whether Line and Best are zero
}

// An OutcomeOnly solve finds the Outcome of a full solve, with Plies 0 and
// no line, on every path of the engine: MTD(f) on a map (tictactoe, tree)
// or an array (hashedTree), the horizon tests (threats, boundedShrub), and
// teams of workers sharing a lock-free table (byteMoves) or one behind locks
// (keyedThreats, boundedShrub), which start after 8 nodes here.
func TestOutcomeOnly(t *testing.T) {
	defer minimax.SetTeamAfter(8)()
	defer minimax.SetSplitAfter(1)()
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		tr := tree{Width: rapid.IntRange(1, 4).Draw(t, "width"), Depth: rapid.IntRange(0, 7).Draw(t, "depth")}
		root := node{h: rapid.Uint64().Draw(t, "root")}
		cases := []weakCase{
			{"tictactoe", solveWith[board, int](tictactoe{}, b)},
			{"threats", solveWith[board, int](threats{}, b)},
			{"keyedThreats", solveWith[board, int](keyedThreats{}, b)},
			{"byteMoves", solveWith[board, int8](byteMoves{}, b)},
			{"tree", solveWith[node, int](tr, root)},
			{"hashedTree", solveWith[node, int](hashedTree{tr}, root)},
			{"boundedShrub", solveWith[node, int](boundedShrub{keyedShrub{shrub{tr}}}, root)},
			{"ragged", solveWith[node, int](ragged{keyedShrub{shrub{tr}}}, root)},
		}
		workers := rapid.IntRange(1, 3).Draw(t, "workers")
		table := minimax.TableSize(rapid.IntRange(1, 256).Draw(t, "table"))
		for _, c := range cases {
			want, _, _, err := c.solve(minimax.ValueOnly())
			if err != nil {
				t.Fatal(err)
			}
			o, plies, zero, err := c.solve(minimax.OutcomeOnly(), minimax.Workers(workers), table)
			if err != nil || o != want || plies != 0 || !zero {
				t.Fatalf("%s, %d workers: %v, %d plies, line zero %v (%v); full solve: %v", c.name, workers, o, plies, zero, err, want)
			}
		}
	})
}

// solveWith returns a weakCase's solve of s in g.
func solveWith[S comparable, M comparable](g minimax.Game[S, M], s S) func(opts ...minimax.Option) (minimax.Outcome, int, bool, error) {
	return func(opts ...minimax.Option) (minimax.Outcome, int, bool, error) {
		r, err := minimax.Solve(g, s, opts...)
		var zero M
		return r.Outcome, r.Plies, r.Line == nil && r.Best == zero, err
	}
}

// A Solver's OutcomeOnly solves, one after another on one table, agree
// with full solves, on one worker and on a team.
func TestSolverOutcomeOnly(t *testing.T) {
	defer minimax.SetTeamAfter(8)()
	for _, workers := range []int{1, 3} {
		sv := minimax.NewSolver[board, int](threats{}, minimax.OutcomeOnly(), minimax.Workers(workers))
		rapid.Check(t, func(t *rapid.T) {
			b := position(t)
			want, _ := value(tictactoe{}, b)
			r, err := sv.Solve(b)
			if err != nil || r.Outcome != want || r.Plies != 0 || r.Line != nil {
				t.Fatalf("\n%s%d workers: %+v (%v), want %v", b, workers, r, err, want)
			}
		})
	}
}

// On won and lost states, OutcomeOnly skips the searches for the plies:
// never more nodes than a full solve, and fewer in all.
func TestOutcomeOnlyCheaper(t *testing.T) {
	g := ragged{keyedShrub{shrub{tree{Width: 4, Depth: 14}}}}
	var fulls, weaks int64
	for h := range uint64(20) {
		full, err := minimax.Solve[node, int](g, node{h: h}, minimax.ValueOnly())
		if err != nil {
			t.Fatal(err)
		}
		weak, err := minimax.Solve[node, int](g, node{h: h}, minimax.OutcomeOnly())
		if err != nil || weak.Outcome != full.Outcome || weak.Nodes > full.Nodes {
			t.Errorf("root %d: weak %+v (%v), full %+v", h, weak, err, full)
		}
		fulls, weaks = fulls+full.Nodes, weaks+weak.Nodes
	}
	if weaks >= fulls {
		t.Errorf("%d nodes weakly, %d fully", weaks, fulls)
	}
	t.Logf("%d nodes weakly, %d fully", weaks, fulls)
}
