package minimax

import (
	"math"
	"math/bits"
	"sync/atomic"
)

// entry is what the table remembers about a state: bounds on its score,
// relative to the node (±inf when unknown), how deep they were searched, and
// the best move with its index in the ordered move list (at < 0: none).
// Keeping both bounds lets the null-window passes and the tracing of the
// line meet: a state proven at least v by one pass and at most v by another
// is known exactly. Depth and index take 16 bits each, so that an entry of a
// 16-byte state and a small move fills 32 bytes, half a cache line.
type entry[M any] struct {
	lo, hi int32
	depth  int16 // remaining depth the bounds were searched to: see depth16
	at     int16
	gen    uint8 // the array table's generation (0: empty slot)
	work   uint8 // bits.Len of the nodes the search of the state took
	move   M
}

// depth16 packs a depth for an entry: the unlimited depth of Solve is the
// largest value, and a finite depth too large for the rest is stored as
// less than it was (a weaker but true claim) when stored, and asked for as
// more (only an unlimited entry answers) when looked up.
func depth16(depth int32, lookup bool) int16 {
	switch {
	case depth == unlimited:
		return math.MaxInt16
	case depth < math.MaxInt16:
		return int16(depth)
	case lookup:
		return math.MaxInt16
	}
	return math.MaxInt16 - 1
}

// at16 packs the index of a best move, dropping those past int16.
func at16(at int32) int16 {
	if at > math.MaxInt16 {
		return -1
	}
	return int16(at)
}

// slot is one place of the array table: a state and its entry.
type slot[S comparable, M any] struct {
	s  S
	en entry[M]
}

// table is the transposition table. A game with a Hash or a Key gets an
// array of slots, one state each, that grows by doubling while it is less
// than half full, up to its bound; a state may be in either slot of its
// pair, which keeps the costlier search and the latest (see place). Other
// games get two generations of Go maps, young and old: new entries go into
// young; when young holds half the bound, it becomes old and the previous
// old generation is dropped. Which entries survive depends only on the
// order of the search, so results stay deterministic.
type table[S comparable, M any] struct {
	hash  func(S) uint64  // nil: maps
	pairs [][2]slot[S, M] // the slots, in pairs: slot i is pairs[i/2][i%2]
	shift uint8           // 64 - log2(slots): the top bits of a mixed hash index the slots
	used  int             // slots of this generation
	limit int             // most slots, a power of two
	gen   uint8           // the current generation, from 1
	epoch int             // how many times the slots were allocated, mod 2^32: slot indices of another epoch are stale

	young, old map[S]entry[M]
	half       int // entries per map generation, or 0 for no bound

	locks []atomic.Uint32 // of a table that workers share (see share), else nil
}

// firstSlots is the size of a new array table: small, so that one-shot
// solves of small games pay little to allocate it.
const firstSlots = 1 << 10

// newTable returns an empty table of at most size states (0: no bound),
// and at most most (0: no bound, else a power of two for an array), an array
// if hash is not nil, else maps, reusing young if it is not nil.
func newTable[S comparable, M any](size, most int, hash func(S) uint64, young map[S]entry[M]) table[S, M] {
	if size <= 0 || most > 0 && size > most {
		size = most
	}
	if hash == nil {
		if young == nil {
			young = make(map[S]entry[M], min(256, max(size, 1)))
		}
		clear(young)
		t := table[S, M]{young: young}
		if size > 0 {
			t.half = size/2 + size%2
		}
		return t
	}
	t := table[S, M]{hash: hash, gen: 1, limit: maxSlots}
	if size > 0 && size <= maxSlots {
		t.limit = 1 << bits.Len(uint(size-1))
	}
	t.alloc(min(t.limit, firstSlots))
	return t
}

// maxSlots bounds an array table, so that doubling it cannot overflow: 1<<62
// slots where int has 64 bits, 1<<30 where it has 32.
const maxSlots = 1 << (bits.UintSize - 2)

func (t *table[S, M]) alloc(n int) {
	n = max(n, 2) // a power of two
	t.pairs = make([][2]slot[S, M], n/2)
	t.epoch = int(uint32(t.epoch + 1))
	if uint64(n) > math.MaxUint32 {
		t.epoch = -1 // no frame's epoch: slot indices do not fit a frame
	}
	t.shift = uint8(64 - bits.Len(uint(n-1)))
	t.used = 0
}

// index is the slot of s: the top bits of its hash times 2^64 over the
// golden ratio (Fibonacci hashing), which spreads a hash that only packs a
// state's bits over the whole table. (A hash modulo a prime did not: the
// powers of 256 modulo the prime are a few numbers whose sums collide, so
// the states of a 3-heap Nim fought over a few hundred slots.)
func (t *table[S, M]) index(s S) uint64 {
	return t.slot(t.hash(s))
}

// slot is the slot of a hash h.
func (t *table[S, M]) slot(h uint64) uint64 {
	return h * 0x9e3779b97f4a7c15 >> t.shift
}

