package sevenseg_test

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
)

// censusBySolving takes the census by solving every layout of shape with
// solve, as a user would.
func censusBySolving(shape string, sticks int, solve func(sevenseg.Equation, int, ...sevenseg.Option) iter.Seq[sevenseg.Solution], opts ...sevenseg.Option) sevenseg.Tally {
	c := sevenseg.Tally{Shape: strings.ReplaceAll(shape, "÷", "×"), Sticks: sticks}
	noLead := has(opts, sevenseg.NoLeadingZeros)
	holds := sevenseg.Equation.Holds
	if has(opts, sevenseg.Fractions) {
		holds = holdsInFractions
	}
	var walk func(prefix, rest string)
	walk = func(prefix, rest string) {
		if rest == "" {
			e, err := sevenseg.Parse(prefix)
			if err != nil {
				panic(err)
			}
			if noLead && leadingZero(prefix) {
				return
			}
			c.Layouts++
			if holds(e) {
				c.True++
			}
			n, exact := 0, false
			for s := range solve(e, sticks, opts...) {
				n++
				exact = exact || s.Moved == sticks
			}
			if exact {
				c.Solvable++
				if n == 1 && !holds(e) {
					c.Unique++
				}
			}
			return
		}
		switch {
		case strings.HasPrefix(rest, "d"):
			for d := '0'; d <= '9'; d++ {
				walk(prefix+string(d), rest[1:])
			}
		case strings.HasPrefix(rest, "±"):
			walk(prefix+"+", rest[len("±"):])
			walk(prefix+"-", rest[len("±"):])
		case strings.HasPrefix(rest, "×"), strings.HasPrefix(rest, "÷"):
			walk(prefix+"x", rest[len("×"):])
			walk(prefix+"/", rest[len("×"):])
		default:
			walk(prefix+rest[:1], rest[1:])
		}
	}
	walk("", shape)
	return c
}

// has reports whether opts has an option that prints as o does.
func has(opts []sevenseg.Option, o sevenseg.Option) bool {
	return slices.ContainsFunc(opts, func(p sevenseg.Option) bool { return p.String() == o.String() })
}

// holdsInFractions evaluates an equation of the shape d×d=d×d ('×' for 'x'
// or '/') in rational numbers.
func holdsInFractions(e sevenseg.Equation) bool {
	s := e.String()
	side := func(a, op, b byte) (num, den int) {
		if op == 'x' {
			return int(a-'0') * int(b-'0'), 1
		}
		return int(a - '0'), int(b - '0')
	}
	n1, d1 := side(s[0], s[1], s[2])
	n2, d2 := side(s[4], s[5], s[6])
	return d1 != 0 && d2 != 0 && n1*d2 == n2*d1
}

// leadingZero reports whether a number of s has two or more digits and
// starts with 0.
func leadingZero(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '0' && (i == 0 || s[i-1] < '0' || s[i-1] > '9') && s[i+1] >= '0' && s[i+1] <= '9' {
			return true
		}
	}
	return false
}

