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
	// -5=60-3 [-3=00-3 -5=00-5]
	// 7=9 []
	// 50=31 []
	// 6+43=0-3 []
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
	// -5=60-3
	// 7=9
	// 50=31
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
	// [Adding Tailless NoLeadingZeros Fractions] 0
	// [Removing Hook7 LeadingZeros Fractions] 1
	// [Adding Standard LeadingZeros WholeQuotients] 1
}

func ExampleLeniency() {
	for seed := range 3 {
		fmt.Println(sevensegtest.Leniency().Example(seed))
	}
	// Output:
	// Common
	// Permissive
	// Common
}

func ExampleZeros() {
	for seed := range 3 {
		fmt.Println(sevensegtest.Zeros().Example(seed))
	}
	// Output:
	// NoLeadingZeros
	// LeadingZeros
	// NoLeadingZeros
}

func ExampleDivision() {
	for seed := range 3 {
		fmt.Println(sevensegtest.Division().Example(seed))
	}
	// Output:
	// Fractions
	// WholeQuotients
	// Fractions
}

func ExampleSolveOptions() {
	e, _ := sevenseg.Parse("2-5=3")
	for seed := range 3 {
		opts := sevensegtest.SolveOptions().Example(seed)
		n := 0
		for range sevenseg.Solutions(e, 1, opts...) {
			n++
		}
		fmt.Println(opts, n)
	}
	// Output:
	// [Adding Tailless NoLeadingZeros Fractions Common] 1
	// [Removing Hook7 LeadingZeros Fractions Strict] 0
	// [Adding BothForms LeadingZeros WholeQuotients Permissive] 1
}
