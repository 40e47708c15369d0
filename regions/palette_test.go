package regions_test

import (
	"image/color"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// tb is what checkColors needs of a test: a *testing.T or a *rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// themes are the themes a board is drawn in.
var themes = []regions.Theme{regions.Light, regions.Dark}

// checkColors checks b's colours in both themes: one per region, all
// distinct, touching regions (by a side or a corner) at least 10 apart in
// every vision, the ink readable on each, and the same on every call. It
// returns the least difference between touching regions.
func checkColors(tb tb, b *regions.Board) float64 {
	tb.Helper()
	least := 1e9
	for _, t := range themes {
		cs := b.Colors(t)
		if len(cs) != b.N() {
			tb.Fatalf("%v: %d colours for %d regions of\n%v", t, len(cs), b.N(), b)
		}
		if !slices.Equal(cs, b.Colors(t)) {
			tb.Fatalf("%v: two calls disagree on\n%v", t, b)
		}
		seen := map[color.RGBA]bool{}
		for g, c := range cs {
			if seen[c] {
				tb.Fatalf("%v: colour %v twice on\n%v", t, c, b)
			}
			seen[c] = true
			if r := regions.Contrast(c, t.Ink()); r < 4.5 {
				tb.Fatalf("%v: ink on region %d's colour %v has contrast %.2f", t, g, c, r)
			}
		}
		n := b.N()
		for r := range n {
			for c := range n {
				for _, o := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
					r2, c2 := r+o[0], c+o[1]
					if r2 >= n || c2 < 0 || c2 >= n {
						continue
					}
					g, h := b.Region(r, c), b.Region(r2, c2)
					if g == h {
						continue
					}
					d := regions.Apart(cs[g], cs[h])
					if d < 10 {
						tb.Fatalf("%v: regions %d and %d touch at r%dc%d with ΔE %.2f on\n%v", t, g, h, r+1, c+1, d, b)
					}
					least = min(least, d)
				}
			}
		}
	}
	return least
}

// Every LinkedIn and community board gets colours a colour-blind player
// tells apart.
func TestColorsCorpus(t *testing.T) {
	least, sum := 1e9, 0.0
	levels := append(readLinkedIn(t), readCorpus(t)...)
	for _, l := range levels {
		d := checkColors(t, l.board)
		least, sum = min(least, d), sum+d
	}
	t.Logf("%d boards: touching regions at least ΔE %.2f apart, %.2f on average", len(levels), least, sum/float64(len(levels)))
}

// Every generated board, of every size, gets such colours too.
func TestColorsGenerated(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		checkColors(t, regionstest.Board(regions.MinN, regions.MaxN).Draw(t, "board"))
	})
}
