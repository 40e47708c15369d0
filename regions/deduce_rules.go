package regions

import (
	"fmt"
	"math/bits"
)

// next returns the first step, by rule order, that decides something new.
func (d *deducer) next() (Step, bool) {
	for _, rule := range []func() (Step, bool){d.attacks, d.single, d.regionInLine, d.lineInRegion, d.group, d.probe} {
		if st, ok := rule(); ok {
			return st, true
		}
	}
	return Step{}, false
}

// attacked returns the cells a queen on (r, c) attacks: its row, column and
// region, and the cells around it.
func (d *deducer) attacked(r, c int) mask {
	var m mask
	bit := uint32(1) << c
	g := d.sv.of[r][c]
	for i := range d.sv.n {
		m[i] = bit | d.sv.reg[g][i]
	}
	m[r] = d.sv.full
	near := (bit | bit<<1 | bit>>1) & d.sv.full
	if r > 0 {
		m[r-1] |= near
	}
	if r+1 < d.sv.n {
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

func (d *deducer) attacks() (Step, bool) {
	for r := range d.sv.n {
		if d.s.rows&(1<<r) != 0 {
			continue
		}
		c := int(d.s.queens[r])
		if m, k := d.and(d.attacked(r, c)); k > 0 {
			return Step{Attacks, nil, d.cells(&m),
				fmt.Sprintf("the queen on %v rules out its row, column, region and neighbours", Cell{r, c})}, true
		}
	}
	return Step{}, false
}

func (d *deducer) single() (Step, bool) {
	var st Step
	found := false
	d.units(func(u unit) bool {
		m := d.unitCells(u)
		if count(&m) == 1 {
			st = Step{Single, d.cells(&m), nil, d.name(u) + " has one open cell left"}
			found = true
		}
		return !found
	})
	return st, found
}

// lines returns the rows and the columns holding open cells of m.
func lines(m *mask) (rows, cols uint32) {
	for r, x := range m {
		if x != 0 {
			rows |= 1 << r
			cols |= x
		}
	}
	return rows, cols
}

// lineMask returns the cells of the rows (kind row) or columns in set.
func (d *deducer) lineMask(kind int, set uint32) mask {
	var m mask
	for r := range d.sv.n {
		if kind == row {
			if set&(1<<r) != 0 {
				m[r] = d.sv.full
			}
		} else {
			m[r] = set
		}
	}
	return m
}

// regionMask returns the cells of the regions in set.
func (d *deducer) regionMask(set uint32) mask {
	var m mask
	for f := set; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		for r := range d.sv.n {
			m[r] |= d.sv.reg[g][r]
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

func (d *deducer) regionInLine() (Step, bool) {
	for f := d.s.regs; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		m := d.unitCells(unit{region, g})
		rows, cols := lines(&m)
		for _, k := range []struct {
			kind int
			set  uint32
		}{{row, rows}, {col, cols}} {
			if bits.OnesCount32(k.set) != 1 {
				continue
			}
			if out, n := d.minus(d.lineMask(k.kind, k.set), d.regionMask(1<<g)); n > 0 {
				line := d.name(unit{k.kind, bits.TrailingZeros32(k.set)})
				return Step{RegionInLine, nil, d.cells(&out),
					fmt.Sprintf("region %c lies in %s, so the rest of %s is out", letters[g], line, line)}, true
			}
		}
	}
	return Step{}, false
}

func (d *deducer) lineInRegion() (Step, bool) {
	var st Step
	found := false
	d.units(func(u unit) bool {
		if u.kind == region {
			return true
		}
		m := d.unitCells(u)
		regs := d.regionsOf(&m)
		if bits.OnesCount32(regs) != 1 {
			return true
		}
		if out, n := d.minus(d.regionMask(regs), d.lineMask(u.kind, 1<<u.index)); n > 0 {
			g := bits.TrailingZeros32(regs)
			st = Step{LineInRegion, nil, d.cells(&out),
				fmt.Sprintf("%s lies in region %c, so the rest of region %c is out", d.name(u), letters[g], letters[g])}
			found = true
		}
		return !found
	})
	return st, found
}

// regionsOf returns the regions of the open cells of m.
func (d *deducer) regionsOf(m *mask) uint32 {
	var regs uint32
	for r, x := range m {
		for f := x; f != 0; f &= f - 1 {
			regs |= 1 << d.sv.of[r][bits.TrailingZeros32(f)]
		}
	}
	return regs
}
