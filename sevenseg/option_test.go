package sevenseg_test

import (
	"iter"
	"reflect"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
	"github.com/go-puzzles/puzzles/sevenseg/sevensegtest"
	"pgregory.net/rapid"
)

// Each Option prints as it is written, out-of-range values included; a Font
// leaves out the bits it ignores.
func TestOptionString(t *testing.T) {
	for _, c := range []struct {
		o    sevenseg.Option
		want string
	}{
		{sevenseg.Standard, "Standard"},
		{sevenseg.Font(0xff), "Tailless|Hook7|BothForms"},
		{sevenseg.Removing, "Removing"},
		{sevenseg.Mode(7), "Mode(7)"},
		{sevenseg.Strict, "Strict"},
		{sevenseg.Leniency(255), "Leniency(255)"},
		{sevenseg.LeadingZeros, "LeadingZeros"},
		{sevenseg.Zeros(2), "Zeros(2)"},
		{sevenseg.Fractions, "Fractions"},
		{sevenseg.Division(0), "WholeQuotients"},
		{sevenseg.MaxMemory(0), "MaxMemory(0)"},
		{sevenseg.MaxMemory(-1), "MaxMemory(-1)"},
	} {
		if got := c.o.String(); got != c.want {
			t.Errorf("String() = %q; want %q", got, c.want)
		}
	}
}

// When one constructor is given several times the last one counts: a full
// list of options after any other gives the answers of the full list
// alone.
func TestOptionLastCounts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := sevensegtest.Equation().Draw(t, "equation")
		first := sevensegtest.SolveOptions().Draw(t, "first")
		last := sevensegtest.SolveOptions().Draw(t, "last")
		got := slices.Collect(sevenseg.Solutions(e, 1, append(slices.Clone(first), last...)...))
		want := slices.Collect(sevenseg.Solutions(e, 1, last...))
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Solutions(%q, 1, %v, %v) = %v; with %v alone: %v", e, first, last, got, last, want)
		}
	})
}

// An option value the package does not know makes Solutions and
// SolutionsMoveByMove yield nothing, where the same equation has answers.
func TestOptionUnknownValue(t *testing.T) {
	e, _ := sevenseg.Parse("0+3=09")
	if len(slices.Collect(sevenseg.Solutions(e, 1))) == 0 {
		t.Fatal("Solutions(0+3=09, 1) yields nothing")
	}
	for _, o := range []sevenseg.Option{sevenseg.Mode(3), sevenseg.Leniency(3), sevenseg.Zeros(2), sevenseg.Division(2)} {
		for name, solve := range map[string]func(sevenseg.Equation, int, ...sevenseg.Option) iter.Seq[sevenseg.Solution]{
			"Solutions": sevenseg.Solutions, "SolutionsMoveByMove": sevenseg.SolutionsMoveByMove,
		} {
			for s := range solve(e, 1, o) {
				t.Errorf("%s(0+3=09, 1, %v) yields %v", name, o, s.Equation)
			}
		}
	}
}
