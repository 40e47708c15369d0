package regions

import (
	"fmt"
	"math/bits"
	"strings"
)

// The Probe rule: put a queen on an open cell, follow the moves it forces,
// and rule the cell out if some row, column or region is left without an
// open cell. The forced moves are the basic rules applied to every unit in
// turn, a round at a time: Single (a unit with one open cell takes its
// queen, which rules out what it attacks), RegionInLine and LineInRegion.

// maxRounds is the most rounds of forced moves a probe follows.
const maxRounds = 2

// probe returns the Probe move whose contradiction comes in the fewest
// rounds, at most limit, and then with the fewest forced moves; ties go to
// the first cell in reading order. A full search finds every cell out in
// one round; the next calls look at those cells first, and search again
// only if none of them is still out.
func (d *deducer) probe(limit int) (move, bool) {
	if m, ok := d.quickProbe(); ok || limit < 1 {
		return m, ok
	}
	at, moves, ok := Cell{}, 0, false
	keep := d.pending[:0]
	for _, c := range d.pending {
		if d.s.cand[c.Row]&(1<<c.Col) == 0 {
			continue
		}
		if d.stopped() {
			return move{}, false
		}
		t := d.sv.place(d.s, c.Row, c.Col)
		if _, k, dead := d.sv.propagate(&t, 1, nil); dead {
			keep = append(keep, c)
			if !ok || k < moves {
				at, moves, ok = c, k, true
			}
		}
	}
	d.pending = keep
	if ok {
		return d.probeMove(at, 1), true
	}
	best := -1
	for f := d.s.rows; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		for m := d.s.cand[r]; m != 0; m &= m - 1 {
			c := bits.TrailingZeros32(m)
			if d.stopped() {
				return move{}, false
			}
			t := d.sv.place(d.s, r, c)
			rounds, k, dead := d.sv.propagate(&t, limit, nil)
			if !dead {
				continue
			}
			if rounds == 1 {
				d.pending = append(d.pending, Cell{r, c})
			}
			if best < 0 || rounds < best || k < moves {
				best, moves, at, limit = rounds, k, Cell{r, c}, rounds
			}
		}
	}
	if best < 0 {
		return move{}, false
	}
	return d.probeMove(at, best), true
}

// probeMove returns the Probe move that rules out cell at, whose queen
// leads to a contradiction in the given rounds.
func (d *deducer) probeMove(at Cell, rounds int) move {
	for i, c := range d.pending {
		if c == at {
			d.pending = append(d.pending[:i], d.pending[i+1:]...)
			break
		}
	}
	mv := move{rule: Probe, k: rounds}
	mv.out[at.Row] = 1 << at.Col
	if d.explain {
		mv.why = d.probeWhy(at, rounds)
	}
	return mv
}

// quickProbe returns the Probe move that needs no forced moves and rules
// out the most cells: the open cells outside a unit that attack every open
// cell of it. Ties go to the unit with the fewest open cells.
func (d *deducer) quickProbe() (move, bool) {
	var best move
	bestN, bestK := 0, 0
	for _, u := range d.units(&d.buf) {
		m := d.sv.unitCells(&d.s, u)
		k := count(&m)
		if k == 0 {
			continue
		}
		all := d.sv.unitsMask(row, d.sv.full)
		for r := range d.sv.n {
			for f := m[r]; f != 0; f &= f - 1 {
				a := d.sv.attacked(r, bits.TrailingZeros32(f))
				for i := range all {
					all[i] &= a[i]
				}
			}
		}
		out, n := d.minus(all, d.sv.unitsMask(u.kind, 1<<u.index))
		if n > bestN || n > 0 && n == bestN && k < bestK {
			best, bestN, bestK = move{rule: Probe, out: out}, n, k
			if d.explain {
				best.why = fmt.Sprintf("a queen on %s would leave %s without an open cell", or(d.cells(&out)), name(u))
			}
		}
	}
	return best, bestN > 0
}

// or lists cells for people: "r1c2", "r1c2 or r3c4", "r1c2, r3c4 or r5c6".
func or(cs []Cell) string {
	var b strings.Builder
	for i, c := range cs {
		switch {
		case i == 0:
		case i == len(cs)-1:
			b.WriteString(" or ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// probeWhy follows the probe of cell at again, recording its moves, and
// puts the ones that lead to the contradiction in words.
func (d *deducer) probeWhy(at Cell, rounds int) string {
	tr := newTrace(d.sv, d.s)
	t := d.sv.place(d.s, at.Row, at.Col)
	tr.add(event{kind: Probe, at: at}, &d.s, &t)
	d.sv.propagate(&t, rounds, tr)
	if len(tr.events) == 1 || rounds == 0 {
		return fmt.Sprintf("a queen on %v would leave %s without an open cell", at, name(tr.dead))
	}
	parts := tr.forced()
	parts = append(parts, "and "+name(tr.dead)+" would have no open cell")
	return fmt.Sprintf("if %v held a queen: %s; so %v is out", at, strings.Join(parts, "; "), at)
}
