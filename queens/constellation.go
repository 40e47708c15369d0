package queens

import (
	"math/bits"
	"slices"
)

// Classic placements are counted by constellations (Preußer and Engelhardt):
// the queens on the board's four edges, the top and bottom rows and the left
// and right columns. The eight symmetries of the square map a placement with
// constellation e to one with constellation g(e), one to one, so the
// placements of all the constellations in an orbit number |orbit| times
// those of any one of them. Count therefore completes one constellation of
// each orbit, with its four queens placed before the search starts, and
// weighs it by the orbit's size: an eighth of the placements of a plain
// count, and the edge queens prune the search from its first row. The
// member of the orbit it completes is the one whose search looks smallest
// (cheapest).

// An edges value is a constellation: the column of the queen in the top row
// and in the bottom row, and the row of the queen in the left column and in
// the right column. A corner queen is two of them at once.
type edges struct{ top, bottom, left, right int }

// cells returns the squares of e's queens, (row, column), each once, in
// the first k entries of sq.
func (e edges) cells(n int) (sq [4][2]int, k int) {
	for _, c := range [4][2]int{{0, e.top}, {n - 1, e.bottom}, {e.left, 0}, {e.right, n - 1}} {
		if !slices.Contains(sq[:k], c) {
			sq[k] = c
			k++
		}
	}
	return sq, k
}

// valid reports whether e is the constellation of some set of queens, no two
// in a row, column or diagonal: a corner queen must be the queen of both of
// its edges.
func (e edges) valid(n int) bool {
	if (e.top == 0) != (e.left == 0) || (e.top == n-1) != (e.right == 0) ||
		(e.bottom == 0) != (e.left == n-1) || (e.bottom == n-1) != (e.right == n-1) {
		return false
	}
	sq, k := e.cells(n)
	cs := sq[:k]
	for i, a := range cs {
		for _, b := range cs[:i] {
			if a[0] == b[0] || a[1] == b[1] || Classic.attacks(a[0], a[1], b[0], b[1]) {
				return false
			}
		}
	}
	return true
}

// image returns the constellation of g(p) for a placement p of constellation
// e, where g is symmetries[i]: each symmetry moves the four edges onto each
// other.
func (e edges) image(n, i int) edges {
	m := func(x int) int { return n - 1 - x }
	t, b, l, r := e.top, e.bottom, e.left, e.right
	switch i {
	case 0: // quarter turn
		return edges{m(l), m(r), b, t}
	case 1: // half turn
		return edges{m(b), m(t), m(r), m(l)}
	case 2: // three quarters
		return edges{r, l, m(t), m(b)}
	case 3: // mirror left-right
		return edges{m(t), m(b), r, l}
	case 4: // mirror top-bottom
		return edges{b, t, m(l), m(r)}
	case 5: // main diagonal
		return edges{l, r, t, b}
	}
	return edges{m(r), m(l), m(b), m(t)} // other diagonal
}

func (e edges) less(f edges) bool {
	if e.top != f.top {
		return e.top < f.top
	}
	if e.bottom != f.bottom {
		return e.bottom < f.bottom
	}
	if e.left != f.left {
		return e.left < f.left
	}
	return e.right < f.right
}

// off is the bit of column 0 in the masks of a constellation's search, so
// that the diagonals of queens in rows below the current one fit below the
// board (left) and above it (right): columns -(n-2) to 2n-3, for n up to
// maxConstellation.
const off = 21

// maxConstellation is the largest board Count completes by constellations:
// its diagonals must fit in a uint64 beside the board.
const maxConstellation = 22

// A constellation is a member of an orbit, ready to be completed.
type constellation struct {
	n      int
	e      edges
	cols   [MaxN]int8 // the columns of e's rows
	weight int64      // placements each completion stands for: the orbit's size
	stab   uint8      // bit i: symmetries[i] keeps e
	start  cboard     // the board with e's queens placed
	rows   [MaxN]int8 // the rows left to fill, top to bottom
	shift  [256]uint8 // rows from rows[i] down to rows[i+1]
	meet   *meet      // the fillings of its bottom rows, if listed
}

// cboard is a board of a constellation's search: open and the threats as
// in board, column c at bit off+c, and the index in rows of the next row.
type cboard struct {
	open, left, right uint64
	row               uint8
}

