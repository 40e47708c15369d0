// Package c4 is Connect Four for the minimax engine: bitboard positions, a
// fast game, and exact or estimated column scores.
//
// [Game] is the game for [minimax.Solve] and [minimax.NewSolver], with every
// hook that makes the engine fast. Its zero value is the standard board of
// 7 columns and 6 rows; [New] and [ParseSize] make the other sizes, 4 to 9
// columns and rows whose bitboard fits 64 bits. [Game.Parse] reads a
// position from the columns played, [Game.Scores] solves each column of a
// position, [Game.Estimate] guesses those a budget left [Unknown], and
// [Best] and [Estimates.Best] pick the column to play. The package's
// functions and Position's methods (Parse, Scores, Play, ...) are those of
// the standard board. A Position does not know its size: give a Game only
// positions of its own. The package Example solves a position and scores
// its columns. A [Book], which [BuildBook] builds, holds the exact scores a
// perfect player needs in the opening on the standard board. The connect4
// program and the puzzle server are built on it.
//
// The [design notes] describe the bitboards, the sizes, the hooks, the
// table, Tromp's table of every board, the estimates and the book.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/c4.md
package c4

import (
	"math/bits"

	"github.com/go-puzzles/puzzles/minimax"
)

// The board: 7 columns of 6 cells. Stones drop to the lowest empty cell of
// a column; four of a player's stones in a row, a column or a diagonal win;
// a full board without four is a draw.
const (
	width  = 7
	height = 6
	cells  = width * height
)

// Bitboards: bit col*(height+1) + row is the cell of that column and row
// (row 0 at the bottom). Each column has one spare bit on top, so shifts
// along a line never wrap into the next column.
const (
	bottom = 1 | 1<<7 | 1<<14 | 1<<21 | 1<<28 | 1<<35 | 1<<42 // row 0 of every column
	full   = bottom * (1<<height - 1)                         // every cell
)

// colMask is the cells of column c.
func colMask(c int) uint64 { return (1<<height - 1) << (c * (height + 1)) }

// order is the order in which columns are tried when nothing else tells
// them apart: the centre first, where a stone is part of the most lines.
var order = [width]int8{3, 4, 2, 5, 1, 6, 0}

// colMasks is colMask of each column, and 0 for an eighth, so that
// colMasks[c&7] needs no bounds check.
var colMasks = [width + 1]uint64{colMask(0), colMask(1), colMask(2), colMask(3), colMask(4), colMask(5), colMask(6)}

// inOrder lists each set of columns (bit c for column c) in order, a
// column a byte from the lowest, with the number of columns in the top byte.
var inOrder = func() (t [1 << width]uint64) {
	for set := range t {
		k := 0
		for _, c := range order {
			if set>>c&1 != 0 {
				t[set] |= uint64(c) << (8 * k)
				k++
			}
		}
		t[set] |= uint64(k) << 56
	}
	return t
}()

// appendColumns appends the columns of set to dst, in order. It writes
// eight bytes past len(dst), the columns and then their number, which the
// compiler makes one store.
func appendColumns(dst []int8, set int) []int8 {
	cs, n := inOrder[set], len(dst)
	if cap(dst)-n < 8 {
		dst = append(dst, make([]int8, 8)...)
	}
	d := dst[n : n+8]
	d[0], d[1], d[2], d[3] = int8(cs), int8(cs>>8), int8(cs>>16), int8(cs>>24)
	d[4], d[5], d[6], d[7] = int8(cs>>32), int8(cs>>40), int8(cs>>48), int8(cs>>56)
	return dst[:n+int(cs>>56)]
}

// columns is the set of the columns (bit c for column c) of cells.
func columns(cells uint64) int {
	t := cells | cells>>1 | cells>>2
	t |= t >> 3 // the bottom cell of a column is set if any of its cells is
	// The multiplication moves bit 7c to bit 42+c: 42-6c is in its factor.
	return int((t & bottom) * 0x41041041040 >> 42 & (1<<width - 1))
}

// Position is a Connect Four position, seen from the player to move. It is
// a comparable value: equal boards are equal positions. Its zero value is
// the empty board.
//
// It keeps the stones of the player to move and every stone as bitboards,
// and each player's spots, the cells where a stone of theirs would complete
// four, updated by each move.
type Position struct {
	cur, mask    uint64
	mine, theirs uint64 // spots of the player to move, and of the opponent
}

// Stones is the number of stones on the board.
func (p Position) Stones() int { return bits.OnesCount64(p.mask) }

// free is the cells where a stone can be dropped now: one per column that
// is not full.
func (p Position) free() uint64 { return (p.mask + bottom) & full }

// four reports whether the board holds four in a row: the last mover's
// stone on one of their spots.
func (p Position) four() bool { return p.theirs&(p.cur^p.mask) != 0 }

