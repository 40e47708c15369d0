package minimax

import (
	"math"
	"math/bits"
	"runtime"
	"sync/atomic"
	"unsafe"
)

// entry is what the table remembers about a state: bounds on its score,
// relative to the node (±inf when unknown), how deep they were searched, and
// the best move with its index in the ordered move list (at < 0: none).
// Keeping both bounds lets the null-window passes and the tracing of the
// line meet: a state proven at least v by one pass and at most v by another
// is known exactly. Depth and index take 16 bits each, so that an entry
// of a small move fills 16 bytes.
type entry[M any] struct {
	_      [0]uint64 // aligned as a word: it may be read and written as two (see asWords)
	lo, hi int32
	depth  int16 // remaining depth the bounds were searched to: see depth16
	at     int16
	gen    uint8 // the generation of the array table, 1 in a map; 0: unknown
	work   uint8 // bits.Len of the nodes the search of the state took
	move   M
}

// hasMove reports whether the entry has a best move for a search with
// depth plies left before the horizon (none at the horizon).
func (en *entry[M]) hasMove(depth int32) bool {
	return en.gen != 0 && en.at >= 0 && depth != 0
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
func at16(at int) int16 {
	if at > math.MaxInt16 {
		return -1
	}
	return int16(at)
}

// slot is one place of the array table: a key and its entry.
type slot[K comparable, M any] struct {
	k  K
	en entry[M]
}

// table is the transposition table, keyed by K: a Keyer's keys, or the
// states themselves. The engine asks it for a key's entry (probe) and gives
// it what a search found (store), with the key's hash, which picks the
// key's place in an array. A game with a Hash or a Key gets an array of
// slots, one key each, that grows by doubling while it is less than half
// full, up to its bound; a key may be in either slot of its pair, which
// keeps the costlier search and the latest (see place). Other games get
// two generations of Go maps, young and old: new entries go into young;
// when young holds half the bound, it becomes old and the previous old
// generation is dropped. Which entries survive depends only on the order of
// the search, so results stay deterministic.
type table[K comparable, M any] struct {
	array bool
	hash  func(K) uint64  // the hash of a key, to move it when the array grows
	pairs [][2]slot[K, M] // the slots, in pairs
	shift uint8           // 64 - log2(pairs): the top bits of a mixed hash pick a pair
	used  int             // slots of this generation
	limit int             // most slots, a power of two
	gen   uint8           // the current generation, from 1

	young, old map[K]entry[M]
	half       int // entries per map generation, or 0 for no bound

	found, none entry[M] // what probe returns for a key in a map or a shared array, and for an unknown key
	words       bool     // whether an entry is two words in memory (see asWords)

	shared   bool            // whether workers share the array (see share)
	free     bool            // whether they read it without locks
	own      *table[K, M]    // a team worker's own small array, for the states of small searches (see learnShared), or nil
	versions []atomic.Uint32 // of a shared array's pairs of slots (see lock)
}

// firstSlots is the size of a new array table: small, so that one-shot
// solves of small games pay little to allocate it.
const firstSlots = 1 << 10

// newTable returns an empty table of at most size keys (0: no bound), and
// at most most (0: no bound, else a power of two for an array): an array
// if hash is not nil, else maps, reusing young if it is not nil.
func newTable[K comparable, M any](size, most int, hash func(K) uint64, young map[K]entry[M]) table[K, M] {
	if size <= 0 || most > 0 && size > most {
		size = most
	}
	if hash == nil {
		if young == nil {
			young = make(map[K]entry[M], min(256, max(size, 1)))
		}
		clear(young)
		t := table[K, M]{young: young}
		if size > 0 {
			t.half = size/2 + size%2
		}
		return t
	}
	t := table[K, M]{array: true, hash: hash, gen: 1, limit: maxSlots, words: asWords[M]()}
	if size > 0 && size <= maxSlots {
		t.limit = 1 << bits.Len(uint(size-1))
	}
	t.alloc(min(t.limit, firstSlots))
	return t
}

// maxSlots bounds an array table, so that doubling it cannot overflow: 1<<62
// slots where int has 64 bits, 1<<30 where it has 32.
const maxSlots = 1 << (bits.UintSize - 2)

func (t *table[K, M]) alloc(n int) {
	n = max(n, 4) // a power of two: two pairs at least, so that shift < 64
	t.pairs = make([][2]slot[K, M], n/2)
	t.shift = uint8(64 - bits.Len(uint(n/2-1)))
	t.used = 0
}

// pair is the pair of slots of a hash h: the top bits of h times 2^64 over
// the golden ratio (Fibonacci hashing), which spreads a hash that only
// packs a state's bits over the whole table. (A hash modulo a prime did
// not: the powers of 256 modulo the prime are a few numbers whose sums
// collide, so the states of a 3-heap Nim fought over a few hundred slots.)
func (t *table[K, M]) pair(h uint64) *[2]slot[K, M] {
	return &t.pairs[h*0x9e3779b97f4a7c15>>(t.shift&63)]
}

// look is probe for an array that is not shared: it costs the inliner
// less than its budget.
func (t *table[K, M]) look(k K, h uint64) *entry[M] {
	p := t.pair(h)
	if p[0].en.gen == t.gen && p[0].k == k {
		return &p[0].en
	}
	if p[1].en.gen == t.gen && p[1].k == k {
		return &p[1].en
	}
	return &t.none
}

// probe returns the entry of the key k, whose hash is h; its gen is 0 if
// the table does not know k. A key found in the old generation of the maps
// is in use again: it moves to the young one. The entry is the table's:
// the caller copies it before the next store.
func (t *table[K, M]) probe(k K, h uint64) *entry[M] {
	if t.array {
		if !t.shared {
			return t.look(k, h)
		}
		// A copy, as other workers may store meanwhile. The shared table
		// first: an entry in the worker's own came of a smaller search.
		if en := t.probeShared(k, h); en.gen != 0 || t.own == nil {
			return en
		}
		return t.own.look(k, h)
	}
	if en, ok := t.young[k]; ok {
		t.found = en
		return &t.found
	}
	if len(t.old) > 0 {
		if en, ok := t.old[k]; ok {
			t.put(k, en)
			t.found = en
			return &t.found
		}
	}
	return &t.none
}

// store makes *en the entry of the key k, whose hash is h, replacing what
// the table knew of k, and sets en.gen.
func (t *table[K, M]) store(k K, h uint64, en *entry[M]) {
	if !t.array {
		en.gen = 1
		t.put(k, *en)
		return
	}
	en.gen = t.gen
	t.slotOf(k, h, en.work).en = *en
}

// words is the slot's entry as the two words it is in memory, for an
// array whose entries are two words (see asWords).
func (sl *slot[K, M]) words() *[2]uint64 {
	return (*[2]uint64)(unsafe.Pointer(&sl.en))
}

// slotOf returns the array's slot of the key k, whose hash is h: the one
// that holds it, or else one that place chose for a search that took work,
// with k in it, growing the array first if it is more than half full.
func (t *table[K, M]) slotOf(k K, h uint64, work uint8) *slot[K, M] {
	p := t.pair(h)
	switch {
	case p[0].en.gen == t.gen && p[0].k == k:
		return &p[0]
	case p[1].en.gen == t.gen && p[1].k == k:
		return &p[1]
	}
	if t.used+1 > len(t.pairs) && 2*len(t.pairs) < t.limit && (p[0].en.gen != t.gen || p[1].en.gen != t.gen) {
		t.grow()
		p = t.pair(h)
	}
	sl := t.place(p, work)
	sl.k = k
	return sl
}

// put stores en for k in the map table.
func (t *table[K, M]) put(k K, en entry[M]) {
	if t.half > 0 && len(t.young) >= t.half {
		if _, ok := t.young[k]; !ok {
			if t.old == nil {
				t.old = make(map[K]entry[M])
			}
			t.old, t.young = t.young, t.old
			clear(t.young)
		}
	}
	t.young[k] = en
}

// place returns the slot of the pair p for a new key whose search took
// work (bits.Len of its nodes): an empty slot if any, else the first if
// that search took at least as many nodes as the first's (which moves to
// the second), else the second. The first slot keeps the costly states,
// the second the recent ones. The caller fills the slot.
func (t *table[K, M]) place(p *[2]slot[K, M], work uint8) *slot[K, M] {
	switch {
	case p[0].en.gen != t.gen:
		t.used++
		return &p[0]
	case p[1].en.gen != t.gen:
		t.used++
		return &p[1]
	case work >= p[0].en.work:
		p[1] = p[0]
		return &p[0]
	}
	return &p[1]
}

// grow doubles the array and moves the current generation into it, in slot
// order, so the same searches leave the same table.
func (t *table[K, M]) grow() {
	old, gen := t.pairs, t.gen
	t.alloc(4 * len(old))
	t.gen = 1
	for i := range 2 * len(old) {
		if sl := &old[i/2][i%2]; sl.en.gen == gen {
			sl.en.gen = t.gen
			*t.place(t.pair(t.hash(sl.k)), sl.en.work) = *sl
		}
	}
}

// reset forgets every key: a new generation for the array (cleared when
// the counter wraps), new maps otherwise.
func (t *table[K, M]) reset() {
	if !t.array {
		clear(t.young)
		t.old = nil
		return
	}
	if t.gen++; t.gen == 0 {
		clear(t.pairs)
		t.gen = 1
	}
	t.used = 0
}

// slots is the number of keys the table holds room for: the array's slots,
// or the maps' entries.
func (t *table[K, M]) slots() int {
	if t.array {
		return 2 * len(t.pairs)
	}
	return len(t.young) + len(t.old)
}

// merge folds what the table knew, old, into en and reports whether en is
// worth storing.
func merge[M any](old entry[M], en *entry[M]) (ok bool) {
	en.lo, en.hi, ok = narrow(&old, en.depth, en.lo, en.hi)
	return ok
}

// narrow returns the bounds lo and hi of a search to depth narrowed by
// what the table knew, old, and whether they are worth storing: not if old
// was searched deeper.
func narrow[M any](old *entry[M], depth int16, lo, hi int32) (int32, int32, bool) {
	switch {
	case old.depth > depth:
		return lo, hi, false
	case old.depth == depth:
		if l, h := max(old.lo, lo), min(old.hi, hi); l <= h { // else the searches disagree: keep the new one
			return l, h, true
		}
	}
	return lo, hi, true
}

// asWords reports whether an entry[M] is in memory the two words of
// wordsOf, which may be read and written as such: for
// moves of at most two bytes, on amd64 and arm64 (little-endian, and
// loading a word at any address, as an entry is aligned to 4 bytes).
func asWords[M any]() bool {
	var en entry[M]
	return (runtime.GOARCH == "amd64" || runtime.GOARCH == "arm64") && unsafe.Sizeof(en) == 16 &&
		unsafe.Offsetof(en.hi) == 4 && unsafe.Offsetof(en.depth) == 8 && unsafe.Offsetof(en.at) == 10 &&
		unsafe.Offsetof(en.gen) == 12 && unsafe.Offsetof(en.work) == 13 && unsafe.Offsetof(en.move) == 14
}

// wordsOf returns the two words in memory of an entry with these fields,
// if an entry is two words (see asWords), computed in registers.
func wordsOf[M any](lo, hi int32, depth, at int16, gen, work uint8, move M) (a, b uint64) {
	var m uint16 // move's bytes, read in its own width
	switch unsafe.Sizeof(move) {
	case 1:
		m = uint16(*(*uint8)(unsafe.Pointer(&move)))
	case 2:
		m = *(*uint16)(unsafe.Pointer(&move))
	}
	a = uint64(uint32(lo)) | uint64(uint32(hi))<<32
	b = uint64(uint16(depth)) | uint64(uint16(at))<<16 | uint64(gen)<<32 | uint64(work)<<40 | uint64(m)<<48
	return a, b
}
