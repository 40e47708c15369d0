package sevenseg_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/go-puzzles/puzzles/sevenseg"
)

// Parse takes '×' as x, X or *, '÷' as /, and a minus in front of the first
// number of a side; it lists the characters it does not take.
func ExampleParse_operators() {
	for _, s := range []string{"6×2=18÷1.5", "2+3*4=14", "-8/4=-2", "12÷3=2=1+1"} {
		e, err := sevenseg.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(e, e.Holds())
	}
	// Output:
	// sevenseg: position 9: unexpected '.'
	// 2+3x4=14 true
	// -8/4=-2 true
	// 12/3=2=1+1 false
}

// The characters Parse does not take are reported with their positions
// (the first eight of them), and text longer than MaxText is refused.
func ExampleParse_errors() {
	_, err := sevenseg.Parse("3^2 = 9 ≠ 8")
	fmt.Println(err)
	_, err = sevenseg.Parse(strings.Repeat("1+", 1000) + "1=1")
	fmt.Println(err)
	// Output:
	// sevenseg: 2 unsupported characters: position 2: unexpected '^'; position 9: unexpected '≠'
	// sevenseg: equation of 2003 bytes, want at most 1024
}

// × and ÷ come before + and −, and a division counts only where it is
// exact.
func ExampleEquation_Holds_precedence() {
	for _, s := range []string{"2+3x4=14", "2+3x4=20", "8/4/2=1", "7/2=3", "6/4x2=3", "1=2=1"} {
		e, _ := sevenseg.Parse(s)
		fmt.Println(e, e.Holds())
	}
	// Output:
	// 2+3x4=14 true
	// 2+3x4=20 false
	// 8/4/2=1 true
	// 7/2=3 false
	// 6/4x2=3 false
	// 1=2=1 false
}

// A puzzle with two operators: both answers move one stick from a 6 to the
// second minus.
func ExampleSolutions_twoOperators() {
	e, _ := sevenseg.Parse("66-30-66=92")
	for s := range sevenseg.Solutions(e, 1) {
		fmt.Println(s.Equation, s.Moves)
	}
	// Output:
	// 56-30+66=92 [glyph 0 segment E -> glyph 5 segment V]
	// 66-30+56=92 [glyph 6 segment E -> glyph 5 segment V]
}

// '×' is two crossed slanted sticks and '÷' one of them, so taking a stick
// from '×' makes '÷'.
func ExampleSolutions_multiplication() {
	e, _ := sevenseg.Parse("0x4=2")
	for s := range sevenseg.Solutions(e, 1) {
		fmt.Println(s.Equation, s.Moves)
		s.Equation.WriteText(os.Stdout)
	}
	// Output:
	// 8/4=2 [glyph 1 segment Fall -> glyph 0 segment G]
	//  --                --
	// |  |   / |  |        |
	//  --   /   --  ---  --
	// |  | /      | --- |
	//  --                --
}

// Under the Common leniency the sticks of '=' take part, and a minus may be
// put in front of the first number of a side (Segment Front).
func ExampleLeniency() {
	for _, s := range []string{"2-5=3", "1+2=1"} {
		e, _ := sevenseg.Parse(s)
		for _, r := range []sevenseg.Leniency{sevenseg.Strict, sevenseg.Common} {
			for sol := range sevenseg.Solutions(e, 1, r) {
				fmt.Println(e, r, sol.Equation, sol.Moves)
			}
		}
	}
	// Output:
	// 2-5=3 Common 2=5-3 [glyph 3 segment Bar -> glyph 1 segment Bar]
	// 1+2=1 Common 1-2=-1 [glyph 1 segment V -> glyph 4 segment Front]
}

// The Permissive leniency lets a digit turn into the two digits 11, drawn
// in its cell, and an answer have another number of '='.
func ExampleLeniency_permissive() {
	for _, s := range []string{"4-1=10", "1+1=1"} {
		e, _ := sevenseg.Parse(s)
		for sol := range sevenseg.Solutions(e, 1, sevenseg.Permissive) {
			fmt.Println(e, sol.Equation, sol.Moves)
		}
	}
	// Output:
	// 4-1=10 11-1=10 [glyph 0 segment G -> glyph 0 segment E]
	// 1+1=1 1=1=1 [glyph 1 segment V -> glyph 1 segment Bar]
}

