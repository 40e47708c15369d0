package backtrack_test

import (
	"testing"

	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
	"pgregory.net/rapid"
)

func TestCheckChain(t *testing.T) {
	backtracktest.Check(t, chain(1000))
	backtracktest.Check(t, chain(1_000_000), backtracktest.MaxNodes(5000))
}

func TestCheckQueens(t *testing.T) {
	for n := range 9 {
		backtracktest.Check(t, queensSearch(n))
	}
	backtracktest.Check(t, queensSearch(12), backtracktest.MaxNodes(5000))
	backtracktest.Check(t, rooksSearch(6))
}

// rapidTB lets Check report to a rapid.T, which has the methods Check calls
// but is not a testing.TB.
type rapidTB struct {
	testing.TB
	rt *rapid.T
}

func (r rapidTB) Helper() { r.rt.Helper() }

func (r rapidTB) Errorf(format string, args ...any) { r.rt.Errorf(format, args...) }

func TestCheckRandomTrees(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		backtracktest.Check(rapidTB{t, rt}, randomTree(rt), backtracktest.MaxNodes(2000))
	})
}
