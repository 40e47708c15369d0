package sevenseg

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
)

// MaxLayouts is the most layouts Count and Generate take on: they keep one
// byte per layout.
const MaxLayouts = 1 << 26

// Census counts the layouts of a shape (every digit in every digit position,
// both operators in every operator position) by what k sticks do to them.
type Census struct {
	Shape    string // the shape, operators written '±'
	K        int    // sticks moved (or added, or removed)
	Layouts  int64  // all layouts
	True     int64  // layouts that hold as they are
	Solvable int64  // layouts with an answer that changes exactly k sticks
	Unique   int64  // puzzles: false layouts whose one answer within k sticks changes exactly k
}

// Bits of a layout's tally in the census.
const (
	tallyOne   = 1 << iota // one answer within k sticks
	tallyMany              // two or more
	tallyExact             // an answer with exactly k sticks
	tallyTrue              // holds as it is
)

// Count takes the census of shape for k sticks: a shape is a pattern such as
// "dd±dd=dd", with 'd' for a digit and '±' (or '+' or '-') for an operator,
// written like an equation. It returns an error if the shape is malformed,
// has more than MaxLayouts layouts, if k < 1 or the mode is unknown.
//
// Count does not solve each layout. It finds the true equations of the shape
// and, from each, every layout that k sticks changed the other way turn into
// it, keeping a tally per layout, on GOMAXPROCS cores; its cost is the
// number of true equations times the size of their neighbourhood, plus one
// byte per layout. For "dd±dd=dd" and k = 2 that is about 0.2 s on 2 cores.
func Count(shape string, k int, opts ...Option) (Census, error) {
	c := configure(opts)
	tally, tmpl, err := c.census(shape, k)
	if err != nil {
		return Census{}, err
	}
	out := Census{Shape: strings.NewReplacer("+", "±", "-", "±").Replace(tmpl.shape()), K: k, Layouts: int64(len(tally))}
	for _, t := range tally {
		if t&tallyTrue != 0 {
			out.True++
		}
		if t&tallyExact != 0 {
			out.Solvable++
		}
		if t == tallyOne|tallyExact {
			out.Unique++
		}
	}
	return out, nil
}

// template is a shape written as its first layout, all digits 0 and
// operators '+'.
type template string

// parseShape reads a shape; errors name positions in it.
func parseShape(shape string) (template, error) {
	s := strings.NewReplacer("d", "0", "D", "0", "±", "+").Replace(shape)
	e, err := Parse(s)
	if err != nil {
		msg := strings.Replace(err.Error(), "sevenseg: ", "sevenseg: shape ", 1)
		return "", fmt.Errorf("%s", msg)
	}
	if strings.ContainsAny(strings.NewReplacer("±", "", "=", "", "+", "", "-", "", " ", "").Replace(shape), "0123456789") {
		return "", fmt.Errorf("sevenseg: shape %q has digits; write 'd' for a digit", shape)
	}
	return template(strings.ReplaceAll(e.s, "-", "+")), nil
}

// shape returns t with 'd' for digits and '+' for operators.
func (t template) shape() string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return 'd'
		}
		return r
	}, string(t))
}

// layouts returns the number of layouts of t, or -1 if more than MaxLayouts.
func (t template) layouts() int64 {
	n := int64(1)
	for _, sl := range slots(string(t), Standard, Moving, 0, true) {
		if n *= sl.radix; n > MaxLayouts {
			return -1
		}
	}
	return n
}

// layout returns the layout numbered index.
func (t template) layout(index int64) Equation {
	b := []byte(t)
	for i := len(b) - 1; i >= 0; i-- {
		switch b[i] {
		case '=':
		case '+':
			b[i] = opGlyphs[index%2]
			index /= 2
		default:
			b[i] = byte('0' + index%10)
			index /= 10
		}
	}
	return Equation{string(b)}
}

// census returns the tally of every layout of shape for k sticks under c.
func (c config) census(shape string, k int) ([]uint8, template, error) {
	t, err := parseShape(shape)
	switch {
	case err != nil:
		return nil, "", err
	case k < 1:
		return nil, "", fmt.Errorf("sevenseg: %d sticks; want at least 1", k)
	case c.mode > Removing:
		return nil, "", fmt.Errorf("sevenseg: unknown mode %v", c.mode)
	}
	n := t.layouts()
	if n < 0 {
		return nil, "", fmt.Errorf("sevenseg: shape %q has more than %d layouts", shape, MaxLayouts)
	}
	// The true equations, shared among workers in parts of the tree.
	truths := search(slots(string(t), c.font, Moving, 0, true), Moving, 0, 0, true)
	workers := runtime.GOMAXPROCS(0)
	parts := truths.Split(workers * 16)
	tallies := make([][]uint8, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tally := make([]uint8, n)
			for {
				i := next.Add(1) - 1
				if i >= int64(len(parts)) {
					break
				}
				for truth := range parts[i].All() {
					c.around(tally, t.layout(truth.index), k)
				}
			}
			tallies[w] = tally
		}()
	}
	wg.Wait()
	tally := tallies[0]
	for _, other := range tallies[1:] {
		for i, o := range other {
			tally[i] = merge(tally[i], o)
		}
	}
	return tally, t, nil
}

// around tallies the layouts that truth is an answer for: those that k
// sticks changed under the reverse mode turn into truth.
func (c config) around(tally []uint8, truth Equation, k int) {
	m := c.mode.reverse()
	s := search(slots(truth.s, c.font, m, k, false), m, 1, k, false)
	for n := range s.All() {
		one := uint8(tallyOne)
		if n.moved() == k {
			one |= tallyExact
		}
		tally[n.index] = merge(tally[n.index], one)
	}
	tally[indexOf(truth)] |= tallyTrue
}

// indexOf returns the layout number of e.
func indexOf(e Equation) int64 {
	var index int64
	for i := 0; i < len(e.s); i++ {
		switch ch := e.s[i]; ch {
		case '=':
		case '+', '-':
			index = index*2 + int64(strings.IndexByte(opGlyphs, ch))
		default:
			index = index*10 + int64(ch-'0')
		}
	}
	return index
}

// merge adds two tallies of the same layout; answers saturate at "many".
func merge(a, b uint8) uint8 {
	out := (a | b) &^ (tallyOne | tallyMany)
	switch min(answers(a)+answers(b), 2) {
	case 1:
		out |= tallyOne
	case 2:
		out |= tallyMany
	}
	return out
}

// answers returns the number of answers a tally records, 0, 1 or 2 (many).
func answers(t uint8) int {
	switch {
	case t&tallyMany != 0:
		return 2
	case t&tallyOne != 0:
		return 1
	}
	return 0
}
