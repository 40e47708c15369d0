package sevenseg

import (
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
)

// The glyph searches keep the contract of backtrack.Search: the search for
// answers within 1 or 2 sticks, under every mode and leniency, and the
// census's search for the true equations of a shape, which Census splits
// among its workers.
func TestSearchesKeepTheEngineContract(t *testing.T) {
	for _, eq := range []string{"0+3=09", "5+7=2", "11-1=12", "6x2=3x5", "-8/4=2", "2-5=3"} {
		e, err := Parse(eq)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []Mode{Moving, Adding, Removing} {
			for _, r := range []Leniency{Strict, Common, Permissive} {
				if r != Strict && (m != Moving || len(eq) > 6) {
					continue // the leniency changes the glyphs, not the search
				}
				c := config{mode: m, leniency: r, font: BothForms}
				for sticks := 1; sticks <= 2-int(min(r, 1)); sticks++ {
					sr := searcher{eqs: c.equals(e)}
					sr.reset(c.slotsOf(c.cells(e.s), m, sticks), m, 1, sticks, true)
					backtracktest.Check(t, sr.search())
				}
			}
		}
	}
	for _, shape := range []string{"d+d=d", "dd+d=dd", "dd-dd=d", "d+d+d=dd", "dd÷d=d", "d=dxd"} {
		tpl, err := parseShape(shape)
		if err != nil {
			t.Fatal(err)
		}
		for _, z := range []Zeros{LeadingZeros, NoLeadingZeros} {
			backtracktest.Check(t, config{zeros: z}.newTruths(tpl, nil).search())
		}
	}
}

// Every alphabet is in increasing order, as the search's order and the
// reference's choice among equal answers rely on.
func TestAlphabetsInOrder(t *testing.T) {
	for _, r := range []Leniency{Strict, Common, Permissive} {
		for _, f := range []Font{Standard, BothForms} {
			for _, z := range []Zeros{LeadingZeros, NoLeadingZeros} {
				c := config{leniency: r, font: f, zeros: z}
				for _, kind := range []uint8{digitCell, opCell, relCell, signCell} {
					for _, ch := range []byte("0+x=-") {
						a := c.alphabet(nil, kind, ch, kind == digitCell)
						if !slices.IsSorted(a) || len(slices.Compact(slices.Clone(a))) != len(a) {
							t.Errorf("%+v: alphabet of %q (kind %d) = %q", c, ch, kind, a)
						}
					}
				}
			}
		}
	}
}
