package knight

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/go-puzzles/puzzles/backtrack"
)

// MaxCountSquares is the most squares of a board that CountShard takes, and
// that Count takes when both sides are longer than MaxCountSide. Their search
// keeps a board in one 64-bit word.
const MaxCountSquares = 64

// MaxCountSide is the longest short side of a board that Count takes at any
// length within MaxSquares. Count's memory grows about twentyfold with each
// row of the short side, not with the length (see MaxMemory).
const MaxCountSide = 6

// ErrOverflow is wrapped by the error of Count and CountContext when a
// count, or a partial count on the way to it, exceeds int64.
// errors.Is(err, ErrOverflow) tells it from bad input; the error's text
// names the board.
var ErrOverflow = errors.New("knight: count exceeds int64")

// overflowError is ErrOverflow for a rows×cols board.
type overflowError struct{ rows, cols int }

func (e overflowError) Error() string {
	return fmt.Sprintf("knight: the count of %d×%d exceeds int64 (%d)", e.rows, e.cols, int64(math.MaxInt64))
}

func (e overflowError) Is(target error) bool { return target == ErrOverflow }

// Count returns the number of undirected tours of a rows×cols board: every
// tour or, with ClosedTours, only the closed ones. Each geometric path counts
// once, whichever end it starts from: 864 tours on 5×5 (Hamiltonian paths,
// closed ones included), 9,862 closed tours on 6×6 (Hamiltonian cycles). A
// 1×1 board has one open tour, and a board without a tour of the kind asked
// (see Find) answers 0 at once.
//
// Count takes a board with a side of at most MaxCountSide, of any length
// within MaxSquares, and any other board of at most MaxCountSquares squares,
// the chessboard included. It returns an error for another board, and an
// error wrapping ErrOverflow for a count that exceeds int64. A nil Option
// panics.
//
// Count counts 5×5, 5×6, 5×7 and 6×6 by enumeration, on every core, at a
// cost that grows with the number of tours. It counts every other board by
// frontier: a scan along the long side, on every core, whose time is linear
// in the length and grows about twentyfold with each row of the short side.
// A count by frontier holds its states within a memory budget (see
// MaxMemory and TempDir) and can report its progress (see ReportProgress).
// Use CountContext to bound either count.
func Count(rows, cols int, opts ...Option) (int64, error) {
	return CountContext(context.Background(), rows, cols, opts...)
}

// CountContext is Count that gives up when ctx is done, returning 0 and
// ctx.Err() within 100 ms, every worker stopped. A count that spills
// closes its files first (see TempDir). A nil ctx panics.
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
