package minimax_test

import (
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// benchmarkTicTacToe solves tic-tac-toe from the empty board with solve.
func benchmarkTicTacToe(b *testing.B, solve func() (minimax.Outcome, int)) {
	b.ReportAllocs()
	for b.Loop() {
		if o, p := solve(); o != minimax.Draw || p != 9 {
			b.Fatalf("%v in %d, want Draw in 9", o, p)
		}
	}
}

// BenchmarkTicTacToe_Reference is plain memo-free minimax, the reference.
func BenchmarkTicTacToe_Reference(b *testing.B) {
	benchmarkTicTacToe(b, func() (minimax.Outcome, int) { return value(tictactoe{}, board{}) })
}

// BenchmarkTicTacToe_Solve is the engine.
func BenchmarkTicTacToe_Solve(b *testing.B) {
	benchmarkTicTacToe(b, func() (minimax.Outcome, int) {
		r, err := minimax.Solve(tictactoe{}, board{})
		if err != nil {
			b.Fatal(err)
		}
		return r.Outcome, r.Plies
	})
}

// BenchmarkSolver_Over is a Solver's call on a state that is over, a board
// X has won: what a call costs apart from its search.
func BenchmarkSolver_Over(b *testing.B) {
	sv := minimax.NewSolver(tictactoe{}, minimax.ValueOnly())
	won := board{x: 0007, o: 0030}
	b.ReportAllocs()
	for b.Loop() {
		if r, err := sv.Solve(won); err != nil || r.Outcome != minimax.Loss || r.Nodes != 1 {
			b.Fatalf("%+v, %v; want a loss at once, in one node", r, err)
		}
	}
}