// getAt returns the entry of s from the array table, whose slot is i, and
// the epoch of the table.
func (t *table[S, M]) getAt(i uint64, s S) (entry[M], bool, int) {
	if t.locks != nil {
		return t.getShared(i, s)
	}
	p := &t.pairs[i/2]
	if p[0].en.gen == t.gen && p[0].s == s {
		return p[0].en, true, t.epoch
	}
	if p[1].en.gen == t.gen && p[1].s == s {
		return p[1].en, true, t.epoch
	}
	return entry[M]{}, false, t.epoch
}

func (t *table[S, M]) get(s S) (entry[M], bool) {
	if t.hash != nil {
		en, ok, _ := t.getAt(t.index(s), s)
		return en, ok
	}
	return t.getMap(s)
}

// getMap is get for the map table.
func (t *table[S, M]) getMap(s S) (entry[M], bool) {
	var en entry[M]
	ok := t.getMapTo(s, &en)
	return en, ok
}

// getMapTo is getMap into en, which it leaves alone if s is not known.
// Copying the map's value whole into place spares the search a stall: an
// entry returned by value is written field by field, then read as a block.
func (t *table[S, M]) getMapTo(s S, en *entry[M]) bool {
	if v, ok := t.young[s]; ok {
		*en = v
		return true
	}
	if len(t.old) > 0 {
		if v, ok := t.old[s]; ok {
			t.put(s, v) // in use again: keep it young
			*en = v
			return true
		}
	}
	return false
}

func (t *table[S, M]) put(s S, en entry[M]) {
	if t.hash != nil {
		t.putAt(t.index(s), s, en)
		return
	}
	if t.half > 0 && len(t.young) >= t.half {
		if _, ok := t.young[s]; !ok {
			if t.old == nil {
				t.old = make(map[S]entry[M])
			}
			t.old, t.young = t.young, t.old
			clear(t.young)
		}
	}
	t.young[s] = en
}

// putAt stores en for s in the array table, whose slot is i.
func (t *table[S, M]) putAt(i uint64, s S, en entry[M]) {
	if t.used+1 > len(t.pairs) && 2*len(t.pairs) < t.limit {
		p := &t.pairs[i/2]
		if p[0].en.gen != t.gen || p[1].en.gen != t.gen {
			t.grow()
			i = t.index(s)
		}
	}
	t.place(i, s, en)
}

// place stores en for s in the pair of slots of i: in an empty one if any,
// else in the first if its search took at least as many nodes as the
// first's (which moves to the second), else in the second. The first slot
// keeps the costly states, the second the recent ones.
func (t *table[S, M]) place(i uint64, s S, en entry[M]) {
	p := &t.pairs[i/2]
	en.gen = t.gen
	switch {
	case p[0].en.gen != t.gen:
		t.count()
		p[0] = slot[S, M]{s: s, en: en}
	case p[1].en.gen != t.gen:
		t.count()
		p[1] = slot[S, M]{s: s, en: en}
	case en.work >= p[0].en.work:
		p[1] = p[0]
		p[0] = slot[S, M]{s: s, en: en}
	default:
		p[1] = slot[S, M]{s: s, en: en}
	}
}

// grow doubles the array and moves the current generation into it, in slot
// order, so the same searches leave the same table.
func (t *table[S, M]) grow() {
	old, gen := t.pairs, t.gen
	t.alloc(4 * len(old))
	t.gen = 1
	for i := range 2 * len(old) {
		if sl := &old[i/2][i%2]; sl.en.gen == gen {
			t.place(t.index(sl.s), sl.s, sl.en)
		}
	}
}

// reset forgets every state: a new generation for the array (cleared when
// the counter wraps), new maps otherwise.
func (t *table[S, M]) reset() {
	if t.hash != nil {
		if t.gen++; t.gen == 0 {
			clear(t.pairs)
			t.gen = 1
		}
		t.used = 0
		return
	}
	clear(t.young)
	t.old = nil
}

// learnMap adds what a search found about s to what the map table knew of
// it, old if known, when the search began: bounds of the same depth narrow
// the old ones, a deeper search replaces them, a shallower one is dropped.
// The search of an acyclic game cannot meet s again, so nothing newer can be
// known of s, and one map access is enough.
func (t *table[S, M]) learnMap(s S, old entry[M], known bool, en entry[M]) {
	if known && !merge(old, &en) {
		return
	}
	t.put(s, en)
}

// learnAt is learnMap for the array table, given the slot i that s had in
// the epoch; a slot of an earlier epoch is found again.
func (t *table[S, M]) learnAt(i uint64, epoch int, s S, en entry[M]) {
	if epoch != t.epoch {
		i = t.index(s)
	}
	p := &t.pairs[i/2]
	for k := range p {
		if sl := &p[k]; sl.en.gen == t.gen && sl.s == s {
			if merge(sl.en, &en) {
				en.gen = t.gen
				sl.en = en
			}
			return
		}
	}
	t.putAt(i, s, en)
}

// merge folds what the table knew, old, into en and reports whether en is
// worth storing.
func merge[M any](old entry[M], en *entry[M]) bool {
	switch {
	case old.depth > en.depth:
		return false
	case old.depth == en.depth:
		lo, hi := max(old.lo, en.lo), min(old.hi, en.hi)
		if lo <= hi { // else the searches disagree: keep the new one
			en.lo, en.hi = lo, hi
		}
	}
	return true
}
