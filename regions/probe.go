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

// propagate applies rounds of forced moves to s, at most limit of them,
// until a unit is dead or nothing changes. It reports how many rounds and
// moves it made and whether a unit died. If tr is not nil it records every
// move.
func (sv *solver) propagate(s *state, limit int, tr *trace) (rounds, moves int, dead bool) {
	if u, dead := sv.dead(s); dead {
		tr.end(u)
		return 0, 0, true
	}
	for round := 1; round <= limit; round++ {
		before := *s
		moves += sv.round(s, tr)
		if u, dead := sv.dead(s); dead {
			tr.end(u)
			return round, moves, true
		}
		if s.cand == before.cand {
			break
		}
	}
	return 0, moves, false
}

// round applies Single, RegionInLine and LineInRegion once to every unit
// of s, and returns how many moves it made.
func (sv *solver) round(s *state, tr *trace) int {
	moves := 0
	for f := s.rows; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		if s.rows&(1<<r) != 0 && bits.OnesCount32(s.cand[r]) == 1 {
			moves += sv.force(s, tr, unit{row, r}, r, bits.TrailingZeros32(s.cand[r]))
		}
	}
	// Columns with one open cell: in one row's candidates, not in two.
	var ones, twos uint32
	for f := s.rows; f != 0; f &= f - 1 {
		x := s.cand[bits.TrailingZeros32(f)]
		twos |= ones & x
		ones |= x
	}
	for f := ones &^ twos & s.cols; f != 0; f &= f - 1 {
		c := bits.TrailingZeros32(f)
		for rs := s.rows; rs != 0 && s.cols&(1<<c) != 0; rs &= rs - 1 {
			if r := bits.TrailingZeros32(rs); s.cand[r]&(1<<c) != 0 {
				moves += sv.force(s, tr, unit{col, c}, r, c)
			}
		}
	}
	// Regions, noting the lines each lies in: a line in only one region's
	// lines lies in that region. Cells only go, so a line counted in two
	// regions is at worst a move missed until the next round.
	var rowsOf, colsOf [MaxN]uint32
	var r1, r2, c1, c2 uint32
	for f := s.regs; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		if s.regs&(1<<g) == 0 {
			continue
		}
		k, rows, cols := 0, uint32(0), uint32(0)
		for rs := sv.rows[g] & s.rows; rs != 0; rs &= rs - 1 {
			r := bits.TrailingZeros32(rs)
			if m := s.cand[r] & sv.reg[g][r]; m != 0 {
				k += bits.OnesCount32(m)
				rows |= 1 << r
				cols |= m
			}
		}
		rowsOf[g], colsOf[g] = rows, cols
		r2 |= r1 & rows
		r1 |= rows
		c2 |= c1 & cols
		c1 |= cols
		switch {
		case k == 1:
			moves += sv.force(s, tr, unit{region, g}, bits.TrailingZeros32(rows), bits.TrailingZeros32(cols))
		case k > 1 && bits.OnesCount32(rows) == 1:
			out := sv.unitsMask(row, rows)
			r := bits.TrailingZeros32(rows)
			out[r] &^= sv.reg[g][r]
			moves += sv.clear(s, tr, event{kind: RegionInLine, u: unit{region, g}, line: unit{row, r}}, &out)
		case k > 1 && bits.OnesCount32(cols) == 1:
			out := sv.unitsMask(col, cols)
			for i := range sv.n {
				out[i] &^= sv.reg[g][i]
			}
			moves += sv.clear(s, tr, event{kind: RegionInLine, u: unit{region, g}, line: unit{col, bits.TrailingZeros32(cols)}}, &out)
		}
	}
	for f := r1 &^ r2 & s.rows; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		g := owner(&rowsOf, s.regs, r)
		out := sv.unitsMask(region, 1<<g)
		out[r] = 0
		moves += sv.clear(s, tr, event{kind: LineInRegion, u: unit{region, g}, line: unit{row, r}}, &out)
	}
	for f := c1 &^ c2 & s.cols; f != 0; f &= f - 1 {
		c := bits.TrailingZeros32(f)
		g := owner(&colsOf, s.regs, c)
		out := sv.unitsMask(region, 1<<g)
		for i := range sv.n {
			out[i] &^= 1 << c
		}
		moves += sv.clear(s, tr, event{kind: LineInRegion, u: unit{region, g}, line: unit{col, c}}, &out)
	}
	return moves
}

// owner returns the region g among regs whose lines[g] holds line i, or
// the first region if none does.
func owner(lines *[MaxN]uint32, regs uint32, i int) int {
	for f := regs; f != 0; f &= f - 1 {
		if g := bits.TrailingZeros32(f); lines[g]&(1<<i) != 0 {
			return g
		}
	}
	return bits.TrailingZeros32(regs)
}

