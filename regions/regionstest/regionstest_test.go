package regionstest_test

import (
	"testing"

	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// checkBoard returns a check that a board drawn with sizes up to maxN has a
// size in range, connected regions and a solution.
func checkBoard(maxN int) func(*rapid.T) {
	return func(t *rapid.T) {
		lo := rapid.IntRange(regions.MinN, maxN).Draw(t, "lo")
		hi := rapid.IntRange(lo, maxN).Draw(t, "hi")
		b := regionstest.Board(lo, hi).Draw(t, "board")
		if b.N() < lo || b.N() > hi || !b.Valid() || mustCount(b, 1) != 1 {
			t.Fatalf("size %d of %d..%d, valid %v, solutions %d\n%s", b.N(), lo, hi, b.Valid(), mustCount(b, 1), b)
		}
	}
}

func TestBoard(t *testing.T) { rapid.Check(t, checkBoard(regions.MaxN)) }

// The generators also feed native fuzz tests, at every size.
func FuzzBoard(f *testing.F) { f.Fuzz(rapid.MakeFuzz(checkBoard(regions.MaxN))) }

func TestPuzzle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pz := regionstest.Puzzle(regions.MinN, 10).Draw(t, "puzzle")
		if !pz.Board.Valid() || mustCount(pz.Board, 0) != 1 {
			t.Fatalf("not a puzzle:\n%s", pz.Board)
		}
		for sol := range regions.Solutions(pz.Board) {
			if sol.Columns() != pz.Solution.Columns() {
				t.Fatalf("solution %v, puzzle says %v", sol, pz.Solution)
			}
		}
	})
}

func TestBadSizes(t *testing.T) {
	for _, c := range [][2]int{{3, 8}, {8, 21}, {9, 8}} {
		for _, f := range []func(int, int){
			func(lo, hi int) { regionstest.Board(lo, hi) },
			func(lo, hi int) { regionstest.Puzzle(lo, hi) },
		} {
			func() {
				defer func() {
					if r := recover(); r == nil {
						t.Errorf("sizes %d..%d: no panic", c[0], c[1])
					}
				}()
				f(c[0], c[1])
			}()
		}
	}
}

// mustCount is regions.Count for a board that must count: it panics on an
// error, which fails the test that called it.
func mustCount(b *regions.Board, limit int64) int64 {
	n, err := regions.Count(b, limit)
	if err != nil {
		panic(err)
	}
	return n
}
