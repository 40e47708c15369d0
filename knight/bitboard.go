package knight

import "math/bits"

// A bitboard holds a set of squares of a board of at most 64 squares, bit
// row*cols+col for each.
type bitboard = uint64

// graph is the knight's graph of a board of at most 64 squares, as
// bitboards: shifts and masks that move a whole set one knight's move at a
// time, and each square's neighbours.
type graph struct {
	rows, cols int
	all        bitboard
	near       [64]bitboard // near[q]: the squares one move from q
	shift      [8]int       // shift[i] of move i, positive for left shifts
	from       [8]bitboard  // from[i]: the squares that move i keeps on the board
}

func newGraph(rows, cols int) *graph {
	g := &graph{rows: rows, cols: cols}
	n := rows * cols
	g.all = ^bitboard(0) >> (64 - n)
	for i, m := range moves {
		g.shift[i] = m.Row*cols + m.Col
		for r := range rows {
			for c := range cols {
				rr, cc := r+m.Row, c+m.Col
				if rr >= 0 && rr < rows && cc >= 0 && cc < cols {
					g.from[i] |= 1 << (r*cols + c)
					g.near[r*cols+c] |= 1 << (rr*cols + cc)
				}
			}
		}
	}
	return g
}

// step returns the squares one knight's move from some square of s.
func (g *graph) step(s bitboard) bitboard {
	var out bitboard
	for i, sh := range g.shift {
		t := s & g.from[i]
		if sh > 0 {
			out |= t << sh
		} else {
			out |= t >> -sh
		}
	}
	return out
}

// degrees returns the squares with at least one and at least two neighbours
// in s.
func (g *graph) degrees(s bitboard) (one, two bitboard) {
	for i, sh := range g.shift {
		t := s & g.from[i]
		if sh > 0 {
			t <<= sh
		} else {
			t >>= -sh
		}
		two |= one & t
		one |= t
	}
	return one, two
}

// connected reports whether every square of s can be reached from the
// square bit h of s through squares of s.
func (g *graph) connected(s, h bitboard) bool {
	reach := h
	for {
		next := (reach | g.step(reach)) & s
		if next == reach {
			return reach == s
		}
		reach = next
	}
}

// viable reports whether a knight on square bit h, with the squares of free
// still to visit (h not among them), might still finish a path through all
// of them, ending on end if end is not 0, as far as degrees tell: every
// square of free needs two neighbours in free and h, except the end (one is
// enough), and at most one square may be the end. The caller also checks
// that free hangs together with h. False means surely not.
func (g *graph) viable(free, h, end bitboard) bool {
	one, two := g.degrees(free | h)
	if free&^one != 0 {
		return false
	}
	low := free &^ two
	if end != 0 {
		if low&^end != 0 {
			return false
		}
	} else if low&(low-1) != 0 {
		return false
	}
	return true
}

func popcount(s bitboard) int { return bits.OnesCount64(s) }
