package c4

import (
	"context"

	"github.com/go-puzzles/puzzles/minimax"
)

// The board's size: Columns columns of Rows cells.
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

// CanPlay reports whether column c (0 to Columns-1) has room for a stone.
func (p Position) CanPlay(c int) bool {
	return c >= 0 && c < width && p.free()&colMask(c) != 0
}

// Wins reports whether a stone of the player to move in column c completes
// four.
func (p Position) Wins(c int) bool {
	return p.CanPlay(c) && p.mine&p.free()&colMask(c) != 0
}

// Play drops a stone of the player to move in column c, which must have
// room (CanPlay), and hands the turn over.
func (p Position) Play(c int) Position { return p.drop(p.free() & colMask(c)) }

// IsFull reports whether every cell holds a stone.
func (p Position) IsFull() bool { return p.mask == full }

// At is the stone in a cell, row 0 at the bottom: 0 for none, 1 for the
// first player's, 2 for the second's.
func (p Position) At(row, col int) int {
	if row < 0 || row >= height || col < 0 || col >= width {
		return 0
	}
	bit := uint64(1) << (col*(height+1) + row)
	switch {
	case p.mask&bit == 0:
		return 0
	case (p.cur&bit != 0) == (p.Stones()%2 == 0):
		return 1
	}
	return 2
}

// Scores is the score of each column for the player to move, in the
// convention of [Score]. A full column scores [Full], and one that sv did
// not solve before ctx was done or its node budget ran out scores
// [Unknown]. Scores returns the first such error with the scores, or nil.
func Scores(ctx context.Context, sv *minimax.Solver[Position, int8], p Position) ([Columns]int, error) {
	var s [Columns]int
	var first error
	for c := range width {
		switch {
		case !p.CanPlay(c):
			s[c] = Full
		case p.Wins(c):
			s[c] = (cells + 1 - p.Stones()) / 2
		case p.mask|p.free()&colMask(c) == full:
			s[c] = 0
		default:
			q := p.Play(c)
			r, err := sv.SolveContext(ctx, q)
			s[c] = Unknown
			if err == nil {
				s[c] = -Score(q, r.Outcome, r.Plies)
			} else if first == nil {
				first = err
			}
		}
	}
	return s, first
}

// Best is the column to play given the scores of Scores, or -1 if every
// column is full. It takes the best score, an unknown one before a known
// loss, and the centre first among equals.
func Best(s [Columns]int) int {
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
	for _, o := range order {
		if s[o] > Full && (c < 0 || rank(s[o]) > rank(s[c])) {
			c = int(o)
		}
	}
	return c
}
