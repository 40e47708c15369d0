package knight

import (
	"context"
	"math"
	"math/bits"
	"time"

	"github.com/go-puzzles/puzzles/internal/par"
)

// Counting by frontier (transfer matrix).
//
// The board is scanned along its long side, square by square down each
// column of the short side h. A knight's move spans at most two columns, so
// when the scan reaches square v every earlier square that still has a
// neighbour to come lies among the last 2h+1 squares: the frontier. Each
// frontier square is recorded as untouched (no tour edge yet), full (two
// edges) or a loose end (one edge) together with which other loose end its
// piece of path leads to. Square v takes tour edges to none, one or two of
// its earlier neighbours; a state that closes a cycle before the last
// square, or leaves a square that can no longer get its two edges, dies.
// The count of each state is the number of partial edge sets behind it, so
// every Hamiltonian cycle is counted exactly once.
//
// Open tours (Hamiltonian paths) are the Hamiltonian cycles through one
// extra vertex z joined to every square: a square leaving the frontier with
// one edge takes an edge to z (at most two do), and a loose end whose path
// leads to z is marked as such. Each undirected path is then one cycle.

// maxFrontierSide is the longest short side the frontier counter takes:
// its states grow about twentyfold with each row, and the boards of at most
// 64 squares that Count takes have a short side of at most 8.
const maxFrontierSide = 8

// groups is the number of bits of a key that choose its bucket: its
// highest, so about 2^groups runs of neighbouring keys are spread over the
// buckets.
const groups = 20

// parallelStates is the fewest states that the counter extends on more
// than one core.
var parallelStates = 1 << 12

// Slot values of a decoded frontier state.
const (
	slotFree = 0 // no tour edge yet
	slotFull = 1 // two tour edges, or a square off the board
	slotEnd  = 2 // one tour edge, its path leading to z (open counts)
	slotPair = 3 // first label of a loose end paired with another
	radix    = 11
)

// frontier is the counter for one board shape and kind.
type frontier struct {
	h, length int  // short side, long side
	n         int  // squares
	w         int  // slots in a stored state: 2h+1
	open      bool // Hamiltonian paths, not cycles
	// back[r]: the distance d ≥ 1 back to each earlier neighbour of a
	// square in row r (slot w-d of the stored state before it).
	back [][]int
	// rem[remIndex(v)][i]: how many neighbours of square v-w+i (slot i
	// while v is processed) come after v; 2 for squares before the board.
	rem  [][]int8
	mem  memory // the lists' account; no budget unless its limit is set
	disk *disk  // where lists go that do not fit the budget; nil: nowhere
	fold bool   // keep one of each state and its mirror image (mirror.go)
	// checkAll: check every slot of a closed count's new states with
	// alive, not just those the square changed (for tests)
	checkAll bool
	// group: keys equal but for their low group bits go to one bucket,
	// so that a bucket holds runs of neighbouring keys, which step
	// through the same branches
	group uint

	progress func(Progress) // nil: none
	reported time.Time      // when progress was last called
	// stepped, if set, is called after each square's step with the states
	// before it, the new states it made before equal keys were added up,
	// and the states after it (for tests)
	stepped func(before, made, after int64)
}

// report calls f.progress, if set, with scanned squares done and the states
// of l.cur, if force is set or progressEvery has passed since the last call.
func (f *frontier) report(scanned int, l *lists, force bool) {
	if f.progress == nil {
		return
	}
	now := time.Now()
	if !force && now.Sub(f.reported) < progressEvery {
		return
	}
	f.reported = now
	p := Progress{Scanned: scanned, Squares: f.n, States: l.states(), Bytes: f.mem.used.Load()}
	if f.disk != nil {
		p.Disk, p.PeakDisk = f.disk.used.Load(), f.disk.peak.Load()
	}
	f.progress(p)
}

func newFrontier(rows, cols int, open bool) *frontier {
	h, l := min(rows, cols), max(rows, cols)
	f := &frontier{h: h, length: l, n: h * l, w: 2*h + 1, open: open, fold: true}
	most := uint64(3)
	for range f.w {
		most *= radix
	}
	f.group = uint(max(0, bits.Len64(most)-groups))
	f.back = make([][]int, h)
	for r := range h {
		// (c-1, r±2) and (c-2, r±1), in the order of their slots.
		for _, m := range [][2]int{{-2, -1}, {-1, -2}, {-1, 2}, {-2, 1}} {
			// m is (column offset, row offset)
			if rr := r + m[1]; rr >= 0 && rr < h {
				f.back[r] = append(f.back[r], -m[0]*h-m[1])
			}
		}
	}
	// Columns 2 to l-3 have the same counts; keep the first three and
	// the last two columns.
	f.rem = make([][]int8, min(l, 5)*h)
	for i := range f.rem {
		c, r := i/h, i%h
		if l > 5 && c >= 3 {
			c += l - 5
		}
		f.rem[i] = f.remaining(c*h + r)
	}
	return f
}

