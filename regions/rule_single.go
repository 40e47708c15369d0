package regions

import "math/bits"

// The Single rule in its two forms, which must agree: singles, one move
// at a time for Explain, and forceLines, the bit-parallel kernel of a
// probe's round for the rows and columns (forceRegions takes the regions'
// single cells in its pass over the regions).

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

// forceLines is Single for a round: it places the queen of each row, then
// each column, with one open cell left, and returns how many it placed.
func (sv *solver) forceLines(s *state, tr *trace) int {
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
	return moves
}
