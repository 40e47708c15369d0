package queens_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
)

// A published table: want[n] is the count for an n×n board; entries from
// quick on are skipped under -short.
type table struct {
	name  string
	rule  queens.Rule
	quick int // sizes below quick run under -short too
	want  []int64
}

var counts = []table{
	{"A000142 (n!)", queens.Rooks, 21, []int64{1, 1, 2, 6, 24, 120, 720, 5040, 40320,
		362880, 3628800, 39916800, 479001600, 6227020800, 87178291200, 1307674368000,
		20922789888000, 355687428096000, 6402373705728000, 121645100408832000,
		2432902008176640000}},
	{"A000170", queens.Classic, 16, []int64{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680,
		14200, 73712, 365596, 2279184, 14772512, 95815104}},
	{"A002464", queens.NoTouch, 22, []int64{1, 1, 0, 0, 2, 14, 90, 646, 5242, 47622,
		479306, 5296790, 63779034, 831283558, 11661506218, 175203184374, 2806878055610,
		47767457130566, 860568917787402, 16362838542699862, 327460573946510746,
		6880329406055690790}},
}

var fundamentals = []table{
	{"A000903", queens.Rooks, 12, []int64{1, 1, 1, 2, 7, 23, 115, 694, 5282, 46066,
		456454, 4999004, 59916028, 778525516}},
	{"A002562", queens.Classic, 16, []int64{1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341,
		1787, 9233, 45752, 285053, 1846955, 11977939}},
}

func checkTable(t *testing.T, tab table, f func(int, queens.Rule) (int64, error)) {
	t.Helper()
	for n, want := range tab.want {
		if n >= tab.quick && testing.Short() {
			break
		}
		got, err := f(n, tab.rule)
		if err != nil || got != want {
			t.Errorf("%s: n=%d: got %d, %v; want %d", tab.name, n, got, err, want)
		}
	}
}

func TestCountTables(t *testing.T) {
	for _, tab := range counts {
		checkTable(t, tab, queens.Count)
	}
}

func TestFundamentalTables(t *testing.T) {
	for _, tab := range fundamentals {
		checkTable(t, tab, queens.Fundamental)
	}
}

func TestSizeErrors(t *testing.T) {
	for _, c := range []struct {
		n    int
		r    queens.Rule
		want string
	}{
		{-1, queens.Classic, "queens: board size -1 out of range 0..64"},
		{65, queens.Rooks, "queens: board size 65 out of range 0..64"},
		{8, queens.Rule(7), "queens: unknown rule Rule(7)"},
	} {
		if _, err := queens.Count(c.n, c.r); err == nil || err.Error() != c.want {
			t.Errorf("Count(%d, %v) error = %v, want %q", c.n, c.r, err, c.want)
		}
		if _, err := queens.Fundamental(c.n, c.r); err == nil || err.Error() != c.want {
			t.Errorf("Fundamental(%d, %v) error = %v, want %q", c.n, c.r, err, c.want)
		}
		if p, err := queens.First(c.n, c.r); p != nil || err == nil || err.Error() != c.want {
			t.Errorf("First(%d, %v) = %v, %v; want %q", c.n, c.r, p, err, c.want)
		}
		rng := rand.New(rand.NewPCG(1, 2))
		if p, err := queens.Random(c.n, c.r, rng); p != nil || err == nil || err.Error() != c.want {
			t.Errorf("Random(%d, %v) = %v, %v; want %q", c.n, c.r, p, err, c.want)
		}
		for p := range queens.All(c.n, c.r) {
			t.Errorf("All(%d, %v) yielded %v", c.n, c.r, p)
		}
	}
}

// Counts past the largest int64 are an error that says so and gives the
// count, from every call that returns one.
func TestOverflow(t *testing.T) {
	for _, c := range []struct {
		n    int
		r    queens.Rule
		want string
	}{
		{21, queens.Rooks, "queens: count overflows int64: Rooks has 51090942171709440000 placements on 21×21"},
		{22, queens.NoTouch, "queens: count overflows int64: NoTouch has 151436547414562736234 placements on 22×22"},
		{64, queens.Rooks, "queens: count overflows int64: Rooks has 126886932185884164103433389335161480802865516174545192198801894375214704230400000000000000 placements on 64×64"},
	} {
		n, err := queens.Count(c.n, c.r)
		if n != 0 || !errors.Is(err, queens.ErrOverflow) || err.Error() != c.want {
			t.Errorf("Count(%d, %v) = %d, %v; want 0, %q", c.n, c.r, n, err, c.want)
		}
		if n, err := queens.Fundamental(c.n, c.r); n != 0 || !errors.Is(err, queens.ErrOverflow) {
			t.Errorf("Fundamental(%d, %v) = %d, %v; want 0, ErrOverflow", c.n, c.r, n, err)
		}
		for i := range 3 {
			if n, err := queens.CountShard(c.n, c.r, i, 3); n != 0 || !errors.Is(err, queens.ErrOverflow) {
				t.Errorf("CountShard(%d, %v, %d, 3) = %d, %v; want 0, ErrOverflow", c.n, c.r, i, n, err)
			}
		}
	}
}

func TestRuleString(t *testing.T) {
	got := strings.Join([]string{queens.Rooks.String(), queens.Classic.String(), queens.NoTouch.String(), queens.Rule(-2).String()}, " ")
	if want := "Rooks Classic NoTouch Rule(-2)"; got != want {
		t.Fatalf("rule names %q, want %q", got, want)
	}
}

func FuzzRuleText(f *testing.F) {
	for _, s := range []string{"rooks", "Classic", "NOTOUCH", "queens", "", "kings", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var r queens.Rule
		if err := r.UnmarshalText([]byte(s)); err != nil {
			if !strings.HasPrefix(err.Error(), "queens: unknown rule") {
				t.Fatalf("error %q does not name the problem", err)
			}
			return
		}
		text, err := r.MarshalText()
		var back queens.Rule
		if err != nil || back.UnmarshalText(text) != nil || back != r {
			t.Fatalf("%q -> %v -> %q, %v -> %v", s, r, text, err, back)
		}
	})
}
