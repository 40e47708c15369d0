package regions_test

import (
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/regions"
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
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"AB\nBA", "regions: board has 2 rows, want 4..20"},
		{"", "regions: board has 1 rows, want 4..20"},
		{"ABCD\nABCD\nABC\nABCD", "regions: row 3 has 3 cells, want 4"},
		{"ABCD\nAB1D\nABCD\nABCD", `regions: row 2 has '1', want a letter`},
		{"ABCD\nABCD\nABCD\nABCE", "regions: board has 5 regions, want 4"},
		{"ABCC\nABCC\nABCC\nABCC", "regions: board has 3 regions, want 4"},
		{"ABCD\nABCD\nABCD\nABCDé", `regions: row 4 has 'é', want a letter`},
		{strings.Repeat("A", 21) + "\n", "regions: board has 1 rows, want 4..20"},
	} {
		if _, err := regions.Parse(c.in); err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q) error = %v, want %q", c.in, err, c.want)
		}
	}
}

func TestValidate(t *testing.T) {
	b, _ := regions.Parse(sample)
	if err := b.Validate(); err != nil {
		t.Fatal(err)
	}
	split, _ := regions.Parse("ABCA\nBBCD\nBCCD\nDDDD")
	if err := split.Validate(); err == nil || err.Error() != "regions: region A is in 2 pieces" {
		t.Fatalf("Validate = %v", err)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{sample, "AB\nBA", "ABCD\nABCD\nABCD\nABCD", "ABCA\nBBCD\nBCCD\nDDDD", "A B\r\nC D\n", "\x00\xff"} {
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
		_ = b.Validate()
		if b.N() <= 8 {
			for p := range regions.Solutions(b) {
				if !isSolution(b, p) {
					t.Fatalf("invalid solution %v of\n%s", p, b)
				}
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