// force places the queen that unit u's last open cell, (r, c), must take.
func (sv *solver) force(s *state, tr *trace, u unit, r, c int) int {
	if tr == nil {
		*s = sv.place(*s, r, c)
		return 1
	}
	before := *s
	*s = sv.place(*s, r, c)
	tr.add(event{kind: Single, u: u, at: Cell{r, c}}, &before, s)
	return 1
}

// clear rules out the cells out of s, and returns 1 if that changes s,
// else 0.
func (sv *solver) clear(s *state, tr *trace, e event, out *mask) int {
	before := *s
	for i := range sv.n {
		s.cand[i] &^= out[i]
	}
	if s.cand == before.cand {
		return 0
	}
	if tr != nil {
		tr.add(e, &before, s)
	}
	return 1
}

// An event is a forced move during a probe.
type event struct {
	kind Rule // Probe (the probed queen), Single, RegionInLine or LineInRegion
	u    unit // Single: the unit with one cell left; RegionInLine, LineInRegion: the region
	at   Cell // Single, Probe: the queen
	line unit // RegionInLine, LineInRegion: the line
}

// A trace records the moves of one probe, and which move ruled out each
// cell, so that the explanation can name only the moves that matter.
type trace struct {
	sv     *solver
	start  state // before the probed queen
	events []event
	by     [MaxN][MaxN]int16 // the event that ruled out a cell, or -1
	dead   unit
}

// newTrace returns an empty trace of the moves from start.
func newTrace(sv *solver, start state) *trace {
	tr := &trace{sv: sv, start: start}
	for r := range tr.by {
		for c := range tr.by[r] {
			tr.by[r][c] = -1
		}
	}
	return tr
}

// add records event e, which took the state from before to after.
func (tr *trace) add(e event, before, after *state) {
	i := int16(len(tr.events))
	tr.events = append(tr.events, e)
	for r := range tr.sv.n {
		for f := before.cand[r] &^ after.cand[r]; f != 0; f &= f - 1 {
			tr.by[r][bits.TrailingZeros32(f)] = i
		}
	}
}

// end records the unit left without an open cell; tr may be nil.
func (tr *trace) end(u unit) {
	if tr != nil {
		tr.dead = u
	}
}

// need marks the events that ruled out the cells of m that were open at
// the start, and what they need in turn.
func (tr *trace) need(m mask, used []bool) {
	for r := range tr.sv.n {
		for f := m[r] & tr.start.cand[r]; f != 0; f &= f - 1 {
			if i := tr.by[r][bits.TrailingZeros32(f)]; i >= 0 && !used[i] {
				used[i] = true
				tr.need(tr.why(tr.events[i]), used)
			}
		}
	}
}

// why returns the cells whose loss made event e happen.
func (tr *trace) why(e event) mask {
	sv := tr.sv
	m := sv.unitCells(&tr.start, e.u)
	switch e.kind {
	case Single:
		m[e.at.Row] &^= 1 << e.at.Col
	case RegionInLine:
		m, _ = minusMask(m, sv.unitsMask(e.line.kind, 1<<e.line.index))
	case LineInRegion:
		m = sv.unitCells(&tr.start, e.line)
		m, _ = minusMask(m, sv.unitsMask(region, 1<<e.u.index))
	default:
		return mask{}
	}
	return m
}

func minusMask(a, b mask) (mask, int) {
	for i := range a {
		a[i] &^= b[i]
	}
	return a, count(&a)
}

// probeWhy follows the probe of cell at again, recording its moves, and
// puts the ones that lead to the contradiction in words.
func (d *deducer) probeWhy(at Cell, rounds int) string {
	tr := newTrace(d.sv, d.s)
	t := d.sv.place(d.s, at.Row, at.Col)
	tr.add(event{kind: Probe, at: at}, &d.s, &t)
	d.sv.propagate(&t, rounds, tr)
	used := make([]bool, len(tr.events))
	used[0] = true
	tr.need(d.sv.unitCells(&tr.start, tr.dead), used)
	if len(tr.events) == 1 || rounds == 0 {
		return fmt.Sprintf("a queen on %v would leave %s without an open cell", at, name(tr.dead))
	}
	var parts []string
	for i, e := range tr.events[1:] {
		if !used[i+1] {
			continue
		}
		switch e.kind {
		case Single:
			parts = append(parts, fmt.Sprintf("%s would have one cell left, %v", name(e.u), e.at))
		case RegionInLine:
			parts = append(parts, fmt.Sprintf("%s would lie in %s", name(e.u), name(e.line)))
		case LineInRegion:
			parts = append(parts, fmt.Sprintf("%s would lie in %s", name(e.line), name(e.u)))
		}
	}
	parts = append(parts, "and "+name(tr.dead)+" would have no open cell")
	return fmt.Sprintf("if %v held a queen: %s; so %v is out", at, strings.Join(parts, "; "), at)
}
