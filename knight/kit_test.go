package knight

import (
	"testing"

	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
)

// The counting search keeps the contract of backtrack.Search: Count runs its
// Branch on every core, so it must be a pure function of its argument.
func TestCountSearchKeepsTheEngineContract(t *testing.T) {
	for _, b := range [][2]int{{3, 4}, {4, 5}, {5, 5}, {6, 6}} {
		g := newGraph(b[0], b[1])
		backtracktest.Check(t, g.moves(task{h: 1, free: g.all &^ 1}))
		near := g.near[0]
		a := near & -near
		backtracktest.Check(t, g.moves(task{h: a, free: g.all &^ 1 &^ a, end: near ^ a}))
	}
}
