package regionstest_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
)

// In a test, draw boards inside rapid.Check and check a property of each:
//
//	rapid.Check(t, func(t *rapid.T) {
//		b := regionstest.Board(4, 10).Draw(t, "board")
//		if n, err := regions.Count(b, 1); n != 1 {
//			t.Fatalf("no solution (%v):\n%s", err, b)
//		}
//	})
//
// Outside a test, Example draws a value from a seed.
func Example() {
	b := regionstest.Board(6, 6).Example(1)
	fmt.Print(b)
	n, err := regions.Count(b, 0)
	fmt.Println(b.Valid(), n, err)
	// Output:
	// CCAAAA
	// CCBAAA
	// CCEAAD
	// CCEFFD
	// EEEFFF
	// EEEFFF
	// true 4 <nil>
}

func ExampleBoard() {
	for seed := range 4 {
		b := regionstest.Board(4, 10).Example(seed)
		n, _ := regions.Count(b, 0)
		fmt.Println(b.N(), b.Valid(), n)
	}
	// Output:
	// 4 true 1
	// 8 true 180
	// 4 true 1
	// 5 true 5
}

func ExamplePuzzle() {
	pz := regionstest.Puzzle(8, 8).Example(1)
	fmt.Print(pz.Board)
	n, _ := regions.Count(pz.Board, 0)
	fmt.Println(pz.Solution.Columns(), n)
	// Output:
	// CCAAAHHH
	// DCCHBBBH
	// DECHHHHH
	// DEEEEHHH
	// EEFHEHHH
	// FFFHHHHG
	// FHHHHGGG
	// FFFHHHHG
	// 3 6 2 0 4 1 7 5 1
}
