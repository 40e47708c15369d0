package sevenseg

import (
	"context"
	"iter"
	"math/bits"
	"slices"
	"strconv"
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

// Stick is the place of a stick: a segment of the glyph at index Glyph of
// the equation's text, counted from 0 ('=' included).
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
// moving between 1 and k sticks, each at most once (see Moving); a Mode
// option makes it add or remove sticks instead, a Font option draws the
// digits differently. The answers come with fewer sticks moved first, then in
// the order of their text. A k below 1, an unknown mode or the zero Equation
// yields nothing; a k beyond the sticks available is no limit. Each Solution
// is new and may be kept.
//
// Solutions searches over the glyph each position turns into, with a budget
// of sticks taken and put, once per number of sticks m = 1..k, and yields
// the answers of each m as it finds them. Its time grows with the number of
// glyphs to the power k: on the 30 terms of 1+1+...+1=1, which has no answer
// within 3 sticks, k = 3 searches for 9 s without yielding, so a break in
// the loop cannot stop it; use SolutionsContext to bound it. A nil Option is
// a programming error: Solutions panics.
func Solutions(e Equation, k int, opts ...Option) iter.Seq[Solution] {
	return SolutionsContext(context.Background(), e, k, opts...)
}

// SolutionsContext is Solutions that stops yielding within 100 ms once ctx
// is done; check ctx.Err() after the loop to tell a finished sequence from a
// cancelled one. A nil ctx or a nil Option is a programming error:
// SolutionsContext panics.
func SolutionsContext(ctx context.Context, e Equation, k int, opts ...Option) iter.Seq[Solution] {
	if ctx == nil {
		panic("sevenseg: nil Context")
	}
	c := configure(opts)
	return func(yield func(Solution) bool) {
		if e.s == "" || k < 1 || c.mode > Removing {
			return
		}
		k = min(k, c.limit(e))
		for m := 1; m <= k; m++ {
			sr := searcher{ctx: ctx}
			sr.reset(slots(e.s, c.font, c.mode, m, false), c.mode, m, m, true)
			for path := range sr.search().Paths() {
				if !yield(c.solution(e, path[1:])) {
					return
				}
			}
			if ctx.Err() != nil {
				return
			}
		}
	}
}

// solution returns the answer whose glyphs are those chosen along path.
func (c config) solution(e Equation, path []node) Solution {
	text := make([]byte, len(path))
	for i, n := range path {
		text[i] = n.ch
	}
	return c.answer(e, Equation{string(text)})
}

// limit returns the most sticks the mode can change in e.
func (c config) limit(e Equation) int {
	filled, empty := 0, 0
	for i := 0; i < len(e.s); i++ {
		switch e.s[i] {
		case '=':
		case '+', '-':
			n := bits.OnesCount8(c.font.mask(e.s[i]))
			filled, empty = filled+n, empty+2-n
		default:
			n := bits.OnesCount8(c.font.mask(e.s[i]))
			filled, empty = filled+n, empty+7-n
		}
	}
	switch c.mode {
	case Adding:
		return empty
	case Removing:
		return filled
	}
	return min(filled, empty)
}

// answer returns the Solution that turns e into to (an equation of the same
// shape), pairing the places left and filled in order.
func (c config) answer(e, to Equation) Solution {
	var taken, put []Stick
	for i := 0; i < len(e.s); i++ {
		was, is := c.font.mask(e.s[i]), c.font.mask(to.s[i])
		for s := A; s <= V; s++ {
			switch bit := uint8(1) << s; {
			case was&bit != 0 && is&bit == 0:
				taken = append(taken, Stick{i, s})
			case was&bit == 0 && is&bit != 0:
				put = append(put, Stick{i, s})
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
	return Solution{Equation: to, Moved: n, Moves: moves}
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
