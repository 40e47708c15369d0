package sevenseg_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/sevenseg"
)

// Move one stick to make 0+3=09 true.
func Example() {
	e, _ := sevenseg.Parse("0+3=09")
	e.WriteText(os.Stdout)
	for s := range sevenseg.Solutions(e, 1) {
		fmt.Println(s.Equation, s.Moves)
	}
	// Output:
	//  --       --       --   --
	// |  |  |     |     |  | |  |
	//      -+-  --  ---       --
	// |  |  |     | --- |  |    |
	//  --       --       --   --
	// 6+3=09 [glyph 0 segment B -> glyph 0 segment G]
}

func ExampleParse() {
	e, err := sevenseg.Parse("0 + 3 = 09")
	fmt.Println(e, err)
	_, err = sevenseg.Parse("1++2=3")
	fmt.Println(err)
	// Output:
	// 0+3=09 <nil>
	// sevenseg: position 3: '+' where a number should be
}

func ExampleEquation() {
	var zero sevenseg.Equation
	e, _ := sevenseg.Parse("12 - 3 = 9")
	fmt.Printf("%q %v, %q %v, equal: %v\n", zero, zero.Holds(), e, e.Holds(), e == zero)
	// Output:
	// "" false, "12-3=9" true, equal: false
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

func ExampleSolutions() {
	e, _ := sevenseg.Parse("0+3=09")
	for s := range sevenseg.Solutions(e, 2) {
		fmt.Println(s.Equation, s.Moved, s.Moves)
	}
	// Output:
	// 6+3=09 1 [glyph 0 segment B -> glyph 0 segment G]
	// 5+3=08 2 [glyph 0 segment B -> glyph 0 segment G glyph 0 segment E -> glyph 5 segment E]
}

func ExampleSolutionsContext() {
	e, _ := sevenseg.Parse("0+3=09")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for s := range sevenseg.SolutionsContext(ctx, e, 2) {
		fmt.Println(s.Equation)
	}
	if err := ctx.Err(); err != nil {
		fmt.Println("gave up:", err)
	}
	// Output:
	// 6+3=09
	// 5+3=08
}

func ExampleSolutionsMoveByMove() {
	e, _ := sevenseg.Parse("5+7=2")
	for s := range sevenseg.SolutionsMoveByMove(e, 1) {
		fmt.Println(s.Equation, s.Moves)
	}
	// Output: 9-7=2 [glyph 1 segment V -> glyph 0 segment B]
}

func ExampleSolutionsMoveByMoveContext() {
	e, _ := sevenseg.Parse("1+1=8+1+1+1+1")
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // a search that has given up yields nothing
	for s := range sevenseg.SolutionsMoveByMoveContext(ctx, e, 3) {
		fmt.Println(s.Equation)
	}
	fmt.Println(ctx.Err())
	// Output:
	// context canceled
}

// Options are values, and print as they are written.
func ExampleOption() {
	e, _ := sevenseg.Parse("3+3=5")
	for _, opts := range [][]sevenseg.Option{
		nil,
		{sevenseg.Adding},
		{sevenseg.Adding, sevenseg.Tailless | sevenseg.Hook7, sevenseg.MaxMemory(1 << 20)},
	} {
		fmt.Print(opts, ":")
		for s := range sevenseg.Solutions(e, 2, opts...) {
			fmt.Print(" ", s.Equation)
		}
		fmt.Println()
	}
	// Output:
	// []: 2+3=5 3+2=5 3-3=0
	// [Adding]: 3+3=6
	// [Adding Tailless|Hook7 MaxMemory(1048576)]:
}

// A Font is the one option a drawing takes.
func ExampleDrawOption() {
	e, _ := sevenseg.Parse("7=7")
	for _, o := range []sevenseg.DrawOption{sevenseg.Standard, sevenseg.Hook7} {
		fmt.Println(o)
		e.WriteText(os.Stdout, o)
	}
	// Output:
	// Standard
	//  --       --
	//    |        |
	//      ---
	//    | ---    |
	//
	// Hook7
	//  --       --
	// |  |     |  |
	//      ---
	//    | ---    |
}

// The census of one shape in each mode: a puzzle's answer moves, adds or
// removes sticks.
func ExampleMode() {
	for _, m := range []sevenseg.Mode{sevenseg.Moving, sevenseg.Adding, sevenseg.Removing} {
		c, err := sevenseg.Census("d±d=d", 1, m)
		fmt.Println(m, c.Unique, err)
	}
	// Output:
	// Moving 483 <nil>
	// Adding 203 <nil>
	// Removing 255 <nil>
}

// Solutions in each mode.
func ExampleMode_solutions() {
	e, _ := sevenseg.Parse("3+3=5")
	for _, m := range []sevenseg.Mode{sevenseg.Moving, sevenseg.Adding, sevenseg.Removing} {
		for s := range sevenseg.Solutions(e, 1, m) {
			fmt.Println(m, s.Equation, s.Moves)
		}
	}
	// Output:
	// Moving 2+3=5 [glyph 0 segment C -> glyph 0 segment E]
	// Moving 3+2=5 [glyph 2 segment C -> glyph 2 segment E]
	// Adding 3+3=6 [off the board -> glyph 4 segment E]
}

func ExampleMode_String() {
	fmt.Println(sevenseg.Moving, sevenseg.Adding, sevenseg.Removing, sevenseg.Mode(7))
	// Output:
	// Moving Adding Removing Mode(7)
}

// The digits 6, 7 and 9 in the Standard font and in Tailless|Hook7.
func ExampleFont() {
	e, _ := sevenseg.Parse("6+7=9")
	for _, f := range []sevenseg.Font{sevenseg.Standard, sevenseg.Tailless | sevenseg.Hook7} {
		fmt.Println(f)
		e.WriteText(os.Stdout, f)
	}
	// Output:
	// Standard
	//  --       --       --
	// |     |     |     |  |
	//  --  -+-      ---  --
	// |  |  |     | ---    |
	//  --                --
	// Tailless|Hook7
	//           --       --
	// |     |  |  |     |  |
	//  --  -+-      ---  --
	// |  |  |     | ---    |
	//  --
}

// In the Tailless font a 9 is a 3 with one more stick.
func ExampleFont_solutions() {
	e, _ := sevenseg.Parse("0+3=09")
	for s := range sevenseg.Solutions(e, 1, sevenseg.Tailless) {
		fmt.Println(s.Equation, s.Moves)
	}
	e.WriteText(os.Stdout, sevenseg.Tailless)
	// Output:
	// 0+3=03 [glyph 5 segment F -> glyph 5 segment D]
	// 0+9=09 [glyph 2 segment D -> glyph 2 segment F]
	//  --       --       --   --
	// |  |  |     |     |  | |  |
	//      -+-  --  ---       --
	// |  |  |     | --- |  |    |
	//  --       --       --
}

func ExampleFont_String() {
	fmt.Println(sevenseg.Standard, sevenseg.Tailless, sevenseg.Hook7, sevenseg.Tailless|sevenseg.Hook7)
	// Output:
	// Standard Tailless Hook7 Tailless|Hook7
}

func ExampleSolution() {
	e, _ := sevenseg.Parse("5+7=2")
	for s := range sevenseg.Solutions(e, 1) {
		fmt.Printf("%v after %d move(s):\n", s.Equation, s.Moved)
		for _, m := range s.Moves {
			fmt.Printf("  stick from segment %v of glyph %d to segment %v of glyph %d\n",
				m.From.Segment, m.From.Glyph, m.To.Segment, m.To.Glyph)
		}
	}
	// Output:
	// 9-7=2 after 1 move(s):
	//   stick from segment V of glyph 1 to segment B of glyph 0
}

func ExampleMove() {
	e, _ := sevenseg.Parse("1+1=3")
	for s := range sevenseg.Solutions(e, 1) {
		for _, m := range s.Moves {
			fmt.Println(m.From, "->", m.To)
		}
	}
	// Output:
	// glyph 4 segment C -> glyph 4 segment E
}

func ExampleMove_String() {
	m := sevenseg.Move{From: sevenseg.Stick{Glyph: 0, Segment: sevenseg.B}, To: sevenseg.Stick{Glyph: sevenseg.OffBoard}}
	fmt.Println(m)
	// Output: glyph 0 segment B -> off the board
}

func ExampleStick() {
	e, _ := sevenseg.Parse("8-1=8")
	for s := range sevenseg.Solutions(e, 1, sevenseg.Removing) {
		for _, m := range s.Moves {
			fmt.Println(s.Equation, m.From, m.To.Glyph == sevenseg.OffBoard)
		}
	}
	// Output:
	// 9-1=8 glyph 0 segment E true
}

func ExampleStick_String() {
	fmt.Println(sevenseg.Stick{Glyph: 2, Segment: sevenseg.F}, sevenseg.Stick{Glyph: sevenseg.OffBoard})
	// Output:
	// glyph 2 segment F off the board
}

func ExampleSegment() {
	// The sticks of an 8, from the top clockwise, then the middle.
	for s := sevenseg.A; s <= sevenseg.G; s++ {
		fmt.Print(s, " ")
	}
	fmt.Println()
	// Output:
	// A B C D E F G
}

func ExampleSegment_String() {
	fmt.Println(sevenseg.A, sevenseg.G, sevenseg.V, sevenseg.Rise, sevenseg.Front, sevenseg.Segment(12))
	// Output:
	// A G V Rise Front Segment(12)
}

func ExampleCensus() {
	for sticks := 1; sticks <= 2; sticks++ {
		c, err := sevenseg.Census("d±d=d", sticks)
		fmt.Printf("%+v %v\n", c, err)
	}
	// Output:
	// {Shape:d±d=d Sticks:1 Layouts:2000 True:110 Solvable:649 Unique:483} <nil>
	// {Shape:d±d=d Sticks:2 Layouts:2000 True:110 Solvable:1396 Unique:389} <nil>
}

func ExampleCensusContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := sevenseg.CensusContext(ctx, "dd±d=d", 1)
	fmt.Println(c.Layouts, c.Unique, err)
	// Output:
	// 20000 1300 <nil>
}

