package sevenseg

import (
	"context"
	"fmt"
	"math/bits"
	"strings"
	"sync/atomic"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/par"
)

// MaxLayouts is the most layouts Census and Generate take on. A census keeps
// half a byte per layout, so at most 32 MiB, however many cores it runs on.
const MaxLayouts = 1 << 26

// Tally is the result of a census: the layouts of a shape, counted by what
// changing Sticks sticks does to them. The layouts are every digit in every
// digit position and both operators of the pair in every operator
// position; under NoLeadingZeros only those without a leading zero.
type Tally struct {
	Shape    string // the shape, operators written '±' and '×'
	Sticks   int    // sticks moved (or added, or removed)
	Layouts  int64  // all layouts
	True     int64  // layouts that hold as they are
	Solvable int64  // layouts with an answer that changes exactly Sticks sticks
	Unique   int64  // puzzles: false layouts whose one answer within Sticks sticks changes exactly Sticks
}

// Census counts the layouts of shape and its puzzles for the given number
// of sticks. A shape is a pattern such as "dd±dd=dd" or "dd÷d=d", with 'd'
// for a digit, '±' (or '+' or '-') for '+' or '−', and '×' (or '÷', 'x',
// '*', '/') for '×' or '÷': under the Strict leniency a move may turn each
// operator into the other of its pair, and never into '='. Answers follow
// the options, as in Solutions.
//
// Census returns an error if the shape is malformed or has more than
// MaxLayouts layouts, if sticks < 1 or sticks is more than the shape's
// places for sticks (7 a digit, 2 an operator or '=': no answer changes
// more), if an option value is unknown, or if the leniency is not Strict or
// the font has BothForms: under those an answer may have another shape,
// which the census does not see. It returns a *backtrack.MemoryError if the
// census needs more memory than its budget, MaxMemory (1 GiB by default).
//
// Census does not solve each layout: it searches outward from the true
// equations of the shape, on GOMAXPROCS cores. Its time is the number of
// true equations times the size of their neighbourhood within that many
// sticks, which grows steeply with sticks; its memory is half a byte per
// layout, given back when it returns. Census calls CensusContext with
// context.Background(); use CensusContext to bound the time.
func Census(shape string, sticks int, opts ...Option) (Tally, error) {
	return CensusContext(context.Background(), shape, sticks, opts...)
}

// CensusContext is Census that gives up when ctx is done, returning the zero
// Tally and ctx.Err() within 100 ms, every worker stopped. A nil ctx or a nil
// Option is a programming error: CensusContext panics.
func CensusContext(ctx context.Context, shape string, sticks int, opts ...Option) (Tally, error) {
	if ctx == nil {
		panic("sevenseg: nil Context")
	}
	c := configure(opts)
	t, err := c.check(shape, sticks)
	if err != nil {
		return Tally{}, err
	}
	if err := c.fits(t.censusBytes(), censusOp(t, sticks)); err != nil {
		return Tally{}, err
	}
	if err := ctx.Err(); err != nil {
		return Tally{}, err
	}
	mk, err := c.census(ctx, t, sticks)
	if err != nil {
		return Tally{}, err
	}
	return mk.tally(ctx, t, sticks, t.below(t.layouts(), c.zeros == NoLeadingZeros))
}

// tally counts the marks of a census (or of a shard of one, with the
// given number of layouts) of t for the given number of sticks.
func (mk marks) tally(ctx context.Context, t template, sticks int, layouts int64) (Tally, error) {
	out := Tally{Shape: t.written(), Sticks: sticks, Layouts: layouts}
	err := mk.each(ctx, func(_ int64, m uint32) {
		if m&markTrue != 0 {
			out.True++
		}
		if m&markExact != 0 {
			out.Solvable++
		}
		if m == puzzle {
			out.Unique++
		}
	})
	if err != nil {
		return Tally{}, err
	}
	return out, nil
}

// template is a shape written as its first layout, all digits 0 and
// operators '+' (for '+' or '−') or 'x' (for '×' or '÷').
type template string

// parseShape reads a shape; errors name positions in it.
func parseShape(shape string) (template, error) {
	s, err := scan(shape, true)
	return template(s), err
}

// shape returns t with 'd' for digits, '+' and 'x' for operators.
func (t template) shape() string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return 'd'
		}
		return r
	}, string(t))
}

