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

// Count agrees with the directed tours that the search of Tours finds from
// every square, run without the existence rules.
func TestCountAgreesWithTours(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, 5).Draw(t, "rows")
		cols := rapid.IntRange(1, 20/rows).Draw(t, "cols")
		closed := rapid.Bool().Draw(t, "closed")
		var directed int64
		for r := range rows {
			for c := range cols {
				ts := newTourSearch(rows, cols, Square{r, c}, closed)
				for range ts.search().All() {
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
		var opts []Option
		if closed {
			opts = append(opts, ClosedTours())
		}
		if got, err := Count(rows, cols, opts...); err != nil || got != want {
			t.Fatalf("Count(%d, %d, closed %v) = %d, %v; the search makes it %d", rows, cols, closed, got, err, want)
		}
	})
}

// searchCount counts the tours of a board as Count does but without the
// existence rules: every start class, any colour.
func searchCount(rows, cols int, closed bool) int64 {
	if rows*cols == 1 {
		if closed {
			return 0
		}
		return 1
	}
	g := newGraph(rows, cols)
	if closed {
		near := g.near[0]
		if popcount(near) != 2 {
			return 0
		}
		a := near & -near
		return g.moves(task{h: a, free: g.all &^ 1 &^ a, end: near ^ a}).Count()
	}
	var total int64
	for _, c := range startClasses(rows, cols) {
		total += c.size * g.moves(task{h: 1 << c.sq, free: g.all &^ (1 << c.sq)}).Count()
	}
	return total / 2
}

// The existence rules agree with exhaustive search on every board of up to
// 30 squares (40 unless -short), and on boards with both sides odd no open tour
// starts on a square of the other colour than the corners.
func TestRulesAgreeWithSearch(t *testing.T) {
	limit := 30
	if !testing.Short() {
		limit = 40
	}
	for m := 1; m <= 6; m++ {
		for n := m; m*n <= limit; n++ {
			for _, closed := range []bool{false, true} {
				if got := searchCount(m, n, closed); (got > 0) != exists(m, n, closed) {
					t.Errorf("%d×%d closed %v: search counts %d, rules say %v", m, n, closed, got, exists(m, n, closed))
				}
			}
			g := newGraph(m, n)
			for q := range m * n {
				s := Square{q / n, q % n}
				if !startsTour(m, n, s) && m*n > 1 {
					if k := g.moves(task{h: 1 << q, free: g.all &^ (1 << q)}).Count(); k != 0 {
						t.Errorf("%d×%d: %d paths from %v", m, n, k, s)
					}
				}
			}
		}
	}
}
