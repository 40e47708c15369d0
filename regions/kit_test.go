package regions

import (
	"math/rand/v2"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
	"github.com/go-puzzles/puzzles/queens"
)

// The solver's search keeps the contract of backtrack.Search, so that Count
// may run it on every core: on grown boards of several sizes, and on a
// board whose regions are its columns, with many solutions.
func TestSolverKeepsTheEngineContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := MinN; n <= 10; n++ {
		p, _ := queens.Random(n, queens.NoTouch, rng)
		if p == nil {
			t.Fatalf("queens.Random(%d) found no placement", n)
		}
		b, err := Grow(p, rng)
		if err != nil {
			t.Fatalf("Grow(%v): %v", p, err)
		}
		backtracktest.Check(t, newSolver(b).search())
	}
	var stripes string
	for range 8 {
		stripes += "abcdefgh\n"
	}
	b, err := Parse(stripes)
	if err != nil {
		t.Fatal(err)
	}
	backtracktest.Check(t, newSolver(b).search())
}
