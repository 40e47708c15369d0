package regions

import (
	"fmt"
	"math/bits"
)

// The basic rules: Attacks, Single, RegionInLine and LineInRegion. Group is
// in group.go, Probe in probe.go.

// next returns the easiest move that decides something new.
func (d *deducer) next() (move, bool) {
	for _, rule := range []func() (move, bool){d.attacks, d.single, d.regionInLine, d.lineInRegion} {
		if m, ok := rule(); ok {
			return m, true
		}
	}
	g, ok := d.group()
	if d.err != nil {
		return move{}, false
	}
	// A probe goes first if it is as easy as the group: a probe that fails
	// at once is as easy as a group of two, and each round of forced moves
	// it needs counts as one more unit in the group.
	limit := maxRounds
	if ok {
		limit = min(g.k-2, maxRounds)
	}
	if p, found := d.probe(limit); found || d.err != nil {
		return p, found
	}
	return g, ok
}

// attacked returns the cells a queen on (r, c) attacks: its row, column and
// region, and the cells around it.
func (sv *solver) attacked(r, c int) mask {
	var m mask
	bit := uint32(1) << c
	g := sv.of[r][c]
	for i := range sv.n {
		m[i] = bit | sv.reg[g][i]
	}
	m[r] = sv.full
	near := (bit | bit<<1 | bit>>1) & sv.full
	if r > 0 {
		m[r-1] |= near
	}
	if r+1 < sv.n {
		m[r+1] |= near
	}
	return m
}

// and returns the open cells of m.
func (d *deducer) and(m mask) (mask, int) {
	for i := range m {
		m[i] &= d.s.cand[i]
	}
	return m, count(&m)
}

func (d *deducer) attacks() (move, bool) {
	for r := range d.sv.n {
		if d.s.rows&(1<<r) != 0 {
			continue
		}
		c := int(d.s.queens[r])
		if m, k := d.and(d.sv.attacked(r, c)); k > 0 {
			mv := move{rule: Attacks, out: m}
			if d.explain {
				mv.why = fmt.Sprintf("the queen on %v rules out its row, column, region and neighbours", Cell{r, c})
			}
			return mv, true
		}
	}
	return move{}, false
}

// single returns the first Single move.
func (d *deducer) single() (m move, ok bool) {
	d.singles(func(mv move) bool { m, ok = mv, true; return false })
	return m, ok
}

// singles yields a Single move for each unit without a queen that has one
// open cell left: rows, then columns, then regions.
func (d *deducer) singles(yield func(move) bool) {
	for _, u := range d.units(&d.buf) {
		m := d.sv.unitCells(&d.s, u)
		if count(&m) == 1 {
			r, _ := lines(&m)
			i := bits.TrailingZeros32(r)
			mv := move{rule: Single, queen: Cell{i, bits.TrailingZeros32(m[i])}}
			if d.explain {
				mv.why = name(u) + " has one open cell left"
			}
			if !yield(mv) {
				return
			}
		}
	}
}

// units returns the units without a queen, rows, columns, then regions,
// in buf.
func (d *deducer) units(buf *[3 * MaxN]unit) []unit {
	us := buf[:0]
	for _, k := range [...]struct {
		kind int
		open uint32
	}{{row, d.s.rows}, {col, d.s.cols}, {region, d.s.regs}} {
		for o := k.open; o != 0; o &= o - 1 {
			us = append(us, unit{k.kind, bits.TrailingZeros32(o)})
		}
	}
	return us
}

// lines returns the rows and the columns holding cells of m.
func lines(m *mask) (rows, cols uint32) {
	for r, x := range m {
		if x != 0 {
			rows |= 1 << r
			cols |= x
		}
	}
	return rows, cols
}

// unitsMask returns the cells of the units of one kind in set.
func (sv *solver) unitsMask(kind int, set uint32) mask {
	var m mask
	for r := range sv.n {
		switch kind {
		case row:
			if set&(1<<r) != 0 {
				m[r] = sv.full
			}
		case col:
			m[r] = set
		default:
			for f := set; f != 0; f &= f - 1 {
				m[r] |= sv.reg[bits.TrailingZeros32(f)][r]
			}
		}
	}
	return m
}

// minus returns the open cells of a that are not in b.
func (d *deducer) minus(a, b mask) (mask, int) {
	for i := range a {
		a[i] &^= b[i]
	}
	return d.and(a)
}

// regionInLine returns the first RegionInLine move.
func (d *deducer) regionInLine() (m move, ok bool) {
	d.regionInLines(func(mv move) bool { m, ok = mv, true; return false })
	return m, ok
}

// regionInLines yields a RegionInLine move for each region without a queen
// whose open cells lie in one row (or column) that has other open cells,
// regions in order, the row before the column.
func (d *deducer) regionInLines(yield func(move) bool) {
	for f := d.s.regs; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		m := d.sv.unitCells(&d.s, unit{region, g})
		rows, cols := lines(&m)
		for _, k := range [...]struct {
			kind int
			set  uint32
		}{{row, rows}, {col, cols}} {
			if bits.OnesCount32(k.set) != 1 {
				continue
			}
			if out, n := d.minus(d.sv.unitsMask(k.kind, k.set), d.sv.unitsMask(region, 1<<g)); n > 0 {
				mv := move{rule: RegionInLine, out: out}
				if d.explain {
					line := name(unit{k.kind, bits.TrailingZeros32(k.set)})
					mv.why = fmt.Sprintf("region %c lies in %s, so %s's queen is in region %c: the rest of %s is out",
						letters[g], line, line, letters[g], line)
				}
				if !yield(mv) {
					return
				}
			}
		}
	}
}

// lineInRegion returns the first LineInRegion move.
func (d *deducer) lineInRegion() (m move, ok bool) {
	d.lineInRegions(func(mv move) bool { m, ok = mv, true; return false })
	return m, ok
}

// lineInRegions yields a LineInRegion move for each row (then column)
// without a queen whose open cells lie in one region that has other open
// cells.
func (d *deducer) lineInRegions(yield func(move) bool) {
	for _, u := range d.units(&d.buf) {
		if u.kind == region {
			break
		}
		m := d.sv.unitCells(&d.s, u)
		regs := d.sv.regionsOf(&m)
		if bits.OnesCount32(regs) != 1 {
			continue
		}
		if out, n := d.minus(d.sv.unitsMask(region, regs), d.sv.unitsMask(u.kind, 1<<u.index)); n > 0 {
			mv := move{rule: LineInRegion, out: out}
			if d.explain {
				g := letters[bits.TrailingZeros32(regs)]
				mv.why = fmt.Sprintf("%s lies in region %c, so region %c's queen is in %s: the rest of region %c is out",
					name(u), g, g, name(u), g)
			}
			if !yield(mv) {
				return
			}
		}
	}
}

// regionsOf returns the regions of the cells of m.
func (sv *solver) regionsOf(m *mask) uint32 {
	var regs uint32
	for r, x := range m {
		for f := x; f != 0; f &= f - 1 {
			regs |= 1 << sv.of[r][bits.TrailingZeros32(f)]
		}
	}
	return regs
}
