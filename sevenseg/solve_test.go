package sevenseg_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
	"github.com/go-puzzles/puzzles/sevenseg/sevensegtest"
	"pgregory.net/rapid"
)

// Answers found by hand: the published example, and classics.
func TestSolutionsKnown(t *testing.T) {
	for _, c := range []struct {
		in     string
		sticks int
		opts   []sevenseg.Option
		want   []string // "equation/moved"
	}{
		{"0+3=09", 1, nil, []string{"6+3=09/1"}},
		{"0+3=09", 2, nil, []string{"6+3=09/1", "5+3=08/2"}},
		{"1+1=3", 1, nil, []string{"1+1=2/1"}},
		{"5+7=2", 1, nil, []string{"9-7=2/1"}},
		{"6-5=1", 0, nil, []string{}},
		{"6-5=1", -3, nil, []string{}},
		{"1+1=3", 1, []sevenseg.Option{sevenseg.Removing}, []string{}},
		{"0+3=09", 1, []sevenseg.Option{sevenseg.Tailless}, []string{"0+3=03/1", "0+9=09/1"}},
		{"1=4", 9, nil, []string{"7=7/2"}},
		{"7+1=8", 1, []sevenseg.Option{sevenseg.Removing, sevenseg.Hook7}, []string{}},
	} {
		e, err := sevenseg.Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		got := []string{}
		for s := range sevenseg.Solutions(e, c.sticks, c.opts...) {
			got = append(got, fmt.Sprintf("%v/%d", s.Equation, s.Moved))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Solutions(%q, %d) = %q, want %q", c.in, c.sticks, got, c.want)
		}
	}
}

// layout draws a layout of one of the published (and a few other) shapes,
// or with small set of the smallest ones.
func layout(t *rapid.T, small bool) sevenseg.Equation {
	pool := []string{"d±d=d", "d±d=dd", "dd±dd=dd", "d±d±d=d", "dd=d±d", "d=d",
		"d×d=d", "dd÷d=d", "d±d×d=dd", "-d=d±d", "d±d=-d", "d=d=d", "d×d=d±d"}
	if small {
		pool = []string{"d±d=d", "d=d", "dd=d", "d×d=d", "-d=d"}
	}
	return sevensegtest.Layout(rapid.SampledFrom(pool).Draw(t, "shape")).Draw(t, "equation")
}

// Solutions (target glyphs with a budget) and SolutionsMoveByMove (the
// published search) give identical answers, moves and order, for 1 to 3
// sticks on random layouts in every mode, font, leniency, policy on zeros
// and division. 3 sticks run on the smaller shapes under the Strict leniency, where the reference's
// O(n^6) stays affordable.
func TestSolutionsAgreesWithReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := sevensegtest.SolveOptions().Draw(t, "options")
		most := 3
		if opts[len(opts)-1].String() != "Strict" {
			most = 2 // sign places and more glyphs per cell: the reference's n grows
		}
		sticks := rapid.IntRange(1, most).Draw(t, "sticks")
		e := layout(t, sticks == 3)
		got := slices.Collect(sevenseg.Solutions(e, sticks, opts...))
		want := slices.Collect(sevenseg.SolutionsMoveByMove(e, sticks, opts...))
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Solutions(%q, %d, %v):\n%v\nSolutionsMoveByMove:\n%v", e, sticks, opts, got, want)
		}
	})
}

// Every answer holds, differs from the puzzle, moves between 1 and the
// sticks asked and lists that many moves, each from a place to another; no answer comes
// twice.
func TestSolutionsValid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := sevensegtest.Equation().Draw(t, "equation")
		sticks := rapid.IntRange(1, 2).Draw(t, "sticks")
		mode := sevensegtest.Mode().Draw(t, "mode")
		font := sevensegtest.Font().Draw(t, "font")
		seen := map[sevenseg.Equation]bool{}
		for s := range sevenseg.Solutions(e, sticks, mode, font) {
			if !s.Equation.Holds() || s.Equation == e || seen[s.Equation] {
				t.Fatalf("Solutions(%q, %d) yields %q (holds %v, seen %v)", e, sticks, s.Equation, s.Equation.Holds(), seen[s.Equation])
			}
			seen[s.Equation] = true
			if s.Moved < 1 || s.Moved > sticks || len(s.Moves) != s.Moved {
				t.Fatalf("Solutions(%q, %d) yields %q moving %d with moves %v", e, sticks, s.Equation, s.Moved, s.Moves)
			}
			for _, m := range s.Moves {
				if (m.From.Glyph == sevenseg.OffBoard) != (mode == sevenseg.Adding) ||
					(m.To.Glyph == sevenseg.OffBoard) != (mode == sevenseg.Removing) {
					t.Fatalf("Solutions(%q, %d, %v) move %v", e, sticks, mode, m)
				}
			}
		}
	})
}

// A number of sticks beyond those in play is no limit.
func TestSolutionsLargeK(t *testing.T) {
	e, _ := sevenseg.Parse("1=4")
	got := slices.Collect(sevenseg.Solutions(e, 1000))
	want := slices.Collect(sevenseg.SolutionsMoveByMove(e, 3))
	if len(got) == 0 || !reflect.DeepEqual(got, want) {
		t.Fatalf("Solutions(1=4, 1000) = %v; reference with sticks = 3: %v", got, want)
	}
}