// remaining returns rem for square v.
func (f *frontier) remaining(v int) []int8 {
	out := make([]int8, f.w+1)
	for i := range out {
		u := v - f.w + i
		if u < 0 {
			out[i] = 2
			continue
		}
		c, r := u/f.h, u%f.h
		for _, m := range [][2]int{{1, -2}, {1, 2}, {2, -1}, {2, 1}} {
			if rr, cc := r+m[1], c+m[0]; rr >= 0 && rr < f.h && cc < f.length && cc*f.h+rr > v {
				out[i]++
			}
		}
	}
	return out
}

// remIndex returns the index in rem of square v's counts.
func (f *frontier) remIndex(v int) int {
	c, r := v/f.h, v%f.h
	switch {
	case f.length <= 5 || c <= 2:
	case c >= f.length-2:
		c -= f.length - 5
	default:
		c = 2
	}
	return c*f.h + r
}

// count runs the scan. It returns the number of Hamiltonian cycles (paths
// if f.open), or an error if ctx is done, the lists outgrow f.mem's budget
// or a count exceeds int64. It holds no list when it returns, whatever way
// it returns (a panic in a worker included).
//
// The states after each square are a list split into buckets by a hash of
// the highest bits of their keys (see groups), each bucket sorted by key
// with each key once, so no key is in two buckets and each bucket holds
// runs of neighbouring keys. A square's step has two phases, each split
// into more pieces than there are workers, which take them as they come
// free: first the workers extend pieces of the list, each worker appending
// the new states to blocks of its own, one list of blocks per bucket; then
// each bucket is sorted on its own (radix sort: sequential passes over
// memory, where a hash table would miss the cache at every state) and
// equal keys are added up. No step needs a global sort or merge, and a
// bucket's work does not depend on the others, so every phase splits
// evenly. A bucket is also the unit a count that spills (spill.go)
// writes and reads back.
func (f *frontier) count(ctx context.Context, rows, cols int) (int64, error) {
	var init state
	for i := 1; i <= f.w; i++ {
		init.slot[i] = slotFull // squares before the board
	}
	var l lists
	defer l.give(&f.mem, f.disk)
	first, err := f.mem.alloc(1)
	if err != nil {
		return 0, err
	}
	first[0] = entry{f.encode(&init), 1}
	l.cur = []list{{mem: first}}
	f.report(0, &l, true)
	var total uint64
	grow := 4.0 // new states per state, as the last step made them
	for v := range f.n {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		states := l.states()
		sum, over, made, err := f.advance(ctx, v, &l, grow)
		if err != nil {
			return 0, err
		}
		var c uint64
		total, c = bits.Add64(total, sum, 0)
		if over || c != 0 {
			return 0, overflowError{rows, cols}
		}
		if states > 0 {
			grow = float64(made) / float64(states)
		}
		l.cur, l.next = l.next, l.cur[:0]
		l.curFiles, l.nextFiles = l.nextFiles, nil
		if f.stepped != nil {
			f.stepped(states, made, l.states())
		}
		f.report(v+1, &l, v+1 == f.n)
		if l.states() == 0 {
			if v+1 < f.n {
				f.report(f.n, &l, true)
			}
			break
		}
	}
	if total > math.MaxInt64 {
		return 0, overflowError{rows, cols}
	}
	return int64(total), nil
}

