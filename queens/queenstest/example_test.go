package queenstest_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/queens/queenstest"
)

// Draw a rule and a placement valid under it, as a property test would; a
// generator's Example method with a fixed seed gives the same values every
// time.
func Example() {
	for _, seed := range []int{5, 8, 14} {
		r := queenstest.Rule().Example(seed)
		p := queenstest.Placement(r).Example(seed)
		fmt.Printf("%v, %d×%d: %s (valid: %v)\n", r, len(p), len(p), p.Columns(), p.Valid(r))
	}
	// Output:
	// Classic, 9×9: 0 2 5 7 1 3 8 6 4 (valid: true)
	// NoTouch, 10×10: 0 6 9 4 1 5 2 8 3 7 (valid: true)
	// Rooks, 6×6: 4 5 1 2 3 0 (valid: true)
}

func ExampleSize() {
	fmt.Println(queenstest.Size().Example(5))
	// Output: 9
}

func ExampleRule() {
	fmt.Println(queenstest.Rule().Example(8))
	// Output: NoTouch
}

func ExamplePlacement() {
	p := queenstest.Placement(queens.NoTouch).Example(10)
	fmt.Print(p)
	// Output:
	// +---+---+---+---+---+
	// |   | Q |   |   |   |
	// +---+---+---+---+---+
	// |   |   |   | Q |   |
	// +---+---+---+---+---+
	// | Q |   |   |   |   |
	// +---+---+---+---+---+
	// |   |   |   |   | Q |
	// +---+---+---+---+---+
	// |   |   | Q |   |   |
	// +---+---+---+---+---+
}
