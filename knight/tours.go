package knight

import (
	"context"
	"iter"
	"unsafe"

	"github.com/go-puzzles/puzzles/backtrack"
)

// ToursBytesPerSquare is the memory, in bytes, that Tours and ToursContext
// take for each square of the board. That is the search's path, the moves
// it has left to try at each depth, and the tour it builds (each yielded
// tour is the caller's): 28 on 64-bit systems, 112 MiB on the largest board.
const ToursBytesPerSquare = 12 + int64(unsafe.Sizeof(Square{}))

// Tours returns every directed tour of a rows×cols board that starts on
// start, lazily, each a new slice the caller may keep. With ClosedTours it
// yields only the closed ones. A nil Option panics.
//
// From each square the knight tries its moves in Warnsdorff order: fewest
// onward moves first, ties broken by distance from the centre (farthest
// first), then clockwise from up-right; so the first tour usually comes
// without backtracking. A board out of the size limits, or a start off the
// board, yields nothing (Find says whether the size is bad); so, at once,
// does a board without a tour of the kind asked (see Find), or a start on
// a board with both sides odd that is not of the corners' colour.
//
// The search never recurses. It takes ToursBytesPerSquare bytes a square,
// all by its first tour, within the default memory budget on every board;
// under a MaxMemory they exceed it yields nothing, at once: compare
// rows×cols×ToursBytesPerSquare with the budget to tell that from a board
// without a tour. The first tour costs O(rows×cols) where Warnsdorff's
// order needs no backtracking, as on boards up to about 50×50 from a
// corner, but where it backtracks its time grows without bound, and the
// whole sequence is exponential in the board: use ToursContext to bound it.
func Tours(rows, cols int, start Square, opts ...Option) iter.Seq[Tour] {
	return ToursContext(context.Background(), rows, cols, start, opts...)
}

// ToursContext is Tours that stops yielding within 100 ms of ctx being done.
// Check ctx.Err() after the loop to tell a finished sequence from a
// cancelled one. A nil ctx panics.
func ToursContext(ctx context.Context, rows, cols int, start Square, opts ...Option) iter.Seq[Tour] {
	if ctx == nil {
		panic("knight: nil Context")
	}
	c := configure(opts)
	return func(yield func(Tour) bool) {
		if checkStart(rows, cols, start) != nil || !exists(rows, cols, c.closed) || !startsTour(rows, cols, start) || ctx.Err() != nil {
			return
		}
		if c.maxMemory > 0 && int64(rows*cols) > c.maxMemory/ToursBytesPerSquare {
			return // the search would outgrow its budget before the first tour
		}
		newTourSearch(rows, cols, start, c.closed).walk(ctx, yield)
	}
}

// A step is a node of the tour search: the knight stands on square sq
// (row*cols+col) after depth moves. The path to it lives in tourSearch.path,
// so that the state copied per child stays two words.
type step struct {
	sq, depth int32
}

// tourSearch is the shared state of one run of Tours (walk), or of a
// search of the same tree on backtrack (search).
type tourSearch struct {
	rows, cols int
	n          int32   // squares on the board
	start      int32   // the first square
	closed     bool    // only closed tours are wanted
	path       []int32 // path[d] is the square after d moves, for d below the current depth
	pos        []int32 // pos[q]-1 is the depth at which q was last entered, or -1
}

func newTourSearch(rows, cols int, start Square, closed bool) *tourSearch {
	n := rows * cols
	t := &tourSearch{rows: rows, cols: cols, n: int32(n), closed: closed,
		start: int32(start.Row*cols + start.Col), path: make([]int32, n), pos: make([]int32, n)}
	return t
}

// visited reports whether q is on the path of a node at depth d: the path
// before it is path[:d], and q is on it if it was entered at a depth p < d and
// path[p] still holds it. Stale entries of abandoned branches fail the test,
// so nothing is ever unmarked.
func (t *tourSearch) visited(q, d int32) bool {
	p := t.pos[q] - 1
	return p >= 0 && p < d && t.path[p] == q
}

// search is the depth-first search whose accepted states end tours. Branch
// records each node on the path before listing its children, which relies
// on the engine's depth-first order, so it must run on one goroutine (All,
// Walk).
func (t *tourSearch) search() backtrack.Search[step] {
	return backtrack.Search[step]{
		Root:   step{t.start, 0},
		Branch: t.branch,
		Accept: func(x step) bool {
			return x.depth == t.n-1 && (!t.closed || t.adjacent(x.sq, t.start))
		},
	}
}

func (t *tourSearch) adjacent(a, b int32) bool {
	c := int32(t.cols)
	return jump(Square{int(a / c), int(a % c)}, Square{int(b / c), int(b % c)})
}

