package knight

import (
	"context"
	"math"
	"math/bits"
	"runtime"

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

// maxFrontierSide is the longest short side the frontier counter takes: its
// states grow about tenfold with each row (the lists of 7×8 closed reach
// 3.3 GiB), so 8 rows would need far more memory than the 24 GB of the
// machines it was measured on.
const maxFrontierSide = 7

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
	rem [][]int8
	mem memory // the lists' account; no budget unless its limit is set
}

func newFrontier(rows, cols int, open bool) *frontier {
	h, l := min(rows, cols), max(rows, cols)
	f := &frontier{h: h, length: l, n: h * l, w: 2*h + 1, open: open}
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
// or a count exceeds int64. It holds no list when it returns.
//
// The states after each square are a list sorted by key, each key once.
// Workers extend parts of the list into buffers of their own, sort them by
// key (radix sort: sequential passes over memory, where a hash table would
// miss the cache at every state) and add up equal keys; merging the parts
// gives the next list.
func (f *frontier) count(ctx context.Context, rows, cols int) (int64, error) {
	var init state
	for i := 1; i <= f.w; i++ {
		init.slot[i] = slotFull // squares before the board
	}
	bufs := make([][2][]entry, min(runtime.GOMAXPROCS(0), 8))
	var cur, spare []entry
	defer func() {
		for _, b := range bufs {
			f.mem.give(b[0])
			f.mem.give(b[1])
		}
		f.mem.give(cur)
		f.mem.give(spare)
	}()
	cur, err := f.mem.resize(nil, 1)
	if err != nil {
		return 0, err
	}
	cur[0] = entry{f.encode(&init), 1}
	var total uint64
	for v := range f.n {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		parts, sum, over, err := f.advance(ctx, v, cur, bufs)
		if err != nil {
			return 0, err
		}
		var c uint64
		total, c = bits.Add64(total, sum, 0)
		if !over && c == 0 {
			spare, over, err = merge(ctx, &f.mem, spare[:0], parts)
			if err != nil {
				return 0, err
			}
		}
		if over || c != 0 {
			return 0, overflowError{rows, cols}
		}
		cur, spare = spare, cur
		if len(cur) == 0 {
			break
		}
	}
	if total > math.MaxInt64 {
		return 0, overflowError{rows, cols}
	}
	return int64(total), nil
}

// advance extends the states of cur by square v, on as many workers as bufs
// has pairs of buffers (one if cur is short), each into its own pair. It
// returns each worker's states sorted, each key once, the number of tours
// finished at v, and whether a count overflowed.
func (f *frontier) advance(ctx context.Context, v int, cur []entry, bufs [][2][]entry) ([][]entry, uint64, bool, error) {
	w := len(bufs)
	if len(cur) < parallelStates {
		w = 1
	}
	parts := make([][]entry, w)
	sums := make([]uint64, w)
	over := make([]bool, w)
	errs := make([]error, w)
	run := func(ctx context.Context, _, i int) error {
		lo, hi := len(cur)*i/w, len(cur)*(i+1)/w
		out := bufs[i][0][:0]
		out, sums[i], over[i], errs[i] = f.step(ctx, v, cur[lo:hi], out)
		bufs[i][0] = out
		if errs[i] == nil {
			bufs[i][1], errs[i] = f.mem.resize(bufs[i][1], len(out))
		}
		if errs[i] == nil {
			parts[i], over[i], errs[i] = sortSum(ctx, out, bufs[i][1], over[i])
		}
		return errs[i]
	}
	if w == 1 {
		run(ctx, 0, 0)
	} else if err := par.Do(ctx, w, run); err != nil {
		return nil, 0, false, err
	}
	var total uint64
	overflow := false
	for i := range w {
		if errs[i] != nil {
			return nil, 0, false, errs[i]
		}
		var c uint64
		total, c = bits.Add64(total, sums[i], 0)
		overflow = overflow || over[i] || c != 0
	}
	return parts, total, overflow, nil
}

// step appends to out the states that square v makes of the states of cur,
// unsorted, and returns the number of tours finished at v (the last square).
func (f *frontier) step(ctx context.Context, v int, cur []entry, out []entry) (_ []entry, total uint64, overflow bool, err error) {
	last := v == f.n-1
	back := f.back[v%f.h]
	rem := f.rem[f.remIndex(v)]
	var s, t state
	for k, e := range cur {
		if k%1024 == 1023 && ctx.Err() != nil {
			return out, 0, false, ctx.Err()
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
				if !f.alive(&t, rem) {
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
				if len(out) == cap(out) {
					if out, err = f.mem.extend(ctx, out); err != nil {
						return out, 0, false, err
					}
				}
				out = append(out, entry{f.encode(&t), cnt})
			}
		}
	}
	return out, total, overflow, nil
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
