package regions_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"pgregory.net/rapid"
)

// isSolution checks p against the rules as written: a NoTouch placement
// with one queen per region.
func isSolution(b *regions.Board, p queens.Placement) bool {
	if len(p) != b.N() || !p.Valid(queens.NoTouch) {
		return false
	}
	seen := map[int]bool{}
	for r, c := range p {
		seen[b.Region(r, c)] = true
	}
	return len(seen) == b.N()
}

// rowsBoard returns the n×n board whose regions are its rows.
func rowsBoard(n int) *regions.Board {
	var sb strings.Builder
	for r := range n {
		sb.WriteString(strings.Repeat(string(rune('A'+r)), n) + "\n")
	}
	b, _ := regions.Parse(sb.String())
	return b
}

// A board whose regions are its rows has the NoTouch placements as
// solutions.
func TestRowsBoard(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(regions.MinN, 10).Draw(t, "n")
		want, _ := queens.Count(n, queens.NoTouch)
		if got := regions.Count(rowsBoard(n), 0); int64(got) != want {
			t.Fatalf("n=%d: %d solutions, want %d", n, got, want)
		}
	})
}

// Solutions yields valid, distinct solutions, as many as Count finds, and
// Count with a limit stops there.
func TestSolutions(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(regions.MinN, 9).Draw(t, "n")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0))
		p, _ := queens.Random(n, queens.NoTouch, rng)
		b, _ := regions.Grow(p, rng)
		var all []string
		found := false
		for q := range regions.Solutions(b) {
			if !isSolution(b, q) {
				t.Fatalf("invalid solution %v", q)
			}
			found = found || slices.Equal(p, q)
			all = append(all, q.Columns())
		}
		slices.Sort(all)
		if len(slices.Compact(all)) != len(all) || !found {
			t.Fatalf("solutions repeat or miss the grown placement")
		}
		if got := regions.Count(b, 0); got != len(all) {
			t.Fatalf("Count = %d, Solutions yields %d", got, len(all))
		}
		if got := regions.Count(b, 2); got != min(2, len(all)) {
			t.Fatalf("Count(b, 2) = %d of %d", got, len(all))
		}
	})
}
