package regions

import "math/bits"

// Hall's rule in the solver. The queens of a solution match the open
// regions to the open rows one to one, and to the open columns. A cell of
// region g in row r cannot hold a queen if no perfect matching of regions
// to rows pairs g with r (or none of regions to columns pairs g with its
// column): k regions confined to k rows own those rows, whatever k. One
// matching and the closure of its alternating paths find every such pair
// at once (Régin's filter for all-different constraints).

// hall rules out of s the cells of regions that no perfect matching of
// the open regions to the open rows, or to the open columns, can use; sp
// holds the lines of each open region's open cells. It reports whether s
// can still be solved and whether it ruled out a cell. It costs O(N²) word
// operations.
func (sv *solver) hall(s *state, sp *spans) (ok, changed bool) {
	byRow, byCol := sp.rows, sp.cols
	rowsWas, colsWas := byRow, byCol
	if !prune(&byRow, s.regs, s.rows) || !prune(&byCol, s.regs, s.cols) {
		return false, false
	}
	for f := s.regs; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		lostRows, lostCols := rowsWas[g]&^byRow[g], colsWas[g]&^byCol[g]
		if lostRows|lostCols == 0 {
			continue
		}
		changed = true
		for rs := rowsWas[g]; rs != 0; rs &= rs - 1 {
			r := bits.TrailingZeros32(rs)
			out := sv.reg[g][r] & lostCols
			if lostRows&(1<<r) != 0 {
				out = sv.reg[g][r]
			}
			s.cand[r] &^= out
		}
	}
	return true, changed
}

// prune keeps in adj[l], for each left unit l in left, only the right
// units in right that some perfect matching of left to right pairs with l,
// and reports whether there is a perfect matching at all. It costs O(N²)
// word operations beyond the matching.
func prune(adj *[MaxN]uint32, left, right uint32) bool {
	if bits.OnesCount32(left) != bits.OnesCount32(right) {
		return false
	}
	owner, ok := perfect(adj, left)
	if !ok {
		return false
	}
	// reach[r]: the right units whose owners could move, one after another,
	// if owner[r] left r: the closure of r -> adj[owner[r]].
	var reach [MaxN]uint32
	for f := right; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		reach[r] = adj[owner[r]]
	}
	for f := right; f != 0; f &= f - 1 {
		k := bits.TrailingZeros32(f)
		rk := reach[k]
		for g := right; g != 0; g &= g - 1 {
			i := bits.TrailingZeros32(g)
			reach[i] |= rk & -(reach[i] >> k & 1)
		}
	}
	var mate [MaxN]int
	for f := right; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		mate[owner[r]] = r
	}
	// l may take r if owner[r] can then move along to l's own mate.
	for f := left; f != 0; f &= f - 1 {
		l := bits.TrailingZeros32(f)
		m := mate[l]
		keep := uint32(1) << m
		for g := adj[l] &^ keep; g != 0; g &= g - 1 {
			if r := bits.TrailingZeros32(g); reach[r]&(1<<m) != 0 {
				keep |= 1 << r
			}
		}
		adj[l] = keep
	}
	return true
}

// perfect finds a matching of every unit in left to one of its neighbours
// adj[l], all different: owner[r] is the unit matched to r. It reports
// false if there is none. Each unit takes a free neighbour if it has one,
// else the end of an augmenting path.
func perfect(adj *[MaxN]uint32, left uint32) (owner [MaxN]int8, ok bool) {
	var taken uint32
	for f := left; f != 0; f &= f - 1 {
		l := bits.TrailingZeros32(f)
		if free := adj[l] &^ taken; free != 0 {
			r := bits.TrailingZeros32(free)
			owner[r], taken = int8(l), taken|1<<r
			continue
		}
		var seen uint32
		if !extend(adj, &owner, taken, l, &seen) {
			return owner, false
		}
		taken |= seen // the one free unit seen is now taken
	}
	return owner, true
}

// extend looks for an alternating path from l, through right units not
// yet seen, to one not taken, and matches along it.
func extend(adj *[MaxN]uint32, owner *[MaxN]int8, taken uint32, l int, seen *uint32) bool {
	for f := adj[l] &^ *seen; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		if *seen&(1<<r) != 0 {
			continue
		}
		*seen |= 1 << r
		if taken&(1<<r) == 0 || extend(adj, owner, taken, int(owner[r]), seen) {
			owner[r] = int8(l)
			return true
		}
	}
	return false
}
