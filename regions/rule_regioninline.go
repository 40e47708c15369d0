package regions

import (
	"fmt"
	"math/bits"
)

// The RegionInLine rule in its two forms, which must agree: regionInLines,
// one move at a time for Explain, and forceRegions, the bit-parallel
// kernel of a probe's round.

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

// regionLines notes, during a round, the lines that each region's open
// cells lie in, and the lines that lie in one region's lines or more.
type regionLines struct {
	rows, cols   [MaxN]uint32 // rows[g], cols[g]: the lines of region g
	rows1, rows2 uint32       // rows in the rows of one region or more; of two or more
	cols1, cols2 uint32       // the same for columns
}

// forceRegions is RegionInLine for a round, with Single for the regions on
// the way: one pass over each open region's cells places the queen of a
// region with one open cell left, or rules out the rest of the row (or
// column) that a region lies in. It notes each region's lines in in, and
// returns how many moves it made.
func (sv *solver) forceRegions(s *state, tr *trace, in *regionLines) int {
	moves := 0
	for f := s.regs; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		if s.regs&(1<<g) == 0 {
			continue
		}
		k, rows, cols := sv.span(s, g)
		in.rows[g], in.cols[g] = rows, cols
		in.rows2 |= in.rows1 & rows
		in.rows1 |= rows
		in.cols2 |= in.cols1 & cols
		in.cols1 |= cols
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
	return moves
}