// written returns the shape of t as Tally writes it, '±' and '×' for the
// operators.
func (t template) written() string {
	return strings.NewReplacer("+", "±", "x", "×").Replace(t.shape())
}

// layouts returns the number of layouts of t, or -1 if more than MaxLayouts.
func (t template) layouts() int64 {
	n := int64(1)
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '=':
		case '+', '-', 'x', '/':
			n *= 2
		default:
			n *= 10
		}
		if n > MaxLayouts {
			return -1
		}
	}
	return n
}

// layout returns the layout numbered index of the shape of t (an
// equation's text or a template).
func (t template) layout(index int64) Equation {
	return Equation{string(t.appendLayout(nil, index))}
}

// appendLayout appends the glyphs of layout index of t to b.
func (t template) appendLayout(b []byte, index int64) []byte {
	start := len(b)
	b = append(b, t...)
	for i := len(b) - 1; i >= start; i-- {
		switch b[i] {
		case '=':
		case '+', '-':
			b[i] = "+-"[index%2]
			index /= 2
		case 'x', '/':
			b[i] = "x/"[index%2]
			index /= 2
		default:
			b[i] = byte('0' + index%10)
			index /= 10
		}
	}
	return b
}

// censusBytes returns the most memory a census of t takes: its marks, its
// tables, and the searches of its workers.
func (t template) censusBytes() int64 {
	return marksBytes(t.layouts()) + searchBytes*int64(1+par.Workers(1<<30))
}

// check returns the template of shape, or why shape, sticks and c admit no
// census.
func (c config) check(shape string, sticks int) (template, error) {
	t, err := parseShape(shape)
	switch {
	case err != nil:
		return "", err
	case sticks < 1:
		return "", fmt.Errorf("sevenseg: %d sticks; want at least 1", sticks)
	case !c.valid():
		return "", c.validate()
	case c.leniency != Strict || c.font&BothForms != 0:
		return "", fmt.Errorf("sevenseg: a census takes Strict leniency and one form of each digit, not %v and %v", c.leniency, c.font)
	case t.layouts() < 0:
		return "", fmt.Errorf("sevenseg: shape has more than %d layouts", MaxLayouts)
	case sticks > t.places():
		return "", t.tooMany(sticks)
	}
	return t, nil
}

// places returns the places for sticks in the glyphs of t: 7 for a digit, 2
// for an operator or '='. No answer moves, adds or removes more sticks.
func (t template) places() int {
	n := 0
	for i := 0; i < len(t); i++ {
		if isDigit(t[i]) {
			n += 7
		} else {
			n += 2
		}
	}
	return n
}

// tooMany returns the error for a census of t for the given number of
// sticks, more than t has places for.
func (t template) tooMany(sticks int) error {
	return fmt.Errorf("sevenseg: %d sticks; shape %s has %d places for sticks", sticks, t.written(), t.places())
}

