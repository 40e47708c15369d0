package backtrack

import (
	"context"
	"testing"
)

// A tree too small for Count's own threshold still counts right in parallel.
func TestCountParallelSmallTrees(t *testing.T) {
	for depth := range 8 {
		s := Search[int]{
			Branch: func(dst []int, x int) []int {
				if x < depth {
					dst = append(dst, x+1, x+1, x+1)
				}
				return dst
			},
			Accept: func(x int) bool { return x%2 == 0 },
		}
		var want int64
		for x := range s.All() {
			_ = x
			want++
		}
		for _, parts := range []int{1, 2, 3, 7, 500} {
			got, err := s.countParallel(context.Background(), parts)
			if err != nil || got != want {
				t.Errorf("depth %d, %d parts: count %d, %v; want %d", depth, parts, got, err, want)
			}
		}
	}
}
