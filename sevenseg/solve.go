package sevenseg

import (
	"context"
	"iter"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// Solution is a true equation reached from a puzzle.
type Solution struct {
	Equation Equation
	Moved    int    // sticks moved (or added, or removed)
	Moves    []Move // which ones, in order of the places they leave
}

// Move takes the stick at From and puts it at To. When adding, From is
// OffBoard; when removing, To is.
type Move struct {
	From, To Stick
}

// String returns the move as "From -> To".
func (m Move) String() string { return m.From.String() + " -> " + m.To.String() }

// OffBoard is the Glyph of a Stick that is not in the equation: where added
// sticks come from and removed ones go.
const OffBoard = -1

// Stick is the place of a stick: segment Segment of the glyph at index
// Glyph of the puzzle's text, counted from 0. Signs, operators and '='
// count as glyphs. With Segment Front, it is the place of a minus in front
// of the number whose first digit is glyph Glyph.
type Stick struct {
	Glyph   int
	Segment Segment
}

// String returns the place as "glyph 2 segment F", or "off the board".
func (s Stick) String() string {
	if s.Glyph == OffBoard {
		return "off the board"
	}
	return "glyph " + strconv.Itoa(s.Glyph) + " segment " + s.Segment.String()
}

// Solutions returns every distinct true equation that e turns into by
// moving 1 to the given number of sticks, each at most once (see Moving).
// The options say what else counts: a [Mode] adds or removes sticks
// instead, a [Font] draws the digits differently, a [Leniency] says which
// changes of glyphs count, [Zeros] may forbid leading zeros and a
// [Division] may allow fractions.
//
// The answers come with fewer sticks first, then in the order of their
// text; an answer reached in several ways (a digit in either form) comes
// once, with the fewest sticks. A number of sticks below 1, an unknown
// option value (Census names it in its error) or the zero Equation yields
// nothing; more sticks than the equation has is no limit. Each Solution is
// new and may be kept.
//
// Its time grows with the number of glyphs to the power sticks, and it may
// search long between answers: on the 30 terms of 1+1+...+1=1, which has
// no answer within 3 sticks, 3 sticks search long without yielding, so a
// break in the loop cannot stop it; use SolutionsContext to bound it. A nil
// Option is a programming error: Solutions panics.
func Solutions(e Equation, sticks int, opts ...Option) iter.Seq[Solution] {
	return SolutionsContext(context.Background(), e, sticks, opts...)
}

// SolutionsContext is Solutions that stops yielding within 100 ms once ctx
// is done. Check ctx.Err() after the loop to tell a finished sequence from
// a cancelled one. A nil ctx or a nil Option is a programming error:
// SolutionsContext panics.
func SolutionsContext(ctx context.Context, e Equation, sticks int, opts ...Option) iter.Seq[Solution] {
	if ctx == nil {
		panic("sevenseg: nil Context")
	}
	c := configure(opts)
	return func(yield func(Solution) bool) {
		if e.s == "" || sticks < 1 || !c.valid() {
			return
		}
		cells := c.cells(e.s)
		sticks = min(sticks, c.limit(cells))
		var seen map[string]bool // texts yielded, where two paths may spell one
		if c.font&BothForms != 0 || c.leniency == Permissive {
			seen = map[string]bool{}
		}
		// Unless every cell is one glyph of the text, the search's order is
		// not the text's: each m's answers are sorted before they are yielded.
		sorted := c.leniency == Strict && c.font&BothForms == 0
		var level []Solution
		codes := make([]byte, len(cells))
		sr := searcher{ctx: ctx, eqs: c.equals(e), frac: c.div == Fractions}
		for m := 1; m <= sticks; m++ {
			sr.reset(c.slotsOf(cells, c.mode, m), c.mode, m, m, true)
			for path := range sr.search().Paths() {
				path = path[1:]
				for i, n := range path {
					codes[i] = n.ch
				}
				h, maybe := path[len(path)-1].val.end()
				if maybe {
					h = exactHolds(string(codes), c.div == Fractions)
				}
				if !h {
					continue
				}
				sol := c.answer(cells, codes)
				if seen != nil {
					if seen[sol.Equation.s] {
						continue
					}
					seen[sol.Equation.s] = true
				}
				if !sorted {
					level = append(level, sol)
				} else if !yield(sol) {
					return
				}
			}
			if ctx.Err() != nil {
				return
			}
			sortSolutions(level)
			for _, sol := range level {
				if !yield(sol) {
					return
				}
			}
			level = level[:0]
		}
	}
}

// equals returns how many '=' an answer to e has under c, or -1 for any
// number from 1.
func (c config) equals(e Equation) int {
	if c.leniency == Permissive {
		return -1
	}
	return strings.Count(e.s, "=")
}

// slotsOf returns the slots of cells under c and mode m within a budget of
// hi.
func (c config) slotsOf(cells []cell, m Mode, hi int) []slot {
	out := make([]slot, len(cells))
	targets := make([]target, 0, 16*len(cells))
	for i, cl := range cells {
		out[i] = c.slot(cl.kind, cl.ch, cl.lead, m, hi, false, targets[len(targets):len(targets):cap(targets)])
		targets = targets[:len(targets)+len(out[i].targets)]
	}
	return out
}

// places returns the places a cell's sticks may leave or fill under c: every
// stick of the glyphs it may hold, none if it may hold one only.
func (c config) places(cl cell) uint16 {
	var buf [16]byte
	a := c.alphabet(buf[:0], cl.kind, cl.ch, cl.lead)
	if len(a) < 2 {
		return 0
	}
	var p uint16
	for _, g := range a {
		p |= c.font.mask(g)
	}
	return p
}

// limit returns the most sticks the mode can change in cells.
func (c config) limit(cells []cell) int {
	filled, empty := 0, 0
	for _, cl := range cells {
		p := c.places(cl)
		n := bits.OnesCount16(c.font.mask(cl.ch) & p)
		filled, empty = filled+n, empty+bits.OnesCount16(p)-n
	}
	switch c.mode {
	case Adding:
		return empty
	case Removing:
		return filled
	}
	return min(filled, empty)
}

// answer returns the Solution that turns the glyphs of cells into codes,
// pairing the places left and filled in order.
func (c config) answer(cells []cell, codes []byte) Solution {
	var taken, put []Stick
	var b []byte
	for i, cl := range cells {
		b = text(b, codes[i])
		was, is := c.font.mask(cl.ch), c.font.mask(codes[i])
		for s := A; s <= Bar; s++ {
			switch bit := uint16(1) << s; {
			case was&bit != 0 && is&bit == 0:
				taken = append(taken, cl.stick(s))
			case was&bit == 0 && is&bit != 0:
				put = append(put, cl.stick(s))
			}
		}
	}
	n := max(len(taken), len(put))
	moves := make([]Move, n)
	for i := range moves {
		moves[i] = Move{Stick{Glyph: OffBoard}, Stick{Glyph: OffBoard}}
		if i < len(taken) {
			moves[i].From = taken[i]
		}
		if i < len(put) {
			moves[i].To = put[i]
		}
	}
	return Solution{Equation: Equation{string(b)}, Moved: n, Moves: moves}
}

// sortSolutions puts answers in the order Solutions yields them.
func sortSolutions(s []Solution) {
	slices.SortFunc(s, func(a, b Solution) int {
		if a.Moved != b.Moved {
			return a.Moved - b.Moved
		}
		if a.Equation.s < b.Equation.s {
			return -1
		}
		if a.Equation.s > b.Equation.s {
			return 1
		}
		return 0
	})
}
