package queens_test

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/queens/queenstest"
	"pgregory.net/rapid"
)

func TestFirst(t *testing.T) {
	for _, c := range []struct {
		n    int
		r    queens.Rule
		want string
	}{
		{8, queens.Classic, "0 4 7 5 2 6 1 3"},
		{8, queens.NoTouch, "0 2 4 1 5 7 3 6"},
		{8, queens.Rooks, "0 1 2 3 4 5 6 7"},
		{0, queens.Classic, ""},
	} {
		p, err := queens.First(c.n, c.r)
		if err != nil || p == nil || p.Columns() != c.want {
			t.Errorf("First(%d, %v) = %v, %v; want %s", c.n, c.r, p, err, c.want)
		}
	}
	for _, r := range []queens.Rule{queens.Classic, queens.NoTouch} {
		for _, n := range []int{2, 3} {
			if p, err := queens.First(n, r); p != nil || !errors.Is(err, queens.ErrNoSolution) {
				t.Errorf("First(%d, %v) = %v, %v; want nil, ErrNoSolution", n, r, p, err)
			}
		}
	}
}

// All yields valid, distinct placements in lexicographic order, as many as
// Count says, and AllContext the same.
func TestAll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 8).Draw(t, "n") // NoTouch 10 has 479,306
		r := queenstest.Rule().Draw(t, "rule")
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
		// AllContext with a live context (which it looks at) yields the same.
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		var all, withCtx []queens.Placement
		for p := range queens.All(n, r) {
			all = append(all, p)
		}
		for p := range queens.AllContext(ctx, n, r) {
			withCtx = append(withCtx, p)
		}
		if !slices.EqualFunc(all, withCtx, slices.Equal) {
			t.Fatalf("All(%d, %v) and AllContext differ", n, r)
		}
	})
}

// Random gives a valid placement exactly when Count is not 0, and the same
// one for the same seed.
func TestRandom(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := queenstest.Size().Draw(t, "n")
		r := queenstest.Rule().Draw(t, "rule")
		seed := rapid.Uint64().Draw(t, "seed")
		rng := func() *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }
		p, err := queens.Random(n, r, rng())
		q, _ := queens.Random(n, r, rng())
		want, _ := queens.Count(n, r)
		if (p != nil) != (want > 0) || (err == nil) != (want > 0) || err != nil && !errors.Is(err, queens.ErrNoSolution) {
			t.Fatalf("Random(%d, %v) = %v, %v with %d placements", n, r, p, err, want)
		}
		if p != nil && (!p.Valid(r) || !slices.Equal(p, q)) {
			t.Fatalf("Random(%d, %v): %v, then %v with the same seed", n, r, p, q)
		}
	})
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
		got, err := p.Valid(r), p.Validate(r)
		if want := r <= queens.NoTouch && len(p) <= queens.MaxN && naiveValid(p, r); got != want || (err == nil) != want {
			t.Fatalf("%v: Valid(%v) = %v, Validate: %v; want %v", p.Columns(), r, got, err, want)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "queens: ") {
			t.Fatalf("error %q does not name the package", err)
		}
		lines := strings.Count(p.String(), "\n")
		if inRange(p) && lines != 2*len(p)+1 || !inRange(p) && lines != 0 {
			t.Fatalf("String of %v has %d lines", p.Columns(), lines)
		}
	})
}

// inRange reports whether p is short enough to draw and its columns are on
// its board.
func inRange(p queens.Placement) bool {
	for _, c := range p {
		if c < 0 || c >= len(p) {
			return false
		}
	}
	return len(p) <= queens.MaxN
}

// A drawn placement is valid; moving one piece to another column makes it
// invalid exactly when the rule says so, and Validate then names that row.
func TestValidate(t *testing.T) {
	rapid.Check(t, checkValidate)
}

// The same property as a native fuzz test, through rapid.MakeFuzz.
func FuzzValidate(f *testing.F) {
	// rapid reads the input as one 8-byte word per draw: give it enough.
	f.Add(bytes.Repeat([]byte{0, 0, 0, 0, 0, 0, 0, 0}, 64))
	f.Add(bytes.Repeat([]byte{5, 3, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0}, 32))
	f.Fuzz(rapid.MakeFuzz(checkValidate))
}

// rowsNamed finds the rows an error of Validate names.
var rowsNamed = regexp.MustCompile(`rows? (\d+)(?: and (\d+))?`)

