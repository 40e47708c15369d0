package knight

// exists reports whether a rows×cols board, within the size limits, has a
// tour, closed if asked. Closed tours follow Schwenk's theorem (1991): an
// m×n board, m ≤ n, has one unless m and n are both odd, m is 1, 2 or 4, or
// m = 3 and n is 4, 6 or 8. Open tours (any Hamiltonian path) follow Conrad
// et al. (1994) and Cull and De Curtins (1978): every board with both sides
// at least 5 has one; 3×n has one for n = 4 and n ≥ 7, 4×n for n ≥ 5; 1×1
// has the trivial one-square tour; nothing else does. Tests check the rule
// on small boards against exhaustive search.
func exists(rows, cols int, closed bool) bool {
	m, n := min(rows, cols), max(rows, cols)
	if closed {
		return !(m%2 == 1 && n%2 == 1 || m <= 2 || m == 4 || m == 3 && n <= 8)
	}
	return m == 1 && n == 1 || m == 3 && (n == 4 || n >= 7) || m == 4 && n >= 5 || m >= 5
}

// startsTour reports whether some tour of a rows×cols board that has one can
// start on s, as far as colours tell: on a board with both sides odd an open
// tour has one square more of the corners' colour than of the other, so it
// starts and ends on that colour, and a closed one does not exist.
func startsTour(rows, cols int, s Square) bool {
	return rows%2 == 0 || cols%2 == 0 || (s.Row+s.Col)%2 == 0
}
