// Package sevensegtest offers rapid generators of sevenseg's equations,
// shapes and options for property-based tests.
//
// [Equation] and [TrueEquation] draw equations, [Shape] and [Layout]
// shapes for Census and Generate and their layouts, and [Options] and
// [SolveOptions] lists of options, from [Mode], [Font], [Leniency], [Zeros]
// and [Division].
//
// Draw them in a property with [rapid.Check], or turn the property into a
// native fuzz target with [rapid.MakeFuzz]; in a fuzz function given f
// *testing.F:
//
//	f.Fuzz(rapid.MakeFuzz(func(t *rapid.T) {
//		e := sevensegtest.Equation().Draw(t, "e")
//		for s := range sevenseg.Solutions(e, 1) {
//			if !s.Equation.Holds() {
//				t.Fatalf("%v: %v does not hold", e, s.Equation)
//			}
//		}
//	}))
//
// Every generator shrinks towards short equations of small digits, the
// Standard font and the Moving mode. The [design notes] say what each one
// draws.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/sevensegtest.md
package sevensegtest

import (
	"math"
	"strconv"
	"strings"

	"github.com/go-puzzles/puzzles/sevenseg"
	"pgregory.net/rapid"
)

// Shape returns a generator of shapes such as "dd±d=dd" or "d×d=dd" for
// sevenseg.Census and sevenseg.Generate, with at most maxLayouts layouts.
// A shape has one to three numbers on the left of '=' and one or two on
// the right, each of one to three digits, joined by '±' or, one time in
// four, '×'; its layouts are 10 per digit times 2 per operator, and
// sevenseg.Census takes up to sevenseg.MaxLayouts. A maxLayouts below 100,
// the layouts of "d=d", is a programming error: Shape panics.
func Shape(maxLayouts int64) *rapid.Generator[string] {
	if maxLayouts < 100 {
		panic("sevensegtest: Shape wants maxLayouts of at least 100, got " + strconv.FormatInt(maxLayouts, 10))
	}
	return rapid.Custom(func(t *rapid.T) string {
		left := rapid.IntRange(1, 3).Draw(t, "left")
		right := rapid.IntRange(1, 2).Draw(t, "right")
		for layouts(left+right, left+right-2) > maxLayouts {
			if left > 1 {
				left--
			} else {
				right--
			}
		}
		terms := left + right
		digits := make([]int, terms)
		total := terms
		for i := range digits {
			digits[i] = 1
			for extra := rapid.IntRange(0, 2).Draw(t, "extra digits"); extra > 0 && layouts(total+1, terms-2) <= maxLayouts; extra-- {
				digits[i]++
				total++
			}
		}
		var b strings.Builder
		for i, d := range digits {
			switch {
			case i == left:
				b.WriteByte('=')
			case i > 0:
				b.WriteString(rapid.SampledFrom([]string{"±", "±", "±", "×"}).Draw(t, "operator"))
			}
			b.WriteString(strings.Repeat("d", d))
		}
		return b.String()
	})
}

// layouts returns the layouts of a shape with the given digits and operators.
func layouts(digits, ops int) int64 {
	return int64(math.Pow10(digits)) << ops
}

// Layout returns a generator of the layouts of shape. Every 'd' is a digit
// from 0 to 9, every '±' an operator '+' or '-', every '×' or '÷' an
// operator '×' or '÷', and the rest (such as '+', '-', '=' and spaces) is
// as written. A shape that gives no valid equation is a programming error:
// Layout panics with Parse's error.
func Layout(shape string) *rapid.Generator[sevenseg.Equation] {
	if _, err := sevenseg.Parse(strings.NewReplacer("d", "0", "±", "+", "÷", "/").Replace(shape)); err != nil {
		panic("sevensegtest: Layout(" + strconv.Quote(shape) + "): " + err.Error())
	}
	return rapid.Custom(func(t *rapid.T) sevenseg.Equation {
		var b []byte
		for _, r := range shape {
			switch r {
			case 'd':
				b = append(b, byte('0'+rapid.IntRange(0, 9).Draw(t, "digit")))
			case '±':
				b = append(b, "+-"[rapid.IntRange(0, 1).Draw(t, "operator")])
			case '×', '÷':
				b = append(b, "x/"[rapid.IntRange(0, 1).Draw(t, "operator")])
			default:
				b = append(b, string(r)...)
			}
		}
		e, err := sevenseg.Parse(string(b))
		if err != nil {
			panic("sevensegtest: " + err.Error()) // Parse accepted the shape
		}
		return e
	})
}

// Equation returns a generator of valid equations, true or not. They are
// layouts of shapes drawn by Shape with at most 2,000,000 layouts (as many
// as dd±dd=dd), so that Solutions within 2 sticks stays fast on them, one
// time in eight with a minus in front of the first number.
func Equation() *rapid.Generator[sevenseg.Equation] {
	shapes := Shape(2_000_000)
	return rapid.Custom(func(t *rapid.T) sevenseg.Equation {
		shape := shapes.Draw(t, "shape")
		if rapid.IntRange(0, 7).Draw(t, "sign") == 7 {
			shape = "-" + shape
		}
		return Layout(shape).Draw(t, "layout")
	})
}

