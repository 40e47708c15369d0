package regions_test

import (
	"testing"

	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// A partial state: some queens of a solution of a drawn board, and some
// cells ruled out, none of that solution's unless drawn wild (a state with
// no solution, where the rules still have to agree).
func partial(t *rapid.T) (b *regions.Board, queens, out []regions.Cell) {
	b = regionstest.Board(regions.MinN, regions.MaxN).Draw(t, "board")
	n := b.N()
	var sol []int
	for p := range regions.Solutions(b) {
		sol = p
		break
	}
	for _, r := range rapid.SliceOfDistinct(rapid.IntRange(0, n-1), rapid.ID[int]).Draw(t, "queen rows") {
		queens = append(queens, regions.Cell{Row: r, Col: sol[r]})
	}
	wild := rapid.Bool().Draw(t, "wild")
	cell := rapid.Custom(func(t *rapid.T) regions.Cell {
		return regions.Cell{Row: rapid.IntRange(0, n-1).Draw(t, "row"), Col: rapid.IntRange(0, n-1).Draw(t, "col")}
	})
	for _, c := range rapid.SliceOfN(cell, 0, n*n/2).Draw(t, "out") {
		if wild || sol[c.Row] != c.Col {
			out = append(out, c)
		}
	}
	return b, queens, out
}

// checkFormsAgree checks that the one-at-a-time and the bit-parallel forms
// of rule reach the same conclusions on random partial states.
func checkFormsAgree(t *testing.T, rule regions.Deduction) {
	compared := 0
	rapid.Check(t, func(t *rapid.T) {
		b, queens, out := partial(t)
		k, err := regions.RuleFormsAgree(rule, b, queens, out)
		if err != nil {
			t.Fatalf("%v\n%squeens %v, out %v", err, b, queens, out)
		}
		compared += k
	})
	if compared == 0 {
		t.Fatalf("no %v move compared", rule)
	}
	t.Logf("%d %v moves compared", compared, rule)
}

func TestSingleFormsAgree(t *testing.T)       { checkFormsAgree(t, regions.Single) }
func TestRegionInLineFormsAgree(t *testing.T) { checkFormsAgree(t, regions.RegionInLine) }
func TestLineInRegionFormsAgree(t *testing.T) { checkFormsAgree(t, regions.LineInRegion) }
