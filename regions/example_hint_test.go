package regions_test

import (
	"context"
	"fmt"

	"github.com/go-puzzles/puzzles/regions"
)

// The next deduction from a player's queen, then the mistake of a second
// queen, and why.
func ExampleHint() {
	b, _ := regions.Parse("AAAAAA\nAAAABD\nCEDDDD\nEEDDDD\nEEDDDD\nEEFFDD")
	p := regions.Position{Queens: []regions.Cell{{Row: 1, Col: 4}}} // r2c5
	st, _ := regions.Hint(b, p)
	fmt.Println(st)
	p.Queens = append(p.Queens, regions.Cell{Row: 3, Col: 3}) // r4c4
	st, _ = regions.Hint(b, p)
	fmt.Println(st.Deduction, st.Wrong)
	fmt.Println(st.Why)
	// Output:
	// Single: region C has one open cell left; queen on r3c1
	// Mistake [r4c4]
	// the queen on r4c4 cannot be right: it leaves column 6 no cell for its queen
}

func ExampleHintContext() {
	b, _ := regions.Parse("AAAAAA\nAAAABD\nCEDDDD\nEEDDDD\nEEDDDD\nEEFFDD")
	ctx, cancel := context.WithCancel(context.Background())
	fmt.Println(regions.HintContext(ctx, b, regions.Position{}))
	cancel()
	st, err := regions.HintContext(ctx, b, regions.Position{})
	fmt.Println(st.Deduction, err)
	// Output:
	// Single: region B has one open cell left; queen on r2c5 <nil>
	// Deduction(0) context canceled
}

// Playing by the hints alone: place each hint's queens and mark the cells
// it rules out, until the position is solved.
func ExamplePosition() {
	b, _ := regions.Parse("AAAAAA\nAAAABD\nCEDDDD\nEEDDDD\nEEDDDD\nEEFFDD")
	var p regions.Position
	for {
		st, err := regions.Hint(b, p)
		if err != nil {
			fmt.Println(err)
			break
		}
		p.Queens = append(p.Queens, st.Queens...)
		p.Marks = append(p.Marks, st.Cleared...)
	}
	fmt.Println(p.Queens, p.Marks)
	// Output:
	// regions: the position is solved
	// [r2c5 r3c1 r1c3 r6c4 r4c6 r5c2] [r1c2]
}