// TrueEquation returns a generator of equations that hold. They have one to
// three numbers of up to three digits on the left and one or two on the
// right, the last of them what makes the two sides equal (written "0-5"
// when the right side must be negative).
func TrueEquation() *rapid.Generator[sevenseg.Equation] {
	return rapid.Custom(func(t *rapid.T) sevenseg.Equation {
		number := rapid.IntRange(0, 999)
		sign := rapid.SampledFrom([]string{"+", "-"})
		var b strings.Builder
		diff := 0 // left side minus the right side so far
		for i := range rapid.IntRange(1, 3).Draw(t, "left") {
			s, n := "+", number.Draw(t, "number")
			if i > 0 {
				s = sign.Draw(t, "sign")
				b.WriteString(s)
			}
			diff += signed(s, n)
			b.WriteString(strconv.Itoa(n))
		}
		b.WriteByte('=')
		if rapid.IntRange(1, 2).Draw(t, "right") == 2 {
			n := number.Draw(t, "number")
			diff -= n
			b.WriteString(strconv.Itoa(n))
		} else if diff < 0 {
			b.WriteByte('0')
		}
		switch {
		case b.String()[b.Len()-1] == '=':
			b.WriteString(strconv.Itoa(diff))
		case diff >= 0:
			b.WriteString("+" + strconv.Itoa(diff))
		default:
			b.WriteString("-" + strconv.Itoa(-diff))
		}
		e, err := sevenseg.Parse(b.String())
		if err != nil || !e.Holds() {
			panic("sevensegtest: made " + b.String()) // cannot happen
		}
		return e
	})
}

func signed(s string, n int) int {
	if s == "-" {
		return -n
	}
	return n
}

// Font returns a generator of the four fonts: Standard, Tailless, Hook7 and
// Tailless|Hook7.
func Font() *rapid.Generator[sevenseg.Font] {
	return rapid.SampledFrom([]sevenseg.Font{sevenseg.Standard, sevenseg.Tailless, sevenseg.Hook7, sevenseg.Tailless | sevenseg.Hook7})
}

// Mode returns a generator of the three modes: Moving, Adding and Removing.
func Mode() *rapid.Generator[sevenseg.Mode] {
	return rapid.SampledFrom([]sevenseg.Mode{sevenseg.Moving, sevenseg.Adding, sevenseg.Removing})
}

// Leniency returns a generator of the three leniencies: Strict, Common and
// Permissive.
func Leniency() *rapid.Generator[sevenseg.Leniency] {
	return rapid.SampledFrom([]sevenseg.Leniency{sevenseg.Strict, sevenseg.Common, sevenseg.Permissive})
}

// Zeros returns a generator of the two policies on leading zeros.
func Zeros() *rapid.Generator[sevenseg.Zeros] {
	return rapid.SampledFrom([]sevenseg.Zeros{sevenseg.LeadingZeros, sevenseg.NoLeadingZeros})
}

// Division returns a generator of the two kinds of division: WholeQuotients
// and Fractions.
func Division() *rapid.Generator[sevenseg.Division] {
	return rapid.SampledFrom([]sevenseg.Division{sevenseg.WholeQuotients, sevenseg.Fractions})
}

// Options returns a generator of option lists that every function of
// sevenseg takes, Census and Generate included. Each list holds a mode from
// Mode, a font from Font, a policy from Zeros and a division from Division.
func Options() *rapid.Generator[[]sevenseg.Option] {
	return rapid.Custom(func(t *rapid.T) []sevenseg.Option {
		mode, font, zeros, div := draw(t)
		return []sevenseg.Option{mode, font, zeros, div}
	})
}

// SolveOptions returns a generator of option lists for Solutions and
// SolutionsMoveByMove. Each list is one of Options, its font perhaps with
// sevenseg.BothForms added, and a leniency from Leniency.
func SolveOptions() *rapid.Generator[[]sevenseg.Option] {
	return rapid.Custom(func(t *rapid.T) []sevenseg.Option {
		mode, font, zeros, div := draw(t)
		if rapid.Bool().Draw(t, "both forms") {
			font |= sevenseg.BothForms
		}
		return []sevenseg.Option{mode, font, zeros, div, Leniency().Draw(t, "leniency")}
	})
}

// draw draws the values of the options of Options.
func draw(t *rapid.T) (sevenseg.Mode, sevenseg.Font, sevenseg.Zeros, sevenseg.Division) {
	return Mode().Draw(t, "mode"), Font().Draw(t, "font"), Zeros().Draw(t, "zeros"), Division().Draw(t, "division")
}