func checkValidate(t *rapid.T) {
	r := queenstest.Rule().Draw(t, "rule")
	p := queenstest.Placement(r).Draw(t, "p")
	if !p.Valid(r) || p.Validate(r) != nil {
		t.Fatalf("%v under %v: Valid %v, Validate %v", p.Columns(), r, p.Valid(r), p.Validate(r))
	}
	if len(p) == 0 {
		return
	}
	row := rapid.IntRange(0, len(p)-1).Draw(t, "row")
	p[row] = rapid.IntRange(-2, len(p)+1).Draw(t, "column")
	err := p.Validate(r)
	if want := naiveValid(p, r); p.Valid(r) != want || (err == nil) != want {
		t.Fatalf("%v under %v: Valid %v, Validate %v; want %v", p.Columns(), r, p.Valid(r), err, want)
	}
	if err == nil {
		return
	}
	m := rowsNamed.FindStringSubmatch(err.Error())
	if m == nil || m[1] != strconv.Itoa(row) && m[2] != strconv.Itoa(row) {
		t.Fatalf("%v: Validate says %q, which does not name row %d", p.Columns(), err, row)
	}
}

func TestValidAllocatesNothing(t *testing.T) {
	for _, p := range []queens.Placement{{0, 4, 7, 5, 2, 6, 1, 3}, {0, 1}, {0, 9}, make(queens.Placement, 65)} {
		for _, r := range []queens.Rule{queens.Classic, queens.Rule(9)} {
			if n := testing.AllocsPerRun(10, func() { p.Valid(r) }); n != 0 {
				t.Errorf("%v.Valid(%v) allocates %v times", p.Columns(), r, n)
			}
		}
	}
}

func TestValidateMessages(t *testing.T) {
	for _, c := range []struct {
		p    queens.Placement
		r    queens.Rule
		want string
	}{
		{queens.Placement{1, 3, 0, 2}, queens.Rule(3), "queens: unknown rule Rule(3)"},
		{make(queens.Placement, 65), queens.Rooks, "queens: board size 65 out of range 0..64"},
		{queens.Placement{0, 4, 1, 2}, queens.Rooks, "queens: row 1 has column 4, out of range 0..3"},
		{queens.Placement{0, -1}, queens.Rooks, "queens: row 1 has column -1, out of range 0..1"},
		{queens.Placement{2, 0, 2, 1}, queens.Rooks, "queens: rows 0 and 2 share column 2"},
		{queens.Placement{0, 2, 3, 1}, queens.Classic, "queens: the pieces of rows 1 and 2 (columns 2 and 3) are on a diagonal"},
		{queens.Placement{0, 2, 3, 1}, queens.NoTouch, "queens: the pieces of rows 1 and 2 (columns 2 and 3) touch"},
		{queens.Placement{3, 1, 2, 0}, queens.Classic, "queens: the pieces of rows 0 and 3 (columns 3 and 0) are on a diagonal"},
	} {
		if err := c.p.Validate(c.r); err == nil || err.Error() != c.want {
			t.Errorf("%v.Validate(%v) = %v, want %q", c.p.Columns(), c.r, err, c.want)
		}
	}
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

// String and Columns stay short for placements larger than the package
// accepts or with columns off the board.
func TestStringBounded(t *testing.T) {
	huge := make(queens.Placement, 30000)
	for i := range huge {
		huge[i] = i
	}
	for _, c := range []struct {
		p    queens.Placement
		want string
	}{
		{huge, "queens.Placement(30000 pieces)"},
		{queens.Placement{0, 9, 1}, "queens.Placement(3 pieces; row 1: column 9 out of range)"},
		{queens.Placement{-1 << 62}, "queens.Placement(1 pieces; row 0: column -4611686018427387904 out of range)"},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("String = %q, want %q", got, c.want)
		}
	}
	if got := huge.Columns(); got != "queens.Placement(30000 pieces)" {
		t.Errorf("Columns of 30000 pieces = %q", got)
	}
	// The largest board drawn: 64 rows of 64 cells and the lines between.
	big := huge[:queens.MaxN]
	if got, want := len(big.String()), (2*queens.MaxN+1)*(4*queens.MaxN+2); got != want {
		t.Errorf("String of %d pieces has %d bytes, want %d", queens.MaxN, got, want)
	}
}
