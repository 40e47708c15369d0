package queens

import (
	"math/bits"
	"unsafe"

	"github.com/go-puzzles/puzzles/backtrack"
)

// Count meets in the middle: before it completes a constellation, it lists
// every way to fill the bottom rows of the board that the edge queens allow,
// searching upwards, grouped by the set of columns they take. The search
// from the top then stops where those rows begin: a board there takes each
// filling of its open columns that none of its queens attacks, found by two
// masks, where the search would have gone through every row below again.

// A meet is a constellation's list of the fillings of its bottom rows, and
// the scratch space to make it; each worker keeps one and reuses it.
type meet struct {
	rows  uint8          // the number of bottom rows: boards with this many left look up
	reach uint8          // rows from the first bottom row to the last
	comp  [3][256]uint32 // comp[j][x]: the set of columns x<<8j, one bit per open column
	start []uint32       // start[k]..start[k+1]: the fillings of the columns k in fill
	fill  []diags
	list  []keyed // the fillings as they are found
	stack [MaxN]mframe
}

// diags are the squares of the first bottom row that a filling's queens
// reach on their diagonals going up, as one mask: bit i is cboard's bit
// i+off-reach of left, bit 32+i cboard's bit i+off of right, reach being the
// rows from the first bottom row to the last.
type diags uint64

// pack returns the diagonals left and right, as cboard has them, as diags.
func (t *meet) pack(left, right uint64) diags {
	return diags(uint32(left>>(off-t.reach))) | diags(uint32(right>>off))<<32
}

type keyed struct {
	key uint32
	d   diags
}

// An mframe is a row of the upward search: the columns still to try in it
// and the board below it.
type mframe struct{ free, used, left, right uint64 }

// meetRows returns how many bottom rows of c to list: half of those to
// fill, up to maxMeetRows, or 0 if the board is too small to gain or its
// open columns too many for the table.
func meetRows(c *constellation) uint8 {
	m := bits.OnesCount64(c.start.open)
	if m < minMeetRows || m > maxMeetColumns {
		return 0
	}
	return uint8(min(m/2, maxMeetRows))
}

// maxMeetRows bounds the rows listed: at n = 18, a list of six rows costs
// as much time in all as one of seven, in a third of the memory, and each
// row more multiplies the list several times.
const maxMeetRows = 6

// minMeetRows is the fewest rows to fill that a list serves: below, making
// it costs more than it saves (at n = 14, a third more time in all).
const minMeetRows = 12

// maxMeetColumns bounds the table's groups: 1<<maxMeetColumns of them.
const maxMeetColumns = 16

// maxMeetFillings bounds the list, and so the memory a worker holds (24
// bytes a filling, and the list may grow a quarter past it): a
// constellation with more fillings is completed without it.
const maxMeetFillings = 1 << 20

// meetBytes bounds what one meet holds, its list grown a quarter past
// maxMeetFillings as append grows it, its groups and itself: a test builds
// the longest lists and checks it.
const meetBytes = 32 << 20

// meetBudget is what the lists of one count may hold together:
// backtrack.DefaultMaxMemory, the module's memory budget; tests lower it.
var meetBudget = backtrack.DefaultMaxMemory

// listers returns how many of a count's workers may keep a list, so that
// their lists together stay within meetBudget: at GOMAXPROCS 32 and more,
// the others complete their constellations without one, more slowly.
func listers(workers int) int {
	return int(min(int64(workers), meetBudget/meetBytes))
}

// bytes returns what t holds: its buffers and itself.
func (t *meet) bytes() int64 {
	return int64(cap(t.list))*int64(unsafe.Sizeof(keyed{})) + int64(cap(t.fill))*int64(unsafe.Sizeof(diags(0))) +
		int64(cap(t.start))*4 + int64(unsafe.Sizeof(*t))
}