// A census of 2,000,000 layouts needs about 1 MB, more than a budget of
// 256 KiB: it returns an error that wraps backtrack.ErrBudget, at once.
func ExampleMaxMemory() {
	_, err := sevenseg.Census("dd±dd=dd", 1, sevenseg.MaxMemory(256<<10))
	fmt.Println(err)
	fmt.Println(errors.Is(err, backtrack.ErrBudget))
	c, err := sevenseg.Census("dd±dd=dd", 1, sevenseg.MaxMemory(64<<20))
	fmt.Println(c.Unique, err)
	// Output:
	// sevenseg: census of dd±dd=dd for 1 stick(s) needs more than its memory budget of 256 KiB (raise it with MaxMemory)
	// true
	// 160351 <nil>
}

func ExampleTally() {
	c, err := sevenseg.Census("d±d=dd", 2, sevenseg.Tailless)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s, %d stick(s): %d of %d layouts hold, %d are puzzles\n",
		c.Shape, c.Sticks, c.True, c.Layouts, c.Unique)
	// Output:
	// d±d=dd, 2 stick(s): 155 of 20000 layouts hold, 2788 are puzzles
}

func ExampleGenerate() {
	rng := rand.New(rand.NewPCG(1, 2))
	e, err := sevenseg.Generate("d±d=dd", 2, rng)
	fmt.Println(e, err)
	for s := range sevenseg.Solutions(e, 2) {
		fmt.Println(s.Equation, s.Moved)
	}
	_, err = sevenseg.Generate("d=d", 5, rng)
	fmt.Println(err, errors.Is(err, sevenseg.ErrNoPuzzle))
	// Output:
	// 8+0=85 <nil>
	// 8-0=08 2
	// sevenseg: no puzzle of shape d=d for 5 stick(s) true
}

func ExampleGenerateContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, err := sevenseg.GenerateContext(ctx, "d±d=d", 1, rand.New(rand.NewPCG(1, 2)))
	fmt.Println(e, err)
	// Output:
	// 8+2=9 <nil>
}

func ExampleEquation_WriteText() {
	e, _ := sevenseg.Parse("0+3=09")
	if err := e.WriteText(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	//  --       --       --   --
	// |  |  |     |     |  | |  |
	//      -+-  --  ---       --
	// |  |  |     | --- |  |    |
	//  --       --       --   --
}

func ExampleEquation_WriteSVG() {
	e, _ := sevenseg.Parse("1-1=0")
	if err := e.WriteSVG(os.Stdout); err != nil {
		fmt.Println(err)
	}
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
