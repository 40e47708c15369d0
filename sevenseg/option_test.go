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

// Each Option prints as the call that made it, out-of-range values and the
// font's ignored bits included.
func TestOptionString(t *testing.T) {
	for _, c := range []struct {
		o    sevenseg.Option
		want string
	}{
		{sevenseg.WithFont(sevenseg.Standard), "WithFont(Standard)"},
		{sevenseg.WithFont(0xff), "WithFont(Tailless|Hook7|BothForms)"},
		{sevenseg.WithMode(sevenseg.Removing), "WithMode(Removing)"},
		{sevenseg.WithMode(7), "WithMode(Mode(7))"},
		{sevenseg.WithLeniency(sevenseg.Strict), "WithLeniency(Strict)"},
		{sevenseg.WithLeniency(255), "WithLeniency(Leniency(255))"},
		{sevenseg.WithZeros(sevenseg.LeadingZeros), "WithZeros(LeadingZeros)"},
		{sevenseg.WithZeros(2), "WithZeros(Zeros(2))"},
		{sevenseg.WithDivision(sevenseg.Fractions), "WithDivision(Fractions)"},
		{sevenseg.WithDivision(0), "WithDivision(WholeQuotients)"},
		{sevenseg.MaxMemory(0), "MaxMemory(0)"},
		{sevenseg.MaxMemory(-1), "MaxMemory(-1)"},
		{nil, "<nil>"},
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
	for _, o := range []sevenseg.Option{sevenseg.WithMode(3), sevenseg.WithLeniency(3), sevenseg.WithZeros(2), sevenseg.WithDivision(2)} {
		for name, solve := range map[string]func(sevenseg.Equation, int, ...sevenseg.Option) iter.Seq[sevenseg.Solution]{
			"Solutions": sevenseg.Solutions, "SolutionsMoveByMove": sevenseg.SolutionsMoveByMove,
		} {
			for s := range solve(e, 1, o) {
				t.Errorf("%s(0+3=09, 1, %v) yields %v", name, o, s.Equation)
			}
		}
	}
}
