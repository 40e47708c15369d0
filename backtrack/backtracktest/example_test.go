package backtracktest_test

import (
	"fmt"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
)

// printer is a testing.TB that prints what Check reports, so that the
// examples can run outside a test. In a test, pass the *testing.T instead.
// Check calls only Helper and Errorf.
type printer struct{ testing.TB }

func (printer) Helper() {}

func (printer) Errorf(format string, args ...any) { fmt.Printf(format+"\n", args...) }

// row is a partial n-queens placement: the column of each row's queen.
type row struct {
	n    int
	cols []int
}

// queensSearch places n queens row by row; child makes the state with a
// queen added in column c.
func queensSearch(n int, child func(r row, c int) row) backtrack.Search[row] {
	return backtrack.Search[row]{
		Root: row{n: n},
		Branch: func(dst []row, r row) []row {
			for c := range r.n {
				ok := len(r.cols) < r.n
				for i, q := range r.cols {
					d := len(r.cols) - i
					ok = ok && q != c && q-c != d && c-q != d
				}
				if ok {
					dst = append(dst, child(r, c))
				}
			}
			return dst
		},
		Accept: func(r row) bool { return len(r.cols) == r.n },
	}
}

func Example() {
	// In a test, write backtracktest.Check(t, s).
	s := queensSearch(6, func(r row, c int) row {
		cols := append(make([]int, 0, len(r.cols)+1), r.cols...) // a slice of its own
		return row{r.n, append(cols, c)}
	})
	backtracktest.Check(printer{}, s)
	fmt.Println("checked", s.Count(), "solutions")
	// Output: checked 4 solutions
}

func ExampleCheck() {
	// Children made with append(r.cols, c) share r's array when it has room:
	// each child overwrites the one made before it.
	s := queensSearch(6, func(r row, c int) row { return row{r.n, append(r.cols, c)} })
	backtracktest.Check(printer{}, s)
	// Output:
	// backtracktest: Branch(nil, {6 [1 3 5]}) returned [{6 [1 3 5 2]} {6 [1 3 5 2]}], but on a copy of that state with memory of its own it returns [{6 [1 3 5 0]} {6 [1 3 5 2]}]. Children must not share memory that Branch writes, as they do when built in one scratch slice kept from call to call, or by append(parent.cols, c) when the parent's slice has spare capacity. Give each child memory of its own (slices.Clone, or append(slices.Clip(parent.cols), c)), or use arrays instead of slices.
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
