package c4

import (
	"context"

	"github.com/go-puzzles/puzzles/minimax"
)

// The standard board's size, Game{}'s: Columns columns of Rows cells.
const (
	Columns = width
	Rows    = height
)

// TableSize is the solver's table bound: 64K positions in 24-byte slots,
// 1.5 MB, which stays in the processor's caches. On the test sets, every
// larger table saves fewer nodes than its cache misses cost.
const TableSize = 1 << 16

// Special scores of a column in Scores: Full for a full column, Unknown for
// one not solved in time or within budget.
const (
	Full    = -1000
	Unknown = -100
)

// CanPlay reports whether column c (0 to Columns-1) of the standard board
// has room for a stone. It is Game{}.CanPlay.
func (p Position) CanPlay(c int) bool { return Game{}.CanPlay(p, c) }

// Wins reports whether a stone of the player to move in column c of the
// standard board completes four. It is Game{}.Wins.
func (p Position) Wins(c int) bool { return Game{}.Wins(p, c) }

// Play drops a stone of the player to move in column c of the standard
// board and hands the turn over. Column c must have room (CanPlay). It is
// Game{}.Play.
func (p Position) Play(c int) Position { return Game{}.Play(p, int8(c)) }

// IsFull reports whether every cell of the standard board holds a stone.
func (p Position) IsFull() bool { return p.mask == full }

// At is the stone in a cell of the standard board, row 0 at the bottom. It
// is 0 for none, 1 for the first player's, 2 for the second's: Game{}.At.
func (p Position) At(row, col int) int { return Game{}.At(p, row, col) }

// Scores is the score of each column of p on the standard board: it is
// Game{}.Scores.
func Scores(ctx context.Context, sv *minimax.Solver[Position, int8], p Position) ([]int, error) {
	return Game{}.Scores(ctx, sv, p)
}

// Scores is the score of each of the Width columns of p for the player to
// move, in the convention of [Game.Score]. sv is a solver of the game g. A full column scores [Full], and one that sv did not solve
// before ctx was done or its node budget ran out scores [Unknown]. Scores
// returns the first such error with the scores, or nil. A column that wins
// at once, or fills the last cell, needs no solve.
func (g Game) Scores(ctx context.Context, sv *minimax.Solver[Position, int8], p Position) ([]int, error) {
	sh := g.shape()
	s := make([]int, sh.w)
	var first error
	for c := range sh.w {
		switch {
		case !g.CanPlay(p, c):
			s[c] = Full
		case g.Wins(p, c):
			s[c] = (sh.cells + 1 - p.Stones()) / 2
		case p.mask|sh.free(p)&sh.col[c] == sh.full:
			s[c] = 0
		default:
			q := g.Play(p, int8(c))
			r, err := sv.SolveContext(ctx, q)
			s[c] = Unknown
			if err == nil {
				s[c] = -g.Score(q, r.Outcome, r.Plies)
			} else if first == nil {
				first = err
			}
		}
	}
	return s, first
}

// orders is centreFirst of each width up to MaxColumns.
var orders = func() (t [MaxColumns + 1][]int8) {
	for w := range t {
		t[w] = centreFirst(w)
	}
	return t
}()

// orderOf is the columns of a board w wide, centre first.
func orderOf(w int) []int8 {
	if w < len(orders) {
		return orders[w]
	}
	return centreFirst(w)
}

// Best is the column to play given the scores of Scores (one per column),
// or -1 if every column is full. It takes the best score, an unknown one
// before a known loss, and the centre first among equals.
func Best(s []int) int {
	rank := func(v int) int {
		if v == Unknown {
			return -1 // better than any loss, worse than a draw
		}
		if v < 0 {
			return v - 100
		}
		return v
	}
	c := -1
	for _, o := range orderOf(len(s)) {
		if s[o] > Full && (c < 0 || rank(s[o]) > rank(s[c])) {
			c = int(o)
		}
	}
	return c
}
