package queens

import (
	"context"
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

// A symmetry of the square maps the cell (r, c) of an n×n board to another.
type symmetry func(n, r, c int) (int, int)

// symmetries are the seven symmetries of the square besides the identity.
var symmetries = []symmetry{
	func(n, r, c int) (int, int) { return c, n - 1 - r },         // quarter turn
	func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c }, // half turn
	func(n, r, c int) (int, int) { return n - 1 - c, r },         // three quarters
	func(n, r, c int) (int, int) { return r, n - 1 - c },         // mirror left-right
	func(n, r, c int) (int, int) { return n - 1 - r, c },         // mirror top-bottom
	func(n, r, c int) (int, int) { return c, r },                 // main diagonal
	func(n, r, c int) (int, int) { return n - 1 - c, n - 1 - r }, // other diagonal
}

// Fundamental returns the number of placements of n pieces under rule r up
// to the eight rotations and reflections of the square. That is 12 for 8
// queens (OEIS A002562) and 7 for 4 rooks (A000903). It returns an error if
// n is outside 0..MaxN or r is unknown, and one wrapping ErrOverflow where
// Count overflows.
//
// For Classic it costs what Count costs. For Rooks and NoTouch it counts the
// placements each symmetry keeps (Burnside's lemma) by searches whose work is
// small up to n = 13 for Rooks and 14 for NoTouch and grows several times with
// each size beyond. Use FundamentalContext to bound it.
func Fundamental(n int, r Rule) (int64, error) {
	return FundamentalContext(context.Background(), n, r)
}

// FundamentalContext is Fundamental that gives up when ctx is done,
// returning 0 and ctx.Err() within 100 ms, every worker stopped.
// A nil ctx is a programming error: FundamentalContext panics.
func FundamentalContext(ctx context.Context, n int, r Rule) (int64, error) {
	if ctx == nil {
		panic("queens: nil Context")
	}
	if err := check(n, r); err != nil {
		return 0, err
	}
	if r == Classic && n >= 1 && n <= maxConstellation {
		return classicFundamental(ctx, n)
	}
	return burnside(ctx, n, r)
}

// burnside returns Fundamental(n, r) by Burnside's lemma.
func burnside(ctx context.Context, n int, r Rule) (int64, error) {
	sum, err := CountContext(ctx, n, r)
	if err != nil {
		return 0, err
	}
	for _, g := range symmetries {
		fixed, err := fixedSearch(n, r, g).CountContext(ctx)
		if err != nil {
			return 0, err
		}
		sum += fixed
	}
	if sum%8 != 0 { // cannot happen: a bug in a search
		return 0, fmt.Errorf("queens: internal error: Burnside sum %d for n=%d, %v is not a multiple of 8", sum, n, r)
	}
	return sum / 8, nil
}

// partial is a placement being filled in any order: cols[row] is the column
// of the row's piece plus one, 0 while the row is empty.
type partial struct {
	cols   [MaxN]int8
	filled int // rows filled
}

// fixedSearch returns a search for the placements under r that g leaves
// unchanged. Such a placement is a union of orbits of g, so the search fills
// the first empty row with each column in turn together with the whole orbit
// of that cell, and keeps the result if no two of its pieces clash.
func fixedSearch(n int, r Rule, g symmetry) backtrack.Search[partial] {
	return backtrack.Search[partial]{
		Branch: func(dst []partial, p partial) []partial {
			row := 0
			for row < n && p.cols[row] != 0 {
				row++
			}
			for c := range n {
				if q, ok := p.addOrbit(n, r, g, row, c); ok {
					dst = append(dst, q)
				}
			}
			return dst
		},
		Accept: func(p partial) bool { return p.filled == n },
	}
}

// addOrbit returns p with the orbit of (row, c) under g added, and false if a
// piece of the orbit clashes with another piece.
func (p partial) addOrbit(n int, r Rule, g symmetry, row, c int) (partial, bool) {
	for r1, c1 := row, c; ; {
		if !p.add(n, r, r1, c1) {
			return p, false
		}
		if r1, c1 = g(n, r1, c1); r1 == row && c1 == c {
			return p, true
		}
	}
}

// add puts a piece on (row, c) unless it clashes with the pieces on p.
func (p *partial) add(n int, r Rule, row, c int) bool {
	if p.cols[row] != 0 {
		return false // the orbit came back to a filled row
	}
	for r2 := range n {
		c2 := int(p.cols[r2]) - 1
		if c2 >= 0 && (c2 == c || r.attacks(row, c, r2, c2)) {
			return false
		}
	}
	p.cols[row] = int8(c + 1)
	p.filled++
	return true
}
