package knight

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/go-puzzles/puzzles/backtrack"
)

// MaxCountSquares is the largest board, in squares, that Count takes when
// both sides are longer than MaxCountSide, and that CountShard takes: its
// search keeps a board in one 64-bit word.
const MaxCountSquares = 64

// MaxCountSide is the longest short side of a board on which Count counts
// tours, open or closed, at any length (within MaxSquares). It counts such
// a board column by column, in memory that grows about twentyfold with each
// row of the short side and not with the length (see Count).
const MaxCountSide = 6

// ErrOverflow is what Count and CountContext return, wrapped, for a count
// (or a count of partial tours on the way to it) that exceeds int64:
// errors.Is(err, ErrOverflow) tells it from bad input. The error's text
// names the board.
var ErrOverflow = errors.New("knight: count exceeds int64")

// overflowError is ErrOverflow for a rows×cols board.
type overflowError struct{ rows, cols int }

func (e overflowError) Error() string {
	return fmt.Sprintf("knight: the count of %d×%d exceeds int64 (%d)", e.rows, e.cols, int64(math.MaxInt64))
}

func (e overflowError) Is(target error) bool { return target == ErrOverflow }

// Count returns the number of undirected tours of a rows×cols board, each
// geometric path once whichever end it starts from: every tour, closed ones
// included (Hamiltonian paths: 864 on 5×5), or with ClosedTours only the
// closed ones (Hamiltonian cycles: 9,862 on 6×6). A 1×1 board has one open
// tour. It takes a board with a side of at most MaxCountSide of any length
// within MaxSquares, and any other board of at most MaxCountSquares
// squares, the chessboard included; it returns an error for another board,
// and ErrOverflow (wrapped) for a count (or a count of partial tours on the
// way to it) that exceeds int64. A nil Option panics.
//
// A board without a tour of the kind asked (by the rules in the package doc)
// answers 0 at once. The small boards 5×5, 5×6, 5×7 and 6×6 are counted by
// enumeration, where it is faster; every other board by frontier.
//
// The frontier counter scans the board along its long side, square by
// square, keeping for the squares of the last two columns that may still
// gain a tour edge how many they have and which loose ends are joined by a
// path: the count of each such state is carried forward, the states kept
// in buckets by a hash of the state, each sorted, extended and sorted on
// every core (see Every core in the package doc). At the end of each column
// a state and its mirror image (the rows upside down) are kept as one. Its
// time is linear in the length and its memory does not depend on it; both
// grow about twentyfold with each row of the short side, and open counts,
// which track the path's two ends, cost more than closed ones. Its lists,
// 16 bytes a state, stay within a memory budget:
// backtrack.DefaultMaxMemory (1 GiB) unless MaxMemory sets another. Boards
// with a short side of at most 6 fit in the default; past it the count
// stops, frees its lists and returns a *backtrack.MemoryError (errors.Is
// backtrack.ErrBudget), unless TempDir lets it go on with its lists on disk.
// Closed 7×8 needs a little more than 1 GiB, closed 8×8 (13,267,364,410,532 tours)
// tens of GiB: with TempDir and a budget of a few GiB it counts the
// chessboard on one machine. See Memory in the package doc.
//
// The enumeration runs a pruned search on backtrack.Search.Count, on every
// core: a square that can no longer be entered and left, or a part of the
// board cut off from the knight, ends a branch at once. Open counts start
// only from squares that differ under the board's symmetries, and on a
// board with both sides odd only from squares of the corners' colour, where
// every open tour starts and ends; closed counts fix the corner and the
// direction through it. Its cost grows with the number of tours (see Cost
// in the package doc). Use CountContext to bound either.
func Count(rows, cols int, opts ...Option) (int64, error) {
	return CountContext(context.Background(), rows, cols, opts...)
}

// CountContext is Count that gives up when ctx is done, returning 0 and
// ctx.Err() within 100 ms, every worker stopped. A nil ctx panics.
func CountContext(ctx context.Context, rows, cols int, opts ...Option) (int64, error) {
	if ctx == nil {
		panic("knight: nil Context")
	}
	c := configure(opts)
	closed := c.closed
	if err := checkCount(rows, cols); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if !exists(rows, cols, closed) {
		return 0, nil
	}
	if rows*cols == 1 {
		return 1, nil // the open one-square tour
	}
	if byFrontier(rows, cols) {
		f := newFrontier(rows, cols, !closed)
		f.mem.limit, f.mem.op = c.maxMemory, countOp(rows, cols, closed)
		f.progress = c.progress
		if c.spill {
			var err error
			if f.disk, err = newDisk(c.tempDir); err != nil {
				return 0, err
			}
			defer f.disk.close()
		}
		return f.count(ctx, rows, cols)
	}
	return enumerate(ctx, rows, cols, closed)
}

