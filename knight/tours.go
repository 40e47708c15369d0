package knight

import (
	"context"
	"iter"

	"github.com/go-puzzles/puzzles/backtrack"
)

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
// The search never recurses, and its memory is O(rows×cols), at most about
// 200 bytes a square. The first tour costs O(rows×cols) where Warnsdorff's
// order needs no backtracking, as on boards up to about 50×50 from a corner,
// but where it backtracks its time grows without bound, and the whole
// sequence is exponential in the board: use ToursContext to bound it.
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
	closed := configure(opts).closed
	return func(yield func(Tour) bool) {
		if checkStart(rows, cols, start) != nil || !exists(rows, cols, closed) || !startsTour(rows, cols, start) || ctx.Err() != nil {
			return
		}
		t := newTourSearch(rows, cols, start, closed)
		t.done = ctx.Done()
		t.search().Walk(ctx, func(x step) bool {
			// Building a tour costs O(rows×cols), so look at ctx before each.
			return ctx.Err() == nil && yield(t.tour(x))
		})
	}
}

// A step is a node of the tour search: the knight stands on square sq
// (row*cols+col) after depth moves. The path to it lives in tourSearch.path,
// so that the state copied per child stays two words.
type step struct {
	sq, depth int32
}

// tourSearch is the shared state of one run of Tours.
type tourSearch struct {
	rows, cols int
	n          int32           // squares on the board
	start      int32           // the first square
	closed     bool            // only closed tours are wanted
	done       <-chan struct{} // when closed, branch lists no more children
	stopped    bool            // done was seen closed
	nodes      int             // nodes branched, to look at done every few hundred
	path       []int32         // path[d] is the square after d moves, for d below the current depth
	pos        []int32         // pos[q]-1 is the depth at which q was last entered, or -1
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

// branch lists the moves from x in Warnsdorff order, none if x is a dead end:
// a free neighbour with no free onward move must be the last square, and in
// a closed search the start must keep a free neighbour to return from.
func (t *tourSearch) branch(dst []step, x step) []step {
	if t.done != nil && !t.stopped {
		// Once done is closed the walk unwinds at no cost per node, until
		// the engine sees ctx done too.
		if t.nodes++; t.nodes%256 == 0 {
			select {
			case <-t.done:
				t.stopped = true
			default:
			}
		}
	}
	if t.stopped {
		return dst
	}
	t.path[x.depth] = x.sq
	t.pos[x.sq] = x.depth + 1
	d := x.depth + 1 // depth of the children; path[:d] is now their path
	left := t.n - d  // squares still to visit
	if left == 0 {
		return dst
	}
	if t.closed && left > 1 && t.degree(t.start, d) == 0 {
		return dst
	}
	type kid struct {
		sq       int32
		deg, far int
	}
	var kids [8]kid
	k := 0
	var buf [8]int32
	for _, v := range t.neighbours(buf[:0], x.sq) {
		if t.visited(v, d) {
			continue
		}
		deg := t.degree(v, d)
		if deg == 0 && left > 1 {
			return dst // v could only be last, but the knight leaves it behind
		}
		r, c := int(v)/t.cols, int(v)%t.cols
		dr, dc := 2*r-(t.rows-1), 2*c-(t.cols-1)
		far := dr*dr + dc*dc
		kids[k] = kid{v, deg, far}
		k++
	}
	for i := 1; i < k; i++ { // insertion sort, stable: fewest moves, then farthest
		for j := i; j > 0 && (kids[j].deg < kids[j-1].deg ||
			kids[j].deg == kids[j-1].deg && kids[j].far > kids[j-1].far); j-- {
			kids[j], kids[j-1] = kids[j-1], kids[j]
		}
	}
	for _, kd := range kids[:k] {
		dst = append(dst, step{kd.sq, d})
	}
	return dst
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
