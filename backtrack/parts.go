package backtrack

import (
	"context"
	"fmt"
	"iter"
	"math"
	"unsafe"
)

// Parts yields the parts of s.Split(n) in the same order, with their indexes
// 0, 1, 2, ..., without building the list. It finds the depth where Split
// would cut the tree, then walks the states above the cut depth first and
// yields each part as it comes. The parts of a Shuffled search are those of
// the unshuffled one.
//
// Parts holds only the pending children of the states on its current path,
// whatever n is. Finding the cut walks the tree above it a few times over (a
// depth-limited pass per level, or per doubling of the depth when the top
// of the tree is narrow, each pass cut short once a level holds n states),
// and yielding walks it once more: Branch is called for every state above
// the cut about as many times as there are passes near the cut, typically two
// or three. ctx is checked every 4,096 states; once it is done the sequence
// stops early, so check ctx.Err() after the loop. A nil ctx panics.
//
// Parts has no memory budget, having no error to report. Every level above
// the cut holds fewer than n states, so a tree that stays narrower than n
// for many levels makes its walk grow with their number; a Shard's Walk,
// which finds its parts the same way, takes MaxMemory.
func (s Search[S]) Parts(ctx context.Context, n int) iter.Seq2[int, Search[S]] {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	s = s.unshuffled()
	return func(yield func(int, Search[S]) bool) {
		t := getWalker[S]()
		defer putWalker(t)
		if d, err := s.cut(ctx, t, n, nil); err == nil {
			s.walkParts(ctx, t, d, yield)
		}
	}
}

// walkParts yields the parts of the split whose cut is at depth d, with
// their indexes, until yield returns false or ctx is done. It returns a
// MemoryError if t's walk outgrows its budget.
func (s *Search[S]) walkParts(ctx context.Context, t *walker[S], d int, yield func(int, Search[S]) bool) error {
	j := 0
	return s.top(ctx, t, d, func(x S, depth int) bool {
		if depth < d && (s.Accept == nil || !s.Accept(x)) {
			return true
		}
		j++
		return yield(j-1, s.part(x, depth == d))
	})
}

// part returns the part of the split rooted at x: its subtree if x is at
// the cut, else x alone, a state accepted above the cut.
func (s *Search[S]) part(x S, subtree bool) Search[S] {
	p := Search[S]{Root: x, Accept: s.Accept}
	if subtree {
		p = *s
		p.Root = x
	}
	return p
}

// A picker keeps the parts j ≡ i (mod k) of the split a pass of cut would
// make if the cut were at its limit, up to max of them, so that a shard
// whose cut is found by that pass need not walk the tree again. It stops
// keeping them, as if it had more than max, if they would pass mem's
// budget.
type picker[S any] struct {
	i, k, max int
	limit     int // the limit of the pass that picked parts, or -1
	j         int // the index of the next part
	full      bool
	parts     []Search[S]
	mem       *meter // the budget of the call, or nil
	held      int64  // the bytes of parts, as mem counts them
}

// reset starts the picking over for a pass down to limit.
func (p *picker[S]) reset(limit int) {
	clear(p.parts)
	p.parts, p.j, p.full, p.limit = p.parts[:0], 0, false, limit
}

// add counts part x of s, and keeps it if it is one of the shard's.
func (p *picker[S]) add(s *Search[S], x S, subtree bool) {
	if p.j%p.k == p.i && !p.full {
		if p.full = len(p.parts) == p.max; !p.full {
			p.parts = append(p.parts, s.part(x, subtree))
			if b := int64(cap(p.parts)) * int64(unsafe.Sizeof(p.parts[0])); b != p.held {
				p.full = !p.mem.take(b - p.held)
				if p.full {
					p.release()
				} else {
					p.held = b
				}
			}
		}
	}
	p.j++
}

// release lets the parts go and gives their bytes back to the meter.
func (p *picker[S]) release() {
	p.mem.take(-p.held)
	p.parts, p.held = nil, 0
}

// picked returns the parts picked by the pass that found the cut at depth d,
// and false if that pass had another limit or picked more than max.
func (p *picker[S]) picked(d int) ([]Search[S], bool) {
	return p.parts, p.limit == d && !p.full
}

