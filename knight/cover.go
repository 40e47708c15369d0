package knight

// A cover is a set of disjoint knight's cycles and at most one path that
// together visit every square of a board, as the two neighbours of each
// square along its cycle or path (-1 past the ends of the path). tiled
// builds one from tours of small blocks and merges its pieces into one.
type cover struct {
	rows, cols int
	nb         [][2]int32
	parent     []int32 // union-find over pieces
	path       []bool  // path[p]: piece p (a root) is a path, not a cycle
	block      []int32 // block[u]: the piece square u started in
	pieces     int     // pieces left
}

// newCover tiles a rows×cols board with blocks of the given heights and
// widths, each covered by a closed tour of the block except the top left
// one, which has an open tour if open is set. It returns false if some block
// had no tour within its search budget, or st gave up.
func newCover(st *stop, heights, widths []int, open bool) (*cover, bool) {
	rows, cols := sum(heights), sum(widths)
	c := &cover{rows: rows, cols: cols, nb: make([][2]int32, rows*cols), block: make([]int32, rows*cols)}
	piece := make([]int32, 0)
	r0 := 0
	for i, h := range heights {
		c0 := 0
		for j, w := range widths {
			isPath := open && i == 0 && j == 0
			t, searched, ok := lookupBlock(h, w, !isPath)
			if !ok || searched && st.done() || st.after(h*w) {
				return nil, false
			}
			id := int32(len(c.path))
			c.path = append(c.path, isPath)
			piece = append(piece, id)
			sq := func(k int) int32 { return int32((r0+t[k].Row)*cols + c0 + t[k].Col) }
			for k := range t {
				prev, next := int32(-1), int32(-1)
				if k > 0 {
					prev = sq(k - 1)
				} else if !isPath {
					prev = sq(len(t) - 1)
				}
				if k < len(t)-1 {
					next = sq(k + 1)
				} else if !isPath {
					next = sq(0)
				}
				c.nb[sq(k)] = [2]int32{prev, next}
				c.block[sq(k)] = id
			}
			c0 += w
		}
		r0 += h
	}
	c.parent = piece
	c.pieces = len(piece)
	return c, true
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

func (c *cover) find(p int32) int32 {
	for c.parent[p] != p {
		c.parent[p] = c.parent[c.parent[p]]
		p = c.parent[p]
	}
	return p
}

// pieceAt returns the piece that square u is part of.
func (c *cover) pieceAt(u int32) int32 { return c.find(c.block[u]) }

func (c *cover) jumps(a, b int32) bool {
	cc := int32(c.cols)
	return jump(Square{int(a / cc), int(a % cc)}, Square{int(b / cc), int(b % cc)})
}

// relink replaces x's neighbour old by new.
func (c *cover) relink(x, old, new int32) {
	if c.nb[x][0] == old {
		c.nb[x][0] = new
	} else {
		c.nb[x][1] = new
	}
}

// join merges the pieces of u and v, a knight's move apart, if it can: a
// path ending on u takes in v's cycle by dropping one edge at v; otherwise
// edges u–a and v–b with a and b a knight's move apart are swapped for u–v
// and a–b, which makes one cycle of two, or one path of a path and a cycle.
func (c *cover) join(u, v, pu, pv int32) bool {
	if c.path[pu] && c.path[pv] {
		return false
	}
	for _, e := range [2][2]int32{{u, v}, {v, u}} {
		x, y := e[0], e[1]
		for _, k := range [2]int{1, 0} { // x's free end, second slot first
			if c.nb[x][k] == -1 && !c.path[c.pieceAt(y)] {
				b := c.nb[y][0]
				c.relink(y, b, x)
				c.relink(b, y, -1)
				c.nb[x][k] = y
				c.union(pu, pv)
				return true
			}
		}
	}
	for _, a := range c.nb[u] {
		for _, b := range c.nb[v] {
			if a < 0 || b < 0 || !c.jumps(a, b) {
				continue
			}
			c.relink(u, a, v)
			c.relink(v, b, u)
			c.relink(a, u, b)
			c.relink(b, v, a)
			c.union(pu, pv)
			return true
		}
	}
	return false
}

func (c *cover) union(pu, pv int32) {
	c.parent[pv] = pu
	c.path[pu] = c.path[pu] || c.path[pv]
	c.pieces--
}

// merge joins pieces across every pair of squares a knight's move apart in
// different pieces, sweeping the board until one piece is left or a sweep
// joins none, or st gives up. It reports whether one piece is left.
func (c *cover) merge(st *stop) bool {
	for c.pieces > 1 {
		before := c.pieces
		for u := range int32(len(c.nb)) {
			if st.after(1) {
				return false
			}
			r, col := int(u)/c.cols, int(u)%c.cols
			for _, m := range moves {
				rr, cc := r+m.Row, col+m.Col
				if rr < 0 || rr >= c.rows || cc < 0 || cc >= c.cols {
					continue
				}
				v := int32(rr*c.cols + cc)
				if pu, pv := c.pieceAt(u), c.pieceAt(v); pu != pv {
					c.join(u, v, pu, pv)
				}
			}
		}
		if c.pieces == before {
			return false
		}
	}
	return true
}

// tour walks the single piece left from one end (a cycle: from square 0).
// It returns false if st gave up.
func (c *cover) tour(st *stop) (Tour, bool) {
	start := int32(0)
	for u, e := range c.nb {
		if e[0] == -1 || e[1] == -1 {
			start = int32(u)
			break
		}
	}
	out := make(Tour, 0, len(c.nb))
	prev, cur := int32(-1), start
	for range len(c.nb) {
		if st.after(1) {
			return nil, false
		}
		out = append(out, Square{int(cur) / c.cols, int(cur) % c.cols})
		next := c.nb[cur][0]
		if next == prev || next == -1 {
			next = c.nb[cur][1]
		}
		prev, cur = cur, next
	}
	return out, true
}
