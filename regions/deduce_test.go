package regions_test

import (
	"errors"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// On any board, with one solution, many or none, every step of Explain
// keeps every solution: it never rules out a cell that holds a queen in
// one, and places only queens that all of them share. Explain finishes
// only on boards with one solution, and says there is none only when there
// is none.
func TestExplainIsSound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := regionstest.Board(regions.MinN, 9).Draw(t, "board")
		var sols []queens.Placement
		for p := range regions.Solutions(b) {
			sols = append(sols, p)
		}
		steps, err := regions.Explain(b)
		for _, st := range steps {
			for _, p := range sols {
				for _, c := range st.Cleared {
					if p[c.Row] == c.Col {
						t.Fatalf("%v rules out %v of solution %v (%s)\n%s", st.Deduction, c, p, st.Why, b)
					}
				}
				for _, c := range st.Queens {
					if p[c.Row] != c.Col {
						t.Fatalf("%v places %v, not in solution %v (%s)\n%s", st.Deduction, c, p, st.Why, b)
					}
				}
			}
		}
		switch {
		case err == nil && len(sols) != 1:
			t.Fatalf("Explain solves a board with %d solutions\n%s", len(sols), b)
		case errors.Is(err, regions.ErrNoSolution) && len(sols) != 0:
			t.Fatalf("%v, yet %d solutions\n%s", err, len(sols), b)
		case err != nil && !errors.Is(err, regions.ErrNoSolution) && err != regions.ErrStuck:
			t.Fatalf("unexpected error %v", err)
		}
		if l, gerr := regions.Grade(b); (gerr == nil) != (err == nil) || err == nil && (l < regions.Easy || l > regions.Expert) {
			t.Fatalf("Grade = %v, %v; Explain %v", l, gerr, err)
		}
	})
}
