package knight

import (
	"testing"

	"pgregory.net/rapid"
)

// plain is the search for paths from root with no pruning at all: the
// definition the pruned search must agree with.
func (g *graph) plain(root task) int64 {
	s := g.moves(root)
	s.Branch = func(dst []task, t task) []task {
		cand := g.near[bitIndex(t.h)] & t.free
		if t.free != t.end {
			cand &^= t.end
		}
		for ; cand != 0; cand &= cand - 1 {
			bit := cand & -cand
			dst = append(dst, task{bit, t.free ^ bit, t.end})
		}
		return dst
	}
	return s.Count()
}

func bitIndex(b bitboard) int {
	i := 0
	for b > 1 {
		b >>= 1
		i++
	}
	return i
}

// The pruned search counts the same paths as the unpruned one, from random
// squares of random small boards, open or to a fixed end, with random
// squares already visited.
func TestPruningKeepsEveryPath(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, 5).Draw(t, "rows")
		cols := rapid.IntRange(1, 20/rows).Draw(t, "cols")
		g := newGraph(rows, cols)
		n := rows * cols
		h := bitboard(1) << rapid.IntRange(0, n-1).Draw(t, "start")
		free := g.all &^ h
		for range rapid.IntRange(0, n/3).Draw(t, "holes") {
			free &^= 1 << rapid.IntRange(0, n-1).Draw(t, "hole")
		}
		var end bitboard
		if free != 0 && rapid.Bool().Draw(t, "to an end") {
			end = 1 << rapid.SampledFrom(squares(free)).Draw(t, "end")
		}
		root := task{h: h, free: free, end: end}
		if got, want := g.moves(root).Count(), g.plain(root); got != want {
			t.Fatalf("pruned search counts %d, unpruned %d (free %b)", got, want, free)
		}
	})
}

func squares(s bitboard) []int {
	var out []int
	for i := range 64 {
		if s&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// Count agrees with the directed tours Tours enumerates from every square.
func TestCountAgreesWithTours(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, 5).Draw(t, "rows")
		cols := rapid.IntRange(1, 20/rows).Draw(t, "cols")
		closed := rapid.Bool().Draw(t, "closed")
		var directed int64
		for r := range rows {
			for c := range cols {
				for range toursFrom(rows, cols, Square{r, c}, closed) {
					directed++
				}
			}
		}
		want := directed / 2
		if closed {
			want = directed / int64(2*rows*cols) // each cycle from every square, both ways
		}
		if rows*cols == 1 {
			want = directed
		}
		if got, err := Count(rows, cols, closed); err != nil || got != want {
			t.Fatalf("Count(%d, %d, %v) = %d, %v; Tours make it %d", rows, cols, closed, got, err, want)
		}
	})
}

func toursFrom(rows, cols int, s Square, closed bool) func(func(Tour) bool) {
	if closed {
		return Tours(rows, cols, s, ClosedOnly())
	}
	return Tours(rows, cols, s)
}