// enumerate counts the tours of a rows×cols board by the pruned search,
// on every core.
func enumerate(ctx context.Context, rows, cols int, closed bool) (int64, error) {
	g := newGraph(rows, cols)
	if closed {
		// Every closed tour passes through the corner between its two
		// neighbours: fixing the direction through it counts each once.
		near := g.near[0]
		a := near & -near
		b := near ^ a
		return g.moves(task{h: a, free: g.all &^ 1 &^ a, end: b}).CountContext(ctx)
	}
	var total int64
	for _, c := range startClasses(rows, cols) {
		if !startsTour(rows, cols, Square{c.sq / cols, c.sq % cols}) {
			continue
		}
		n, err := g.moves(task{h: 1 << c.sq, free: g.all &^ (1 << c.sq)}).CountContext(ctx)
		if err != nil {
			return 0, err
		}
		total += c.size * n
	}
	return total / 2, nil // each path was counted from both ends
}

// byFrontier reports whether Count counts a rows×cols board that it takes
// by frontier, not by enumeration.
func byFrontier(rows, cols int) bool {
	m := min(rows, cols)
	return m <= maxFrontierSide && !(m >= 5 && rows*cols <= 36)
}

// countOp names a count in its memory error.
func countOp(rows, cols int, closed bool) string {
	if closed {
		return fmt.Sprintf("knight: closed count of %d×%d", rows, cols)
	}
	return fmt.Sprintf("knight: count of %d×%d", rows, cols)
}

// checkCount returns an error for a board Count does not take.
func checkCount(rows, cols int) error {
	if err := checkSize(rows, cols); err != nil {
		return err
	}
	if rows*cols > MaxCountSquares && min(rows, cols) > MaxCountSide {
		return fmt.Errorf("knight: Count supports boards of at most %d squares or with a side of at most %d, not %d×%d", MaxCountSquares, MaxCountSide, rows, cols)
	}
	return nil
}

// checkShard returns an error for a board CountShard does not take.
func checkShard(rows, cols int) error {
	if err := checkSize(rows, cols); err != nil {
		return err
	}
	if rows*cols > MaxCountSquares {
		return fmt.Errorf("knight: CountShard supports boards of at most %d squares, not %d×%d", MaxCountSquares, rows, cols)
	}
	return nil
}

// A task is a knight on square bit h with the squares of free still to
// visit, ending on end if not 0.
type task struct {
	h, free, end bitboard
}

// moves is the pruned search over tasks: each child is the knight one move
// on, kept only if graph.viable finds no reason it cannot finish. Every
// child of a task leaves the same squares to visit, the task's free squares
// with the knight's new square among them, so whether they hang together
// is asked once a task, not once a child, and not at all when the knight
// has one way on. Branch is a pure function of its
// argument, so backtrack's Count may run it on every core.
// TestPruningKeepsEveryPath checks it against the unpruned search.
func (g *graph) moves(root task) backtrack.Search[task] {
	return backtrack.Search[task]{
		Root: root,
		Branch: func(dst []task, t task) []task {
			near := g.near[bits.TrailingZeros64(t.h)] & t.free
			cand := near
			if t.free != t.end {
				cand &^= t.end // the end comes last
			}
			n := len(dst)
			for ; cand != 0; cand &= cand - 1 {
				bit := cand & -cand
				rest := t.free ^ bit
				if rest == 0 || g.viable(rest, bit, t.end) {
					dst = append(dst, task{bit, rest, t.end})
				}
			}
			// With one way on, the squares left hung together already when
			// the knight's square was among them (it is not a cut square).
			if len(dst) > n && near&(near-1) != 0 && !g.connected(t.free, t.free&-t.free) {
				return dst[:n]
			}
			return dst
		},
		Accept: func(t task) bool { return t.free == 0 },
	}
}

// A class is one square of a class of squares that the board's symmetries
// carry onto each other, and the size of the class.
type class struct {
	sq   int
	size int64
}

// startClasses returns the classes of squares under the board's symmetries
// (reflections, and on a square board rotations), in row-major order of
// their least squares.
func startClasses(rows, cols int) []class {
	size := make([]int64, rows*cols)
	for q := range size {
		size[least(rows, cols, q)]++
	}
	var out []class
	for q, k := range size {
		if k > 0 {
			out = append(out, class{q, k})
		}
	}
	return out
}

// least returns the least square (row*cols+col) that the board's symmetries
// carry square q onto: the square naming q's class.
func least(rows, cols, q int) int {
	r, c := q/cols, q%cols
	images := [][2]int{{r, c}, {rows - 1 - r, c}, {r, cols - 1 - c}, {rows - 1 - r, cols - 1 - c}}
	if rows == cols {
		for _, im := range images[:4] {
			images = append(images, [2]int{im[1], im[0]})
		}
	}
	for _, im := range images {
		q = min(q, im[0]*cols+im[1])
	}
	return q
}
