package queens

import (
	"context"
	"math/bits"
	"sync/atomic"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/par"
)

// Count returns the number of placements of n pieces on an n×n board under
// rule r; n = 0 has one, the empty placement. It returns an error if n is
// outside 0..MaxN or r is unknown, and an error wrapping ErrOverflow if the
// count does not fit in an int64 (Rooks from n = 21, NoTouch from n = 22).
//
// Rooks and NoTouch counts come from formulas in O(n) arithmetic. Classic
// counts search on every core, one symmetry class of the queens on the
// board's edges at a time; each size costs 6 to 7 times the one before, as
// the count grows. On boards of 16 to 20 each worker also holds a table of up
// to 32 MiB, as many of them as fit in backtrack.DefaultMaxMemory (32
// workers; the others count without, more slowly). Use CountContext to
// bound the time, and CountShard to share it among machines.
func Count(n int, r Rule) (int64, error) {
	return CountContext(context.Background(), n, r)
}

// CountContext is Count that gives up when ctx is done: it returns 0 and
// ctx.Err() within 100 ms, every worker stopped. A nil ctx is a
// programming error: CountContext panics.
func CountContext(ctx context.Context, n int, r Rule) (int64, error) {
	if ctx == nil {
		panic("queens: nil Context")
	}
	if err := check(n, r); err != nil {
		return 0, err
	}
	switch {
	case r != Classic:
		return closed(n, r)
	case n >= 1 && n <= maxConstellation:
		count, _, err := classes(ctx, n)
		return count, err
	}
	return enumerate(ctx, n, r)
}

// enumerate returns the number of placements of n pieces under r, counted
// one by one on every core, each mirror pair once.
func enumerate(ctx context.Context, n int, r Rule) (int64, error) {
	tasks := prefixes(n, r, splitDepth(n))
	keep, reach := r.masks()
	var total atomic.Int64
	err := par.Do(ctx, len(tasks), func(ctx context.Context, _, i int) error {
		var stack [256]frame
		c, ok := count(tasks[i].b, keep, reach, ctx.Done(), &stack)
		if !ok {
			return ctx.Err()
		}
		total.Add(tasks[i].weight * c)
		return nil
	})
	if err != nil {
		return 0, err
	}
	return total.Load(), nil
}

// splitDepth is how many rows Count places before it shares out the rest of
// the board: enough pieces of work to keep every core busy to the end (a few
// hundred to a few thousand), not so many that the list of them grows large.
// Pieces need not be small for cancellation: count looks at the context
// within each.
func splitDepth(n int) int {
	if n > 16 {
		return 3
	}
	return min(n, 2)
}

// A task is a board with its first rows filled, to be counted weight times.
type task struct {
	b      board
	weight int64
}

// prefixes lists the boards with the first depth rows filled under r, each
// with the number of placements it stands for. A placement and its mirror
// image have the same count, so only first rows in the left half are kept,
// counted twice; a first piece in the middle column of an odd board is its
// own mirror, so there the second row is halved instead.
func prefixes(n int, r Rule, depth int) []task {
	type prefix struct {
		b      board
		row    int
		weight int64
	}
	keep, reach := r.masks()
	mid := n / 2
	s := backtrack.Search[prefix]{
		Root: prefix{root(n), 0, 1},
		Branch: func(dst []prefix, p prefix) []prefix {
			if p.row == depth {
				return dst
			}
			for f := p.b.free(); f != 0; f &= f - 1 {
				c := bits.TrailingZeros64(f)
				w := p.weight
				if n > 1 && w == 1 { // not yet halved: only the left half
					switch {
					case c < mid:
						w = 2
					case c > mid || n%2 == 0 || p.row > 0:
						continue
					}
				}
				dst = append(dst, prefix{p.b.place(f&-f, keep, reach), p.row + 1, w})
			}
			return dst
		},
		Accept: func(p prefix) bool { return p.row == depth },
	}
	var tasks []task
	for p := range s.All() {
		tasks = append(tasks, task{p.b, p.weight})
	}
	return tasks
}

// deepRows is how many rows a kernel call fills at most: 9! = 362,880
// placements, a few milliseconds of work for any rule.
const deepRows = 9

// count returns the number of ways to fill the rest of b under the rule whose
// masks are keep and reach, and true; or false if it saw done closed. It fills
// rows one at a time while more than deepRows are left, looking at done
// before each, and hands the rest to the kernel, which does not look: so the
// kernel runs as fast as without cancellation, and the stretch between looks
// is one kernel call.
// stack is the kernel's scratch space, passed in so that it is not cleared
// on every call.
func count(b board, keep, reach uint64, done <-chan struct{}, stack *[256]frame) (int64, bool) {
	if bits.OnesCount64(b.open) <= deepRows {
		return countFrom(b, keep, reach, stack), true
	}
	var total int64
	for f := b.free(); f != 0; f &= f - 1 {
		select {
		case <-done:
			return 0, false
		default:
		}
		c, ok := count(b.place(f&-f, keep, reach), keep, reach, done, stack)
		if !ok {
			return 0, false
		}
		total += c
	}
	return total, true
}

// A frame is a row of the kernel's search: the columns still to try in it
// and the board before it.
type frame struct{ free, open, left, right uint64 }

// countFrom returns the number of ways to fill the rest of b, under the rule
// whose masks are keep and reach. It is the engine's search unrolled by hand
// into one loop over a fixed stack, with the current row in registers, which
// is several times faster than calling Branch per node; a property test
// proves that the two agree.
func countFrom(b board, keep, reach uint64, stack *[256]frame) int64 {
	if b.open == 0 {
		return 1
	}
	var d uint8 // indexes stack without bounds checks
	free, open, left, right := b.free(), b.open, b.left, b.right
	var count int64
	for {
		if free == 0 { // this row is done: back up
			if d == 0 {
				return count
			}
			d--
			f := stack[d]
			free, open, left, right = f.free, f.open, f.left, f.right
			continue
		}
		bit := free & -free
		free ^= bit
		o := open &^ bit
		l := (left&keep | bit) << 1 & reach
		r := (right&keep | bit) >> 1 & reach
		nf := o &^ (l | r)
		if nf == 0 || o&(o-1) == 0 { // a dead end, or one row left
			if nf != 0 || o == 0 {
				count++
			}
			continue
		}
		stack[d] = frame{free, open, left, right}
		d++
		free, open, left, right = nf, o, l, r
	}
}
