package regions

import (
	"fmt"
	"math/bits"
)

// The LineInRegion rule in its two forms, which must agree: lineInRegions,
// one move at a time for Explain, and confineRegions, the bit-parallel
// kernel of a probe's round.

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

// confineRegions is LineInRegion for a round: a line in the lines of only
// one region, as forceRegions noted them in in, lies in that region, so
// the rest of the region is out. Cells only go, so a line counted in two
// regions is at worst a move missed until the next round. It returns how
// many moves it made.
func (sv *solver) confineRegions(s *state, tr *trace, in *regionLines) int {
	moves := 0
	for f := in.rows1 &^ in.rows2 & s.rows; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		g := owner(&in.rows, s.regs, r)
		out := sv.unitsMask(region, 1<<g)
		out[r] = 0
		moves += sv.clear(s, tr, event{kind: LineInRegion, u: unit{region, g}, line: unit{row, r}}, &out)
	}
	for f := in.cols1 &^ in.cols2 & s.cols; f != 0; f &= f - 1 {
		c := bits.TrailingZeros32(f)
		g := owner(&in.cols, s.regs, c)
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
