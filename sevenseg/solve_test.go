package sevenseg_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
	"pgregory.net/rapid"
)

// Answers found by hand: the published example, and classics.
func TestSolveKnown(t *testing.T) {
	for _, c := range []struct {
		in   string
		k    int
		opts []sevenseg.Option
		want []string // "equation/moved"
	}{
		{"0+3=09", 1, nil, []string{"6+3=09/1"}},
		{"0+3=09", 2, nil, []string{"6+3=09/1", "5+3=08/2"}},
		{"1+1=3", 1, nil, []string{"1+1=2/1"}},
		{"5+7=2", 1, nil, []string{"9-7=2/1"}},
		{"6-5=1", 0, nil, []string{}},
		{"6-5=1", -3, nil, []string{}},
		{"1+1=3", 1, []sevenseg.Option{sevenseg.WithMode(sevenseg.Removing)}, []string{}},
		{"0+3=09", 1, []sevenseg.Option{sevenseg.WithFont(sevenseg.Tailless)}, []string{"0+3=03/1", "0+9=09/1"}},
		{"1=4", 9, nil, []string{"7=7/2"}},
		{"7+1=8", 1, []sevenseg.Option{sevenseg.WithMode(sevenseg.Removing), sevenseg.WithFont(sevenseg.Hook7)}, []string{}},
	} {
		e, err := sevenseg.Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		got := []string{}
		for s := range sevenseg.Solve(e, c.k, c.opts...) {
			got = append(got, fmt.Sprintf("%v/%d", s.Equation, s.Moved))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Solve(%q, %d) = %q, want %q", c.in, c.k, got, c.want)
		}
	}
}

var shapes = []string{"d±d=d", "d±d=dd", "dd±dd=dd", "d±d±d=d", "dd=d±d", "d=d"}

// layout draws an equation of one of the published (and a few other)
// shapes, with every digit and operator at random.
func layout(small bool) *rapid.Generator[sevenseg.Equation] {
	return rapid.Custom(func(t *rapid.T) sevenseg.Equation {
		pool := shapes
		if small {
			pool = []string{"d±d=d", "d=d", "dd=d"}
		}
		shape := rapid.SampledFrom(pool).Draw(t, "shape")
		var b []byte
		for _, r := range shape {
			switch r {
			case 'd':
				b = append(b, byte('0'+rapid.IntRange(0, 9).Draw(t, "digit")))
			case '±':
				b = append(b, rapid.SampledFrom([]byte("+-")).Draw(t, "op"))
			default:
				b = append(b, byte(r))
			}
		}
		e, err := sevenseg.Parse(string(b))
		if err != nil {
			t.Fatalf("layout %q: %v", b, err)
		}
		return e
	})
}

var (
	modes = []sevenseg.Mode{sevenseg.Moving, sevenseg.Adding, sevenseg.Removing}
	fonts = []sevenseg.Font{sevenseg.Standard, sevenseg.Tailless, sevenseg.Hook7, sevenseg.Tailless | sevenseg.Hook7}
)

func collect(seq func(func(sevenseg.Solution) bool)) []sevenseg.Solution {
	var out []sevenseg.Solution
	for s := range seq {
		out = append(out, s)
	}
	return out
}

// Solve (target glyphs with a budget) and SolveMoveByMove (the published
// search) give identical answers, moves and order, for k = 1..3 on random
// layouts in every mode and font. k = 3 runs on the smaller shapes, where
// the reference's O(n^6) stays affordable.
func TestSolveAgreesWithReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		k := rapid.IntRange(1, 3).Draw(t, "k")
		e := layout(k == 3).Draw(t, "equation")
		opts := []sevenseg.Option{
			sevenseg.WithMode(rapid.SampledFrom(modes).Draw(t, "mode")),
			sevenseg.WithFont(rapid.SampledFrom(fonts).Draw(t, "font")),
		}
		got := collect(sevenseg.Solve(e, k, opts...))
		want := collect(sevenseg.SolveMoveByMove(e, k, opts...))
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Solve(%q, %d):\n%v\nSolveMoveByMove:\n%v", e, k, got, want)
		}
	})
}

// Every answer holds, differs from the puzzle, moves between 1 and k sticks
// and lists that many moves, each from a place to another; no answer comes
// twice.
func TestSolveAnswersValid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := layout(false).Draw(t, "equation")
		k := rapid.IntRange(1, 4).Draw(t, "k")
		mode := rapid.SampledFrom(modes).Draw(t, "mode")
		seen := map[sevenseg.Equation]bool{}
		for s := range sevenseg.Solve(e, k, sevenseg.WithMode(mode)) {
			if !s.Equation.Holds() || s.Equation == e || seen[s.Equation] {
				t.Fatalf("Solve(%q, %d) yields %q (holds %v, seen %v)", e, k, s.Equation, s.Equation.Holds(), seen[s.Equation])
			}
			seen[s.Equation] = true
			if s.Moved < 1 || s.Moved > k || len(s.Moves) != s.Moved {
				t.Fatalf("Solve(%q, %d) yields %q moving %d with moves %v", e, k, s.Equation, s.Moved, s.Moves)
			}
			for _, m := range s.Moves {
				if (m.From.Glyph == sevenseg.OffBoard) != (mode == sevenseg.Adding) ||
					(m.To.Glyph == sevenseg.OffBoard) != (mode == sevenseg.Removing) {
					t.Fatalf("Solve(%q, %d, %v) move %v", e, k, mode, m)
				}
			}
		}
	})
}

// A k beyond the sticks in play is no limit.
func TestSolveLargeK(t *testing.T) {
	e, _ := sevenseg.Parse("1=4")
	got := collect(sevenseg.Solve(e, 1000))
	want := collect(sevenseg.SolveMoveByMove(e, 3))
	if len(got) == 0 || !reflect.DeepEqual(got, want) {
		t.Fatalf("Solve(1=4, 1000) = %v; reference with k = 3: %v", got, want)
	}
}
