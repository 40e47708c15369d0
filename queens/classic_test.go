package queens

import (
	"context"
	"math/bits"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"pgregory.net/rapid"
)

// Count and Fundamental by constellations agree with the plain engine's
// count and Burnside's lemma on every board up to 12.
func TestClassicAgreesWithEngine(t *testing.T) {
	for n := range 13 {
		got, err := Count(n, Classic)
		if want := search(n, Classic, nil).Count(); err != nil || got != want {
			t.Errorf("Count(%d, Classic) = %d, %v; engine counts %d", n, got, err, want)
		}
		if n > 10 {
			continue // Burnside's lemma enumerates: the tables check the rest
		}
		got, err = Fundamental(n, Classic)
		if want, _ := burnside(context.Background(), n, Classic); err != nil || got != want {
			t.Errorf("Fundamental(%d, Classic) = %d, %v; Burnside's lemma gives %d", n, got, err, want)
		}
	}
}

// rows is a Classic placement filled from the top, for the plain search:
// cols[r] is the column of row r's queen.
type rows struct {
	cols [MaxN]int8
	n    int // rows filled
}

// plainCompletions returns the Classic placements of n queens with a queen
// on every cell of fixed, (row, column), found by the engine trying every
// column of each row in turn against the rule in full.
func plainCompletions(n int, fixed [][2]int) []Placement {
	at := make([]int, n)
	for r := range at {
		at[r] = -1
	}
	for _, c := range fixed {
		at[c[0]] = c[1]
	}
	fits := func(p rows, r, c int) bool {
		for r2 := range n {
			c2 := at[r2]
			if r2 < p.n {
				c2 = int(p.cols[r2])
			}
			if r2 != r && c2 >= 0 && (c2 == c || Classic.attacks(r, c, r2, c2)) {
				return false
			}
		}
		return at[r] < 0 || at[r] == c
	}
	s := backtrack.Search[rows]{
		Branch: func(dst []rows, p rows) []rows {
			for c := range n {
				if fits(p, p.n, c) {
					q := p
					q.cols[q.n] = int8(c)
					q.n++
					dst = append(dst, q)
				}
			}
			return dst
		},
		Accept: func(p rows) bool { return p.n == n },
	}
	var out []Placement
	for p := range s.All() {
		pl := make(Placement, n)
		for r := range pl {
			pl[r] = int(p.cols[r])
		}
		out = append(out, pl)
	}
	return out
}

// keptBy returns the number of the eight symmetries that map p to itself.
func keptBy(p Placement) int64 {
	n := len(p)
	k := int64(1)
	for _, g := range symmetries {
		same := true
		for r, c := range p {
			r2, c2 := g(n, r, c)
			same = same && p[r2] == c2
		}
		if same {
			k++
		}
	}
	return k
}

// The constellation search, fast kernel and the one that weighs symmetric
// placements alike, counts the completions of any constellation, from its
// start or part-filled at random, as the engine does, and weighs them by
// the symmetries that keep them.
func TestConstellationAgreesWithEngine(t *testing.T) {
	valid := make([][]edges, 12)
	for n := 1; n < len(valid); n++ {
		for top := range n {
			for bottom := range n {
				for left := range n {
					for right := range n {
						if e := (edges{top, bottom, left, right}); e.valid(n) {
							valid[n] = append(valid[n], e)
						}
					}
				}
			}
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.SampledFrom([]int{1, 4, 5, 6, 7, 8, 9, 10, 11}).Draw(t, "n")
		e := rapid.SampledFrom(valid[n]).Draw(t, "constellation")
		var c constellation
		c.init(n, e)
		b, cols := c.start, c.cols
		sq, k := e.cells(n)
		fixed := sq[:k]
		for range rapid.IntRange(0, len(c.rows)).Draw(t, "rows") {
			free := b.free()
			if free == 0 {
				break
			}
			for range rapid.IntRange(0, 63).Draw(t, "choice") % (bitsIn(free)) {
				free &= free - 1
			}
			row, col := int(c.rows[b.row]), trailing(free)-off
			cols[row] = int8(col)
			fixed = append(fixed, [2]int{row, col})
			b = b.place(free&-free, &c)
		}
		var want, wantSum int64
		for _, p := range plainCompletions(n, fixed) {
			want++
			wantSum += keptBy(p)
		}
		var stack kstack
		if got, ok := c.count(b, nil, &stack); !ok || got != want {
			t.Fatalf("kernel completes %v from %+v %d times, engine %d", e, b, got, want)
		}
		// So does the kernel that meets a list of the bottom rows' fillings.
		if m := bitsIn(c.start.open); m > 0 {
			var mt meet
			if !mt.build(&c, uint8(rapid.IntRange(1, m).Draw(t, "bottom rows"))) {
				t.Fatalf("no list of the bottom rows of %v", e)
			}
			c.meet = &mt
			if got, ok := c.count(b, nil, &stack); !ok || got != want {
				t.Fatalf("kernel meeting %d rows completes %v from %+v %d times, engine %d", mt.rows, e, b, got, want)
			}
			c.meet = nil
		}
		got, sum, ok := c.symCount(b, &cols, nil)
		if !ok || got != want || sum != wantSum {
			t.Fatalf("symmetric count of %v from %+v: %d, %d; engine %d, %d", e, b, got, sum, want, wantSum)
		}
	})
}

// image moves the edges as the symmetries move the squares of their queens.
func TestEdgesImage(t *testing.T) {
	for n := 1; n <= 9; n++ {
		for _, e := range orbits(n) {
			for i, g := range symmetries {
				var want edges
				sq, k := e.cells(n)
				for _, q := range sq[:k] {
					r, c := g(n, q[0], q[1])
					if r == 0 {
						want.top = c
					}
					if r == n-1 {
						want.bottom = c
					}
					if c == 0 {
						want.left = r
					}
					if c == n-1 {
						want.right = r
					}
				}
				if got := e.image(n, i); got != want {
					t.Fatalf("n = %d: symmetry %d maps %v to %v, its queens to %v", n, i, e, got, want)
				}
			}
		}
	}
}

func bitsIn(x uint64) int   { return bits.OnesCount64(x) }
func trailing(x uint64) int { return bits.TrailingZeros64(x) }
