package minimax_test

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/go-puzzles/puzzles/minimax"
)

// chain is a game of N plies with one legal move per state: the state is the
// number of plies played, and the player to move at N has no move and loses.
type chain struct{ N int }

func (c chain) Moves(dst []int, s int) []int {
	if s < c.N {
		dst = append(dst, 1)
	}
	return dst
}

func (chain) Play(s, m int) int                { return s + m }
func (chain) Over(int) (minimax.Outcome, bool) { return minimax.Draw, false }

// comb is a game of N plies with two moves per state: go on (0), or stop (1),
// which hands the opponent a win. Nobody stops, so every line of best play
// is N plies long and the search path is N states deep.
type comb struct{ N int }

func (c comb) Moves(dst []int, s int) []int {
	if s < c.N {
		dst = append(dst, 0, 1)
	}
	return dst
}

func (comb) Play(s, m int) int {
	if m == 1 {
		return -1
	}
	return s + 1
}

func (comb) Over(s int) (minimax.Outcome, bool) {
	if s < 0 {
		return minimax.Win, true
	}
	return minimax.Draw, false
}

// tree is a game of Width moves per state and Depth plies without
// transpositions; the leaves end as a hash of the path says. Solving it
// visits far more nodes than a test can wait for.
type tree struct{ Width, Depth int }

type node struct {
	h uint64
	d int
}

func (g tree) Moves(dst []int, n node) []int {
	for i := range g.Width {
		dst = append(dst, i)
	}
	return dst
}

func (tree) Play(n node, m int) node {
	h := (n.h ^ uint64(m+1)) * 0x9e3779b97f4a7c15
	return node{h ^ h>>29, n.d + 1}
}

func (g tree) Over(n node) (minimax.Outcome, bool) {
	if n.d < g.Depth {
		return minimax.Draw, false
	}
	return minimax.Outcome(n.h%3) - 1, true
}

// hash scores a tree node for Lookahead.
func hash(n node) int { return int(n.h%201) - 100 }

// shrub is tree with 1 to Width moves a state, as a hash of its path says:
// forced moves (one legal move) lead into states with a choice, after an
// odd or an even number of them.
type shrub struct{ tree }

func (g shrub) Moves(dst []int, n node) []int {
	for i := range 1 + int(n.h>>59)%g.Width {
		dst = append(dst, i)
	}
	return dst
}

// keyedShrub is shrub with its path hash as a Keyer's key: an array table.
type keyedShrub struct{ shrub }

func (keyedShrub) Key(n node) uint64 { return n.h }

// sticks is the subtraction game: a heap of sticks, each move takes 1 to
// Take of them. Normally taking the last stick wins; in the misère version
// it loses. The state is the number of sticks left, a move the number taken.
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

// Over: an empty heap leaves the player to move without a move, a loss, in
// the normal game; in the misère game the opponent took the last stick and lost.
func (g sticks) Over(n int) (minimax.Outcome, bool) {
	if n == 0 && g.Misere {
		return minimax.Win, true
	}
	return minimax.Draw, false
}

// board is a tic-tac-toe position: the cells of X and of O as bit masks,
// cell i = 3*row + col. X moves first, so X is to move when both have as many.
type board struct{ x, o uint16 }

// lines are the eight rows, columns and diagonals as cell masks.
var lines = [8]uint16{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124}

// toMove returns the cells of the player to move and of the opponent.
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

// tictactoe is the game; a move is a cell number.
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

// centreFirst is tic-tac-toe with an Orderer: the centre, then the corners,
// then the edges.
type centreFirst struct{ tictactoe }

func (centreFirst) Order(_ board, moves []int) {
	rank := [9]int{1, 2, 1, 2, 0, 2, 1, 2, 1}
	slices.SortStableFunc(moves, func(a, b int) int { return rank[a] - rank[b] })
}

// open scores a tic-tac-toe position for Lookahead: the lines still open to the
// player to move minus those open to the opponent.
func open(b board) int {
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
