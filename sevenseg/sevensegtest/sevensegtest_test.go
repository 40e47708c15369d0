package sevensegtest_test

import (
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
	"github.com/go-puzzles/puzzles/sevenseg/sevensegtest"
	"pgregory.net/rapid"
)

// Shapes stay within their layout budget and Census takes them.
func TestShape(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		max := rapid.Int64Range(100, 20_000).Draw(t, "max")
		shape := sevensegtest.Shape(max).Draw(t, "shape")
		c, err := sevenseg.Census(shape, 1)
		if err != nil || c.Layouts > max {
			t.Fatalf("Census(%q, 1) = %+v, %v; want at most %d layouts", shape, c, err, max)
		}
	})
}

// A layout has the shape it was drawn from.
func TestLayout(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		shape := sevensegtest.Shape(1_000_000).Draw(t, "shape")
		e := sevensegtest.Layout(shape).Draw(t, "e")
		got := strings.Map(func(r rune) rune {
			switch {
			case r >= '0' && r <= '9':
				return 'd'
			case r == '+' || r == '-':
				return '±'
			case r == 'x' || r == '/':
				return '×'
			}
			return r
		}, e.String())
		if got != shape {
			t.Fatalf("layout %v of %q has the shape %q", e, shape, got)
		}
	})
}

// Equations parse back as themselves; true equations hold.
func TestEquations(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := sevensegtest.Equation().Draw(t, "e")
		if back, err := sevenseg.Parse(e.String()); err != nil || back != e {
			t.Fatalf("%v parses as %v, %v", e, back, err)
		}
		if e := sevensegtest.TrueEquation().Draw(t, "true"); !e.Holds() {
			t.Fatalf("%v does not hold", e)
		}
	})
}

func TestBadArguments(t *testing.T) {
	for name, f := range map[string]func(){
		"Shape(99)":        func() { sevensegtest.Shape(99) },
		`Layout("d+d")`:    func() { sevensegtest.Layout("d+d") },
		`Layout("d=x")`:    func() { sevensegtest.Layout("d=x") },
		`Layout("d++d=d")`: func() { sevensegtest.Layout("d++d=d") },
	} {
		func() {
			defer func() {
				if v, _ := recover().(string); !strings.HasPrefix(v, "sevensegtest: ") {
					t.Errorf("%s panics with %q, want a sevensegtest message", name, v)
				}
			}()
			f()
		}()
	}
}

// The generators drive a native fuzz target through rapid.MakeFuzz: every
// answer within 1 stick, in any mode and font, holds.
func FuzzSolutions(f *testing.F) {
	f.Fuzz(rapid.MakeFuzz(func(t *rapid.T) {
		e := sevensegtest.Equation().Draw(t, "e")
		opts := sevensegtest.Options().Draw(t, "opts")
		for s := range sevenseg.Solutions(e, 1, opts...) {
			if !s.Equation.Holds() || s.Moved != 1 {
				t.Fatalf("Solutions(%v, 1, %v) yields %v moving %d", e, opts, s.Equation, s.Moved)
			}
		}
	}))
}
