package sevenseg_test

import (
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
)

// Puzzles published with their answers, each "move one stick": every
// answer listed is among those Solutions finds under the leniency the
// collection follows. The lists are not said to be complete, so extra
// answers are allowed.
//
// Sources: braineaser.com, "7 matchstick equation puzzles"
// (https://braineaser.com/brainteasers/7-matchstick-equation-puzzles/);
// github.com/pedrotmoreno23/matchstick-equation-puzzle, docs/level_research.md;
// https://www.mindyourlogic.com/matchstick-puzzles (as an npm matchstick
// solver's tests quote them, 9-5=0 there said to have no answer); and the
// examples of the issue that asked for ×, ÷ and several operators.
func TestPublishedPuzzles(t *testing.T) {
	permissive := []sevenseg.Option{sevenseg.Permissive, sevenseg.BothForms}
	for _, c := range []struct {
		puzzle  string
		answers []string // nil: none at all
		opts    []sevenseg.Option
	}{
		{"1+2=8", []string{"7+2=9"}, nil},
		{"6+4=4", []string{"8-4=4", "0+4=4"}, nil},
		{"4-4=7", []string{"11-4=7"}, permissive},
		{"6+1=12", []string{"5+7=12"}, nil},
		{"8+3=3", []string{"6+3=9"}, nil},
		{"5+9=9", []string{"5+3=8", "6+3=9"}, nil},
		{"3+8-4=0", []string{"3+9-4=8", "3+6-9=0", "3+8-11=0"}, permissive}, // the 9 of 3+6-9 has no tail
		{"5+4=2", []string{"6-4=2"}, nil},
		{"2+7=6", []string{"2+7=9"}, nil},
		{"3+5=7", []string{"2+5=7"}, nil},
		{"3-9=4", []string{"9-5=4"}, nil},
		{"66-30-66=92", []string{"56-30+66=92", "66-30+56=92"}, nil},
		{"2-5=3", []string{"2=5-3"}, []sevenseg.Option{sevenseg.Common}},
		{"5+7=2", []string{"9-7=2"}, nil},
		{"7+7=0", []string{"7+1=8"}, nil},
		{"3x9=5", []string{"3x3=9"}, nil},
		{"9-5=0", nil, nil},
	} {
		e, err := sevenseg.Parse(c.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for s := range sevenseg.Solutions(e, 1, c.opts...) {
			got = append(got, s.Equation.String())
		}
		for _, a := range c.answers {
			if !slices.Contains(got, a) {
				t.Errorf("Solutions(%s, 1, %v) = %q; the published answer %s is missing", c.puzzle, c.opts, got, a)
			}
		}
		if c.answers == nil && got != nil {
			t.Errorf("Solutions(%s, 1, %v) = %q; published as having no answer", c.puzzle, c.opts, got)
		}
	}
}
