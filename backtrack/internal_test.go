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
			got, err := s.countParallel(context.Background(), parts, 0, nil)
			if err != nil || got != want {
				t.Errorf("depth %d, %d parts: count %d, %v; want %d", depth, parts, got, err, want)
			}
		}
	}
}

// Every byte a call's walks and lists take from its meter goes back when
// they end, whether the call finished, ran out of budget or was cancelled.
func TestMeterBalances(t *testing.T) {
	wide := Search[int]{ // 3^10 leaves, too many for Count to stay serial
		Branch: func(dst []int, x int) []int {
			if x < 10 {
				dst = append(dst, x+1, x+1, x+1)
			}
			return dst
		},
		Accept: func(x int) bool { return x == 10 },
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, budget := range []int64{1 << 30, 1 << 10, 200} {
		for _, ctx := range []context.Context{context.Background(), cancelled} {
			m := &meter{op: "test", budget: budget}
			n, err := wide.count(ctx, 0, m)
			if held := m.held.Load(); held != 0 {
				t.Errorf("count with a budget of %d: %d, %v, and %d bytes still held", budget, n, err, held)
			}
			m = &meter{op: "test", budget: budget}
			n, err = wide.countParallel(ctx, 100, 0, m)
			if held := m.held.Load(); held != 0 {
				t.Errorf("countParallel with a budget of %d: %d, %v, and %d bytes still held", budget, n, err, held)
			}
			m = &meter{op: "test", budget: budget}
			parts, _, err := wide.split(ctx, 1000, 0, m)
			if held := m.held.Load(); held != 0 {
				t.Errorf("split with a budget of %d: %d parts, %v, and %d bytes still held", budget, len(parts), err, held)
			}
			m = &meter{op: "test", budget: budget}
			sh, _ := wide.Shard(1, 3)
			err = sh.eachPart(ctx, m, func(Search[int]) bool { return true })
			if held := m.held.Load(); held != 0 {
				t.Errorf("a shard's parts with a budget of %d: %v, and %d bytes still held", budget, err, held)
			}
		}
	}
}