// Census agrees with solving every layout one by one, with the reference
// method on the smallest shapes and with Solve on larger ones.
func TestCensusAgreesWithSolving(t *testing.T) {
	for _, c := range []struct {
		shape  string
		sticks int
		mode   sevenseg.Mode
		font   sevenseg.Font
		ref    bool
		long   bool // a second or more: skipped under -short
		more   []sevenseg.Option
	}{
		{"d×d=d", 1, sevenseg.Moving, sevenseg.Standard, true, false, nil},
		{"d×d=d", 2, sevenseg.Moving, sevenseg.Standard, false, false, nil},
		{"dd÷d=d", 1, sevenseg.Moving, sevenseg.Standard, false, false, nil},
		{"d÷d=d÷d", 1, sevenseg.Moving, sevenseg.Standard, false, false, []sevenseg.Option{sevenseg.Fractions}},
		{"d±d×d=d", 1, sevenseg.Adding, sevenseg.Standard, false, false, nil},
		{"d=d×d", 1, sevenseg.Moving, sevenseg.Tailless, false, false, nil},
		{"d±d=dd", 1, sevenseg.Moving, sevenseg.Standard, false, false, []sevenseg.Option{sevenseg.NoLeadingZeros}},
		{"d±d=dd", 1, sevenseg.Removing, sevenseg.Standard, false, false, []sevenseg.Option{sevenseg.NoLeadingZeros}},
		{"dd±d=dd", 1, sevenseg.Moving, sevenseg.Standard, false, true, []sevenseg.Option{sevenseg.NoLeadingZeros}},
		{"d±d±d=d", 1, sevenseg.Moving, sevenseg.Standard, false, true, nil},
		{"d±d=d", 1, sevenseg.Moving, sevenseg.Standard, true, false, nil},
		{"d±d=d", 2, sevenseg.Moving, sevenseg.Standard, false, false, nil},
		{"d±d=d", 2, sevenseg.Moving, sevenseg.Standard, true, true, nil},
		{"d±d=d", 1, sevenseg.Adding, sevenseg.Standard, true, false, nil},
		{"d±d=d", 2, sevenseg.Removing, sevenseg.Tailless, true, false, nil},
		{"d=d", 3, sevenseg.Moving, sevenseg.Hook7, true, false, nil},
		{"d±d=dd", 1, sevenseg.Moving, sevenseg.Standard, false, false, nil},
		{"d±d=dd", 2, sevenseg.Moving, sevenseg.Tailless | sevenseg.Hook7, false, false, nil},
		{"d±d±d=d", 2, sevenseg.Adding, sevenseg.Standard, false, true, nil},
		{"dd=d±d", 3, sevenseg.Moving, sevenseg.Standard, false, true, nil},
	} {
		opts := append([]sevenseg.Option{c.mode, c.font}, c.more...)
		solve := sevenseg.Solutions
		if c.ref {
			solve = sevenseg.SolutionsMoveByMove
		}
		if c.long && testing.Short() {
			continue
		}
		want := censusBySolving(c.shape, c.sticks, solve, opts...)
		got, err := sevenseg.Census(c.shape, c.sticks, opts...)
		if err != nil || got != want {
			t.Errorf("Census(%q, %d, %v) = %+v, %v; solving gives %+v", c.shape, c.sticks, opts, got, err, want)
		}
	}
}

// The census of the largest published shape, checked on a sample of layouts
// under -short and on all of them otherwise.
func TestCensusLargest(t *testing.T) {
	sticks := 1 // Layouts and True do not depend on sticks
	if !testing.Short() {
		sticks = 2
	}
	got, err := sevenseg.Census("dd±dd=dd", sticks)
	if err != nil {
		t.Fatal(err)
	}
	if got.Layouts != 2_000_000 || got.True != 10100 {
		t.Errorf("Census(dd±dd=dd, %d) = %+v; want 2,000,000 layouts, 10,100 true", sticks, got)
	}
	if !testing.Short() {
		if want := censusBySolving("dd±dd=dd", 2, sevenseg.Solutions); got != want {
			t.Errorf("Census(dd±dd=dd, 2) = %+v; solving gives %+v", got, want)
		}
	}
}

func TestCensusErrors(t *testing.T) {
	for _, c := range []struct {
		shape  string
		sticks int
		opts   []sevenseg.Option
		want   string
	}{
		{"d±±d=d", 1, nil, "sevenseg: shape position 3: '±' where a number should be"},
		{"d±-d=d", 1, nil, "sevenseg: shape position 3: '-' where a number should be"},
		{"d±d", 1, nil, "sevenseg: no '=' in shape"},
		{"d±d=", 1, nil, "sevenseg: shape position 5: shape ends where a number should be"},
		{"", 1, nil, "sevenseg: empty shape"},
		{"d+x=d", 1, nil, "sevenseg: shape position 3: 'x' where a number should be"},
		{"1+d=d", 1, nil, "sevenseg: shape position 1: digit '1'; write 'd' for a digit"},
		{"dddd±dddd=dddd", 1, nil, "more than 67108864 layouts"},
		{"d±d=d", 0, nil, "sevenseg: 0 sticks; want at least 1"},
		{"d±d=d", 1, []sevenseg.Option{sevenseg.Mode(7)}, "sevenseg: unknown mode Mode(7)"},
		{"d±d=d", 1, []sevenseg.Option{sevenseg.Leniency(9)}, "sevenseg: unknown leniency Leniency(9)"},
		{"d±d=d", 1, []sevenseg.Option{sevenseg.Zeros(5)}, "sevenseg: unknown zeros Zeros(5)"},
		{"d±d=d", 1, []sevenseg.Option{sevenseg.Division(3)}, "sevenseg: unknown division Division(3)"},
		{"d±d=d", 1, []sevenseg.Option{sevenseg.Common}, "sevenseg: a census takes Strict leniency and one form of each digit, not Common and Standard"},
	} {
		_, err := sevenseg.Census(c.shape, c.sticks, c.opts...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Census(%q, %d) error %v, want %q", c.shape, c.sticks, err, c.want)
		}
		_, err = sevenseg.Generate(c.shape, c.sticks, rand.New(rand.NewPCG(1, 2)), c.opts...)
		if err == nil || errors.Is(err, sevenseg.ErrNoPuzzle) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Generate(%q, %d) error %v, want %q", c.shape, c.sticks, err, c.want)
		}
	}
}

