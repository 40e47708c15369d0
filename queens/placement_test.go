package queens_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"pgregory.net/rapid"
)

var rules = []queens.Rule{queens.Rooks, queens.Classic, queens.NoTouch}

func TestFirst(t *testing.T) {
	for _, c := range []struct {
		r    queens.Rule
		want string
	}{
		{queens.Classic, "0 4 7 5 2 6 1 3"},
		{queens.NoTouch, "0 2 4 1 5 7 3 6"},
		{queens.Rooks, "0 1 2 3 4 5 6 7"},
	} {
		p, ok := queens.First(8, c.r)
		if !ok || p.Columns() != c.want {
			t.Errorf("First(8, %v) = %v, %v; want %s", c.r, p.Columns(), ok, c.want)
		}
	}
	if p, ok := queens.First(0, queens.Classic); !ok || len(p) != 0 {
		t.Errorf("First(0) = %v, %v; want the empty placement", p, ok)
	}
	if _, ok := queens.First(3, queens.Classic); ok {
		t.Error("First(3, Classic) found a placement; there is none")
	}
}

// All yields valid, distinct placements in lexicographic order, as many as
// Count says.
func TestAll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 8).Draw(t, "n")
		r := rapid.SampledFrom(rules).Draw(t, "rule")
		var prev queens.Placement
		var k int64
		for p := range queens.All(n, r) {
			if !p.Valid(r) {
				t.Fatalf("All(%d, %v) yielded invalid %v", n, r, p)
			}
			if k > 0 && slices.Compare(prev, p) >= 0 {
				t.Fatalf("All(%d, %v) yielded %v after %v", n, r, p, prev)
			}
			prev = p
			k++
		}
		if want, _ := queens.Count(n, r); k != want {
			t.Fatalf("All(%d, %v) yielded %d placements, Count says %d", n, r, k, want)
		}
	})
}

func TestRandom(t *testing.T) {
	for _, r := range rules {
		for n := range 10 {
			rng := func() *rand.Rand { return rand.New(rand.NewPCG(uint64(n), 7)) }
			p, ok := queens.Random(n, r, rng())
			q, _ := queens.Random(n, r, rng())
			if want, _ := queens.Count(n, r); ok != (want > 0) {
				t.Fatalf("Random(%d, %v) ok = %v with %d placements", n, r, ok, want)
			}
			if ok && (!p.Valid(r) || !slices.Equal(p, q)) {
				t.Fatalf("Random(%d, %v): %v, then %v with the same seed", n, r, p, q)
			}
		}
	}
}

// Every placement comes out of Random for some seed.
func TestRandomReachesEveryPlacement(t *testing.T) {
	for _, c := range []struct {
		n int
		r queens.Rule
	}{{6, queens.Classic}, {5, queens.NoTouch}, {4, queens.Rooks}} {
		want := map[string]bool{}
		for p := range queens.All(c.n, c.r) {
			want[p.Columns()] = true
		}
		seen := map[string]bool{}
		for seed := range uint64(2000) {
			p, _ := queens.Random(c.n, c.r, rand.New(rand.NewPCG(seed, 1)))
			seen[p.Columns()] = true
		}
		if len(seen) != len(want) {
			t.Errorf("Random(%d, %v) gave %d of the %d placements in 2000 seeds", c.n, c.r, len(seen), len(want))
		}
	}
}

// naiveValid is the rule read off the page: one per row and column, and for
// Classic no two on a diagonal, for NoTouch no two adjacent.
func naiveValid(p queens.Placement, r queens.Rule) bool {
	n := len(p)
	for i := range n {
		if p[i] < 0 || p[i] >= n {
			return false
		}
		for j := range i {
			dr, dc := i-j, p[i]-p[j]
			if dc < 0 {
				dc = -dc
			}
			if dc == 0 || r == queens.Classic && dr == dc || r == queens.NoTouch && dr == 1 && dc == 1 {
				return false
			}
		}
	}
	return true
}

func FuzzValid(f *testing.F) {
	f.Add([]byte{0, 4, 7, 5, 2, 6, 1, 3}, uint8(1))
	f.Add([]byte{0, 2, 4, 1, 5, 7, 3, 6}, uint8(2))
	f.Add([]byte{255, 0}, uint8(0))
	f.Fuzz(func(t *testing.T, cols []byte, rule uint8) {
		p := make(queens.Placement, len(cols))
		for i, c := range cols {
			p[i] = int(int8(c))
		}
		r := queens.Rule(rule % 4)
		got := p.Valid(r)
		if want := r <= queens.NoTouch && len(p) <= queens.MaxN && naiveValid(p, r); got != want {
			t.Fatalf("%v.Valid(%v) = %v, want %v", p, r, got, want)
		}
		if s := p.String(); strings.Count(s, "\n") != 2*len(p)+1 {
			t.Fatalf("String of %d rows has %d lines", len(p), strings.Count(s, "\n"))
		}
	})
}

func TestString(t *testing.T) {
	want := `+---+---+---+---+
|   | Q |   |   |
+---+---+---+---+
|   |   |   | Q |
+---+---+---+---+
| Q |   |   |   |
+---+---+---+---+
|   |   | Q |   |
+---+---+---+---+
`
	if got := (queens.Placement{1, 3, 0, 2}).String(); got != want {
		t.Fatalf("String:\n%s\nwant:\n%s", got, want)
	}
}