// run calls work for pieces 0 to n-1: on this goroutine if workers is 1,
// else on that many of par's workers.
func run(ctx context.Context, workers, n int, work func(ctx context.Context, w, i int) error) error {
	if workers > 1 {
		return par.DoWorkers(ctx, workers, n, work)
	}
	for i := range n {
		if err := work(ctx, 0, i); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// step appends to out the states that square v makes of the states of cur,
// unsorted, each to the list of blocks of its key's bucket (see bucket),
// taking blocks of block entries as the last fills, and returns the number of tours finished at v (the last square).
func (f *frontier) step(ctx context.Context, v int, cur []entry, out [][][]entry, block int) (total uint64, overflow bool, err error) {
	last := v == f.n-1
	fold := f.folds(v)
	back := f.back[v%f.h]
	rem := f.rem[f.remIndex(v)]
	var s, t state
	for k, e := range cur {
		if k%1024 == 1023 && ctx.Err() != nil {
			return 0, false, ctx.Err()
		}
		cnt := e.val
		f.decode(e.key, &s)
		s.slot[f.w] = slotFree
		// The earlier neighbours that can take an edge.
		var avail [4]int
		na := 0
		for _, d := range back {
			if s.slot[f.w-d] != slotFull {
				avail[na] = f.w - d
				na++
			}
		}
		// Each set of at most two of them: none, one, or a pair.
		for a := -1; a < na; a++ {
			for b := a + 1; b <= na; b++ {
				if a < 0 && b < na || a >= 0 && b > na {
					continue // none is (-1, na); one is (a, na)
				}
				t = s
				fresh := int8(slotPair + f.w)
				viaZ, closed := false, false
				if a >= 0 {
					t.join(f.w, avail[a], &fresh, f.w)
				}
				if b < na {
					u := avail[b]
					viaZ = t.slot[u] == slotEnd
					closed = !t.join(f.w, u, &fresh, f.w)
				}
				if closed {
					// A cycle closed: a tour if it is the last square and
					// every other square is full, z's two edges used.
					if last && t.allFull(0, f.w) && (!f.open || viaZ && t.z == 2) {
						var c uint64
						total, c = bits.Add64(total, cnt, 0)
						overflow = overflow || c != 0
					}
					continue
				}
				if f.open || f.checkAll {
					if !f.alive(&t, rem) {
						continue
					}
				} else if !t.fits(rem, avail[:na], f.w) {
					continue
				}
				if last {
					if f.finish(&t) {
						var c uint64
						total, c = bits.Add64(total, cnt, 0)
						overflow = overflow || c != 0
					}
					continue
				}
				// The oldest square leaves the frontier.
				if !f.leave(&t, 0) {
					continue
				}
				key := f.encode(&t)
				if fold {
					key = f.mirrorKey(&t, key)
				}
				b := 0
				if len(out) > 1 {
					b = bucket(key>>f.group, len(out))
				}
				blks := out[b]
				if n := len(blks); n == 0 || len(blks[n-1]) == cap(blks[n-1]) {
					blk, err := f.mem.alloc(block)
					if err != nil {
						return 0, false, err
					}
					blks = append(blks, blk[:0])
					out[b] = blks
				}
				last := &blks[len(blks)-1]
				*last = append(*last, entry{key, cnt})
			}
		}
	}
	return total, overflow, nil
}

// alive reports whether every square of the frontier can still get the
// edges it needs: as many neighbours after square v as it lacks edges,
// but for at most 2-z squares (open counts) that lack one and take it from z.
func (f *frontier) alive(s *state, rem []int8) bool {
	budget := int8(0)
	if f.open {
		budget = 2 - s.z
	}
	for i := 0; i <= f.w; i++ {
		x := s.slot[i]
		if x == slotFull {
			continue
		}
		deg := int8(1)
		if x == slotFree {
			deg = 0
		}
		if d := 2 - deg - rem[i]; d > 0 {
			budget -= d
			if d > 1 || budget < 0 {
				return false
			}
		}
	}
	return true
}

// fits is alive for a closed count, on the slots that can have changed
// since the state before square v passed alive: the earlier neighbours of
// v that were not full (avail), which have one neighbour fewer to come and
// may have gained an edge, and v itself (slot w). Every other slot kept
// its edges and its neighbours to come. Open counts share a budget of
// edges to z among all slots, so they check them all.
func (s *state) fits(rem []int8, avail []int, w int) bool {
	for _, i := range avail {
		if s.slot[i] != slotFull && needs(s.slot[i]) > rem[i] {
			return false
		}
	}
	return needs(s.slot[w]) <= rem[w]
}

// needs returns the edges a slot of value x lacks.
func needs(x int8) int8 {
	switch x {
	case slotFull:
		return 0
	case slotFree:
		return 2
	}
	return 1
}

// leave drops slot i's square from the frontier: it must be full, or for
// open counts a loose end that takes an edge to z. It reports whether the
// state lives on (a path closed through z here never does: squares remain).
func (f *frontier) leave(s *state, i int) bool {
	switch x := s.slot[i]; {
	case x == slotFull:
		return true
	case x == slotFree || !f.open || x == slotEnd || s.z == 2:
		return false
	default:
		s.z++
		s.slot[s.mate(x, i, f.w)] = slotEnd
		s.slot[i] = slotFull
		return true
	}
}

// finish completes a state after the last square: every square left must be
// full, or (open) the two ends of one path take z's last edges. It reports
// whether that makes one tour.
func (f *frontier) finish(s *state) bool {
	if !f.open {
		return s.allFull(0, f.w)
	}
	var ends []int
	for i := 0; i <= f.w; i++ {
		switch x := s.slot[i]; {
		case x == slotFree:
			return false
		case x != slotFull:
			ends = append(ends, i)
		}
	}
	// One path whose ends both lead elsewhere: its ends, both loose, take
	// z's two edges (z == 0), or one end leads to z already (z == 1).
	switch {
	case len(ends) == 2 && s.z == 0 && s.slot[ends[0]] == s.slot[ends[1]] && s.slot[ends[0]] >= slotPair:
		return true
	case len(ends) == 1 && s.z == 1 && s.slot[ends[0]] == slotEnd:
		return true
	}
	return false
}
