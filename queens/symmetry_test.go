package queens_test

import (
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/queens/queenstest"
	"pgregory.net/rapid"
)

// images returns the eight images of p under the symmetries of the square.
func images(p queens.Placement) []queens.Placement {
	n := len(p)
	var out []queens.Placement
	q := slices.Clone(p)
	for range 4 {
		rot := make(queens.Placement, n) // quarter turn: (r, c) -> (c, n-1-r)
		for r, c := range q {
			rot[c] = n - 1 - r
		}
		mir := make(queens.Placement, n)
		for r, c := range rot {
			mir[r] = n - 1 - c
		}
		out = append(out, rot, mir)
		q = rot
	}
	return out
}

// Burnside's count agrees with the plain way: count the placements that are
// the least of their eight images.
func TestFundamentalAgreesWithCanonicalForms(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 8).Draw(t, "n")
		r := queenstest.Rule().Draw(t, "rule")
		var want int64
		for p := range queens.All(n, r) {
			least := true
			for _, q := range images(p) {
				if !q.Valid(r) {
					t.Fatalf("image %v of %v is not valid", q, p)
				}
				if slices.Compare(q, p) < 0 {
					least = false
				}
			}
			if least {
				want++
			}
		}
		if got, err := queens.Fundamental(n, r); err != nil || got != want {
			t.Fatalf("Fundamental(%d, %v) = %d, %v; canonical forms: %d", n, r, got, err, want)
		}
	})
}
