package c4

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/go-puzzles/puzzles/minimax"
)

// The sizes a [Game] can have: MinColumns to MaxColumns columns of MinRows
// to MaxRows cells, whose bitboard of columns*(rows+1) bits fits 64 bits.
// These are the sizes with columns+rows <= 15.
const (
	MinColumns = 4
	MaxColumns = 9
	MinRows    = 4
	MaxRows    = 9
)

// shape is a board size with its masks: what the general path of Game's
// methods reads where the standard board's fast path has constants.
type shape struct {
	w, h, cells  int
	bottom, full uint64     // row 0 of every column; every cell
	col          [16]uint64 // the cells of each column, 0 past w: col[c&15] needs no bounds check
	byCentre     []int8     // the columns, centre first
	starts       [4]uint64  // for Eval: the cells where a line of four starts and stays on the board, in each direction: up, right, and the diagonals up and down
	centre       uint64     // the centre column, or the two of an even width

	// For columns: the spare bit of every column, and the columns the first
	// of two multiplications gathers, with their multipliers and shifts.
	top          uint64
	half, hiAt   uint // the first half's columns, and the bit of the second's
	mul          [2]uint64
	shift        [2]uint
	loMask, wide uint64                   // the first half's columns, and all of them, as bits
	sets         *[1 << MaxColumns]colSet // the sets of columns of the board's width
}

// colSet is a set of columns, centre first, in 16 bytes to copy at once,
// and their number.
type colSet struct {
	cols [16]int8
	n    uint8
}

// colSets is, for each width, every set of columns (bit c for column c)
// listed centre first.
var colSets = func() (t [MaxColumns + 1]*[1 << MaxColumns]colSet) {
	for w := MinColumns; w <= MaxColumns; w++ {
		t[w] = new([1 << MaxColumns]colSet)
		for set := range 1 << w {
			e := &t[w][set]
			for _, c := range centreFirst(w) {
				if set>>c&1 != 0 {
					e.cols[e.n] = c
					e.n++
				}
			}
		}
	}
	return t
}()

// columns is the set of the columns (bit c for column c) of cells. Adding
// a column's cells to a column carries into its spare bit exactly when it
// holds one of cells; a multiplication then gathers the spare bits of up
// to h+1 columns (more would collide), so a board of more takes two.
func (s *shape) columns(cells uint64) uint64 {
	// Shifts are masked to 63 (they are less): then they need no test.
	t := ((cells + s.full) & s.top) >> (uint(s.h) & 63)
	lo := t * s.mul[0] >> (s.shift[0] & 63) & s.loMask
	hi := t >> (s.hiAt & 63) * s.mul[1] >> (s.shift[1] & 63) // 0 if one half takes all
	return (lo | hi<<(s.half&63)) & s.wide
}

// fits reports whether a board of w columns and h rows is one of the sizes.
func fits(w, h int) bool {
	return w >= MinColumns && w <= MaxColumns && h >= MinRows && h <= MaxRows && w*(h+1) <= 64
}

func newShape(w, h int) *shape {
	s := &shape{w: w, h: h, cells: w * h, byCentre: centreFirst(w)}
	for c := range w {
		s.col[c] = (1<<h - 1) << (c * (h + 1))
		s.bottom |= 1 << (c * (h + 1))
	}
	s.full = s.bottom * (1<<h - 1)
	s.top = s.bottom << h
	s.sets = colSets[w]
	s.half = uint(min(w, h+1))
	s.hiAt = s.half * uint(h+1)
	s.loMask, s.wide = 1<<s.half-1, 1<<w-1
	for i, k := range [2]uint{s.half, uint(w) - s.half} {
		// Bit c*(h+1) times 2^(t-c*h) is bit t+c; t = (k-1)*h.
		s.shift[i] = (k - 1) * uint(h)
		for c := range k {
			s.mul[i] |= 1 << (s.shift[i] - c*uint(h))
		}
	}
	for set := range 1 << w { // the multiplications must not collide
		var cells uint64
		for c := range w {
			if set>>c&1 != 0 {
				cells |= 1 << (c*(h+1) + c%h)
			}
		}
		if s.columns(cells) != uint64(set) {
			panic(fmt.Sprintf("connect4: %dx%d: columns of %#x gave %#b, want %#b", w, h, cells, s.columns(cells), set))
		}
	}
	s.centre = s.col[w/2] | s.col[(w-1)/2]
	for i, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
		for c := range w {
			for r := range h {
				if c2, r2 := c+3*d[0], r+3*d[1]; c2 < w && r2 >= 0 && r2 < h {
					s.starts[i] |= 1 << (c*(h+1) + r)
				}
			}
		}
	}
	return s
}

