package sevenseg

import (
	"context"
	"iter"
)

// SolutionsMoveByMove is the published method, kept as the reference for
// Solutions: it yields the same answers in the same order. It tries every
// move of a stick from a filled place to an empty one, then every second move
// from there, and so on to depth k, with a record of the places already
// touched (a moved stick is not moved again, a vacated place is not filled
// again), and keeps each true equation it meets once.
//
// With n places for sticks that is O(n^(2k)) moves tried (see the package's
// Speed section), and it collects every answer before yielding the first, so
// on a long equation a break in the loop comes too late to save any time.
// Use SolutionsMoveByMoveContext to bound it. A nil Option is a programming
// error: SolutionsMoveByMove panics.
func SolutionsMoveByMove(e Equation, k int, opts ...Option) iter.Seq[Solution] {
	return SolutionsMoveByMoveContext(context.Background(), e, k, opts...)
}

// SolutionsMoveByMoveContext is SolutionsMoveByMove that gives up within
// 100 ms once ctx is done, yielding nothing more; check ctx.Err() after the
// loop to tell a finished sequence from a cancelled one. A nil ctx or a nil
// Option is a programming error: SolutionsMoveByMoveContext panics.
func SolutionsMoveByMoveContext(ctx context.Context, e Equation, k int, opts ...Option) iter.Seq[Solution] {
	if ctx == nil {
		panic("sevenseg: nil Context")
	}
	c := configure(opts)
	return func(yield func(Solution) bool) {
		if e.s == "" || k < 1 || c.mode > Removing {
			return
		}
		r := referee{c: c, e: e, ctx: ctx, seen: map[string]bool{}}
		r.masks = make([]uint8, len(e.s))
		r.touched = make([]uint8, len(e.s))
		for i := 0; i < len(e.s); i++ {
			r.masks[i] = c.font.mask(e.s[i])
			if e.s[i] == '=' {
				r.touched[i] = 0xff // '=' gives and takes nothing
			}
		}
		r.move(min(k, c.limit(e)))
		if r.ctx.Err() != nil {
			return
		}
		sortSolutions(r.found)
		for _, s := range r.found {
			if !yield(s) {
				return
			}
		}
	}
}

// referee holds the state of the move-by-move search.
type referee struct {
	c       config
	e       Equation
	ctx     context.Context
	tries   int // moves tried since ctx was last checked
	stopped bool
	masks   []uint8 // the sticks of every glyph now
	touched []uint8 // places a stick has left or arrived at
	seen    map[string]bool
	found   []Solution
}

// places is every place a stick can be: 8 per glyph, though only operators
// use V and digits only A to G.
func (r *referee) places() int { return 8 * len(r.masks) }

// usable reports whether place p belongs to the kind of glyph it is in.
func (r *referee) usable(p int) bool {
	ch, s := r.e.s[p/8], Segment(p%8)
	switch ch {
	case '=':
		return false
	case '+', '-':
		return s == G || s == V
	}
	return s <= G
}

// move tries every next move with depth moves left, checking the equation
// after each.
func (r *referee) move(depth int) {
	if depth == 0 || r.stopped {
		return
	}
	from, to := []int{-1}, []int{-1}
	if r.c.mode != Adding {
		from = r.filled()
	}
	if r.c.mode != Removing {
		to = r.empty()
	}
	for _, f := range from {
		for _, t := range to {
			if r.stopped {
				return
			}
			if r.tries++; r.tries == 1<<12 {
				r.tries, r.stopped = 0, r.ctx.Err() != nil
			}
			r.flip(f)
			r.flip(t)
			r.check()
			r.move(depth - 1)
			r.flip(t)
			r.flip(f)
		}
	}
}

// flip changes place p (-1: off the board) between filled and empty and
// marks it touched, or undoes that.
func (r *referee) flip(p int) {
	if p >= 0 {
		r.masks[p/8] ^= 1 << (p % 8)
		r.touched[p/8] ^= 1 << (p % 8)
	}
}

// filled and empty list the untouched usable places with and without a stick.
func (r *referee) filled() []int { return r.list(true) }
func (r *referee) empty() []int  { return r.list(false) }

func (r *referee) list(full bool) []int {
	var out []int
	for p := range r.places() {
		bit := uint8(1) << (p % 8)
		if r.usable(p) && r.touched[p/8]&bit == 0 && (r.masks[p/8]&bit != 0) == full {
			out = append(out, p)
		}
	}
	return out
}

// check records the current glyphs if they are all valid and make a true
// equation not seen before.
func (r *referee) check() {
	text := []byte(r.e.s)
	digits := r.c.font.digits()
	for i, m := range r.masks {
		switch r.e.s[i] {
		case '=':
			continue
		case '+', '-':
			switch m {
			case plus:
				text[i] = '+'
			case minus:
				text[i] = '-'
			default:
				return
			}
		default:
			d := -1
			for j, dm := range digits {
				if dm == m {
					d = j
				}
			}
			if d < 0 {
				return
			}
			text[i] = byte('0' + d)
		}
	}
	to := Equation{string(text)}
	if !to.Holds() || r.seen[to.s] {
		return
	}
	r.seen[to.s] = true
	r.found = append(r.found, r.c.answer(r.e, to))
}
