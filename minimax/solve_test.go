package minimax_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/minimax/minimaxtest"
	"pgregory.net/rapid"
)

// value is the plain memo-free minimax reference: the outcome for the player
// to move and the plies to the end, the winner fastest, the loser slowest.
func value[S comparable, M any](g minimax.Game[S, M], s S) (minimax.Outcome, int) {
	if o, over := g.Over(s); over {
		return o, 0
	}
	bestO, bestP := minimax.Outcome(-2), 0
	for _, m := range g.Moves(nil, s) {
		o, p := value(g, g.Play(s, m))
		o, p = -o, p+1
		if o > bestO || o == bestO && (o == minimax.Win && p < bestP || o == minimax.Loss && p > bestP) {
			bestO, bestP = o, p
		}
	}
	if bestO == -2 {
		return minimax.Loss, 0
	}
	return bestO, bestP
}

// checkLine checks that r.Line is r.Plies legal moves leading from s to an
// end that gives r.Outcome.
func checkLine[S comparable, M comparable](t *rapid.T, g minimax.Game[S, M], s S, r minimax.Result[M]) {
	t.Helper()
	if len(r.Line) != r.Plies {
		t.Fatalf("line %v has %d moves, plies = %d", r.Line, len(r.Line), r.Plies)
	}
	for i, m := range r.Line {
		if _, over := g.Over(s); over || !slices.Contains(g.Moves(nil, s), m) {
			t.Fatalf("move %d of line %v (%v) is not legal", i, r.Line, m)
		}
		s = g.Play(s, m)
	}
	o, over := g.Over(s)
	if !over {
		if len(g.Moves(nil, s)) > 0 {
			t.Fatalf("line %v does not end the game", r.Line)
		}
		o = minimax.Loss
	}
	if r.Plies%2 == 1 {
		o = -o
	}
	if o != r.Outcome {
		t.Fatalf("line %v ends in %v for the first player, result says %v", r.Line, o, r.Outcome)
	}
	if len(r.Line) > 0 && r.Best != r.Line[0] {
		t.Fatalf("best %v is not the first move of %v", r.Best, r.Line)
	}
}

func TestSticks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 60).Draw(t, "n")
		take := rapid.IntRange(1, 6).Draw(t, "take")
		misere := rapid.Bool().Draw(t, "misere")
		g := sticks{Take: take, Misere: misere}
		r, err := minimax.Solve(g, n)
		if err != nil {
			t.Fatal(err)
		}
		lose := n%(take+1) == 0
		if misere {
			lose = n%(take+1) == 1
		}
		if got := r.Outcome == minimax.Loss; got != lose || r.Outcome == minimax.Draw {
			t.Fatalf("n=%d take=%d misere=%v: %v", n, take, misere, r.Outcome)
		}
		checkLine(t, g, n, r)
		if n <= 24 {
			if o, p := value(g, n); o != r.Outcome || p != r.Plies {
				t.Fatalf("reference says %v in %d, Solve %v in %d", o, p, r.Outcome, r.Plies)
			}
		}
	})
}

func TestTicTacToeDraw(t *testing.T) {
	r, err := minimax.Solve(tictactoe{}, board{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Outcome != minimax.Draw || r.Plies != 9 {
		t.Errorf("empty board: %v in %d, want Draw in 9", r.Outcome, r.Plies)
	}
}

// position draws a tic-tac-toe position reachable by legal play.
func position(t *rapid.T) board {
	var b board
	n := rapid.IntRange(0, 9).Draw(t, "plies")
	for range n {
		if _, over := (tictactoe{}).Over(b); over {
			break
		}
		moves := tictactoe{}.Moves(nil, b)
		b = tictactoe{}.Play(b, rapid.SampledFrom(moves).Draw(t, "move"))
	}
	return b
}

func TestTicTacToeAgreesWithReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		r, err := minimax.Solve(tictactoe{}, b)
		if err != nil {
			t.Fatal(err)
		}
		if o, p := value(tictactoe{}, b); o != r.Outcome || p != r.Plies {
			t.Fatalf("\n%sreference says %v in %d, Solve %v in %d", b, o, p, r.Outcome, r.Plies)
		}
		checkLine(t, tictactoe{}, b, r)
	})
}

// reversed is tic-tac-toe with an Orderer that tries moves backwards.
type reversed struct{ tictactoe }

func (reversed) Order(_ board, moves []int) { slices.Reverse(moves) }

