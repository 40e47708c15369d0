package minimax

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// TestBounds checks bounds against its definition: the game's bounds
// converted to scores at ply, then, unless they meet, narrowed by mate
// distance to between losing now and winning with the next move.
func TestBounds(t *testing.T) {
	score := rapid.OneOf(rapid.Int(), rapid.IntRange(-WinScore-2, -proven+2), rapid.IntRange(-2, 2),
		rapid.IntRange(proven-2, WinScore+2), rapid.SampledFrom([]int{math.MinInt, -WinScore, WinScore - 1, WinScore, math.MaxInt}))
	rapid.Check(t, func(t *rapid.T) {
		l, h, ply := score.Draw(t, "l"), score.Draw(t, "h"), rapid.Int32Range(0, maxPly).Draw(t, "ply")
		if rapid.Bool().Draw(t, "meet") {
			h = l
		}
		wantLo, wantHi := fromGame(l, ply), fromGame(h, ply)
		if l != h {
			wantLo, wantHi = max(wantLo, ply-WinScore), min(wantHi, WinScore-1-ply)
		}
		if lo, hi := bounds(l, h, ply); lo != wantLo || hi != wantHi {
			t.Fatalf("bounds(%d, %d, %d) = %d, %d, want %d, %d", l, h, ply, lo, hi, wantLo, wantHi)
		}
	})
}
