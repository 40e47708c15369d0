package minimax_test

import (
	"context"
	"errors"
	"math/bits"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/minimax/minimaxtest"
	"pgregory.net/rapid"
)

// threats is tic-tac-toe with a Bound from the threats on the board and a
// Hash, which take the engine's other paths: the horizon tests and the
// array table.
type threats struct{ tictactoe }

// wins reports whether mine can complete a line in one of the cells free.
func wins(mine, free uint16) bool {
	for _, l := range lines {
		if m := l &^ mine; bits.OnesCount16(m) == 1 && m&free != 0 {
			return true
		}
	}
	return false
}

// Bound: the player to move wins at once if they have a line to complete;
// else they win at their second move at the earliest and lose at the
// opponent's first, if there are cells left for it.
func (threats) Bound(b board) (lo, hi int) {
	mine, theirs := b.toMove()
	free := 0777 &^ (b.x | b.o)
	if wins(mine, free) {
		return minimax.WinScore - 1, minimax.WinScore - 1
	}
	lo, hi = -(minimax.WinScore - 2), minimax.WinScore-3
	if n := bits.OnesCount16(free); n < 3 {
		hi = 0
		if n < 2 || !wins(theirs, free) {
			lo = 0
		}
	}
	return lo, hi
}

func (threats) Hash(b board) uint64 { return uint64(b.x)<<9 | uint64(b.o) }

// keyedThreats is threats with its hash promised one-to-one, as a Key: the table
// keeps keys instead of boards.
type keyedThreats struct{ tictactoe }

func (keyedThreats) Bound(b board) (lo, hi int) { return threats{}.Bound(b) }
func (keyedThreats) Key(b board) uint64         { return uint64(b.x)<<9 | uint64(b.o) }

func TestThreatsPassTheKit(t *testing.T) {
	minimaxtest.CheckGame[board, int](t, threats{}, []board{{}}, minimaxtest.MaxStates(800))
	minimaxtest.CheckGame[board, int](t, keyedThreats{}, []board{{}}, minimaxtest.MaxStates(800))
}

// One Solver over many positions, with and without the hooks, agrees with
// the plain minimax on each, whatever it solved before.
func TestSolverAgreesWithReference(t *testing.T) {
	plain := minimax.NewSolver[board, int](tictactoe{})
	hooked := minimax.NewSolver[board, int](threats{})
	small := minimax.NewSolver[board, int](threats{}, minimax.TableSize(8))
	key := minimax.NewSolver[board, int](keyedThreats{})
	smallKey := minimax.NewSolver[board, int](keyedThreats{}, minimax.TableSize(8))
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		o, p := value(tictactoe{}, b)
		for i, sv := range []*minimax.Solver[board, int]{plain, hooked, small, key, smallKey} {
			r, err := sv.Solve(b)
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != o || r.Plies != p {
				t.Fatalf("\n%ssolver %d: %v in %d, reference %v in %d", b, i, r.Outcome, r.Plies, o, p)
			}
			checkLine(t, tictactoe{}, b, r)
		}
	})
}

// ValueOnly gives the same Outcome and Plies, but for a draw's, without a
// line.
func TestValueOnly(t *testing.T) {
	sv := minimax.NewSolver[board, int](threats{}, minimax.ValueOnly())
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		o, p := value(tictactoe{}, b)
		r, err := sv.Solve(b)
		if err != nil {
			t.Fatal(err)
		}
		if o == minimax.Draw {
			p = 0
		}
		if r.Outcome != o || r.Plies != p || r.Line != nil || r.Best != 0 {
			t.Fatalf("\n%sValueOnly: %+v, reference %v in %d", b, r, o, p)
		}
	})
}

// A node budget stops a hooked game at the same node every time.
func TestHookedBudget(t *testing.T) {
	full, err := minimax.Solve[board, int](threats{}, board{})
	if err != nil {
		t.Fatal(err)
	}
	if full.Outcome != minimax.Draw || full.Plies != 9 {
		t.Fatalf("empty board: %v in %d", full.Outcome, full.Plies)
	}
	for _, n := range []int64{1, 100, full.Nodes / 2} {
		var last minimax.Result[int]
		for i := range 2 {
			r, err := minimax.SolveContext[board, int](context.Background(), threats{}, board{}, minimax.MaxNodes(n))
			if !errors.Is(err, minimax.ErrBudget) || r.Nodes != n || i == 1 && r.Nodes != last.Nodes {
				t.Fatalf("budget %d: %v after %d nodes", n, err, r.Nodes)
			}
			last = r
		}
	}
	r, err := minimax.SolveContext[board, int](context.Background(), threats{}, board{}, minimax.MaxNodes(full.Nodes))
	if err != nil || r.Plies != 9 || r.Nodes != full.Nodes {
		t.Errorf("budget of %d nodes: %+v, %v", full.Nodes, r, err)
	}
}

// A Solver stopped by its budget still solves the next state, and then the
// same state again, right.
func TestSolverAfterStop(t *testing.T) {
	sv := minimax.NewSolver[board, int](threats{}, minimax.MaxNodes(50))
	if _, err := sv.SolveContext(context.Background(), board{}); !errors.Is(err, minimax.ErrBudget) {
		t.Fatalf("50 nodes for the empty board: %v", err)
	}
	b := board{x: 1<<0 | 1<<4, o: 1<<8 | 1<<1}
	o, p := value(tictactoe{}, b)
	if r, err := sv.SolveContext(context.Background(), b); err != nil || r.Outcome != o || r.Plies != p {
		t.Fatalf("after a stop: %+v, %v; reference %v in %d", r, err, o, p)
	}
}

func TestSolverPanics(t *testing.T) {
	for _, c := range []struct {
		want string
		call func()
	}{
		{"minimax: nil Game", func() { minimax.NewSolver[int, int](nil) }},
		{"minimax: nil Option", func() { minimax.NewSolver[int, int](takeaway{}, nil) }},
		{"minimax: nil Context", func() {
			var none context.Context
			minimax.NewSolver[int, int](takeaway{}).SolveContext(none, 3) //nolint:staticcheck // the nil is the test
		}},
	} {
		func() {
			defer func() {
				if got := recover(); got != c.want {
					t.Errorf("panic %v, want %q", got, c.want)
				}
			}()
			c.call()
		}()
	}
}
