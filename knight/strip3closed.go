package knight

// Closed tours of 3×n boards.
//
// strip3Closed starts from a closed tour of a 3×a board, a from 10 up, that
// uses a move u–v between its last columns, and widens it k columns at a
// time: a path q through every square of a 3×k block is laid right of the
// board, and the move u–v is replaced by u, q from its first square to its
// last, v. The block's path q has the same move u–v, shifted k columns
// right, so the next block replaces that one. The cycle stays one cycle
// through every square, so an a + j·k board has a closed tour for every j.
// The block and the tours of 3×a are found once by search and remembered.

// A splice is the block that widens a closed tour: q is a path through
// every square of a 3×k block that moves between u and v, and u and v
// shifted k columns left (into the block before) are a knight's move from
// q's first and last squares.
type splice struct {
	k    int
	q    Tour
	u, v Square
}

const spliceWidth = 4 // the block is 3×4: the narrowest with a path (3×2 has none)

var (
	splices     = newMemo(findSplice) // by block width k
	strip3Bases = newMemo(strip3Base) // by board width a
)

// findSplice searches for the splice of a 3×k block: paths of the block from
// each square of its first two columns, and on them each move that a block
// to the right can replace. It returns the zero splice (q nil) if none.
func findSplice(k int) splice {
	for c := range 2 {
		for r := range 3 {
			start := Square{r, c}
			for q := range paths(3, k, start, nil) {
				end := q[len(q)-1]
				for i := range len(q) - 1 {
					for _, e := range [2][2]Square{{q[i], q[i+1]}, {q[i+1], q[i]}} {
						u, v := e[0], e[1]
						if jump(Square{u.Row, u.Col - k}, start) && jump(Square{v.Row, v.Col - k}, end) {
							return splice{k, q, u, v}
						}
					}
				}
			}
		}
	}
	return splice{}
}

// strip3Base returns a closed tour of a 3×a board that moves between the
// splice's u and v shifted to its last k columns, from u to v, or nil if the
// search finds none. The splice must exist.
func strip3Base(a int) Tour {
	sp := splices.get(spliceWidth)
	u := Square{sp.u.Row, sp.u.Col + a - sp.k}
	v := Square{sp.v.Row, sp.v.Col + a - sp.k}
	t, _ := path(3, a, u, &v)
	return t
}

// strip3Closed returns a closed tour of a 3×n board, n even and at least 10,
// and false if the blocks found cannot make one (TestFindSizes shows they
// can) or st gave up. It costs O(n) after the first call.
func strip3Closed(st *stop, n int) (Tour, bool) {
	sp := splices.get(spliceWidth)
	if sp.q == nil {
		return nil, false
	}
	for a := 10; a <= min(n, 21); a += 2 {
		if (n-a)%sp.k != 0 {
			continue
		}
		if st.done() {
			return nil, false
		}
		if base := strip3Bases.get(a); base != nil {
			return widen(st, base, a, n, sp)
		}
	}
	return nil, false
}

// widen widens base, a closed tour of 3×a, to a closed tour of 3×n by
// splicing in (n-a)/k blocks. It returns false if st gave up.
func widen(st *stop, base Tour, a, n int, sp splice) (Tour, bool) {
	id := func(s Square) int32 { return int32(s.Row*n + s.Col) }
	succ := make([]int32, 3*n) // succ[x]: the square after x on the cycle
	for i, s := range base {
		succ[id(s)] = id(base[(i+1)%len(base)])
	}
	for x := a; x < n; x += sp.k {
		if st.after(3 * sp.k) {
			return nil, false
		}
		at := func(s Square, off int) int32 { return id(Square{s.Row, s.Col + off}) }
		u, v := at(sp.u, x-sp.k), at(sp.v, x-sp.k) // the move to replace
		q := make([]int32, len(sp.q))
		for i, s := range sp.q {
			q[i] = at(s, x)
		}
		if succ[u] != v { // the cycle runs v→u: splice q in backwards
			u, v = v, u
			for i, j := 0, len(q)-1; i < j; i, j = i+1, j-1 {
				q[i], q[j] = q[j], q[i]
			}
		}
		succ[u] = q[0]
		for i := range len(q) - 1 {
			succ[q[i]] = q[i+1]
		}
		succ[q[len(q)-1]] = v
	}
	out := make(Tour, 3*n)
	cur := int32(0)
	for i := range out {
		if st.after(1) {
			return nil, false
		}
		out[i] = Square{int(cur) / n, int(cur) % n}
		cur = succ[cur]
	}
	return out, true
}
