// Package cores holds a test helper: a check that a computation gives the
// same results on one core and on two.
package cores

import (
	"runtime"

	"github.com/go-puzzles/puzzles/internal/testutil"
)

// Same runs f at GOMAXPROCS 1 and then 2, restores GOMAXPROCS, and fails t
// if the two runs' results differ, naming the first result that does. Any
// testing.TB will do for t, and so will rapid's *rapid.T.
func Same(t testutil.TB, f func() []int64) {
	t.Helper()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	one := f()
	runtime.GOMAXPROCS(2)
	two := f()
	if len(one) != len(two) {
		t.Fatalf("%d results on one core, %d on two", len(one), len(two))
	}
	for j := range one {
		if one[j] != two[j] {
			t.Fatalf("result %d is %d on one core, %d on two", j, one[j], two[j])
		}
	}
}
