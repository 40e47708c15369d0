package regions_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// near reports whether x and y agree to two decimals.
func near(x, y float64) bool { return math.Abs(x-y) < 0.005 }

// Measure on boards worked out by hand, and on LinkedIn's 834 puzzles,
// size by size.
func TestMeasure(t *testing.T) {
	quarters, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	rows, _ := regions.Parse("AAAA\nBBBB\nCCCC\nDDDD")
	lone, _ := regions.Parse("ABBB\nBBBB\nCCCD\nCCCC") // regions of 1, 7, 7 and 1 cells, two of them single
	for _, c := range []struct {
		boards []*regions.Board
		want   regions.Stats
	}{
		{nil, regions.Stats{}},
		{[]*regions.Board{nil, {}}, regions.Stats{}},
		// four 2×2 squares: 8 sides each, 32 over 16 cells
		{[]*regions.Board{quarters}, regions.Stats{Boards: 1, Largest: 0.25, MaxLargest: 0.25, Boundary: 2}},
		// four 1×4 rows: 10 sides each, 40 over 16 cells
		{[]*regions.Board{rows, nil}, regions.Stats{Boards: 1, Largest: 0.25, MaxLargest: 0.25, Boundary: 2.5}},
		// 4 + 12 + 12 + 4 sides: A and D have 4 each, B and C 12 each
		{[]*regions.Board{lone, quarters}, regions.Stats{Boards: 2, Singles: 1, Small: 1, Largest: (7.0/16 + 0.25) / 2, MaxLargest: 7.0 / 16, Boundary: 2}},
	} {
		if got := regions.Measure(c.boards); got != c.want {
			t.Errorf("Measure = %+v, want %+v", got, c.want)
		}
	}

	// LinkedIn's puzzles: size, singles, small, largest, boundary.
	want := []struct {
		n                               int
		singles, small, largest, border float64
	}{
		{7, 0.57, 1.39, 0.376, 2.01},
		{8, 0.31, 0.87, 0.362, 1.94},
		{9, 0.26, 0.61, 0.344, 1.93},
		{10, 0.22, 0.47, 0.362, 1.85},
		{11, 0.31, 0.59, 0.366, 1.80},
	}
	bySize := linkedInBySize(t)
	for _, w := range want {
		s := regions.Measure(bySize[w.n])
		if !near(s.Singles, w.singles) || !near(s.Small, w.small) || math.Abs(s.Largest-w.largest) > 0.0005 || !near(s.Boundary, w.border) {
			t.Errorf("LinkedIn n=%d: %+v", w.n, s)
		}
	}
}

// linkedInBySize returns LinkedIn's puzzles by size.
func linkedInBySize(t *testing.T) map[int][]*regions.Board {
	bySize := map[int][]*regions.Board{}
	for _, l := range readLinkedIn(t) {
		bySize[l.board.N()] = append(bySize[l.board.N()], l.board)
	}
	return bySize
}

// Measure's figures stay in their ranges on any board.
func TestMeasureRanges(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := regionstest.Board(regions.MinN, regions.MaxN).Draw(t, "board")
		n := float64(b.N())
		s := regions.Measure([]*regions.Board{b})
		if s.Boards != 1 || s.Singles > s.Small || s.Small > n ||
			s.Largest < 1/n || s.Largest > 1 || s.Largest != s.MaxLargest ||
			s.Boundary < 4/n || s.Boundary > 4 {
			t.Fatalf("%+v\n%s", s, b)
		}
	})
}

// Generate's puzzles look like LinkedIn's, size by size, on 100 puzzles of
// a fixed seed: regions of one cell, and of at most two, at most 1.5 times
// LinkedIn's rate plus 0.1 a board; the largest region's share within 4
// points of LinkedIn's; the boundary per cell at least 92% of LinkedIn's.
func TestGenerateLooksLikeLinkedIn(t *testing.T) {
	bySize := linkedInBySize(t)
	for n := 7; n <= 11; n++ {
		rng := rand.New(rand.NewPCG(1, uint64(n)))
		boards := make([]*regions.Board, 100)
		for i := range boards {
			pz, err := regions.Generate(n, rng)
			if err != nil {
				t.Fatal(err)
			}
			boards[i] = pz.Board
		}
		got, li := regions.Measure(boards), regions.Measure(bySize[n])
		if got.Singles > 1.5*li.Singles+0.1 || got.Small > 1.5*li.Small+0.1 ||
			math.Abs(got.Largest-li.Largest) > 0.04 || got.Boundary < 0.92*li.Boundary {
			t.Errorf("n=%d: generated %+v\nLinkedIn %+v", n, got, li)
		}
	}
}

// From N = 12 no generated board has a region of more than half the cells.
func TestGenerateLargeBoards(t *testing.T) {
	for n := 12; n <= 14; n++ {
		rng := rand.New(rand.NewPCG(2, uint64(n)))
		for range 2 {
			pz, err := regions.Generate(n, rng)
			if err != nil {
				t.Fatal(err)
			}
			if s := regions.Measure([]*regions.Board{pz.Board}); s.Largest > 0.5 {
				t.Errorf("largest region %.0f%% of the cells\n%s", 100*s.Largest, pz.Board)
			}
			if !isSolution(pz.Board, pz.Solution) || mustCount(pz.Board, 2) != 1 {
				t.Errorf("not a puzzle\n%s", pz.Board)
			}
		}
	}
}
