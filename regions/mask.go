package regions

import "math/bits"

// mask is a set of cells, one bitmask of columns per row.
type mask [MaxN]uint32

// count returns the number of cells of m.
func count(m *mask) int {
	k := 0
	for _, x := range m {
		k += bits.OnesCount32(x)
	}
	return k
}

func (d *deducer) cells(m *mask) []Cell {
	var cs []Cell
	for r := range d.sv.n {
		for f := m[r]; f != 0; f &= f - 1 {
			cs = append(cs, Cell{r, bits.TrailingZeros32(f)})
		}
	}
	return cs
}

// unitCells returns the open cells of a unit.
func (sv *solver) unitCells(s *state, u unit) mask {
	var m mask
	for r := range sv.n {
		switch u.kind {
		case row:
			if r == u.index {
				m[r] = s.cand[r]
			}
		case col:
			m[r] = s.cand[r] & (1 << u.index)
		default:
			m[r] = s.cand[r] & sv.reg[u.index][r]
		}
	}
	return m
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

// and returns the open cells of m.
func (d *deducer) and(m mask) (mask, int) {
	for i := range m {
		m[i] &= d.s.cand[i]
	}
	return m, count(&m)
}

// minus returns the open cells of a that are not in b.
func (d *deducer) minus(a, b mask) (mask, int) {
	for i := range a {
		a[i] &^= b[i]
	}
	return d.and(a)
}

func minusMask(a, b mask) (mask, int) {
	for i := range a {
		a[i] &^= b[i]
	}
	return a, count(&a)
}