// neighbours appends to dst the squares a knight reaches from q.
func (t *tourSearch) neighbours(dst []int32, q int32) []int32 {
	r, c := int(q)/t.cols, int(q)%t.cols
	for _, m := range moves {
		rr, cc := r+m.Row, c+m.Col
		if rr >= 0 && rr < t.rows && cc >= 0 && cc < t.cols {
			dst = append(dst, int32(rr*t.cols+cc))
		}
	}
	return dst
}

// degree returns the number of squares reachable from q not on the path of
// a node at depth d.
func (t *tourSearch) degree(q, d int32) int {
	var buf [8]int32
	k := 0
	for _, v := range t.neighbours(buf[:0], q) {
		if !t.visited(v, d) {
			k++
		}
	}
	return k
}

// branch lists the moves from x in Warnsdorff order (see order).
func (t *tourSearch) branch(dst []step, x step) []step {
	t.path[x.depth] = x.sq
	t.pos[x.sq] = x.depth + 1
	kids := t.order(x.sq, x.depth+1)
	for i := range kids & 15 {
		dst = append(dst, step{t.jump(x.sq, kids>>(4+3*i)&7), x.depth + 1})
	}
	return dst
}

// order returns the moves to try from square sq, the knight's square after
// d-1 moves, in Warnsdorff order, packed: their number in the low 4 bits,
// then the index in moves of each, 3 bits apiece from the first. It
// returns none if sq is a dead end: a free neighbour with no free onward
// move must be the last square, and in a closed search the start must keep
// a free neighbour to return from. path[:d] must be the path to sq.
func (t *tourSearch) order(sq, d int32) uint32 {
	left := t.n - d // squares still to visit
	if left == 0 {
		return 0
	}
	if t.closed && left > 1 && t.degree(t.start, d) == 0 {
		return 0
	}
	type kid struct {
		m        uint32 // index in moves
		deg, far int
	}
	var kids [8]kid
	k := 0
	r, c := int(sq)/t.cols, int(sq)%t.cols
	for m, mv := range moves {
		rr, cc := r+mv.Row, c+mv.Col
		if rr < 0 || rr >= t.rows || cc < 0 || cc >= t.cols {
			continue
		}
		v := int32(rr*t.cols + cc)
		if t.visited(v, d) {
			continue
		}
		deg := t.degree(v, d)
		if deg == 0 && left > 1 {
			return 0 // v could only be last, but the knight leaves it behind
		}
		dr, dc := 2*rr-(t.rows-1), 2*cc-(t.cols-1)
		kids[k] = kid{uint32(m), deg, dr*dr + dc*dc}
		k++
	}
	for i := 1; i < k; i++ { // insertion sort, stable: fewest moves, then farthest
		for j := i; j > 0 && (kids[j].deg < kids[j-1].deg ||
			kids[j].deg == kids[j-1].deg && kids[j].far > kids[j-1].far); j-- {
			kids[j], kids[j-1] = kids[j-1], kids[j]
		}
	}
	var p uint32
	for i := k - 1; i >= 0; i-- {
		p = p<<3 | kids[i].m
	}
	return p<<4 | uint32(k)
}

// jump returns the square that move m (an index in moves) leads to from sq.
func (t *tourSearch) jump(sq int32, m uint32) int32 {
	return sq + int32(moves[m].Row*t.cols+moves[m].Col)
}

// walk yields the tours of the search in the order of search().Walk, on
// one stack of its own: for each depth d, the moves still to try from
// path[d], packed as order packs them, 4 bytes a square. It stops when
// yield returns false, or within 256 nodes of ctx being done.
func (t *tourSearch) walk(ctx context.Context, yield func(Tour) bool) {
	done := ctx.Done()
	stack := make([]uint32, t.n)
	sq, d := t.start, int32(0) // the node to visit
	for nodes := 1; ; nodes++ {
		if done != nil && nodes%256 == 0 {
			select {
			case <-done:
				return
			default:
			}
		}
		if d == t.n-1 && (!t.closed || t.adjacent(sq, t.start)) {
			// Building a tour costs O(rows×cols), so look at ctx before each.
			if ctx.Err() != nil || !yield(t.tour(step{sq, d})) {
				return
			}
		}
		t.path[d] = sq
		t.pos[sq] = d + 1
		stack[d] = t.order(sq, d+1)
		for stack[d]&15 == 0 { // every move from path[d] tried: back up
			if d == 0 {
				return
			}
			d--
		}
		p := stack[d]
		stack[d] = p>>7<<4 | (p&15 - 1)
		sq, d = t.jump(t.path[d], p>>4&7), d+1
	}
}

// tour returns the tour that ends at the accepted node x.
func (t *tourSearch) tour(x step) Tour {
	out := make(Tour, x.depth+1)
	c := int32(t.cols)
	for i, q := range t.path[:x.depth] {
		out[i] = Square{int(q / c), int(q % c)}
	}
	out[x.depth] = Square{int(x.sq / c), int(x.sq % c)}
	return out
}
