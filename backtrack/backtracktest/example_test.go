package backtracktest_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
)

// printer is a testing.TB that prints what Check reports; in a test, pass t.
type printer struct{ testing.TB }

func (printer) Helper() {}

func (printer) Errorf(format string, args ...any) { fmt.Printf(format+"\n", args...) }

// bits is the tree of the bit strings of up to n bits, each state a slice;
// child(x, b) makes the child of x that adds bit b.
func bits(n int, child func(x []int, b int) []int) backtrack.Search[[]int] {
	return backtrack.Search[[]int]{
		Branch: func(dst [][]int, x []int) [][]int {
			if len(x) == n {
				return dst
			}
			return append(dst, child(x, 0), child(x, 1))
		},
		Accept: func(x []int) bool { return len(x) == n },
	}
}

// A search whose children each get an array of its own (slices.Clip makes
// append copy) passes: Check reports nothing.
func Example() {
	s := bits(4, func(x []int, b int) []int { return append(slices.Clip(x), b) })
	backtracktest.Check(printer{}, s)
	fmt.Println("checked", s.Count(), "bit strings")
	// Output: checked 16 bit strings
}

// Children made with append(x, b) share x's array when it has room: the
// second child overwrites the first, and Check says so.
func ExampleCheck() {
	s := bits(4, func(x []int, b int) []int { return append(x, b) })
	backtracktest.Check(printer{}, s)
	// Output:
	// backtracktest: Branch(nil, [0 0 0]) returned [[0 0 0 1] [0 0 0 1]], but on a copy of that state with memory of its own it returns [[0 0 0 0] [0 0 0 1]]. Children must not share memory that Branch writes, as they do when built in one scratch slice kept from call to call, or by append(parent.cols, c) when the parent's slice has spare capacity. Give each child memory of its own (slices.Clone, or append(slices.Clip(parent.cols), c)), or use arrays instead of slices.
}

// steps is an infinite tree: every number has the next one as its child.
var steps = backtrack.Search[int]{
	Branch: func(dst []int, x int) []int { return append(dst, x+1) },
	Accept: func(x int) bool { return x%10 == 0 },
}

func ExampleMaxNodes() {
	// The tree never ends; Check looks at its first 1,000 states.
	backtracktest.Check(printer{}, steps, backtracktest.MaxNodes(1000))
	fmt.Println("checked")
	// Output: checked
}

func ExampleOption() {
	opts := []backtracktest.Option{backtracktest.MaxNodes(500)}
	backtracktest.Check(printer{}, steps, opts...)
	fmt.Println("checked with", len(opts), "option")
	// Output: checked with 1 option
}
