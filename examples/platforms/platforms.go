package main

import (
	"math/bits"
	"strings"

	"github.com/go-puzzles/puzzles/minimax"
)

// maxSide is the largest number of rows or columns: 8×8 cells fit a uint64.
const maxSide = 8

// game is the disappearing-platforms game on one board shape: a move takes
// the player to move to an orthogonally adjacent platform, and the platform
// left behind disappears. Cells are numbered row by row, cell = row*cols + col.
type game struct {
	rows, cols int
	adj        [maxSide * maxSide]uint64 // the cells orthogonally next to each cell
}

// state is a position: the platforms left, the cell of the player to move
// and that of the opponent. Swapping the players at each move lets a
// position and its mirror with A and B exchanged share a table entry.
type state struct {
	plat    uint64
	me, opp int8
}

func newGame(rows, cols int) *game {
	g := &game{rows: rows, cols: cols}
	for r := range rows {
		for c := range cols {
			var m uint64
			if r > 0 {
				m |= 1 << ((r-1)*cols + c)
			}
			if r+1 < rows {
				m |= 1 << ((r+1)*cols + c)
			}
			if c > 0 {
				m |= 1 << (r*cols + c - 1)
			}
			if c+1 < cols {
				m |= 1 << (r*cols + c + 1)
			}
			g.adj[r*cols+c] = m
		}
	}
	return g
}

// Moves appends the cells the player to move can step to.
func (g *game) Moves(dst []int8, s state) []int8 {
	for m := g.adj[s.me] & s.plat; m != 0; m &= m - 1 {
		dst = append(dst, int8(bits.TrailingZeros64(m)))
	}
	return dst
}

// Play moves the player to move to cell to and hands the move over.
func (g *game) Play(s state, to int8) state {
	return state{plat: s.plat &^ (1 << s.me), me: s.opp, opp: to}
}

// Over: a player whose platform has disappeared has lost. A player with no
// platform to step to loses too, by the engine's default rule.
func (g *game) Over(s state) (minimax.Outcome, bool) {
	if s.plat&(1<<s.me) == 0 {
		return minimax.Loss, true
	}
	return minimax.Draw, false
}

// draw renders s as text, one line per row: '.' a hole, 'o' a platform, 'A'
// and 'B' the players ('*' both on one platform, lower case on a hole).
// aToMove says which player is s.me.
func (g *game) draw(s state, aToMove bool) string {
	a, b := s.me, s.opp
	if !aToMove {
		a, b = b, a
	}
	var sb strings.Builder
	for r := range g.rows {
		for c := range g.cols {
			i := int8(r*g.cols + c)
			ch := byte('.')
			switch {
			case i == a && i == b:
				ch = '*'
			case i == a:
				ch = 'A'
			case i == b:
				ch = 'B'
			}
			on := s.plat&(1<<i) != 0
			if on && ch == '.' {
				ch = 'o'
			} else if !on && (ch == 'A' || ch == 'B') {
				ch += 'a' - 'A' // only a lone player can be on a hole
			}
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
