package minimaxtest_test

import (
	"fmt"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/minimax/minimaxtest"
)

// printer is a testing.TB that prints what CheckGame reports. In a test,
// pass the test's own *testing.T instead.
type printer struct{ testing.TB }

func (printer) Helper() {}

func (printer) Errorf(format string, args ...any) { fmt.Printf(format+"\n", args...) }

// take is a subtraction game: take 1 to 3 sticks, taking the last one wins.
type take struct{}

func (take) Moves(dst []int, n int) []int {
	for k := 1; k <= 3 && k <= n; k++ {
		dst = append(dst, k)
	}
	return dst
}

func (take) Play(n, k int) int                { return n - k }
func (take) Over(int) (minimax.Outcome, bool) { return minimax.Draw, false }

// scratch is take with a Moves that fills a buffer of its own, a habit
// from recursive code that breaks the engine.
type scratch struct {
	take
	buf *[]int
}

func (g scratch) Moves(dst []int, n int) []int {
	*g.buf = (*g.buf)[:0]
	for k := min(3, n); k >= 1; k-- {
		*g.buf = append(*g.buf, k)
	}
	return *g.buf
}

// A correct game passes without a word.
func Example() {
	minimaxtest.CheckGame(printer{}, take{}, []int{10})
	fmt.Println("checked")
	// Output: checked
}

func ExampleCheckGame() {
	var buf []int
	minimaxtest.CheckGame[int, int](printer{}, scratch{buf: &buf}, []int{10})
	// Output:
	// minimaxtest: Moves(dst, 10) returned 3 elements for a dst of 4 and 3 moves: it must return dst with the moves appended
}

func ExampleOption() {
	opts := []minimaxtest.Option{minimaxtest.MaxStates(50), minimaxtest.TreeNodes(1000)}
	minimaxtest.CheckGame(printer{}, take{}, []int{1000}, opts...)
	fmt.Println("checked")
	// Output: checked
}

// badEnd is take with an outcome that is none of Loss, Draw and Win.
type badEnd struct{ take }

func (badEnd) Over(n int) (minimax.Outcome, bool) { return 5, n == 0 }

// Only the states met first are checked: the fault at 0 shows only when
// CheckGame gets that far.
func ExampleMaxStates() {
	fmt.Println("3 states:")
	minimaxtest.CheckGame[int, int](printer{}, badEnd{}, []int{10}, minimaxtest.MaxStates(3), minimaxtest.TreeNodes(1))
	fmt.Println("all states:")
	minimaxtest.CheckGame[int, int](printer{}, badEnd{}, []int{10})
	// Output:
	// 3 states:
	// all states:
	// minimaxtest: Over(0) returned outcome 5, want Loss, Draw or Win
}

// With no state small enough for the plain minimax, Solve is not compared.
func ExampleTreeNodes() {
	minimaxtest.CheckGame(printer{}, take{}, []int{40}, minimaxtest.MaxStates(5), minimaxtest.TreeNodes(1))
	fmt.Println("checked")
	// Output: checked
}
