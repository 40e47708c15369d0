package regions_test

import (
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

const sample = `AAABB
ACCCB
ACDDB
AEEDB
AEEDD
`

func TestParseRoundTrip(t *testing.T) {
	b, err := regions.Parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != sample {
		t.Fatalf("String:\n%s\nwant:\n%s", b, sample)
	}
	spaced, err := regions.Parse("\n  a a a b b\na c c c b\r\na c d d b\na e e d b\na e e d d\n\n")
	if err != nil || spaced.String() != sample {
		t.Fatalf("spaced lower-case board: %v\n%s", err, spaced)
	}
	if b.N() != 5 || b.Region(2, 3) != 3 {
		t.Fatalf("N = %d, Region(2, 3) = %d", b.N(), b.Region(2, 3))
	}
	rapid.Check(t, func(t *rapid.T) {
		b := regionstest.Board(regions.MinN, regions.MaxN).Draw(t, "board")
		back, err := regions.Parse(b.String())
		if err != nil || back.String() != b.String() || !back.Valid() {
			t.Fatalf("%v\n%s", err, b)
		}
	})
}

func TestParseErrors(t *testing.T) {
	row20 := strings.Repeat("A", 20) + "\n"
	for _, c := range []struct{ in, want string }{
		{"AB\nBA", "regions: board has 2 rows, want 4..20"},
		{"", "regions: the board is empty"},
		{" \n\t\r\n", "regions: the board is empty"},
		{"ABCD\nABCD\nABC\nABCD", "regions: row 3 has 3 cells, want 4"},
		{"ABCD\nABCD\n\nABCD\nABCD", "regions: blank line at row 3"},
		{"ABCD\nABCD\n  \t\r\nABCD\nABCD", "regions: blank line at row 3"},
		{"ABCD\nAB1D\nABCD\nABCD", `regions: row 2 has '1', want a letter`},
		{"ABCD\nABCD\nABCD\nABCE", "regions: board has 5 regions, want 4"},
		{"ABCC\nABCC\nABCC\nABCC", "regions: board has 3 regions, want 4"},
		{"ABCD\nABCD\nABCD\nABCDé", `regions: row 4 has 'é', want a letter`},
		{strings.Repeat("A", 21) + "\n", "regions: board has 1 rows, want 4..20"},
		{strings.Repeat(row20, 21), "regions: board has more than 20 rows, want 4..20"},
		{strings.Repeat("A", 30) + "\nB\nC\nD", "regions: row 1 has 30 cells, want 4"},
		{strings.Repeat(" ", regions.MaxText+1), "regions: board text of 16385 bytes, want at most 16384"},
	} {
		if _, err := regions.Parse(c.in); err == nil || err.Error() != c.want {
			t.Errorf("Parse(%.40q) error = %v, want %q", c.in, err, c.want)
		}
	}
}

// Parse refuses huge input before splitting it: 20 MB of text costs a few
// hundred bytes, and a text of MaxText bytes with more than MaxN lines little
// more.
func TestParseMemory(t *testing.T) {
	for _, in := range []string{
		strings.Repeat("ABCDEFGHIJKLMNOPQRSTU\n", 20<<20/22),
		strings.Repeat("A\n", regions.MaxText/2),
		strings.Repeat("A", regions.MaxText),
	} {
		if got := allocated(func() { regions.Parse(in) }); got > 4096 {
			t.Errorf("Parse of %d bytes allocated %d bytes", len(in), got)
		}
	}
}

// allocated returns the bytes f allocates on the heap: the least of five
// runs, since the heap's counters also count what other goroutines (the
// workers a test before left finishing, the runtime) allocate meanwhile.
func allocated(f func()) uint64 {
	least := uint64(math.MaxUint64)
	for range 5 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		least = min(least, after.TotalAlloc-before.TotalAlloc)
	}
	return least
}

func TestValidate(t *testing.T) {
	b, _ := regions.Parse(sample)
	if err := b.Validate(); err != nil || !b.Valid() {
		t.Fatal(err)
	}
	split, _ := regions.Parse("ABCA\nBBCD\nBCCD\nDDDD")
	if err := split.Validate(); err == nil || err.Error() != "regions: region A is in 2 pieces" || split.Valid() {
		t.Fatalf("Validate = %v", err)
	}
}

// The zero Board and a nil *Board are empty: every method answers without
// panicking.
func TestEmptyBoard(t *testing.T) {
	for _, b := range []*regions.Board{nil, new(regions.Board)} {
		if b.N() != 0 || b.String() != "" || b.Valid() || b.Validate() == nil {
			t.Errorf("%#v: N %d, String %q, Valid %v, Validate %v", b, b.N(), b.String(), b.Valid(), b.Validate())
		}
		if _, err := regions.Explain(b); err == nil {
			t.Errorf("Explain(%#v) gave no error", b)
		}
		if _, err := regions.Grade(b); err == nil {
			t.Errorf("Grade(%#v) gave no error", b)
		}
		if k, err := regions.Count(b, 0); k != 0 || err == nil {
			t.Errorf("Count(%#v) = %d, %v; want 0 and an error", b, k, err)
		}
		if k, err := regions.CountShard(b, 0, 1); k != 0 || err == nil {
			t.Errorf("CountShard(%#v, 0, 1) = %d, %v; want 0 and an error", b, k, err)
		}
		for p := range regions.Solutions(b) {
			t.Errorf("Solutions(%#v) yields %v", b, p)
		}
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.HasPrefix(r.(string), "regions: cell (0, 0) off a 0×0 board") {
					t.Errorf("Region(0, 0) of %#v: recovered %v", b, r)
				}
			}()
			b.Region(0, 0)
		}()
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{sample, "AB\nBA", "ABCD\nABCD\nABCD\nABCD", "ABCA\nBBCD\nBCCD\nDDDD", "A B\r\nC D\n", "\x00\xff", "ABCD\n\nABCD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := regions.Parse(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "regions: ") {
				t.Fatalf("error %q lacks the package name", err)
			}
			return
		}
		back, err := regions.Parse(b.String())
		if err != nil || back.String() != b.String() {
			t.Fatalf("%q does not round-trip: %v", b.String(), err)
		}
		if b.Valid() != (b.Validate() == nil) {
			t.Fatalf("Valid and Validate disagree on\n%s", b)
		}
		if b.N() <= 8 {
			var sols []queens.Placement
			for p := range regions.Solutions(b) {
				if !isSolution(b, p) {
					t.Fatalf("invalid solution %v of\n%s", p, b)
				}
				sols = append(sols, p)
			}
			steps, err := regions.Explain(b)
			for _, st := range steps {
				for _, c := range st.Cleared {
					for _, p := range sols {
						if p[c.Row] == c.Col {
							t.Fatalf("%v rules out %v of solution %v (%s)\n%s", st.Deduction, c, p, st.Why, b)
						}
					}
				}
			}
			if err == nil && len(sols) != 1 {
				t.Fatalf("Explain solves a board with %d solutions\n%s", len(sols), b)
			}
		}
	})
}

func FuzzLevelText(f *testing.F) {
	for _, s := range []string{"easy", "Medium", "HARD", "expert", "", "any", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var l regions.Level
		if err := l.UnmarshalText([]byte(s)); err != nil {
			if !strings.HasPrefix(err.Error(), "regions: unknown level") {
				t.Fatalf("error %q does not name the problem", err)
			}
			return
		}
		text, err := l.MarshalText()
		var back regions.Level
		if err != nil || back.UnmarshalText(text) != nil || back != l {
			t.Fatalf("%q -> %v -> %q, %v -> %v", s, l, text, err, back)
		}
	})
}