// centreFirst is the columns of a board w wide, the centre first, then
// outwards, the right one first of two as far from the centre.
func centreFirst(w int) []int8 {
	o := make([]int8, w)
	for c := range o {
		o[c] = int8(c)
	}
	off := func(c int8) int { return max(2*int(c)-(w-1), w-1-2*int(c)) }
	slices.SortStableFunc(o, func(a, b int8) int {
		if d := off(a) - off(b); d != 0 {
			return d
		}
		return int(b) - int(a)
	})
	return o
}

// std is the standard board's shape, Game{}'s; shapes holds the others.
var (
	std    = newShape(width, height)
	shapes = func() (t [MaxColumns + 1][MaxRows + 1]*shape) {
		for w := MinColumns; w <= MaxColumns; w++ {
			for h := MinRows; h <= MaxRows; h++ {
				if fits(w, h) && (w != width || h != height) {
					t[w][h] = newShape(w, h)
				}
			}
		}
		return t
	}()
)

// New returns the game on a board of width columns and height rows. The
// sizes are 4 to 9 columns and 4 to 9 rows whose bitboard, width*(height+1)
// bits, fits 64 bits: every size with width+height <= 15. New(7, 6) is
// Game{}, and games of the same size are equal.
func New(width, height int) (Game, error) {
	if !fits(width, height) {
		return Game{}, fmt.Errorf("connect4: no %dx%d board: want %d to %d columns and %d to %d rows whose bitboard, columns*(rows+1) bits, fits 64 bits (columns+rows <= 15)",
			width, height, MinColumns, MaxColumns, MinRows, MaxRows)
	}
	return Game{s: shapes[width][height]}, nil
}

// ParseSize reads a size written as New takes it, columns by rows: "7x6"
// (or "7×6", "7X6") is New(7, 6).
func ParseSize(size string) (Game, error) {
	a, b, ok := strings.Cut(strings.ReplaceAll(strings.ToLower(size), "×", "x"), "x")
	w, err1 := strconv.Atoi(a)
	h, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || len(a) > 2 || len(b) > 2 {
		return Game{}, fmt.Errorf("connect4: size %.20q is not columns x rows, e.g. 7x6", size)
	}
	return New(w, h)
}

// shape is the game's board size with its masks.
func (g Game) shape() *shape {
	if g.s == nil {
		return std
	}
	return g.s
}

// Width is the number of columns.
func (g Game) Width() int { return g.shape().w }

// Height is the number of rows.
func (g Game) Height() int { return g.shape().h }

// String is the size, columns by rows, as ParseSize reads it: "7x6".
func (g Game) String() string { return fmt.Sprintf("%dx%d", g.Width(), g.Height()) }

// The general path of the game's hooks: the standard board's, in c4.go,
// with the masks and shifts of s instead of constants.

func (s *shape) free(p Position) uint64 { return (p.mask + s.bottom) & s.full }

// spots is the cells, empty or not, where a stone would complete four with
// three of stones.
func (s *shape) spots(stones uint64) uint64 { return threesOf(stones, s.h) & s.full }

// threesOf is threes on a board h high: a case for each height, whose
// shifts are constants (Game.Play writes it out).
func threesOf(m uint64, h int) uint64 {
	r := (m << 1) & (m << 2) & (m << 3)
	switch h {
	case 4:
		return r | line(m, 5) | line(m, 4) | line(m, 6)
	case 5:
		return r | line(m, 6) | line(m, 5) | line(m, 7)
	case 6:
		return r | line(m, 7) | line(m, 6) | line(m, 8)
	case 7:
		return r | line(m, 8) | line(m, 7) | line(m, 9)
	case 8:
		return r | line(m, 9) | line(m, 8) | line(m, 10)
	}
	return r | line(m, 10) | line(m, 9) | line(m, 11)
}

func (s *shape) drop(p Position, move uint64) Position {
	return Position{cur: p.cur ^ p.mask, mask: p.mask | move, mine: p.theirs, theirs: s.spots(p.cur | move)}
}

// safe is Position.safe.
func (s *shape) safe(p Position) uint64 {
	free := s.free(p)
	if forced := free & p.theirs; forced != 0 {
		if forced&(forced-1) != 0 {
			return 0
		}
		free = forced
	}
	return free &^ (p.theirs >> 1)
}

// appendColumns appends the columns of cells, at most one cell in each,
// centre first. It writes 16 bytes of dst's spare capacity in one copy,
// past the columns it appends.
func (s *shape) appendColumns(dst []int8, cells uint64) []int8 {
	e, n := &s.sets[s.columns(cells)&(1<<MaxColumns-1)], len(dst)
	if cap(dst)-n < 16 {
		dst = slices.Grow(dst, 16)
	}
	*(*[16]int8)(dst[n : n+16]) = e.cols
	return dst[:n+int(e.n)]
}

