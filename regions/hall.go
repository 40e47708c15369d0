package regions

import "math/bits"

// Hall's rule in the solver. The queens of a solution match the open
// regions to the open rows one to one, and to the open columns. A cell of
// region g in row r cannot hold a queen if no perfect matching of regions
// to rows pairs g with r (or none of regions to columns pairs g with its
// column): k regions confined to k rows own those rows, whatever k. One
// matching and the strongly connected parts of its alternating graph find
// every such pair at once (Régin's filter for all-different constraints).

// hall rules out of s the cells of regions that no perfect matching of
// the open regions to the open rows, or to the open columns, can use; sp
// holds the lines of each open region's open cells. It reports whether s
// can still be solved and whether it ruled out a cell. It costs at most
// O(N²) word operations.
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
// and reports whether there is a perfect matching at all. Given one, l may
// take r instead of its own mate m if r's owner can move on, and so on,
// until some unit takes m: if r and m lie in one strongly connected part
// of the graph r -> adj[owner[r]]. It costs O(N) word operations for each
// such part, beyond the matching and the O(edges) of the reversed graph.
func prune(adj *[MaxN]uint32, left, right uint32) bool {
	if bits.OnesCount32(left) != bits.OnesCount32(right) {
		return false
	}
	owner, ok := perfect(adj, left)
	if !ok {
		return false
	}
	var next, prev [MaxN]uint32 // the graph on right units and its reverse
	for f := right; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		next[r] = adj[owner[r]]
		for g := next[r]; g != 0; g &= g - 1 {
			prev[bits.TrailingZeros32(g)] |= 1 << r
		}
	}
	var part [MaxN]uint32 // the strongly connected part of each right unit
	for rest := right; rest != 0; {
		v := bits.TrailingZeros32(rest)
		p := reachable(&next, rest, v) & reachable(&prev, rest, v)
		for g := p; g != 0; g &= g - 1 {
			part[bits.TrailingZeros32(g)] = p
		}
		rest &^= p
	}
	for f := right; f != 0; f &= f - 1 {
		m := bits.TrailingZeros32(f)
		adj[owner[m]] &= part[m]
	}
	return true
}

// reachable returns the units of within that v reaches in the graph next,
// through units of within.
func reachable(next *[MaxN]uint32, within uint32, v int) uint32 {
	seen := uint32(1) << v
	for todo := seen; todo != 0; {
		x := bits.TrailingZeros32(todo)
		todo &^= 1 << x
		fresh := next[x] & within &^ seen
		seen |= fresh
		todo |= fresh
	}
	return seen
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
