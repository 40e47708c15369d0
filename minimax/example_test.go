package minimax_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/go-puzzles/puzzles/minimax"
)

// The subtraction game: 10 sticks, take 1 to 3, taking the last stick wins.
// The first player wins by leaving a multiple of 4.
func Example() {
	r := minimax.Solve(sticks{Take: 3}, 10)
	fmt.Println(r.Outcome, r.Plies, r.Best, r.Line)
	// Output: Win 5 2 [2 1 3 1 3]
}

func ExampleSolve() {
	r := minimax.Solve(tictactoe{}, board{})
	fmt.Println(r.Outcome, r.Plies, r.Line)

	// X in a corner, O on an edge next to it: X wins in 5 plies.
	r = minimax.Solve(tictactoe{}, board{x: 1 << 0, o: 1 << 1})
	fmt.Println(r.Outcome, r.Plies, r.Line)
	// Output:
	// Draw 9 [0 4 1 2 6 3 5 7 8]
	// Win 5 [3 6 4 2 5]
}

func ExampleSolveContext() {
	ctx := context.Background()
	_, err := minimax.SolveContext(ctx, tictactoe{}, board{}, 100)
	fmt.Println(errors.Is(err, minimax.ErrBudget))

	r, err := minimax.SolveContext(ctx, sticks{Take: 2, Misere: true}, 7, 1000)
	fmt.Println(r.Outcome, r.Plies, err)
	// Output:
	// true
	// Loss 5 <nil>
}

func ExampleSearch() {
	// Score a tic-tac-toe position by the lines still open to the player to
	// move minus those open to the opponent.
	eval := func(b board) int {
		mine, theirs := b.toMove()
		n := 0
		for _, l := range lines {
			if theirs&l == 0 {
				n++
			}
			if mine&l == 0 {
				n--
			}
		}
		return n
	}
	ctx := context.Background()
	est, err := minimax.Search(ctx, tictactoe{}, board{}, 2, eval, 0)
	fmt.Println(est.Score, est.Depth, est.Line, err)

	// Deep enough, the search proves the win of the position in Solve's example.
	est, _ = minimax.Search(ctx, tictactoe{}, board{x: 1 << 0, o: 1 << 1}, 9, eval, 0)
	fmt.Println(minimax.WinScore-est.Score, est.Depth, est.Line)
	// Output:
	// 1 2 [4 0] <nil>
	// 5 5 [6 3 4 2 8]
}

func ExampleOutcome_String() {
	fmt.Println(minimax.Win, minimax.Draw, minimax.Loss)
	// Output: Win Draw Loss
}