// cut returns the depth at which Split(n) stops: the first depth d at which
// the states accepted above d plus the states at d number at least n, or no
// state is at d. Its passes use t's buffers, and each pass picks parts for
// p if it is not nil. It returns ctx.Err() if ctx was done first, and a
// MemoryError if a pass outgrows t's budget.
func (s *Search[S]) cut(ctx context.Context, t *walker[S], n int, p *picker[S]) (int, error) {
	if n <= 1 || s.Branch == nil {
		return 0, nil
	}
	var counts int64 // the bytes of a pass's level counts, as t's meter has them
	defer func() { t.mem.take(-counts) }()
	lo, hi := 0, -1 // no cut at depths <= lo; the cut at or above hi, if hi >= 0
	limit := 1
	for {
		t.mem.take(-counts)
		if counts = 16 * int64(limit+1); !t.mem.take(counts) {
			counts = 0
			return 0, t.mem.err(fmt.Sprintf(" looking for the cut %d levels down", limit))
		}
		states, accepted, over, err := s.levelCounts(ctx, t, limit, int64(n), p)
		if err != nil {
			return 0, err
		}
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		if over >= 0 { // level over holds n states, so the cut is no deeper
			hi = over
			limit = lo + (hi-lo+1)/2 // in (lo, hi]: a pass to hi cannot stop short
			continue
		}
		var above, total int64 // states accepted above depth d, and all of them
		for d := 0; d <= limit; d++ {
			if states[d] == 0 || above+states[d] >= int64(n) {
				return d, nil
			}
			above += accepted[d]
			total += states[d]
		}
		lo = limit
		if hi >= 0 {
			limit = lo + (hi-lo+1)/2
			continue
		}
		// Go as deep as the last two levels' growth says the tree reaches n
		// states, or twice as deep if it does not grow; no more than that.
		limit += min(limit, levelsTo(float64(int64(n)-above), states[limit], states[limit-1]))
	}
}

// levelsTo returns how many levels below one of size last a tree whose
// levels grow as from prev to last needs to reach need states: at least 1,
// at most 64, and MaxInt if the levels do not grow.
func levelsTo(need float64, last, prev int64) int {
	r := float64(last) / float64(prev)
	if r <= 1 {
		return math.MaxInt
	}
	m := 1
	for x := float64(last) * r; x < need && m < 64; x *= r {
		m++
	}
	return m
}

// levelCounts walks s down to depth limit and returns how many states each
// level 0..limit holds and how many of those above limit are accepted. It
// stops short when a level above limit reaches n states, and then returns
// that level as over (else -1) with partial counts. If p is not nil, it
// picks the parts of a cut at limit for p. It returns top's error.
func (s *Search[S]) levelCounts(ctx context.Context, t *walker[S], limit int, n int64, p *picker[S]) (states, accepted []int64, over int, err error) {
	states = make([]int64, limit+1)
	accepted = make([]int64, limit+1)
	over = -1
	if p != nil {
		p.reset(limit)
	}
	err = s.top(ctx, t, limit, func(x S, depth int) bool {
		states[depth]++
		if depth == limit {
			if p != nil {
				p.add(s, x, true)
			}
			return true
		}
		if states[depth] >= n {
			over = depth
			return false
		}
		if s.Accept != nil && s.Accept(x) {
			accepted[depth]++
			if p != nil {
				p.add(s, x, false)
			}
		}
		return true
	})
	return states, accepted, over, err
}

// top walks the states of s down to depth d in depth-first order, calling
// f(x, depth) for each and then expanding x with Branch if depth < d. It
// stops when f returns false, or when ctx is done, checked every checkEvery
// states. Its buffers are t's; it returns a MemoryError, having let them
// go, if they outgrow t's budget.
func (s *Search[S]) top(ctx context.Context, t *walker[S], d int, f func(x S, depth int) bool) error {
	done := ctx.Done()
	nodes := append(t.nodes[:0], s.Root)
	levels := t.levels[:0]
	defer func() { t.nodes, t.levels = nodes, levels }()
	next, end := 0, 1 // nodes[next:end] are the current level's untried states
	fill := -1        // length of nodes past which to grow the buffers (see grow)
	for seen := 1; ; seen++ {
		for next == end { // every child of this level done: back up
			if len(levels) == 0 {
				return nil
			}
			l := levels[len(levels)-1]
			levels = levels[:len(levels)-1]
			next, end = l.next, l.end
			nodes = nodes[:end]
		}
		if seen%checkEvery == 0 {
			select {
			case <-done:
				return nil
			default:
			}
		}
		x := nodes[next]
		next++
		depth := len(levels)
		if !f(x, depth) {
			return nil
		}
		if depth == d {
			continue
		}
		mark := len(nodes)
		nodes = s.Branch(nodes, x)
		if len(nodes) > mark {
			if len(nodes) > fill {
				var err error
				if nodes, levels, fill, err = t.grow(nodes, levels); err != nil {
					return err // nodes and levels are nil: grow let them go
				}
			}
			levels = append(levels, level{next, end})
			next, end = mark, len(nodes)
		}
	}
}
