package minimax_test

import (
	"math/bits"
	"strings"

	"github.com/go-puzzles/puzzles/minimax"
)

// sticks is the subtraction game: a heap of sticks, each move takes 1 to
// Take of them. Normally taking the last stick wins; in the misère version
// it loses. The state is the number of sticks left.
type sticks struct {
	Take   int
	Misere bool
}

func (g sticks) Moves(dst []int, n int) []int {
	for k := 1; k <= g.Take && k <= n; k++ {
		dst = append(dst, k)
	}
	return dst
}

func (g sticks) Play(n, k int) int { return n - k }

// Over: an empty heap is a loss for the player to move (no move) unless the
// game is misère, where the opponent just took the last stick.
func (g sticks) Over(n int) (minimax.Outcome, bool) {
	if n == 0 && g.Misere {
		return minimax.Win, true
	}
	return minimax.Draw, false
}

// board is a tic-tac-toe position: the cells of X and of O as bit masks,
// cell i = 3*row + col. X moves first, so X is to move when both have as many.
type board struct{ x, o uint16 }

var lines = [8]uint16{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124}

func (b board) toMove() (mine, theirs uint16) {
	if bits.OnesCount16(b.x) == bits.OnesCount16(b.o) {
		return b.x, b.o
	}
	return b.o, b.x
}

func (b board) String() string {
	var sb strings.Builder
	for i := range 9 {
		switch {
		case b.x&(1<<i) != 0:
			sb.WriteByte('X')
		case b.o&(1<<i) != 0:
			sb.WriteByte('O')
		default:
			sb.WriteByte('.')
		}
		if i%3 == 2 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// tictactoe is the game; moves are cell numbers.
type tictactoe struct{}

func (tictactoe) Moves(dst []int, b board) []int {
	for i := range 9 {
		if (b.x|b.o)&(1<<i) == 0 {
			dst = append(dst, i)
		}
	}
	return dst
}

func (tictactoe) Play(b board, i int) board {
	if mine, _ := b.toMove(); mine == b.x {
		b.x |= 1 << i
	} else {
		b.o |= 1 << i
	}
	return b
}

// Over: the player who just moved may have three in a row; a full board
// without one is a draw.
func (tictactoe) Over(b board) (minimax.Outcome, bool) {
	_, theirs := b.toMove()
	for _, l := range lines {
		if theirs&l == l {
			return minimax.Loss, true
		}
	}
	if b.x|b.o == 0777 {
		return minimax.Draw, true
	}
	return minimax.Draw, false
}