func (s *shape) over(p Position) (minimax.Outcome, bool) {
	if p.four() {
		return minimax.Loss, true
	}
	return minimax.Draw, p.mask == s.full
}

func (s *shape) moves(dst []int8, p Position) []int8 {
	free := s.free(p)
	cand := p.mine & free
	if cand == 0 {
		if cand = s.safe(p); cand == 0 {
			cand = free
		}
	}
	return s.appendColumns(dst, cand)
}

func (s *shape) order(p Position, moves []int8) {
	if len(moves) > MaxColumns {
		return
	}
	var score [MaxColumns]uint8
	free := s.free(p)
	for i, c := range moves {
		score[i] = uint8(bits.OnesCount64(s.spots(p.cur|free&s.col[c]) &^ p.mask))
	}
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && score[j] > score[j-1]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
			score[j], score[j-1] = score[j-1], score[j]
		}
	}
}

// bound is Bound's window once no threat decides: see Game.Bound.
func (s *shape) bound(p Position) (lo, hi int) {
	const win = minimax.WinScore
	left := s.cells - p.Stones()
	lo, hi = -(win - 4), win-3
	if left < 4 {
		lo = 0
	}
	if left < 3 {
		hi = 0
	}
	return lo, hi
}

func (s *shape) expand(dst []int8, p Position) ([]int8, int, int) {
	const win = minimax.WinScore
	free := s.free(p)
	switch {
	case p.four():
		return dst, -win, -win
	case p.mask == s.full:
		return dst, 0, 0
	case p.mine&free != 0:
		return dst, win - 1, win - 1
	}
	safe := s.safe(p)
	if safe == 0 {
		return dst, -(win - 2), -(win - 2)
	}
	lo, hi := s.bound(p)
	return s.appendColumns(dst, safe), lo, hi
}

// Parse reads a position on the game's board: the columns played, 1 to
// Width, from the empty board. It rejects a full column and a move that
// ends the game, which leaves nothing to solve.
func (g Game) Parse(moves string) (Position, error) {
	s := g.shape()
	var p Position
	if len(moves) > s.cells {
		return p, fmt.Errorf("connect4: %d moves, more than the %d cells", len(moves), s.cells)
	}
	for i := range len(moves) {
		c := int(moves[i]) - '1'
		if c < 0 || c >= s.w {
			return p, fmt.Errorf("connect4: move %d is %q, want a column 1 to %d", i+1, moves[i], s.w)
		}
		move := s.free(p) & s.col[c]
		if move == 0 {
			return p, fmt.Errorf("connect4: move %d: column %d is full", i+1, c+1)
		}
		if p.mine&move != 0 {
			return p, fmt.Errorf("connect4: move %d (column %d) wins the game: nothing is left to solve", i+1, c+1)
		}
		p = s.drop(p, move)
	}
	return p, nil
}

// CanPlay reports whether column c (0 to Width-1) of p has room for a
// stone.
func (g Game) CanPlay(p Position, c int) bool {
	s := g.shape()
	return c >= 0 && c < s.w && s.free(p)&s.col[c] != 0
}

// Wins reports whether a stone of the player to move in column c of p
// completes four.
func (g Game) Wins(p Position, c int) bool {
	return g.CanPlay(p, c) && p.mine&g.shape().free(p)&g.shape().col[c] != 0
}

// IsFull reports whether every cell of p holds a stone.
func (g Game) IsFull(p Position) bool { return p.mask == g.shape().full }

// At is the stone in a cell of p, row 0 at the bottom. It is 0 for none
// (or a cell off the board), 1 for the first player's, 2 for the second's.
func (g Game) At(p Position, row, col int) int {
	s := g.shape()
	if row < 0 || row >= s.h || col < 0 || col >= s.w {
		return 0
	}
	bit := uint64(1) << (col*(s.h+1) + row)
	switch {
	case p.mask&bit == 0:
		return 0
	case (p.cur&bit != 0) == (p.Stones()%2 == 0):
		return 1
	}
	return 2
}

// Score is the value of a solved position in the convention of Pons' test
// sets, for Width*Height cells. It is 0 for a draw, (Width*Height+2-s)/2 if
// the player to move wins with the s-th stone on the board, and the
// negative if the opponent does.
func (g Game) Score(p Position, o minimax.Outcome, plies int) int {
	n, s := g.shape().cells, p.Stones()+plies
	switch o {
	case minimax.Win:
		return (n + 2 - s) / 2
	case minimax.Loss:
		return -(n + 2 - s) / 2
	}
	return 0
}
