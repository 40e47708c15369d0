package minimaxtest_test

import (
	"fmt"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/minimax/minimaxtest"
)

// printer prints what CheckGame reports; a test passes its *testing.T.
type printer struct{ testing.TB }

func (printer) Helper()                           {}
func (printer) Errorf(format string, args ...any) { fmt.Printf(format+"\n", args...) }

// take is the subtraction game: take 1 to 3 sticks; who cannot, loses.
type take struct{}

func (take) Moves(dst []int, n int) []int     { return append(dst, []int{1, 2, 3}[:min(n, 3)]...) }
func (take) Play(n, k int) int                { return n - k }
func (take) Over(int) (minimax.Outcome, bool) { return minimax.Draw, false }

// A correct game passes without a word.
func Example() {
	minimaxtest.CheckGame(printer{}, take{}, []int{10})
	fmt.Println("checked")
	// Output: checked
}

type fresh struct{ take }

func (fresh) Moves(dst []int, n int) []int { return []int{1, 2, 3}[:min(n, 3)] }

// The game fresh has a bug that breaks the engine: its Moves returns a new
// slice instead of dst with the moves appended.
func ExampleCheckGame() {
	minimaxtest.CheckGame[int, int](printer{}, fresh{}, []int{10})
	// Output:
	// minimaxtest: Moves(dst, 10) returned 3 elements for a dst of 4 and 3 moves: it must return dst with the moves appended
}

func ExampleOption() {
	opts := []minimaxtest.Option{minimaxtest.MaxStates(50), minimaxtest.TreeNodes(1000)}
	minimaxtest.CheckGame(printer{}, take{}, []int{1000}, opts...)
	fmt.Println("checked")
	// Output: checked
}

// A game too large to walk is checked on the states met first.
func ExampleMaxStates() {
	minimaxtest.CheckGame(printer{}, take{}, []int{1_000_000}, minimaxtest.MaxStates(100))
	fmt.Println("checked")
	// Output: checked
}

// With no state small enough for the plain minimax, Solve is not compared.
func ExampleTreeNodes() {
	minimaxtest.CheckGame(printer{}, take{}, []int{40}, minimaxtest.MaxStates(5), minimaxtest.TreeNodes(1))
	fmt.Println("checked")
	// Output: checked
}