// free returns the columns the next queen may take.
func (b cboard) free() uint64 { return b.open &^ (b.left | b.right) }

// place puts the next queen on the column bit.
func (b cboard) place(bit uint64, c *constellation) cboard {
	s := c.shift[b.row]
	return cboard{b.open &^ bit, (b.left | bit) << s, (b.right | bit) >> s, b.row + 1}
}

// orbits returns the least constellation of every orbit of the n×n Classic
// placements, in increasing order, for 1 <= n <= maxConstellation: 3,206 at
// n = 16, 14,960 at n = 22.
func orbits(n int) []edges {
	var out []edges
	for top := range n {
		for bottom := range n {
			for left := range n {
				for right := range n {
					e := edges{top, bottom, left, right}
					if e.least(n) && e.valid(n) {
						out = append(out, e)
					}
				}
			}
		}
	}
	return out
}

// least reports whether e is the least constellation of its orbit.
func (e edges) least(n int) bool {
	for i := range symmetries {
		if e.image(n, i).less(e) {
			return false
		}
	}
	return true
}

// init sets c to e, ready to complete.
func (c *constellation) init(n int, e edges) {
	*c = constellation{n: n, e: e}
	for i := range symmetries {
		if e.image(n, i) == e {
			c.stab |= 1 << i
		}
	}
	// The orbit's size is 8 over the size of the stabiliser.
	c.weight = int64(8 / (bits.OnesCount8(c.stab) + 1))
	sq, k := e.cells(n)
	cells := sq[:k]
	var taken uint64
	for _, q := range cells {
		taken |= 1 << q[0]
	}
	m, first := 0, 0
	for r := range n {
		if taken&(1<<r) == 0 {
			if m == 0 {
				first = r
			} else {
				c.shift[m-1] = uint8(r - int(c.rows[m-1]))
			}
			c.rows[m] = int8(r)
			m++
		}
	}
	c.start.open = (1<<n - 1) << off
	for _, q := range cells {
		r, col := q[0], q[1]
		c.cols[r] = int8(col)
		c.start.open &^= 1 << (off + col)
		c.start.left |= 1 << (off + col - r + first)
		c.start.right |= 1 << (off + col + r - first)
	}
}

// cheapest returns the member of e's orbit that Count completes: of the
// finalists with the fewest boards estimateRows-1 rows down, the one with
// the fewest estimateRows down, the first in the order of symmetries on a
// tie. Count's search fills rows from the top, and the search of one member
// can be twice the size of another's; choosing costs a twentieth of the
// search at n = 16, less on larger boards.
func cheapest(n int, e edges) *constellation {
	var cs [8]constellation
	var es [8]edges
	var costs [8]int
	m := 0
	for i := -1; i < len(symmetries); i++ {
		f := e
		if i >= 0 {
			f = e.image(n, i)
		}
		if slices.ContainsFunc(es[:m], func(g edges) bool { return g == f }) {
			continue // a symmetry that keeps e
		}
		es[m] = f
		cs[m].init(n, f)
		costs[m] = cs[m].estimate(cs[m].start, estimateRows-1)
		m++
	}
	// Look a row further down for the few that look cheapest.
	order := []int{0, 1, 2, 3, 4, 5, 6, 7}[:m]
	slices.SortStableFunc(order, func(a, b int) int { return costs[a] - costs[b] })
	best, cost := order[0], -1
	for _, j := range order[:min(m, finalists)] {
		if k := cs[j].estimate(cs[j].start, estimateRows); cost < 0 || k < cost {
			best, cost = j, k
		}
	}
	c := cs[best]
	return &c
}

// finalists is how many members cheapest looks at estimateRows down, the
// ones that look cheapest a row less far: at n = 16, 3 leave 4% fewer nodes
// to search than 1, and all 8 1% fewer than 3, at twice the cost.
const finalists = 3

// estimateRows is how far down cheapest looks: each row further costs
// about eight times as much.
const estimateRows = 4

// estimate returns the number of boards up to rows rows below b.
func (c *constellation) estimate(b cboard, rows int) int {
	if rows == 1 {
		return 1 + bits.OnesCount64(b.free())
	}
	k := 1
	for f := b.free(); f != 0; f &= f - 1 {
		k += c.estimate(b.place(f&-f, c), rows-1)
	}
	return k
}
