package knight

import (
	"context"
	"slices"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// Folding each state with its mirror image at the end of every column
// counts the same as keeping both, on random boards open and closed, and
// never keeps more states after a square.
func TestMirrorFoldAgrees(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 0
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, 6).Draw(t, "rows")
		cols := rapid.IntRange(1, 10).Draw(t, "cols")
		closed := rapid.Bool().Draw(t, "closed")
		if !closed && min(rows, cols) > 5 || rows*cols > 36 {
			t.Skip("too slow for a property")
		}
		var n [2][]int64
		var got [2]int64
		for i, fold := range []bool{false, true} {
			f := newFrontier(rows, cols, !closed)
			f.fold = fold
			f.progress = func(p Progress) { n[i] = append(n[i], p.States) }
			var err error
			if got[i], err = f.count(context.Background(), rows, cols); err != nil {
				t.Fatal(err)
			}
		}
		if got[0] != got[1] {
			t.Fatalf("%d×%d closed %v: %d folded, %d not", rows, cols, closed, got[1], got[0])
		}
		for i := range min(len(n[0]), len(n[1])) {
			if n[1][i] > n[0][i] {
				t.Fatalf("%d×%d closed %v: %d states folded after report %d, %d not", rows, cols, closed, n[1][i], i, n[0][i])
			}
		}
	})
}

// A closed count that checks only the slots a square changed keeps the
// same states after every square as one that checks them all.
func TestFitsAgreesWithAlive(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 0
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, 6).Draw(t, "rows")
		cols := rapid.IntRange(1, 42/rows).Draw(t, "cols")
		var n [2][]int64
		var got [2]int64
		for i, all := range []bool{false, true} {
			f := newFrontier(rows, cols, false)
			f.checkAll = all
			f.progress = func(p Progress) { n[i] = append(n[i], p.States) }
			var err error
			if got[i], err = f.count(context.Background(), rows, cols); err != nil {
				t.Fatal(err)
			}
		}
		if got[0] != got[1] || !slices.Equal(n[0], n[1]) {
			t.Fatalf("%d×%d closed: %d tours and states %v checking the changed slots, %d and %v checking all", rows, cols, got[0], n[0], got[1], n[1])
		}
	})
}
