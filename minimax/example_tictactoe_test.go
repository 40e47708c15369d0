package minimax_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/minimax"
)

// cells holds the mover's and the opponent's marks, bit 3*row+col each.
type cells struct{ mine, theirs uint16 }

// ticTacToe is the game; a move is a cell.
type ticTacToe struct{}

func (ticTacToe) Moves(dst []int, c cells) []int {
	for i := range 9 {
		if (c.mine|c.theirs)>>i&1 == 0 {
			dst = append(dst, i)
		}
	}
	return dst
}

func (ticTacToe) Play(c cells, i int) cells { return cells{c.theirs, c.mine | 1<<i} }

func (ticTacToe) Over(c cells) (minimax.Outcome, bool) {
	for _, l := range []uint16{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124} {
		if c.theirs&l == l { // the player who just moved has three in a row
			return minimax.Loss, true
		}
	}
	return minimax.Draw, c.mine|c.theirs == 0777
}

// Tic-tac-toe from the empty board is a draw in 9 plies.
func Example_ticTacToe() {
	r, err := minimax.Solve(ticTacToe{}, cells{})
	fmt.Println(r.Outcome, r.Plies, r.Line, err)
	// Output: Draw 9 [0 4 1 2 6 3 5 7 8] <nil>
}