func TestOrderDoesNotChangeValue(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		r, q := mustSolve[board, int](t, tictactoe{}, b), mustSolve[board, int](t, reversed{}, b)
		if r.Outcome != q.Outcome || r.Plies != q.Plies {
			t.Fatalf("\n%sin order %v in %d, reversed %v in %d", b, r.Outcome, r.Plies, q.Outcome, q.Plies)
		}
		checkLine(t, reversed{}, b, q)
	})
}

func TestSolveDeterministic(t *testing.T) {
	a, b := mustSolve[board, int](t, tictactoe{}, board{}), mustSolve[board, int](t, tictactoe{}, board{})
	if !slices.Equal(a.Line, b.Line) || a.Nodes != b.Nodes {
		t.Errorf("two solves differ: %v (%d nodes), %v (%d nodes)", a.Line, a.Nodes, b.Line, b.Nodes)
	}
}

func TestSolveContextStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := minimax.SolveContext(ctx, sticks{Take: 3}, 100000)
	if !errors.Is(err, context.Canceled) || r.Nodes != 0 {
		t.Errorf("cancelled: %v after %d nodes", err, r.Nodes)
	}
	r, err = minimax.SolveContext(context.Background(), tictactoe{}, board{}, minimax.MaxNodes(500))
	if !errors.Is(err, minimax.ErrBudget) || r.Nodes != 500 {
		t.Errorf("budget 500: %v after %d nodes", err, r.Nodes)
	}
	full, err := minimax.Solve(tictactoe{}, board{})
	if err != nil {
		t.Fatal(err)
	}
	r, err = minimax.SolveContext(context.Background(), tictactoe{}, board{}, minimax.MaxNodes(full.Nodes))
	if err != nil || r.Plies != 9 {
		t.Errorf("budget of %d nodes: %v, %v", full.Nodes, r, err)
	}
}

// The games of the examples and tests keep the Game contract.
func TestGamesPassTheKit(t *testing.T) {
	minimaxtest.CheckGame(t, sticks{Take: 3}, []int{0, 12, 40})
	minimaxtest.CheckGame(t, sticks{Take: 4, Misere: true}, []int{17})
	minimaxtest.CheckGame(t, tictactoe{}, []board{{}}, minimaxtest.MaxStates(600))
	minimaxtest.CheckGame[board, int](t, centreFirst{}, []board{{x: 1 << 4}}, minimaxtest.MaxStates(200))
	heaps := []int{0, 5, 30}
	minimaxtest.CheckGame[int, int](t, takeaway{}, heaps)
	minimaxtest.CheckGame[int, int](t, winFirst{}, heaps)
	minimaxtest.CheckGame[int, int](t, theory{}, heaps)
	minimaxtest.CheckGame[int, int](t, expanded{}, heaps)
	minimaxtest.CheckGame[int, int](t, hashed{}, heaps)
	minimaxtest.CheckGame[int, int](t, keyed{}, heaps)
	minimaxtest.CheckGame[int, int8](t, takeaway8{}, heaps)
	minimaxtest.CheckGame(t, ticTacToe{}, []cells{{}}, minimaxtest.MaxStates(600))
	minimaxtest.CheckGame(t, chain{N: 50}, []int{0})
	minimaxtest.CheckGame(t, comb{N: 20}, []int{0})
	minimaxtest.CheckGame(t, tree{Width: 3, Depth: 7}, []node{{}})
	shrubs := []node{{h: 0x243f6a8885a308d3}, {h: 0x13198a2e03707344}, {h: 0xa4093822299f31d0}, {h: 0x082efa98ec4e6c89}, {h: 0x452821e638d01377}}
	minimaxtest.CheckGame(t, shrub{tree{Width: 4, Depth: 9}}, shrubs, minimaxtest.MaxStates(3000))
	minimaxtest.CheckGame(t, keyedShrub{shrub{tree{Width: 4, Depth: 9}}}, shrubs, minimaxtest.MaxStates(3000))
}

// A small table changes the work, not the result.
func TestSmallTable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		size := rapid.IntRange(1, 64).Draw(t, "size")
		r, err := minimax.SolveContext(context.Background(), tictactoe{}, b, minimax.TableSize(size))
		if err != nil {
			t.Fatal(err)
		}
		if o, p := value(tictactoe{}, b); o != r.Outcome || p != r.Plies {
			t.Fatalf("\n%stable of %d: reference says %v in %d, Solve %v in %d", b, size, o, p, r.Outcome, r.Plies)
		}
		checkLine(t, tictactoe{}, b, r)
	})
}

// mustSolve solves s in g with the default options, failing t on an error.
func mustSolve[S comparable, M any](t interface{ Fatal(...any) }, g minimax.Game[S, M], s S) minimax.Result[M] {
	r, err := minimax.Solve(g, s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