// A generated puzzle is false, has exactly one answer within the sticks
// asked, and that answer moves them all; the same seed gives the same
// puzzle.
func TestGenerate(t *testing.T) {
	for _, shape := range []string{"d±d=d", "d±d=dd", "dd=d±d"} {
		for sticks := 1; sticks <= 3; sticks++ {
			for seed := range uint64(5) {
				e, err := sevenseg.Generate(shape, sticks, rand.New(rand.NewPCG(seed, 7)))
				c, _ := sevenseg.Census(shape, sticks)
				if errors.Is(err, sevenseg.ErrNoPuzzle) != (c.Unique == 0) || err != nil && c.Unique > 0 {
					t.Fatalf("Generate(%q, %d) error %v; census %+v", shape, sticks, err, c)
				}
				if err != nil {
					continue
				}
				sols := slices.Collect(sevenseg.Solutions(e, sticks))
				if e.Holds() || len(sols) != 1 || sols[0].Moved != sticks {
					t.Fatalf("Generate(%q, %d) = %q with answers %v", shape, sticks, e, sols)
				}
				again, _ := sevenseg.Generate(shape, sticks, rand.New(rand.NewPCG(seed, 7)))
				if again != e {
					t.Fatalf("Generate(%q, %d) seed %d gave %q, then %q", shape, sticks, seed, e, again)
				}
			}
		}
	}
}

// A census keeps half a byte per layout for its marks, however many cores
// it runs on: on 8 it allocates less than one more copy of the marks than
// on 1.
func TestCensusMemory(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var alloc [2]uint64
	var layouts int64
	for i, procs := range []int{1, 8} {
		runtime.GOMAXPROCS(procs)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		c, err := sevenseg.Census("dd±dd=dd", 1)
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		alloc[i], layouts = after.TotalAlloc-before.TotalAlloc, c.Layouts
	}
	if alloc[1] > alloc[0]+uint64(layouts/2) {
		t.Errorf("a census of %d layouts allocated %d bytes on 1 core, %d on 8", layouts, alloc[0], alloc[1])
	}
}

// A census takes a number of sticks up to the shape's places for sticks, where no layout
// is solvable, and refuses more at once, in Census, CensusShard and
// Generate alike.
func TestCensusLargeK(t *testing.T) {
	want, err := sevenseg.Census("d±d=d", 25)
	if err != nil {
		t.Fatal(err)
	}
	if want.Solvable != 0 || want.True != 110 {
		t.Errorf("Census(d±d=d, 25) = %+v; want no solvable layout, 110 true", want)
	}
	if got, err := sevenseg.CensusShard("d±d=d", 25, 0, 1); err != nil || got != want {
		t.Errorf("CensusShard(d±d=d, 25, 0, 1) = %+v, %v; want %+v", got, err, want)
	}
	for _, c := range []struct {
		shape  string
		sticks int
		want   string
	}{
		{"d±d=d", 26, "sevenseg: 26 sticks; shape d±d=d has 25 places for sticks"},
		{"d÷d=d", 200, "sevenseg: 200 sticks; shape d×d=d has 25 places for sticks"},
		{"dd±dd=dd", 99999999999, "sevenseg: 99999999999 sticks; shape dd±dd=dd has 46 places for sticks"},
		{"d=d", math.MaxInt, fmt.Sprintf("sevenseg: %d sticks; shape d=d has 16 places for sticks", math.MaxInt)},
	} {
		rng := rand.New(rand.NewPCG(1, 2))
		for name, f := range map[string]func() (any, error){
			"Census":      func() (any, error) { return sevenseg.Census(c.shape, c.sticks) },
			"CensusShard": func() (any, error) { return sevenseg.CensusShard(c.shape, c.sticks, 3, 16) },
			"Generate":    func() (any, error) { return sevenseg.Generate(c.shape, c.sticks, rng) },
		} {
			if got, err := f(); err == nil || err.Error() != c.want {
				t.Errorf("%s(%q, %d) = %v, %v; want error %q", name, c.shape, c.sticks, got, err, c.want)
			}
		}
	}
}
