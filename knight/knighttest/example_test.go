package knighttest_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/knight"
	"github.com/go-puzzles/puzzles/knight/knighttest"
)

// In a property test, draw with Draw(t, label) inside rapid.Check; here
// Example(seed) draws one value. Every drawn tour is a valid tour of its
// board, closed where asked.
func Example() {
	for seed := range 3 {
		tour := knighttest.ClosedTour().Example(seed)
		b := knighttest.BoardOf(tour)
		fmt.Println(b.Rows, b.Cols, tour.Valid(b.Rows, b.Cols), tour.Closed())
	}
	// Output:
	// 5 8 true true
	// 6 7 true true
	// 9 6 true true
}

func ExampleBoard() {
	b := knighttest.Board{Rows: 3, Cols: 4}
	tour, _ := knight.Find(b.Rows, b.Cols)
	fmt.Println(len(tour))
	// Output: 12
}

func ExampleBoardOf() {
	tour, _ := knight.Find(5, 6)
	fmt.Println(knighttest.BoardOf(tour))
	// Output: {5 6}
}

func ExampleOpenBoard() {
	for seed := range 4 {
		b := knighttest.OpenBoard().Example(seed)
		tour, _ := knight.Find(b.Rows, b.Cols)
		fmt.Println(b, tour != nil)
	}
	// Output:
	// {9 8} true
	// {4 6} true
	// {7 3} true
	// {3 8} true
}

func ExampleClosedBoard() {
	for seed := range 4 {
		b := knighttest.ClosedBoard().Example(seed)
		tour, _ := knight.Find(b.Rows, b.Cols, knight.ClosedTours())
		fmt.Println(b, tour.Closed())
	}
	// Output:
	// {5 8} true
	// {6 7} true
	// {9 6} true
	// {10 10} true
}

func ExampleTour() {
	tour := knighttest.Tour().Example(2)
	fmt.Print(tour)
	// Output:
	// 17 12 15
	// 14  3 18
	// 11 16 13
	//  2 19  4
	//  5 10  7
	//  8  1 20
	// 21  6  9
}

func ExampleClosedTour() {
	tour := knighttest.ClosedTour().Example(1)
	b := knighttest.BoardOf(tour)
	fmt.Println(b, tour.Closed())
	fmt.Print(tour)
	// Output:
	// {6 7} true
	// 22  7 20 41 24  9  2
	// 19 34 23  8  1 36 25
	//  6 21 42 35 40  3 10
	// 33 18 31  4 13 26 37
	// 30  5 16 39 28 11 14
	// 17 32 29 12 15 38 27
}
