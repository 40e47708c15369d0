package sevenseg

import (
	"context"
	"iter"
	"slices"
)

// SolutionsMoveByMove is the published method, kept as the reference for
// Solutions: it yields the same answers in the same order, under every
// option. It tries every move of a stick from a filled place to an empty
// one, then every second move from there, and so on to as many moves as
// sticks, and keeps each true equation it meets with the fewest moves.
//
// With n places for sticks and s sticks it tries O(n^(2s)) moves, and it
// collects every answer before yielding the first, so on a long equation a
// break in the loop comes too late to save any time. Use
// SolutionsMoveByMoveContext to bound it. A nil Option is a programming
// error: SolutionsMoveByMove panics.
func SolutionsMoveByMove(e Equation, sticks int, opts ...Option) iter.Seq[Solution] {
	return SolutionsMoveByMoveContext(context.Background(), e, sticks, opts...)
}

// SolutionsMoveByMoveContext is SolutionsMoveByMove that gives up within
// 100 ms once ctx is done, yielding nothing more. Check ctx.Err() after the
// loop to tell a finished sequence from a cancelled one. A nil ctx or a nil
// Option is a programming error: SolutionsMoveByMoveContext panics.
func SolutionsMoveByMoveContext(ctx context.Context, e Equation, sticks int, opts ...Option) iter.Seq[Solution] {
	if ctx == nil {
		panic("sevenseg: nil Context")
	}
	c := configure(opts)
	return func(yield func(Solution) bool) {
		if e.s == "" || sticks < 1 || !c.valid() {
			return
		}
		r := referee{c: c, e: e, ctx: ctx, cells: c.cells(e.s), best: map[string]found{}}
		for _, cl := range r.cells {
			r.masks = append(r.masks, c.font.mask(cl.ch))
			r.places = append(r.places, c.places(cl))
			r.alphabets = append(r.alphabets, c.alphabet(nil, cl.kind, cl.ch, cl.lead))
		}
		r.touched = make([]uint16, len(r.cells))
		r.codes = make([]byte, len(r.cells))
		r.move(min(sticks, c.limit(r.cells)), 0)
		if r.ctx.Err() != nil {
			return
		}
		var out []Solution
		for _, f := range r.best {
			out = append(out, c.answer(r.cells, []byte(f.codes)))
		}
		sortSolutions(out)
		for _, s := range out {
			if !yield(s) {
				return
			}
		}
	}
}

// found is the best way to an answer seen so far: the fewest moves, then
// the first glyphs in order.
type found struct {
	moved int
	codes string
}

// referee holds the state of the move-by-move search.
type referee struct {
	c         config
	e         Equation
	ctx       context.Context
	tries     int // moves tried since ctx was last checked
	stopped   bool
	cells     []cell
	masks     []uint16 // the sticks of every cell now
	places    []uint16 // the places of every cell
	alphabets [][]byte
	touched   []uint16 // places a stick has left or arrived at
	codes     []byte
	best      map[string]found
}

// move tries every next move with depth moves left, done moves made,
// checking the equation after each.
func (r *referee) move(depth, done int) {
	if depth == 0 || r.stopped {
		return
	}
	from, to := []int{-1}, []int{-1}
	if r.c.mode != Adding {
		from = r.list(true)
	}
	if r.c.mode != Removing {
		to = r.list(false)
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
			r.check(done + 1)
			r.move(depth-1, done+1)
			r.flip(t)
			r.flip(f)
		}
	}
}

// flip changes place p (-1: off the board) between filled and empty and
// marks it touched, or undoes that. Place p is segment p%16 of cell p/16.
func (r *referee) flip(p int) {
	if p >= 0 {
		r.masks[p/16] ^= 1 << (p % 16)
		r.touched[p/16] ^= 1 << (p % 16)
	}
}

// list returns the untouched places with a stick (full) or without.
func (r *referee) list(full bool) []int {
	var out []int
	for i, p := range r.places {
		for s := A; s <= Bar; s++ {
			bit := uint16(1) << s
			if p&bit != 0 && r.touched[i]&bit == 0 && (r.masks[i]&bit != 0) == full {
				out = append(out, i*16+int(s))
			}
		}
	}
	return out
}

// check records the current glyphs if every cell holds a glyph it may, a
// minus sign stands only at the start of a side and not before a 0, there are as many '=' as
// the leniency wants and the equation holds.
func (r *referee) check(moved int) {
	v := valuer{frac: r.c.div == Fractions}
	for i, m := range r.masks {
		j := slices.IndexFunc(r.alphabets[i], func(g byte) bool { return r.c.font.mask(g) == m })
		if j < 0 {
			return
		}
		g := r.alphabets[i][j]
		if r.cells[i].kind == signCell && g == '-' && v.in || g == '0' && i > 0 && r.cells[i-1].kind == signCell && r.codes[i-1] == '-' {
			return
		}
		r.codes[i] = g
		v = v.next(g)
	}
	if want := r.c.equals(r.e); int(v.eqs) != want && (want >= 0 || v.eqs == 0) {
		return
	}
	if h, maybe := v.end(); !h && !maybe || !exactHolds(string(r.codes), v.frac) {
		return // int64 says false, or the exact arithmetic does
	}
	to := r.c.answer(r.cells, r.codes).Equation.s
	f, ok := r.best[to]
	if !ok || moved < f.moved || moved == f.moved && string(r.codes) < f.codes {
		r.best[to] = found{moved, string(r.codes)}
	}
}