func ExampleLeniency_String() {
	fmt.Println(sevenseg.Strict, sevenseg.Common, sevenseg.Permissive, sevenseg.Leniency(9))
	// Output:
	// Strict Common Permissive Leniency(9)
}

// With NoLeadingZeros a census counts only the layouts without a number
// such as 05.
func ExampleZeros() {
	for _, z := range []sevenseg.Zeros{sevenseg.LeadingZeros, sevenseg.NoLeadingZeros} {
		c, _ := sevenseg.Census("d±d=dd", 1, z)
		fmt.Printf("%+v\n", c)
	}
	// Output:
	// {Shape:d±d=dd Sticks:1 Layouts:20000 True:155 Solvable:1579 Unique:1319}
	// {Shape:d±d=dd Sticks:1 Layouts:18000 True:45 Solvable:484 Unique:403}
}

// With NoLeadingZeros no answer has a number such as 05.
func ExampleZeros_solutions() {
	e, _ := sevenseg.Parse("05-02=003")
	for _, z := range []sevenseg.Zeros{sevenseg.LeadingZeros, sevenseg.NoLeadingZeros} {
		n := 0
		for range sevenseg.Solutions(e, 2, z) {
			n++
		}
		fmt.Println(z, n)
	}
	// Output:
	// LeadingZeros 6
	// NoLeadingZeros 0
}

func ExampleZeros_String() {
	fmt.Println(sevenseg.LeadingZeros, sevenseg.NoLeadingZeros, sevenseg.Zeros(5))
	// Output:
	// LeadingZeros NoLeadingZeros Zeros(5)
}

// With Fractions more layouts of d×d=d×d hold, 1÷2=2÷4 among them.
func ExampleDivision() {
	for _, d := range []sevenseg.Division{sevenseg.WholeQuotients, sevenseg.Fractions} {
		c, err := sevenseg.Census("d×d=d×d", 1, d)
		fmt.Println(d, c.Layouts, c.True, err)
	}
	// Output:
	// WholeQuotients 40000 1196 <nil>
	// Fractions 40000 1290 <nil>
}

// With Fractions a quotient need not be whole.
func ExampleDivision_solutions() {
	e, _ := sevenseg.Parse("1/2=3/4")
	for _, d := range []sevenseg.Division{sevenseg.WholeQuotients, sevenseg.Fractions} {
		for s := range sevenseg.Solutions(e, 1, d) {
			fmt.Println(d, s.Equation)
		}
	}
	// Output:
	// Fractions 1/2=2/4
}

func ExampleDivision_String() {
	fmt.Println(sevenseg.WholeQuotients, sevenseg.Fractions, sevenseg.Division(3))
	// Output:
	// WholeQuotients Fractions Division(3)
}

// With BothForms an answer may draw a 6, 7 or 9 in either form: here a 4
// becomes a 7 with a hook, while the 7 of the puzzle keeps its 3 sticks.
func ExampleFont_bothForms() {
	e, _ := sevenseg.Parse("0+4=7")
	for _, f := range []sevenseg.Font{sevenseg.Standard, sevenseg.BothForms} {
		for s := range sevenseg.Solutions(e, 1, f) {
			fmt.Println(f, s.Equation, s.Moves)
		}
	}
	// Output:
	// BothForms 0+7=7 [glyph 2 segment G -> glyph 2 segment A]
}

// The censuses of three shapes with × and ÷ or two operators; a '×' in a
// shape stands for '×' or '÷'.
func ExampleCensus_operators() {
	for _, shape := range []string{"d×d=d", "dd÷d=d", "d±d±d=d"} {
		for sticks := 1; sticks <= 2; sticks++ {
			c, _ := sevenseg.Census(shape, sticks)
			fmt.Printf("%+v\n", c)
		}
	}
	// Output:
	// {Shape:d×d=d Sticks:1 Layouts:2000 True:74 Solvable:401 Unique:286}
	// {Shape:d×d=d Sticks:2 Layouts:2000 True:74 Solvable:1120 Unique:423}
	// {Shape:dd×d=d Sticks:1 Layouts:20000 True:222 Solvable:2005 Unique:1570}
	// {Shape:dd×d=d Sticks:2 Layouts:20000 True:222 Solvable:7706 Unique:3975}
	// {Shape:d±d±d=d Sticks:1 Layouts:40000 True:1780 Solvable:17754 Unique:10350}
	// {Shape:d±d±d=d Sticks:2 Layouts:40000 True:1780 Solvable:36223 Unique:2538}
}
