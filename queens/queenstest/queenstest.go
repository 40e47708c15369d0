// Package queenstest generates board sizes, rules and placements for
// property tests of code that uses package queens.
//
// Its pgregory.net/rapid generators draw board sizes ([Size]), rules
// ([Rule]) and valid placements under a rule ([Placement]). They work in
// rapid.Check and, through rapid.MakeFuzz, in native fuzz tests; in a fuzz
// test's body, given its f *testing.F:
//
//	f.Fuzz(rapid.MakeFuzz(func(t *rapid.T) {
//		p := queenstest.Placement(queens.NoTouch).Draw(t, "p")
//		// ... check something about p
//	}))
//
// Placements are built by a small search of this package's own, not by
// package queens, so they can test that package too. Every valid placement
// of every size up to [MaxSize] can be drawn, and a failing case shrinks
// towards smaller boards and lexicographically smaller placements.
package queenstest

import (
	"fmt"

	"github.com/go-puzzles/puzzles/queens"
	"pgregory.net/rapid"
)

// MaxSize is the largest board size the generators draw. Every function of
// package queens answers at once on boards this small.
const MaxSize = 10

// Size returns a generator of board sizes from 0 to MaxSize, shrinking
// towards 0.
func Size() *rapid.Generator[int] {
	return rapid.IntRange(0, MaxSize)
}

// Rule returns a generator of the rules of package queens: Rooks, Classic
// and NoTouch, shrinking towards Rooks.
func Rule() *rapid.Generator[queens.Rule] {
	return rapid.SampledFrom([]queens.Rule{queens.Rooks, queens.Classic, queens.NoTouch})
}

// Placement returns a generator of placements valid under rule r, on boards
// of 0 to MaxSize rows that have one. Classic and NoTouch have none on 2×2
// and 3×3. Each row draws the column its piece prefers; a search then takes
// the first valid placement that tries, in every row, the preferred column
// first and the others after it in cyclic order. So any valid placement can
// come out (the one whose columns are all preferred), and preferences shrink
// towards the lexicographically first placement. An unknown rule is a
// programming error: Placement panics.
func Placement(r queens.Rule) *rapid.Generator[queens.Placement] {
	if r < queens.Rooks || r > queens.NoTouch {
		panic(fmt.Sprintf("queenstest: unknown rule %v", r))
	}
	return rapid.Custom(func(t *rapid.T) queens.Placement {
		n := rapid.IntRange(0, MaxSize).Draw(t, "n")
		if r != queens.Rooks && (n == 2 || n == 3) {
			n = 1 // no placement on 2×2 or 3×3: shrink the board
		}
		prefer := make([]int, n)
		for i := range prefer {
			prefer[i] = rapid.IntRange(0, n-1).Draw(t, "column")
		}
		p := make(queens.Placement, 0, n)
		if !fill(&p, prefer, r) {
			panic("queenstest: no placement found") // cannot happen for these sizes
		}
		return p
	})
}

// fill extends the valid partial placement p to a whole one, trying in each
// row the preferred column first, and reports whether it could.
func fill(p *queens.Placement, prefer []int, r queens.Rule) bool {
	n, row := len(prefer), len(*p)
	if row == n {
		return true
	}
	for k := range n {
		c := (prefer[row] + k) % n
		if fits(*p, row, c, r) {
			*p = append(*p, c)
			if fill(p, prefer, r) {
				return true
			}
			*p = (*p)[:row]
		}
	}
	return false
}

// fits reports whether a piece on (row, c) clashes with none of p's pieces
// under r, the rule read off its definition.
func fits(p queens.Placement, row, c int, r queens.Rule) bool {
	for i, pc := range p {
		dr, dc := row-i, abs(c-pc)
		switch {
		case dc == 0,
			r == queens.Classic && dr == dc,
			r == queens.NoTouch && dr == 1 && dc == 1:
			return false
		}
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
