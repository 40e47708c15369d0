package queens

import (
	"context"
	"fmt"
	"math/bits"
	"sync"

	"github.com/go-puzzles/puzzles/backtrack"
)

// tasksPerShard is how many boards of the work list each shard gets, where
// the board is big enough: enough that shards of uneven boards come out
// close in size, few enough that every shard lists them all in a moment.
const tasksPerShard = 64

// CountShard returns shard i of k of Count(n, r): the k shards, i from 0 to
// k-1, add up to Count(n, r). It returns an error if n or r is bad, as Count
// does, or if i or k is out of range (0 <= i < k <= backtrack.MaxShards).
//
// A shard counts about 64 of the boards Count's search starts from, on the
// caller's goroutine, and depends only on n, r, i and k, never on the
// machine or GOMAXPROCS. Its memory is its own boards, whatever k is. Its
// time is its boards' counts plus listing the boards, which grows with k: the
// k shards together cost more than Count, the more so the larger k is
// against the size of the count. Rooks and NoTouch counts need no search:
// shard 0 is the whole count and the others are 0.
func CountShard(n int, r Rule, i, k int) (int64, error) {
	return CountShardContext(context.Background(), n, r, i, k)
}

// CountShardContext is CountShard that gives up when ctx is done, returning 0
// and ctx.Err() within 100 ms at any k, while it lists boards too. A nil ctx
// is a programming error: CountShardContext panics.
func CountShardContext(ctx context.Context, n int, r Rule, i, k int) (int64, error) {
	if ctx == nil {
		panic("queens: nil Context")
	}
	if err := check(n, r); err != nil {
		return 0, err
	}
	if k < 1 || k > backtrack.MaxShards || i < 0 || i >= k {
		return 0, fmt.Errorf("queens: shard %d of %d; want 0 <= i < k <= %d", i, k, backtrack.MaxShards)
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	switch {
	case r != Classic:
		c, err := closed(n, r)
		if i > 0 {
			c = 0
		}
		return c, err
	case n >= 1 && n <= maxConstellation:
		return classicShard(ctx, n, i, k)
	}
	tasks, err := shardTasks(ctx, n, r, i, k)
	if err != nil {
		return 0, err
	}
	keep, reach := r.masks()
	done := ctx.Done()
	var stack [256]frame
	var total int64
	for _, t := range tasks {
		select {
		case <-done:
			return 0, ctx.Err()
		default:
		}
		c, ok := count(t.b, keep, reach, done, &stack)
		if !ok {
			return 0, ctx.Err()
		}
		total += t.weight * c
	}
	return total, nil
}

// shardTasks returns shard i of k of the work list: Count's prefixes, made
// deeper a row at a time until there are tasksPerShard·k of them or the
// board is full, every k-th from the i-th. Below the first rows, which
// prefixes halves by mirror symmetry, a task's children are the columns
// free to its next row, in order, each of the same weight; so the deeper
// list is counted and the shard's tasks picked from it without building it:
// a shard's memory is its own tasks, its time about one pass over the list
// one row above the one it picks from. It returns ctx.Err() if ctx is done
// first, looked at every 4,096 boards.
func shardTasks(ctx context.Context, n int, r Rule, i, k int) ([]task, error) {
	depth := splitDepth(n)
	top := prefixes(n, r, depth)
	keep, reach := r.masks()
	l := lister{keep: keep, reach: reach, i: i, k: k, w: &watch{done: ctx.Done()}}
	rows, size := 0, len(top) // the list rows below top has size tasks
	for size < tasksPerShard*k && depth+rows < n {
		rows++
		size = 0
		for _, t := range top {
			size += l.size(t.b, rows)
		}
	}
	for _, t := range top {
		l.pick(t.b, t.weight, rows)
	}
	if l.w.stopped {
		return nil, ctx.Err()
	}
	return l.out, nil
}

// A watch looks at a context's Done channel every 4,096 calls of stop, so
// that listing boards, which can take long at a large k, stops soon after.
type watch struct {
	done    <-chan struct{}
	calls   int
	stopped bool // done was closed: the lists are cut short
}

// stop reports whether the work should stop.
func (w *watch) stop() bool {
	if w.calls++; w.calls%4096 == 0 && !w.stopped {
		select {
		case <-w.done:
			w.stopped = true
		default:
		}
	}
	return w.stopped
}

// A lister walks the boards some rows below the prefixes, in order.
type lister struct {
	keep, reach uint64 // the rule's masks
	i, k        int    // the shard
	j           int    // index of the next board in the list
	out         []task // the shard's boards
	w           *watch // stops the walk when the context is done
}

// size returns the number of boards rows below b.
func (l *lister) size(b board, rows int) int {
	if l.w.stop() {
		return 0
	}
	f := b.free()
	switch rows {
	case 0:
		return 1
	case 1:
		return bits.OnesCount64(f)
	}
	s := 0
	for ; f != 0; f &= f - 1 {
		s += l.size(b.place(f&-f, l.keep, l.reach), rows-1)
	}
	return s
}

// pick appends the boards rows below b whose index is i mod k to l.out.
func (l *lister) pick(b board, weight int64, rows int) {
	if l.w.stop() {
		return
	}
	if rows == 0 {
		if l.j >= l.i && (l.j-l.i)%l.k == 0 {
			l.out = append(l.out, task{b, weight})
		}
		l.j++
		return
	}
	f := b.free()
	if c := bits.OnesCount64(f); rows == 1 && l.i+max(0, l.j-l.i+l.k-1)/l.k*l.k >= l.j+c {
		l.j += c // none of these children is in the shard
		return
	}
	for ; f != 0; f &= f - 1 {
		l.pick(b.place(f&-f, l.keep, l.reach), weight, rows-1)
	}
}

// classicShard is CountShardContext for Classic boards of 1 to
// maxConstellation.
func classicShard(ctx context.Context, n, i, k int) (int64, error) {
	units, err := classicUnits(ctx, n, i, k)
	if err != nil {
		return 0, err
	}
	done := ctx.Done()
	var stack kstack
	var total int64
	for _, u := range units {
		select {
		case <-done:
			return 0, ctx.Err()
		default:
		}
		c, _, ok := u.count(done, &stack)
		if !ok {
			return 0, ctx.Err()
		}
		total += u.c.weight * c
	}
	return total, nil
}

// classicUnits returns the units of shard i of k of Count(n, Classic): the
// list is the constellations Count completes, made deeper a row at a time
// until there are tasksPerShard·k boards or the board is full, and the
// shard's units are every k-th from the i-th.
func classicUnits(ctx context.Context, n, i, k int) ([]unit, error) {
	es, err := members(ctx, n)
	if err != nil {
		return nil, err
	}
	cs := make([]constellation, len(es))
	for j, e := range es {
		cs[j].init(n, e)
	}
	w := &watch{done: ctx.Done()}
	rows, size := 0, len(cs)
	for size < tasksPerShard*k && rows < n && !w.stopped {
		rows++
		size = 0
		for j := range cs {
			size += cs[j].size(cs[j].start, rows, w)
		}
	}
	l := unitLister{i: i, k: k, w: w}
	for j := range cs {
		l.pick(cs[j].unit(), rows)
	}
	if w.stopped {
		return nil, ctx.Err()
	}
	return l.out, nil
}

// size returns the number of boards rows below b, a board with every row
// filled standing for itself, or 0 once w stops.
func (c *constellation) size(b cboard, rows int, w *watch) int {
	if w.stop() {
		return 0
	}
	switch {
	case rows == 0 || b.open == 0:
		return 1
	case rows == 1:
		return bits.OnesCount64(b.free())
	}
	s := 0
	for f := b.free(); f != 0; f &= f - 1 {
		s += c.size(b.place(f&-f, c), rows-1, w)
	}
	return s
}

// A unitLister walks the units some rows below the constellations, in order.
type unitLister struct {
	i, k int    // the shard
	j    int    // index of the next unit in the list
	out  []unit // the shard's units
	w    *watch // stops the walk when the context is done
}

// next returns the index of the shard's next unit from l.j on.
func (l *unitLister) next() int {
	return l.i + max(0, l.j-l.i+l.k-1)/l.k*l.k
}

// pick appends the units rows below u whose index is i mod k to l.out.
func (l *unitLister) pick(u unit, rows int) {
	if l.w.stop() {
		return
	}
	if rows == 0 || u.b.open == 0 {
		if l.j == l.next() {
			if u.cols != nil {
				cols := *u.cols
				u.cols = &cols
			}
			l.out = append(l.out, u)
		}
		l.j++
		return
	}
	f := u.b.free()
	if c := bits.OnesCount64(f); rows == 1 && l.next() >= l.j+c {
		l.j += c // none of these children is in the shard
		return
	}
	for ; f != 0; f &= f - 1 {
		if u.cols != nil {
			u.cols[u.c.rows[u.b.row]] = int8(bits.TrailingZeros64(f) - off)
		}
		l.pick(unit{u.c, u.b.place(f&-f, u.c), u.cols}, rows-1)
	}
}

// chosen holds, for each n that CountShard has seen, the constellations
// Count completes, one for each orbit: 480 KB at n = 22.
var chosen struct {
	sync.Mutex
	m map[int][]edges
}

// members returns the constellation cheapest chooses in each orbit, in the
// order of orbits. Choosing searches the first rows of every
// constellation, so the shards a process runs one after another choose
// once.
func members(ctx context.Context, n int) ([]edges, error) {
	chosen.Lock()
	es, ok := chosen.m[n]
	chosen.Unlock()
	if ok {
		return es, nil
	}
	es = orbits(n)
	for j, e := range es {
		if j%64 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		es[j] = cheapest(n, e).e
	}
	chosen.Lock()
	defer chosen.Unlock()
	if chosen.m == nil {
		chosen.m = make(map[int][]edges)
	}
	chosen.m[n] = es
	return es, nil
}
