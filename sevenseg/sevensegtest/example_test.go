package sevensegtest_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/sevenseg"
	"github.com/go-puzzles/puzzles/sevenseg/sevensegtest"
)

// Draw values the way a property would, here with fixed seeds; in a test,
// call Draw inside rapid.Check or rapid.MakeFuzz instead.
func Example() {
	for seed := range 4 {
		e := sevensegtest.Equation().Example(seed)
		var answers []string
		for s := range sevenseg.Solutions(e, 2) {
			answers = append(answers, s.Equation.String())
		}
		fmt.Println(e, answers)
	}
	// Output:
	// 2=02+4 [2=06-4]
	// 2=6 []
	// 95=03 [03=03 05=05 93=93 95=95]
	// 1+62=4-0 [1+03=4-0]
}

func ExampleShape() {
	for seed := range 3 {
		fmt.Println(sevensegtest.Shape(20_000).Example(seed))
	}
	// Output:
	// d=dd±d
	// d=d
	// dd=dd
}

func ExampleLayout() {
	for seed := range 3 {
		fmt.Println(sevensegtest.Layout("d±d=dd").Example(seed))
	}
	// Output:
	// 0-8=72
	// 4+0=02
	// 0+1=19
}

func ExampleEquation() {
	for seed := range 3 {
		fmt.Println(sevensegtest.Equation().Example(seed))
	}
	// Output:
	// 2=02+4
	// 2=6
	// 95=03
}

func ExampleTrueEquation() {
	for seed := range 3 {
		e := sevensegtest.TrueEquation().Example(seed)
		fmt.Println(e, e.Holds())
	}
	// Output:
	// 23=23 true
	// 146=146 true
	// 222=1+221 true
}

func ExampleFont() {
	for seed := range 3 {
		fmt.Println(sevensegtest.Font().Example(seed))
	}
	// Output:
	// Tailless
	// Hook7
	// Tailless
}

func ExampleMode() {
	for seed := range 3 {
		fmt.Println(sevensegtest.Mode().Example(seed))
	}
	// Output:
	// Adding
	// Removing
	// Adding
}

func ExampleOptions() {
	e, _ := sevenseg.Parse("0+3=09")
	for seed := range 3 {
		opts := sevensegtest.Options().Example(seed)
		n := 0
		for range sevenseg.Solutions(e, 1, opts...) {
			n++
		}
		fmt.Println(opts, n)
	}
	// Output:
	// [Adding Tailless] 0
	// [Removing Hook7] 1
	// [Adding Standard] 1
}