// drop plays the stone in the cell move (one bit of free) and hands the
// turn over.
func (p Position) drop(move uint64) Position {
	return Position{cur: p.cur ^ p.mask, mask: p.mask | move, mine: p.theirs, theirs: spots(p.cur | move)}
}

// spots is the cells, empty or not, where a stone would complete four with
// three of stones.
func spots(stones uint64) uint64 { return threes(stones) & full }

// threes is the bits in line with three of stones, some of them off the
// board: spots before it is masked.
func threes(stones uint64) uint64 {
	r := (stones << 1) & (stones << 2) & (stones << 3) // vertical: three below
	r |= line(stones, height+1)                        // horizontal
	r |= line(stones, height)                          // diagonal down
	return r | line(stones, height+2)                  // diagonal up
}

// line is the cells that would complete four with three of mine along the
// direction d, in any of the four places of the line.
func line(mine uint64, d uint) uint64 {
	a := (mine << d) & (mine << (2 * d))
	r := a & (mine << (3 * d))
	r |= a & (mine >> d)
	a = (mine >> d) & (mine >> (2 * d))
	r |= a & (mine << d)
	return r | a&(mine>>(3*d))
}

// canWin reports whether the player to move wins with their next stone.
func (p Position) canWin() bool { return p.mine&p.free() != 0 }

// safe is the cells the player to move can play without letting the
// opponent win with the next stone: a forced block if the opponent has one
// winning cell open, nothing if they have two, and never the cell under one
// of the opponent's winning cells.
func (p Position) safe() uint64 {
	free := p.free()
	theirs := p.theirs
	if forced := free & theirs; forced != 0 {
		if forced&(forced-1) != 0 {
			return 0 // two threats: no block for both
		}
		free = forced
	}
	return free &^ (theirs >> 1)
}

// Game is Connect Four on a board of one size for the minimax engine. It
// has the hooks that make the engine fast: Order, Bound, Key and Expand. Expand does
// what Over, Bound and Moves do in one pass. Moves are columns 0 to
// Width-1. Its zero value, Game{}, is the standard 7x6 board, whose hooks
// have a fast path of their own; [New] makes the other sizes. Games of the
// same size are equal. A Game must be given only positions of its size.
type Game struct {
	// The board's size, nil for the standard board. A value the size of a
	// pointer is stored in an interface as is, so the engine calls Game's
	// methods directly; a value of no size would be reached through a
	// pointer and a wrapper method a call.
	s *shape
}

// Over reports a board with four in a row as lost for the player to move,
// and a full board as a draw. (In a game played to its end, the four is
// the last mover's.)
func (g Game) Over(p Position) (minimax.Outcome, bool) {
	if g.s != nil {
		return g.s.over(p)
	}
	if p.four() {
		return minimax.Loss, true
	}
	if p.mask == full {
		return minimax.Draw, true
	}
	return minimax.Draw, false
}

// Moves lists only the moves that can be best, centre first. These are the
// winning ones if the player to move can win at once; else the safe ones,
// those that do not let the opponent win at once; else (every move loses
// at once) all of them. Leaving the others out changes no value: a move that
// wins at once is the fastest win, and one that loses at once is never
// better than a safe one. Like Expand, it writes up to 16 bytes of dst's
// spare capacity (8 on the standard board) in one store, past the moves it
// appends.
func (g Game) Moves(dst []int8, p Position) []int8 {
	if g.s != nil {
		return g.s.moves(dst, p)
	}
	free := p.free()
	cand := p.mine & free
	if cand == 0 {
		if cand = p.safe(); cand == 0 {
			cand = free
		}
	}
	return appendColumns(dst, columns(cand))
}

// Play drops a stone in column c, which must have room (CanPlay).
func (g Game) Play(p Position, c int8) Position {
	if s := g.s; s != nil {
		// The general path, threesOf written out: Play makes no call and
		// keeps everything in registers, so it needs no stack frame.
		move := (p.mask + s.bottom) & s.full & s.col[c&15]
		m := p.cur | move
		r := (m << 1) & (m << 2) & (m << 3)
		switch s.h {
		case 4:
			r |= line(m, 5) | line(m, 4) | line(m, 6)
		case 5:
			r |= line(m, 6) | line(m, 5) | line(m, 7)
		case 6:
			r |= line(m, 7) | line(m, 6) | line(m, 8)
		case 7:
			r |= line(m, 8) | line(m, 7) | line(m, 9)
		case 8:
			r |= line(m, 9) | line(m, 8) | line(m, 10)
		default:
			r |= line(m, 10) | line(m, 9) | line(m, 11)
		}
		return Position{cur: p.cur ^ p.mask, mask: p.mask | move, mine: p.theirs, theirs: r & s.full}
	}
	// drop and spots, written out: this is the hot path of the search.
	move := p.free() & colMasks[c&7]
	mine := p.cur | move
	r := (mine<<1)&(mine<<2)&(mine<<3) | line(mine, height+1) | line(mine, height) | line(mine, height+2)
	return Position{cur: p.cur ^ p.mask, mask: p.mask | move, mine: p.theirs, theirs: r & full}
}