// build lists the fillings of the bottom rows rows of c, 1 <= rows <= the
// rows to fill, and reports whether it did: false if there are too many.
func (t *meet) build(c *constellation, rows uint8) bool {
	t.rows = rows
	open := c.start.open
	m := uint8(bits.OnesCount64(open))
	w := 0 // the columns numbered so far
	t.comp = [3][256]uint32{}
	for x := open >> off; x != 0; x &= x - 1 {
		col := bits.TrailingZeros64(x)
		for v := range 256 {
			if v&(1<<(col%8)) != 0 {
				t.comp[col/8][v] |= 1 << w
			}
		}
		w++
	}
	// The search goes up from the last row to fill, rows[m-1], to the first
	// listed, rows[m-t.rows]; left and right hold the diagonals of the
	// queens below, left going down a column a row up and right up one.
	top := m - t.rows
	var reach [MaxN]int // rows from the first row to fill to row i
	for i := uint8(1); i < m; i++ {
		reach[i] = reach[i-1] + int(c.shift[i-1])
	}
	var edge [MaxN]uint64 // the squares the edge queens attack in row i
	for i := range m {
		edge[i] = c.start.left<<reach[i] | c.start.right>>reach[i]
	}
	t.reach = uint8(reach[m-1] - reach[top])
	if int(t.reach)+c.n > 32 {
		return false // cannot happen: maxMeetColumns keeps it below
	}
	t.list = t.list[:0]
	i := m - 1
	s := &t.stack
	free, used, left, right := open&^edge[i], uint64(0), uint64(0), uint64(0)
	for {
		if i == top { // list every queen of the top row
			k := t.key(used)
			for ; free != 0; free &= free - 1 {
				bit := free & -free
				t.list = append(t.list, keyed{k | t.key(bit), t.pack(left|bit, right|bit)})
			}
			if len(t.list) > maxMeetFillings {
				return false
			}
		}
		if free == 0 { // back down
			if i++; i >= m {
				break
			}
			f := &s[i]
			free, used, left, right = f.free, f.used, f.left, f.right
			continue
		}
		bit := free & -free
		free ^= bit
		g := reach[i] - reach[i-1]
		l, r, u := (left|bit)>>g, (right|bit)<<g, used|bit
		nf := open &^ (u | l | r | edge[i-1])
		if nf == 0 {
			continue
		}
		s[i] = mframe{free, used, left, right}
		i--
		free, used, left, right = nf, u, l, r
	}
	// Group them by their columns.
	k := 1 << w
	if cap(t.start) < k+1 {
		t.start = make([]uint32, k+1)
	}
	t.start = t.start[:k+1]
	clear(t.start)
	for _, e := range t.list {
		t.start[e.key+1]++
	}
	for j := 1; j <= k; j++ {
		t.start[j] += t.start[j-1]
	}
	if cap(t.fill) < len(t.list) {
		t.fill = make([]diags, len(t.list))
	}
	t.fill = t.fill[:len(t.list)]
	next := t.start[:k] // where the next filling of each group goes, for now
	for _, e := range t.list {
		t.fill[next[e.key]] = e.d
		next[e.key]++
	}
	// next has moved each group's start to the next group's: move it back.
	copy(t.start[1:], t.start[:k])
	t.start[0] = 0
	return true
}

// key returns the set of columns cols as a group of the table.
func (t *meet) key(cols uint64) uint32 {
	x := cols >> off
	return t.comp[0][x&255] | t.comp[1][x>>8&255] | t.comp[2][x>>16&255]
}

// count returns the number of ways to fill the bottom rows of a board whose
// open columns are open and whose queens reach the first of them on the
// diagonals left and right.
func (t *meet) count(open, left, right uint64) int64 {
	k := t.key(open)
	d := t.pack(left, right)
	var n uint64
	for _, f := range t.fill[t.start[k]:t.start[k+1]] {
		n += uint64(f&d-1) >> 63 // 1 if no queen is attacked
	}
	return int64(n)
}
