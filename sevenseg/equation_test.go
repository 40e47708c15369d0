package sevenseg_test

import (
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/sevenseg"
)

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "empty equation"},
		{"   ", "empty equation"},
		{"1++2=3", `position 3: '+' where a number should be`},
		{"12=", "position 4: equation ends where a number should be"},
		{"=12", `position 1: '=' where a number should be`},
		{"1+x=3", `position 3: 'x' where a number should be`},
		{"1^2=a", `2 unsupported characters: position 2: unexpected '^'; position 5: unexpected 'a'`},
		{"1=2=", "position 5: equation ends"},
		{"3x-2=6", `position 3: '-' where a number should be`},
		{"3--2=6", `position 3: '-' where a number should be`},
		{"--2=6", `position 2: '-' where a number should be`},
		{"2=-", `position 4: equation ends`},
		{"a", `position 1: unexpected 'a'`},
		{"1+2", "no '=' in equation"},
		{"1234567890=1", "position 10: number has more than 9 digits"},
		{strings.Repeat("9", 300) + "=9", "position 10: number has more than 9 digits"},
		{strings.Repeat("1+", 40) + "1=1", "position 65: more than 64 glyphs"},
		{"1÷2=2±", `position 6: unexpected '±'`},
		{"1+\xff=2", "position 3: invalid UTF-8"},
		{"1=+1", `position 3: '+' where a number should be`},
		{strings.Repeat(" ", sevenseg.MaxText) + "1=1", "sevenseg: equation of 1027 bytes, want at most 1024"},
		{"#1=1#2#3#4#5#6#7#8#9#", "sevenseg: 10 unsupported characters: position 1: unexpected '#'; position 5: unexpected '#'; " +
			"position 7: unexpected '#'; position 9: unexpected '#'; position 11: unexpected '#'; position 13: unexpected '#'; " +
			"position 15: unexpected '#'; position 17: unexpected '#'; and 2 more"},
	} {
		_, err := sevenseg.Parse(c.in)
		if err == nil || !strings.HasPrefix(err.Error(), "sevenseg: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) error %v, want one with %q", c.in, err, c.want)
		}
	}
}

// Parse refuses long text before reading it, and lists at most a few bad
// characters: neither its error nor its memory grows with the text.
func TestParseLongText(t *testing.T) {
	for _, s := range []string{
		strings.Repeat("#", 10<<20),
		strings.Repeat("#", sevenseg.MaxText),
		strings.Repeat("1+", sevenseg.MaxText/2),
	} {
		var err error
		alloc := testutil.LeastAlloc(func() { _, err = sevenseg.Parse(s) })
		if err == nil || len(err.Error()) > 400 {
			t.Errorf("Parse of %d bytes: error of %d bytes: %.100v", len(s), len(err.Error()), err)
		}
		if alloc > 4<<10 {
			t.Errorf("Parse of %d bytes allocated %d bytes; want at most 4 KiB", len(s), alloc)
		}
	}
}

func TestParseHolds(t *testing.T) {
	for _, c := range []struct {
		in, text string
		holds    bool
	}{
		{"0+3=09", "0+3=09", false},
		{"6+3=09", "6+3=09", true},
		{" 1 + 1 = 2 ", "1+1=2", true},
		{"5=5", "5=5", true},
		{"10-3-2=5", "10-3-2=5", true},
		{"10-3-2=9", "10-3-2=9", false},
		{"1+2=5-2", "1+2=5-2", true},
		{"1+2=5+2", "1+2=5+2", false},
		{"0=1-1", "0=1-1", true},
		{"1=2-1", "1=2-1", true},
		{"999999999+999999999=1999999998", "", false}, // a 10-digit number
		{"999999999-999999999=0", "999999999-999999999=0", true},
		{"2+3×4=14", "2+3x4=14", true},
		{"2+3*4=20", "2+3x4=20", false},
		{"8÷4÷2=1", "8/4/2=1", true},
		{"8/4x2=4", "8/4x2=4", true},
		{"7/2=3", "7/2=3", false},
		{"6/4x2=3", "6/4x2=3", false}, // 6÷4 is not whole
		{"5/0=0", "5/0=0", false},
		{"-3=1-4", "-3=1-4", true},
		{"1 − 4 = −3", "1-4=-3", true},
		{"-2x-3=6", "", false},
		{"-2x3=-6", "-2x3=-6", true},
		{"2=2=2", "2=2=2", true},
		{"2=2=3", "2=2=3", false},
		{"1+1=2=3-1", "1+1=2=3-1", true},
		{"999999999x999999999x999999999=1", "999999999x999999999x999999999=1", false},
		{"999999999x999999999x9=999999999x999999999x9", "999999999x999999999x9=999999999x999999999x9", true},
		{"999999999x999999999x99=999999999x999999999x99", "999999999x999999999x99=999999999x999999999x99", true},
		{"999999999x999999999x99=999999999x999999999x98", "999999999x999999999x99=999999999x999999999x98", false},
	} {
		e, err := sevenseg.Parse(c.in)
		if c.text == "" {
			if err == nil {
				t.Errorf("Parse(%q) = %v, want an error", c.in, e)
			}
			continue
		}
		if err != nil || e.String() != c.text || e.Holds() != c.holds {
			t.Errorf("Parse(%q) = %q, %v, holds %v; want %q, holds %v", c.in, e, err, e.Holds(), c.text, c.holds)
		}
	}
	if (sevenseg.Equation{}).Holds() {
		t.Error("the zero Equation holds")
	}
}

// Parse never panics; what it accepts prints back to itself, and solving it
// yields only true equations.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"0+3=09", "1++2=3", "12=", "1+2", "1=2=3", "x", "99-9=9+81", " 1 + 1 = 2",
		"6×2=18÷1", "-8/4=-2", "2-5=3", "4-4=7", "3^2=a", "1*2=3/0", "#1=1#2#3#4#5#6#7#8#9",
		strings.Repeat(" ", sevenseg.MaxText-3) + "1=1", strings.Repeat("1", sevenseg.MaxText+1)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := sevenseg.Parse(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "sevenseg: ") {
				t.Fatalf("Parse(%q): error %q lacks the package name", s, err)
			}
			if len(err.Error()) > 400 {
				t.Fatalf("Parse(%q): error of %d bytes", s, len(err.Error()))
			}
			return
		}
		if len(s) > sevenseg.MaxText {
			t.Fatalf("Parse took %d bytes, more than MaxText", len(s))
		}
		back, err := sevenseg.Parse(e.String())
		if err != nil || back != e {
			t.Fatalf("Parse(%q) = %q, which parses as %q, %v", s, e, back, err)
		}
		var b strings.Builder
		if err := e.WriteText(&b); err != nil || strings.Count(b.String(), "\n") != 5 {
			t.Fatalf("WriteText(%q) = %q, %v; want 5 lines", e, b.String(), err)
		}
		for _, r := range []sevenseg.Leniency{sevenseg.Strict, sevenseg.Permissive} {
			for sol := range sevenseg.Solutions(e, 1, r, sevenseg.BothForms) {
				if !sol.Equation.Holds() || sol.Moved != 1 {
					t.Fatalf("Solutions(%q, 1, %v) yields %q, moved %d", e, r, sol.Equation, sol.Moved)
				}
			}
		}
	})
}
