package sevenseg_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/go-puzzles/puzzles/sevenseg"
)

func ExampleParse() {
	e, err := sevenseg.Parse("0 + 3 = 09")
	fmt.Println(e, err)
	_, err = sevenseg.Parse("1++2=3")
	fmt.Println(err)
	// Output:
	// 0+3=09 <nil>
	// sevenseg: position 3: '+' where a number should be
}

func ExampleEquation_String() {
	e, _ := sevenseg.Parse("12 - 3 = 9")
	fmt.Println(e.String())
	// Output: 12-3=9
}

func ExampleEquation_Holds() {
	for _, s := range []string{"0+3=09", "6+3=09", "10-3-2=5"} {
		e, _ := sevenseg.Parse(s)
		fmt.Println(e, e.Holds())
	}
	// Output:
	// 0+3=09 false
	// 6+3=09 true
	// 10-3-2=5 true
}

func ExampleSolve() {
	e, _ := sevenseg.Parse("0+3=09")
	for s := range sevenseg.Solve(e, 2) {
		fmt.Println(s.Equation, s.Moved, s.Moves)
	}
	// Output:
	// 6+3=09 1 [glyph 0 segment B -> glyph 0 segment G]
	// 5+3=08 2 [glyph 0 segment B -> glyph 0 segment G glyph 0 segment E -> glyph 5 segment E]
}

func ExampleSolveMoveByMove() {
	e, _ := sevenseg.Parse("5+7=2")
	for s := range sevenseg.SolveMoveByMove(e, 1) {
		fmt.Println(s.Equation, s.Moves)
	}
	// Output: 9-7=2 [glyph 1 segment V -> glyph 0 segment B]
}

func ExampleWithMode() {
	e, _ := sevenseg.Parse("3+3=5")
	for s := range sevenseg.Solve(e, 1, sevenseg.WithMode(sevenseg.Adding)) {
		fmt.Println(s.Equation, s.Moves)
	}
	// Output: 3+3=6 [off the board -> glyph 4 segment E]
}

func ExampleWithFont() {
	e, _ := sevenseg.Parse("0+3=09")
	for s := range sevenseg.Solve(e, 1, sevenseg.WithFont(sevenseg.Tailless)) {
		fmt.Println(s.Equation, s.Moves)
	}
	// Output:
	// 0+3=03 [glyph 5 segment F -> glyph 5 segment D]
	// 0+9=09 [glyph 2 segment D -> glyph 2 segment F]
}

func ExampleCount() {
	for k := 1; k <= 2; k++ {
		c, err := sevenseg.Count("d±d=d", k)
		fmt.Printf("%+v %v\n", c, err)
	}
	// Output:
	// {Shape:d±d=d K:1 Layouts:2000 True:110 Solvable:649 Unique:483} <nil>
	// {Shape:d±d=d K:2 Layouts:2000 True:110 Solvable:1396 Unique:389} <nil>
}

func ExampleGenerate() {
	rng := rand.New(rand.NewPCG(1, 2))
	e, ok, err := sevenseg.Generate("d±d=dd", 2, rng)
	fmt.Println(e, ok, err)
	for s := range sevenseg.Solve(e, 2) {
		fmt.Println(s.Equation, s.Moved)
	}
	// Output:
	// 8+0=85 true <nil>
	// 8-0=08 2
}

func ExampleDraw() {
	e, _ := sevenseg.Parse("0+3=09")
	fmt.Print(sevenseg.Draw(e, sevenseg.Standard))
	// Output:
	//  --       --       --   --
	// |  |  |     |     |  | |  |
	//      -+-  --  ---       --
	// |  |  |     | --- |  |    |
	//  --       --       --   --
}

func ExampleSVG() {
	e, _ := sevenseg.Parse("1-1=0")
	fmt.Print(sevenseg.SVG(e, sevenseg.Standard))
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" width="280" height="100" viewBox="0 0 280 100">
	// <g stroke="#b5651d" stroke-width="6" stroke-linecap="round">
	// <line x1="50" y1="10" x2="50" y2="50"/>
	// <line x1="50" y1="50" x2="50" y2="90"/>
	// <line x1="65" y1="50" x2="105" y2="50"/>
	// <line x1="160" y1="10" x2="160" y2="50"/>
	// <line x1="160" y1="50" x2="160" y2="90"/>
	// <line x1="175" y1="40" x2="215" y2="40" stroke="#888"/>
	// <line x1="175" y1="60" x2="215" y2="60" stroke="#888"/>
	// <line x1="230" y1="10" x2="270" y2="10"/>
	// <line x1="270" y1="10" x2="270" y2="50"/>
	// <line x1="270" y1="50" x2="270" y2="90"/>
	// <line x1="230" y1="90" x2="270" y2="90"/>
	// <line x1="230" y1="50" x2="230" y2="90"/>
	// <line x1="230" y1="10" x2="230" y2="50"/>
	// </g>
	// </svg>
}

func ExampleSegment_String() {
	fmt.Println(sevenseg.A, sevenseg.G, sevenseg.V)
	// Output: A G V
}

func ExampleMode_String() {
	fmt.Println(sevenseg.Moving, sevenseg.Adding, sevenseg.Removing)
	// Output: Moving Adding Removing
}

func ExampleMove_String() {
	m := sevenseg.Move{From: sevenseg.Stick{Glyph: 0, Segment: sevenseg.B}, To: sevenseg.Stick{Glyph: sevenseg.OffBoard}}
	fmt.Println(m)
	// Output: glyph 0 segment B -> off the board
}

func ExampleStick_String() {
	fmt.Println(sevenseg.Stick{Glyph: 2, Segment: sevenseg.F})
	// Output: glyph 2 segment F
}
