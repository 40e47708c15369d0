package queens

import (
	"context"
	"fmt"
	"math/bits"
	"sync/atomic"

	"github.com/go-puzzles/puzzles/internal/par"
)

// classes returns Count(n, Classic) and eight times Fundamental(n, Classic)
// for 1 <= n <= maxConstellation, completing one constellation e of every
// orbit on every core. Its completions p stand for weight = 8/|S| placements
// each, S being the symmetries that keep e; they fall into classes under S
// of |S|/|S_p| each, S_p ⊆ S being the symmetries that keep p, so the
// classes number the sum over p of |S_p|/|S| = weight·|S_p|/8.
func classes(ctx context.Context, n int) (count, fundamental8 int64, err error) {
	es := orbits(n)
	var total, total8 atomic.Int64
	meets := make([]meet, par.Workers(len(es)))
	lists := listers(len(meets)) // workers w < lists keep a list
	err = par.Do(ctx, len(es), func(ctx context.Context, w, i int) error {
		var stack kstack
		u := cheapest(n, es[i]).unit()
		if k := meetRows(u.c); u.cols == nil && k > 0 && w < lists && meets[w].build(u.c, k) {
			u.c.meet = &meets[w]
		}
		c, s, ok := u.count(ctx.Done(), &stack)
		if !ok {
			return ctx.Err()
		}
		total.Add(u.c.weight * c)
		total8.Add(u.c.weight * s)
		return nil
	})
	if err != nil {
		return 0, 0, err
	}
	return total.Load(), total8.Load(), nil
}

// A unit is a piece of the work of counting by constellations: a
// constellation with some of its rows filled.
type unit struct {
	c    *constellation
	b    cboard
	cols *[MaxN]int8 // the columns of the filled rows, if c has symmetries
}

// unit returns c with none of its rows filled.
func (c *constellation) unit() unit {
	u := unit{c: c, b: c.start}
	if c.stab != 0 {
		cols := c.cols
		u.cols = &cols
	}
	return u
}

// count returns the number of ways to fill the rest of u's board, the sum
// over them of the number of symmetries that keep the whole placement, and
// true; or false if it saw done closed. A constellation with no symmetry
// but the identity has sum = count, and the fast kernel counts it.
func (u unit) count(done <-chan struct{}, stack *kstack) (count, sum int64, ok bool) {
	if u.cols != nil {
		cols := *u.cols
		return u.c.symCount(u.b, &cols, done)
	}
	count, ok = u.c.count(u.b, done, stack)
	return count, count, ok
}

// count returns the number of ways to fill the rest of b, and true; or false
// if it saw done closed. Like the package's other counts it fills rows one
// at a time, looking at done, and hands the rest to the kernel; with the
// edge queens placed, the kernel can take two rows more than deepRows and
// still return within a few milliseconds at n = 22, and looking less often
// saves 2%.
func (c *constellation) count(b cboard, done <-chan struct{}, stack *kstack) (int64, bool) {
	if bits.OnesCount64(b.open) <= deepRows+2 {
		return complete(b, c, stack), true
	}
	var total int64
	for f := b.free(); f != 0; f &= f - 1 {
		select {
		case <-done:
			return 0, false
		default:
		}
		n, ok := c.count(b.place(f&-f, c), done, stack)
		if !ok {
			return 0, false
		}
		total += n
	}
	return total, true
}

// A cframe is a row of the kernel's search: the columns still to try in it
// and the board before it.
type cframe struct{ free, open, left, right uint64 }

// A kstack is the kernel's scratch space: its rows, and for each the number
// of rows down to the next row to fill.
type kstack struct {
	rows  [256]cframe
	shift [256]uint8
}

