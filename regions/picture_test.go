package regions_test

import (
	"io"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
)

// Pictures refuse placements that do not fit the board, without panicking.
func TestPictureBadPlacement(t *testing.T) {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	for _, p := range []queens.Placement{{0, 1}, {0, 1, 2, 9}, {-1, 0, 1, 2}} {
		if err := b.WriteSVG(io.Discard, p); err == nil {
			t.Errorf("WriteSVG(%v) gave no error", p)
		}
		if err := b.WritePNG(io.Discard, p); err == nil {
			t.Errorf("WritePNG(%v) gave no error", p)
		}
		if s := b.ANSI(p); s != "" {
			t.Errorf("ANSI(%v) = %q", p, s)
		}
	}
}
