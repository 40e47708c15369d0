package knight

// Open tours of 4×n boards.
//
// The outer rows (0 and 3) of a 4-row board connect only to the inner rows
// (1 and 2). Colour the squares as on a chessboard and let A be the outer
// squares of one colour with the inner squares of the other, B the rest. A
// knight's move changes colour, so the only moves between A and B join two
// inner squares. No two outer squares are a move apart, and they are half
// the board, so a tour steps between outer and inner squares at every step
// but at most one; where it does, its outer squares keep one colour. Both
// colours have outer squares, so an open tour runs through all of A, from
// an outer square to an inner one, takes one move to B, and runs through
// all of B. (The same argument shows that 4-row boards have no closed tour.)
//
// strip4Open builds such a tour from one path through A of the columns left of
// a final block, its mirror image (rows r → 3-r, which swaps A and B) through
// B, and a tour of the final block that joins them: path, block, mirrored
// path backwards. The path through A is a chain of blocks 3 to 8 columns
// wide, each entered on an outer square of its first two columns and left
// from an inner square a knight's move from where the next block is
// entered; each block's piece is found once by search and remembered.

// A stripStep is a block of the chain: its width and its entry column; w
// is -1 for none.
type stripStep struct{ w, c int8 }

const (
	stripMin, stripMax = 3, 8 // widths of the blocks of the chain
	finalMin, finalMax = 5, 9 // widths of the final block
)

// strip4Pieces are the pieces the chain may use.
type strip4Pieces struct {
	// links[w][c][next] is the piece of A in a block of width w entered on
	// (0, c): a path through the squares of A of the block that ends a
	// knight's move from the entry of the next block, on its column next;
	// nil if the search found none.
	links [stripMax + 1][2][2]Tour
	// final[w][c] is a tour of a 4×w block from (0, c) to (3, c), or nil.
	final [finalMax + 1][2]Tour
}

// strip4Blocks remembers the one answer of findStrip4Pieces.
var strip4Blocks = newMemo(findStrip4Pieces)

// half returns the squares of A of a 4×w block whose entry (0, c) is in A,
// as a bitboard of the block.
func half(w, c int) bitboard {
	var s bitboard
	for r := range 4 {
		for j := range w {
			if outer := r == 0 || r == 3; outer == ((r+j)%2 == c%2) {
				s |= 1 << (r*w + j)
			}
		}
	}
	return s
}

// findStrip4Pieces searches for every piece the chain may use.
func findStrip4Pieces(struct{}) *strip4Pieces {
	ps := new(strip4Pieces)
	for w := stripMin; w <= stripMax; w++ {
		for c := range 2 {
			for next := range 2 {
				// The next entry is on row 0 if it has the colour of
				// (0, c), which its piece needs, or else on row 3.
				e := Square{3, w + next}
				if (w+next-c)%2 == 0 {
					e.Row = 0
				}
				for _, end := range pieceEnds(w, e) {
					if p, ok := first(pathsIn(4, w, half(w, c), Square{0, c}, &end)); ok {
						ps.links[w][c][next] = p
						break
					}
				}
			}
		}
	}
	for w := finalMin; w <= finalMax; w++ {
		for c := range 2 {
			if p, ok := path(4, w, Square{0, c}, &Square{3, c}); ok {
				ps.final[w][c] = p
			}
		}
	}
	return ps
}

// pieceEnds returns the inner squares of a 4×w block a knight's move from e,
// a square right of it.
func pieceEnds(w int, e Square) []Square {
	var out []Square
	for r := 1; r <= 2; r++ {
		for j := max(0, w-2); j < w; j++ {
			if jump(Square{r, j}, e) {
				out = append(out, Square{r, j})
			}
		}
	}
	return out
}

// strip4Open returns an open tour of a 4×n board, n ≥ 5, and false if the
// blocks found cannot make one (TestFindSizes shows they can for every n).
// It chooses the widths by dynamic programming over the columns, O(n).
// (4-row boards have no closed tour.) It returns false if st gives up.
func strip4Open(st *stop, n int) (Tour, bool) {
	ps, searched := strip4Blocks.lookup(struct{}{})
	if searched && st.done() {
		return nil, false
	}
	reach := make([][2]stripStep, n+1) // reach[x][c]: the block that ends at column x, entering the next on c
	for x := range reach {
		reach[x] = [2]stripStep{{-1, 0}, {-1, 0}}
	}
	reach[0] = [2]stripStep{{0, 0}, {0, 0}}
	for x := 0; x <= n; x++ {
		if st.after(4) {
			return nil, false
		}
		for c := range 2 {
			if reach[x][c].w < 0 {
				continue
			}
			if f := n - x; f <= finalMax && ps.final[f][c] != nil {
				return strip4Tour(st, ps, n, x, c, reach)
			}
			for w := stripMin; w <= stripMax && x+w < n; w++ {
				for next := range 2 {
					if ps.links[w][c][next] != nil && reach[x+w][next].w < 0 {
						reach[x+w][next] = stripStep{int8(w), int8(c)}
					}
				}
			}
		}
	}
	return nil, false
}

// strip4Tour assembles the tour whose final block starts at column x,
// entered on column c, from the chain recorded in reach and the pieces ps.
// It returns false if st gave up.
func strip4Tour(st *stop, ps *strip4Pieces, n, x, c int, reach [][2]stripStep) (Tour, bool) {
	type block struct{ x, w, c, next int }
	var chain []block
	for x0, c0 := x, c; x0 > 0; {
		w, c := int(reach[x0][c0].w), int(reach[x0][c0].c)
		chain = append(chain, block{x0 - w, w, c, c0})
		x0, c0 = x0-w, c
	}
	// place puts a square of a block at column x0 entered on column c0 on
	// the board: the block is mirrored if its entry is on row 3.
	place := func(s Square, x0, c0 int) Square {
		if (x0+c0)%2 == 1 {
			s.Row = 3 - s.Row
		}
		return Square{s.Row, s.Col + x0}
	}
	var a Tour // the path through A, left to right
	for i := len(chain) - 1; i >= 0; i-- {
		b := chain[i]
		if st.after(2 * b.w) {
			return nil, false
		}
		for _, s := range ps.links[b.w][b.c][b.next] {
			a = append(a, place(s, b.x, b.c))
		}
	}
	out := make(Tour, 0, 4*n)
	out = append(out, a...)
	for _, s := range ps.final[n-x][c] {
		out = append(out, place(s, x, c))
	}
	for i := len(a) - 1; i >= 0; i-- {
		if st.after(1) {
			return nil, false
		}
		out = append(out, Square{3 - a[i].Row, a[i].Col})
	}
	return out, true
}
