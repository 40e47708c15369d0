package backtrack_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

// A path with no end, each state with 100 children: a walk keeps the 99
// siblings of every state on its path, and would grow until memory runs
// out. MaxMemory stops it with a MemoryError instead.
func ExampleMaxMemory() {
	endless := backtrack.Search[int]{
		Branch: func(dst []int, depth int) []int {
			for range 100 {
				dst = append(dst, depth+1)
			}
			return dst
		},
	}
	_, err := endless.Walk(context.Background(), func(int) bool { return true }, backtrack.MaxMemory(1<<20))
	var me *backtrack.MemoryError
	fmt.Println(errors.As(err, &me), me.Budget, errors.Is(err, backtrack.ErrBudget))
	// Output: true 1048576 true
}
