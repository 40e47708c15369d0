package knight

import "math/bits"

// pathBudget is how many nodes one search for a block's path may visit.
const pathBudget = 1 << 18

// paths yields the Hamiltonian paths of an h×w block (h·w ≤ 64) from from to
// to (to anywhere if to is nil), each a new slice, in the depth-first order
// of the pruned search of Count, until the search has visited pathBudget
// nodes. It is deterministic: the same block and ends give the same paths.
func paths(h, w int, from Square, to *Square) func(yield func(Tour) bool) {
	return pathsIn(h, w, ^bitboard(0), from, to)
}

// pathsIn is paths through only the squares of the block in set (bit
// row*w+col for each), from must be one of them.
func pathsIn(h, w int, set bitboard, from Square, to *Square) func(yield func(Tour) bool) {
	return func(yield func(Tour) bool) {
		g := newGraph(h, w)
		bit := func(s Square) bitboard { return 1 << (s.Row*w + s.Col) }
		root := task{h: bit(from), free: g.all & set &^ bit(from)}
		if to != nil {
			if *to == from {
				return
			}
			root.end = bit(*to)
		}
		if root.free == 0 {
			yield(Tour{from})
			return
		}
		s := g.moves(root)
		nodes, branch := 0, s.Branch
		s.Branch = func(dst []task, t task) []task {
			if nodes++; nodes > pathBudget {
				return dst
			}
			return branch(dst, t)
		}
		for p := range s.Paths() {
			t := make(Tour, len(p))
			for i, x := range p {
				q := bits.TrailingZeros64(x.h)
				t[i] = Square{q / w, q % w}
			}
			if !yield(t) {
				return
			}
		}
	}
}

// path returns the first path of paths(h, w, from, to), if any.
func path(h, w int, from Square, to *Square) (Tour, bool) {
	return first(paths(h, w, from, to))
}

// first returns the first tour of seq, if any.
func first(seq func(func(Tour) bool)) (Tour, bool) {
	for t := range seq {
		return t, true
	}
	return nil, false
}
