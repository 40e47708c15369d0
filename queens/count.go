package queens

import (
	"context"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/go-puzzles/puzzles/backtrack"
)

// Count returns the number of placements of n pieces on an n×n board under
// rule r; n = 0 has one, the empty placement. It returns an error if n is
// outside 0..MaxN or r is unknown.
//
// Count runs a bitboard kernel on every core, counting each mirror pair of
// placements once. Its cost grows about fivefold per size: Count(16, Classic)
// takes about 1 s on two cores; beyond 18 or so, prefer CountContext.
func Count(n int, r Rule) (int64, error) {
	return CountContext(context.Background(), n, r)
}

// CountContext is Count that gives up when ctx is done, returning 0 and
// ctx.Err(). It looks at ctx between pieces of work, each a few hundredths
// to thousandths of the whole.
func CountContext(ctx context.Context, n int, r Rule) (int64, error) {
	if err := check(n, r); err != nil {
		return 0, err
	}
	tasks := prefixes(n, r, splitDepth(n))
	keep, reach := r.masks()
	var (
		next, total atomic.Int64
		wg          sync.WaitGroup
	)
	for range min(runtime.GOMAXPROCS(0), len(tasks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := next.Add(1) - 1
				if i >= int64(len(tasks)) {
					return
				}
				t := tasks[i]
				total.Add(t.weight * countFrom(t.b, keep, reach))
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return total.Load(), nil
}

// splitDepth is how many rows Count places before it hands the rest of the
// board to the kernel: enough pieces of work to share among cores and to look
// at the context often (a few hundred to a few thousand), not so many that
// the list of them grows large.
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

// countFrom returns the number of ways to fill the rest of b, under the rule
// whose masks are keep and reach. It is the engine's search unrolled by hand
// into one loop over a fixed stack, with the current row in registers, which
// is several times faster than calling Branch per node (see BenchmarkCount);
// TestKernelAgreesWithEngine proves that the two agree.
func countFrom(b board, keep, reach uint64) int64 {
	if b.open == 0 {
		return 1
	}
	type frame struct{ free, open, left, right uint64 }
	var stack [256]frame // indexed by a uint8: no bounds checks
	var d uint8
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
