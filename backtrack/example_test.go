package backtrack_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/go-puzzles/puzzles/backtrack"
)

// The strings of three letters from "ab" with no "bb" form a tree: the root
// is "", a string's children add a letter, and Branch prunes "bb".
func Example() {
	s := backtrack.Search[string]{
		Branch: func(dst []string, x string) []string {
			if len(x) == 3 {
				return dst
			}
			dst = append(dst, x+"a")
			if !strings.HasSuffix(x, "b") {
				dst = append(dst, x+"b")
			}
			return dst
		},
		Accept: func(x string) bool { return len(x) == 3 },
	}
	fmt.Println(slices.Collect(s.All()), s.Count())
	// Output: [aaa aab aba baa bab] 5
}

func ExampleSearch() {
	// Pick numbers from 1, 2, 3, 5, 7, each at most once, that add up to 10.
	// A state is the sum so far, the index of the next number to consider,
	// and the numbers picked as a bit set: a small value, copied freely.
	nums := []int{1, 2, 3, 5, 7}
	type pick struct {
		sum, next int
		used      uint8
	}
	s := backtrack.Search[pick]{
		Branch: func(dst []pick, p pick) []pick {
			for i := p.next; i < len(nums); i++ {
				if p.sum+nums[i] <= 10 {
					dst = append(dst, pick{p.sum + nums[i], i + 1, p.used | 1<<i})
				}
			}
			return dst
		},
		Accept: func(p pick) bool { return p.sum == 10 },
	}
	for p := range s.All() {
		var picked []int
		for i, x := range nums {
			if p.used&(1<<i) != 0 {
				picked = append(picked, x)
			}
		}
		fmt.Println(picked)
	}
	// Output:
	// [1 2 7]
	// [2 3 5]
	// [3 7]
}

// naturals is an endless tree: each number's only child is the next one.
var naturals = backtrack.Search[int]{
	Branch: func(dst []int, x int) []int { return append(dst, x+1) },
	Accept: func(x int) bool { return x%7 == 0 },
}

func ExampleMaxNodes() {
	// The tree never ends; the budget stops the walk at the same node every
	// time, which a timeout cannot.
	var last int
	nodes, err := naturals.Walk(context.Background(), func(x int) bool {
		last = x
		return true
	}, backtrack.MaxNodes(1000))
	fmt.Println(nodes, last, err)
	// Output: 1000 994 backtrack: budget exhausted
}

func ExampleOption() {
	// Options go at the end of Walk's arguments.
	opts := []backtrack.Option{backtrack.MaxNodes(50)}
	found := 0
	nodes, err := naturals.Walk(context.Background(), func(int) bool {
		found++
		return true
	}, opts...)
	fmt.Println(nodes, found, errors.Is(err, backtrack.ErrBudget))
	// Output: 50 8 true
}

func ExampleMemoryError() {
	// A call that outgrows its memory budget returns a *MemoryError, which
	// says which budget stopped it.
	var err error = &backtrack.MemoryError{Op: "mysearch: frontier", Budget: backtrack.DefaultMaxMemory}
	var m *backtrack.MemoryError
	if errors.As(err, &m) {
		fmt.Println(m.Budget)
	}
	// Output: 1073741824
}

func ExampleMemoryError_Error() {
	fmt.Println(&backtrack.MemoryError{Op: "mysearch: frontier", Budget: 1536 << 20})
	// Output: mysearch: frontier needs more than its memory budget of 1536 MiB (raise it with MaxMemory)
}

func ExampleMemoryError_Unwrap() {
	// Every budget error of the module wraps ErrBudget.
	err := fmt.Errorf("count: %w", &backtrack.MemoryError{Op: "mysearch", Budget: 1 << 30})
	fmt.Println(errors.Is(err, backtrack.ErrBudget))
	// Output: true
}
