package knight

// Tours of m×n boards with both sides at least 5.
//
// tiled cuts the board into blocks with sides 5 to 10, covers each block
// with a closed tour of its own (the top left one with an open tour when
// both sides are odd, as then no closed tour exists), and merges the pieces
// of that cover into one (see cover).

// tiled returns a tour of an m×n board, 5 ≤ m ≤ n: closed unless both sides
// are odd, in which case it is open and starts at the top left. It returns
// false if some block had no tour within its search budget, the pieces did
// not merge into one (TestFindSizes shows they do), or st gave up.
func tiled(st *stop, m, n int) (Tour, bool) {
	switch {
	case n%2 == 0:
		return merged(st, anyParts(m), evenParts(n), false)
	case m%2 == 0:
		return merged(st, evenParts(m), anyParts(n), false)
	default:
		return merged(st, oddFirst(m), oddFirst(n), true)
	}
}

// merged tiles a board with blocks, open at the top left if open is set, and
// merges their tours into one.
func merged(st *stop, heights, widths []int, open bool) (Tour, bool) {
	c, ok := newCover(st, heights, widths, open)
	if !ok || !c.merge(st) {
		return nil, false
	}
	return c.tour(st)
}

// evenParts splits an even n ≥ 6 into even lengths 6 to 10.
func evenParts(n int) []int { return parts(n, 6, 8, 10) }

// anyParts splits n ≥ 5 into lengths 5 to 9.
func anyParts(n int) []int { return parts(n, 5, 8, 9) }

// oddFirst splits an odd n ≥ 5 into an odd first length (5 to 9) and even
// lengths 6 to 10 after it.
func oddFirst(n int) []int {
	if n <= 9 {
		return []int{n}
	}
	return append([]int{5}, evenParts(n-5)...)
}