// Order puts first the moves that leave the mover the most cells where a
// stone would win, the centre first among equals.
func (g Game) Order(p Position, moves []int8) {
	if g.s != nil {
		g.s.order(p, moves)
		return
	}
	if len(moves) > width { // no position has more: this spares bounds checks
		return
	}
	var score [width]uint8
	free := p.free()
	for i, c := range moves {
		// spots(p.cur|stone), written out: this is the hot path of the
		// search.
		mine := p.cur | free&colMasks[c&7]
		r := (mine<<1)&(mine<<2)&(mine<<3) | line(mine, height+1) | line(mine, height) | line(mine, height+2)
		score[i] = uint8(bits.OnesCount64(r & (full ^ p.mask)))
	}
	for i := 1; i < len(moves); i++ { // insertion sort: stable, at most 7 moves
		for j := i; j > 0 && score[j] > score[j-1]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
			score[j], score[j-1] = score[j-1], score[j]
		}
	}
}

// Bound tells the engine what threats decide at once. The player to move
// wins with the next stone if they can; else, if every move lets the
// opponent win at once, they lose at the next stone; else neither happens,
// so they win at their second stone at the earliest and lose at the
// opponent's second at the earliest, and not at all if the board fills
// first.
func (g Game) Bound(p Position) (lo, hi int) {
	const win = minimax.WinScore
	if s := g.s; s != nil {
		switch {
		case p.mine&s.free(p) != 0:
			return win - 1, win - 1
		case s.safe(p) == 0:
			return -(win - 2), -(win - 2)
		}
		return s.bound(p)
	}
	if p.canWin() {
		return win - 1, win - 1
	}
	if p.safe() == 0 {
		return -(win - 2), -(win - 2)
	}
	left := cells - p.Stones()
	lo, hi = -(win - 4), win-3
	if left < 4 {
		lo = 0
	}
	if left < 3 {
		hi = 0
	}
	return lo, hi
}

// Expand is Over, Bound and Moves in one pass over the board's masks. A
// position that is over, or that Bound decides (a win at once, or every
// move letting the opponent win at once), gets its score and no moves; the
// others get the safe moves, centre first, and the bounds of Bound. It
// writes up to 16 bytes of dst's spare capacity (8 on the standard board)
// in one store, past the moves it appends.
func (g Game) Expand(dst []int8, p Position) ([]int8, int, int) {
	if g.s != nil {
		return g.s.expand(dst, p)
	}
	const win = minimax.WinScore
	free := p.free()
	switch {
	case p.four():
		return dst, -win, -win
	case p.mask == full:
		return dst, 0, 0
	case p.mine&free != 0:
		return dst, win - 1, win - 1
	}
	if forced := free & p.theirs; forced != 0 {
		if forced&(forced-1) != 0 {
			return dst, -(win - 2), -(win - 2) // two threats: no block for both
		}
		free = forced
	}
	safe := free &^ (p.theirs >> 1)
	if safe == 0 {
		return dst, -(win - 2), -(win - 2)
	}
	// appendColumns, written out: this is the hot path of the search.
	cs, n := inOrder[columns(safe)], len(dst)
	if cap(dst)-n < 8 {
		dst = append(dst, make([]int8, 8)...)
	}
	d := dst[n : n+8]
	d[0], d[1], d[2], d[3] = int8(cs), int8(cs>>8), int8(cs>>16), int8(cs>>24)
	d[4], d[5], d[6], d[7] = int8(cs>>32), int8(cs>>40), int8(cs>>48), int8(cs>>56)
	dst = dst[:n+int(cs>>56)]
	left := cells - p.Stones()
	lo, hi := -(win - 4), win-3
	if left < 4 {
		lo = 0
	}
	if left < 3 {
		hi = 0
	}
	return dst, lo, hi
}

// Key is the position's key on any board: mask plus the opponent's stones.
// A column of k stones adds 2^k-1 to their stones there: a number within
// the column's k+1 bits that tells the column apart from any other, so
// the key tells every position apart.
func (Game) Key(p Position) uint64 { return p.mask + (p.cur ^ p.mask) }

// Parse reads a position on the standard board in the test sets'
// notation: the columns played, 1 to 7, from the empty board. It is
// Game{}.Parse.
func Parse(moves string) (Position, error) { return Game{}.Parse(moves) }

// Score is the value of a solved position on the standard board, in the
// convention of Pons' test sets. It is 0 for a draw, (44-s)/2 if the
// player to move wins with the s-th stone on the board, and the negative
// if the opponent does: Game{}.Score.
func Score(p Position, o minimax.Outcome, plies int) int { return Game{}.Score(p, o, plies) }