// complete returns the number of ways to fill the rest of b, a board of c,
// where c.shift[i] is the number of rows from c's i-th row left to fill to
// the next. It is countFrom with rows skipped, and it looks two rows ahead:
// before it goes down a row it drops the children that would leave the row
// below them no square, so most dead ends are never visited; and it tries
// the last two rows in both orders at once. With c.meet, it stops where the
// listed bottom rows begin and looks up their fillings. A property test
// proves that it agrees with the engine, with and without a list.
func complete(b cboard, c *constellation, stack *kstack) int64 {
	rows := uint8(bits.OnesCount64(b.open))
	meet := uint8(255) // the row below which c.meet's rows begin, if c.meet
	switch {
	case b.open == 0:
		return 1
	case c.meet != nil && rows == c.meet.rows:
		return c.meet.count(b.open, b.left, b.right)
	case c.meet != nil && rows > c.meet.rows:
		meet = rows - c.meet.rows - 1
	}
	for d := range rows {
		stack.shift[d] = c.shift[b.row+d]
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
			f := &stack.rows[d]
			free, open, left, right = f.free, f.open, f.left, f.right
			continue
		}
		bit := free & -free
		free ^= bit
		o := open &^ bit
		s := stack.shift[d] & 63
		l := (left | bit) << s
		r := (right | bit) >> s
		nf := o &^ (l | r)
		if d == meet {
			if nf != 0 {
				count += c.meet.count(o, l, r)
			}
			continue
		}
		if o&(o-1) == 0 { // one row left, or none
			if nf != 0 || o == 0 {
				count++
			}
			continue
		}
		s = stack.shift[d+1] & 63
		if t := o & (o - 1); t&(t-1) == 0 { // two rows left: try both orders
			if nf == 0 {
				continue
			}
			x := nf & -nf
			if (o^x)&^((l|x)<<s|(r|x)>>s) != 0 {
				count++
			}
			if x ^= nf; x != 0 && (o^x)&^((l|x)<<s|(r|x)>>s) != 0 {
				count++
			}
			continue
		}
		if nf = ahead(nf, o, l, r, s); nf == 0 {
			continue
		}
		stack.rows[d] = cframe{free, open, left, right}
		d++
		free, open, left, right = nf, o, l, r
	}
}

// ahead returns the children nf of a row whose rows below have the open
// columns o and the diagonals l and r, without those that would leave the
// row after theirs, s rows further down, no square. That row has f2 free
// before the child's queen, which takes f2 if f2 is one square: then the
// children that cover it are dead ends, and if f2 is empty all are.
// (Conditional moves, not branches: the test is as hard to predict as a
// coin.)
func ahead(nf, o, l, r uint64, s uint8) uint64 {
	f2 := o &^ (l<<s | r>>s)
	m := f2 | f2<<s | f2>>s
	if f2&(f2-1) != 0 {
		m = 0
	}
	if f2 == 0 {
		m = nf
	}
	return nf &^ m
}

// symCount is count for a constellation that some symmetries keep: it also
// returns the sum over the completions of the number of symmetries that keep
// them. cols holds the columns of the rows filled so far.
func (c *constellation) symCount(b cboard, cols *[MaxN]int8, done <-chan struct{}) (count, sum int64, ok bool) {
	if b.open == 0 {
		return 1, c.keepers(cols), true
	}
	if bits.OnesCount64(b.open) > deepRows {
		select {
		case <-done:
			return 0, 0, false
		default:
		}
	}
	row := c.rows[b.row]
	for f := b.free(); f != 0; f &= f - 1 {
		cols[row] = int8(bits.TrailingZeros64(f) - off)
		k, s, ok := c.symCount(b.place(f&-f, c), cols, done)
		if !ok {
			return 0, 0, false
		}
		count += k
		sum += s
	}
	return count, sum, true
}

// keepers returns the number of symmetries of c's stabiliser, the identity
// included, that map the placement cols to itself.
func (c *constellation) keepers(cols *[MaxN]int8) int64 {
	n := c.n
	k := int64(1)
	for i, g := range symmetries {
		if c.stab&(1<<i) == 0 {
			continue
		}
		same := true
		for r := 0; r < n && same; r++ {
			r2, c2 := g(n, r, int(cols[r]))
			same = int(cols[r2]) == c2
		}
		if same {
			k++
		}
	}
	return k
}

// classicFundamental returns Fundamental(n, Classic) for 1 <= n <=
// maxConstellation.
func classicFundamental(ctx context.Context, n int) (int64, error) {
	_, f8, err := classes(ctx, n)
	if err != nil {
		return 0, err
	}
	if f8%8 != 0 { // cannot happen: a bug in the count
		return 0, fmt.Errorf("queens: internal error: %d classes of %d queens is not a multiple of 8", f8, n)
	}
	return f8 / 8, nil
}