// census returns the marks of every layout of t for the given number of
// sticks under c.
func (c config) census(ctx context.Context, t template, sticks int) (marks, error) {
	mk := make(marks, (t.layouts()+7)/8)
	// The true equations, shared among workers in parts of the tree. From
	// each, the layouts that that many sticks changed under the reverse
	// mode turn into it: the layouts it is an answer for.
	ts := c.newTruths(t, nil)
	parts := ts.search().Split(16 * par.Workers(1<<30))
	m := c.mode.reverse()
	tbl := c.newGlyphTable(m, sticks, false)
	// Each worker's search around a truth, reset for the next one.
	type around struct {
		sr     searcher
		s      backtrack.Search[node]
		slots  []slot
		layout []byte
	}
	workers := make([]around, par.Workers(len(parts)))
	err := par.Do(ctx, len(parts), func(ctx context.Context, w, i int) error {
		a := &workers[w]
		if a.s.Branch == nil {
			a.s = a.sr.search()
		}
		var nodes int64 // visited since ctx was last checked
		var err error
		_, werr := parts[i].Walk(ctx, func(truth node) bool {
			a.layout = t.appendLayout(a.layout[:0], truth.index)
			a.slots = tbl.slots(a.slots, a.layout)
			a.sr.reset(a.slots, m, 1, sticks, false)
			var n int64
			n, err = a.s.Walk(ctx, func(n node) bool {
				if n.moved() == sticks {
					mk.add(n.index, markOne|markExact)
				} else {
					mk.add(n.index, markOne)
				}
				return true
			})
			mk.add(truth.index, markTrue)
			if nodes += n; err == nil && nodes >= checkNodes {
				nodes, err = 0, ctx.Err()
			}
			return err == nil
		})
		if err == nil {
			err = werr
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return mk, nil
}

// checkNodes is how many nodes a census visits between looks at its context.
const checkNodes = 1 << 14

// marks holds four bits for each layout of a census, eight layouts to a
// word. Workers set bits with atomic operations, so one array serves them
// all.
type marks []atomic.Uint32

// The bits of a layout's marks.
const (
	markOne   = 1 << iota // an answer within the census's sticks
	markMany              // a second answer
	markExact             // an answer with exactly the census's sticks
	markTrue              // holds as it is
)

// add sets bits (markOne meaning one more answer) in the marks of layout i.
func (mk marks) add(i int64, bits uint32) {
	w, shift := &mk[i/8], uint(i%8)*4
	old := w.Or(bits << shift)
	if bits&markOne != 0 && old&(markOne<<shift) != 0 && old&(markMany<<shift) == 0 {
		w.Or(markMany << shift)
	}
}

// puzzle is the marks of a puzzle: one answer within the census's sticks,
// changing exactly that many, and false as it is.
const puzzle = markOne | markExact

// puzzlesIn returns how many of the eight layouts of word x are puzzles.
func puzzlesIn(x uint32) int {
	y := x ^ puzzle*0x11111111 // a puzzle's nibble is now 0
	nonzero := (y | y>>1 | y>>2 | y>>3) & 0x11111111
	return 8 - bits.OnesCount32(nonzero)
}

// puzzles returns how many layouts are puzzles, checking ctx every 2^20
// layouts.
func (mk marks) puzzles(ctx context.Context) (int64, error) {
	var n int64
	for w := range mk {
		if w%(1<<17) == 0 && ctx.Err() != nil {
			return 0, ctx.Err()
		}
		n += int64(puzzlesIn(mk[w].Load()))
	}
	return n, nil
}

// nthPuzzle returns the number of the layout that is puzzle n, counted
// from 0, checking ctx every 2^20 layouts; n must be below mk.puzzles.
func (mk marks) nthPuzzle(ctx context.Context, n int64) (int64, error) {
	for w := range mk {
		if w%(1<<17) == 0 && ctx.Err() != nil {
			return 0, ctx.Err()
		}
		x := mk[w].Load()
		if c := int64(puzzlesIn(x)); n >= c {
			n -= c
			continue
		}
		for i := int64(w) * 8; ; x, i = x>>4, i+1 {
			if x&0xf == puzzle {
				if n == 0 {
					return i, nil
				}
				n--
			}
		}
	}
	panic("sevenseg: fewer puzzles than counted")
}

// each calls f with the number and marks of every layout that has marks, in
// order, checking ctx every 2^20 layouts. After a census, the layouts beyond
// the shape's last have none.
func (mk marks) each(ctx context.Context, f func(i int64, m uint32)) error {
	for w := range mk {
		if w%(1<<17) == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		for x, i := mk[w].Load(), int64(w)*8; x != 0; x, i = x>>4, i+1 {
			if m := x & 0xf; m != 0 {
				f(i, m)
			}
		}
	}
	return nil
}

// below returns how many layouts of t are numbered below x, counting with
// noLead only those without a leading zero.
func (t template) below(x int64, noLead bool) int64 {
	// radix and allowed glyphs of every position; suffix products
	n := len(t)
	radix, allowed := make([]int64, n), make([]int64, n)
	for i := 0; i < n; i++ {
		radix[i] = radixOf(kindOf(t[i]))
		allowed[i] = radix[i]
		if noLead && isLead([]byte(t), i) {
			allowed[i] = 9
		}
	}
	span, free := make([]int64, n+1), make([]int64, n+1)
	span[n], free[n] = 1, 1
	for i := n - 1; i >= 0; i-- {
		span[i], free[i] = span[i+1]*radix[i], free[i+1]*allowed[i]
	}
	if x >= span[0] {
		return free[0]
	}
	var count int64
	for i := 0; i < n; i++ {
		d := x / span[i+1] % radix[i] // x's glyph here
		low := d                      // allowed glyphs below it
		if allowed[i] < radix[i] {
			low = max(d-1, 0)
		}
		count += low * free[i+1]
		if allowed[i] < radix[i] && d == 0 {
			break
		}
	}
	return count
}
