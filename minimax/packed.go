package minimax

import (
	"math/bits"
	"reflect"
	"runtime"
	"sync/atomic"
	"unsafe"
)

// packed is the table that the workers of a team share when the game has
// a [Keyer] and its moves fit in 16 bits: the pairs of slots of [table],
// with the same policy, each pair one cache line of eight words that
// workers read without locks. The first word is the pair's version, odd
// while a worker writes the pair (writers take turns by making it odd); a
// reader that sees it odd, or changed by the time it has read the slots,
// takes the pair for empty. Every word is read and written with
// sync/atomic, whose order is sequential, so what a reader accepts is what
// one writer wrote.
//
// A slot is three words: the key, the two bounds, and the rest: depth and
// the move's index 16 bits each, a bit that marks the slot used, the work
// 8 bits, and the move 16 (a byte-sized move, say, copied as it is). The
// bounds and the rest are laid out as an entry is in memory (where it is:
// see asWords), so that a probe writes the entry it found as two words.
type packed[M any] struct {
	w     [][8]atomic.Uint64 // the pairs: version, then the slots' key, bounds, rest
	shift uint8              // 64 - log2(pairs)
	used  int                // slots in use when packed
	words bool               // whether an entry[M] is the words of encode (see asWords)
}

// packedSlot is the bytes of a slot of a packed table.
const packedSlot = 32

// packable reports whether the moves M fit the 16 bits of a packed slot:
// at most 2 bytes holding no pointer.
func packable[M any]() bool {
	var m M
	return unsafe.Sizeof(m) <= 2 && pointerFree(reflect.TypeFor[M]())
}

// pointerFree reports whether values of t hold no pointer.
func pointerFree(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return true
	case reflect.Array:
		return t.Len() == 0 || pointerFree(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !pointerFree(t.Field(i).Type) {
				return false
			}
		}
		return true
	}
	return false
}

// newPacked returns an empty packed table of n slots, a power of two.
func newPacked[M any](n int) *packed[M] {
	n = max(n, 4) // two pairs at least, so that shift < 64
	if p, ok := spare[packed[M]]().Get().(*packed[M]); ok && len(p.w) == n/2 {
		clear(p.w)
		p.used = 0
		return p
	}
	return &packed[M]{w: make([][8]atomic.Uint64, n/2), shift: uint8(64 - bits.Len(uint(n/2-1))), words: asWords[M]()}
}

// pair returns the words of the pair of slots of the key h, chosen as
// table.pair does.
func (t *packed[M]) pair(h uint64) *[8]atomic.Uint64 {
	return &t.w[h*0x9e3779b97f4a7c15>>(t.shift&63)]
}

// encode packs en into two words; the second is never 0.
func encode[M any](en entry[M]) (a, b uint64) {
	return wordsOf(en.lo, en.hi, en.depth, en.at, 1, en.work, en.move)
}

// decode unpacks the words of encode, into an entry of generation gen.
func decode[M any](a, b uint64, gen uint8) entry[M] {
	m := uint16(b >> 48)
	return entry[M]{lo: int32(uint32(a)), hi: int32(uint32(a >> 32)), depth: int16(uint16(b)),
		at: int16(uint16(b >> 16)), work: uint8(b >> 40), gen: gen, move: *(*M)(unsafe.Pointer(&m))}
}

// asWords reports whether an entry[M] is in memory the two words of
// encode, of generation 1, which may be read and written as such: for
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

// probe returns the entry of the key h, of generation 1, written to
// *found, or none, of generation 0, if the table does not know h.
func (t *packed[M]) probe(h uint64, found, none *entry[M]) *entry[M] {
	w := t.pair(h)
	v := w[0].Load()
	var a, b uint64
	if w[1].Load() == h {
		a, b = w[2].Load(), w[3].Load()
	} else if w[4].Load() == h {
		a, b = w[5].Load(), w[6].Load()
	}
	if b == 0 || v&1 != 0 || w[0].Load() != v { // unknown, or a worker is writing the pair
		return none
	}
	if t.words {
		fw := (*[2]uint64)(unsafe.Pointer(found))
		fw[0] = a
		fw[1] = b
	} else {
		*found = decode[M](a, b, 1)
	}
	return found
}

// store adds en, what a search found about the key h, to what the table
// knows, as table.store does after the search merged it with what it saw,
// and reports whether it put h in an empty slot. Another worker may have
// stored h since, so it merges en with that.
func (t *packed[M]) store(h uint64, en entry[M]) bool {
	w := t.pair(h)
	v := w[0].Load()
	for v&1 != 0 || !w[0].CompareAndSwap(v, v+1) {
		runtime.Gosched()
		v = w[0].Load()
	}
	k0, a0, b0 := w[1].Load(), w[2].Load(), w[3].Load()
	k1, b1 := w[4].Load(), w[6].Load()
	fresh := false
	switch {
	case b0 != 0 && k0 == h:
		if merge(decode[M](a0, b0, 1), &en) {
			a, b := encode(en)
			w[2].Store(a)
			w[3].Store(b)
		}
	case b1 != 0 && k1 == h:
		if merge(decode[M](w[5].Load(), b1, 1), &en) {
			a, b := encode(en)
			w[5].Store(a)
			w[6].Store(b)
		}
	case b0 == 0:
		put(w[1:4], h, en)
		fresh = true
	case b1 == 0:
		put(w[4:7], h, en)
		fresh = true
	case en.work >= uint8(b0>>40):
		w[4].Store(k0)
		w[5].Store(a0)
		w[6].Store(b0)
		put(w[1:4], h, en)
	default:
		put(w[4:7], h, en)
	}
	w[0].Store(v + 2)
	return fresh
}

// put writes the key h and en into the words w of a slot.
func put[M any](w []atomic.Uint64, h uint64, en entry[M]) {
	a, b := encode(en)
	w[0].Store(h)
	w[1].Store(a)
	w[2].Store(b)
}

// pack returns a packed table of n slots holding the keys of t, whose keys
// are their own hashes.
func pack[K comparable, M any](t *table[K, M], n int) *packed[M] {
	p := newPacked[M](n)
	for i := range 2 * len(t.pairs) {
		if sl := &t.pairs[i/2][i%2]; sl.en.gen == t.gen && p.fill(t.hash(sl.k), sl.en) {
			p.used++
		}
	}
	return p
}

// fill is store for a table that no other goroutine sees yet, of a key it
// does not hold: with plain writes, which cost a fraction of atomic ones.
func (t *packed[M]) fill(h uint64, en entry[M]) bool {
	w := (*[8]uint64)(unsafe.Pointer(t.pair(h)))
	a, b := encode(en)
	switch {
	case w[3] == 0:
		w[1], w[2], w[3] = h, a, b
		return true
	case w[6] == 0:
		w[4], w[5], w[6] = h, a, b
		return true
	case en.work >= uint8(w[3]>>40):
		w[4], w[5], w[6] = w[1], w[2], w[3]
		w[1], w[2], w[3] = h, a, b
	default:
		w[4], w[5], w[6] = h, a, b
	}
	return false
}

// learn stores the keys of p in t, each merged with what t knows of it as
// finish merges a search. No worker may be writing p, and t's keys must be
// uint64.
func (t *table[K, M]) learn(p *packed[M]) {
	for q := range p.w {
		w := &p.w[q]
		for k := 1; k < 7; k += 3 {
			b := w[k+2].Load()
			if b == 0 {
				continue
			}
			h := w[k].Load()
			key, en := any(h).(K), decode[M](w[k+1].Load(), b, t.gen)
			if old := t.look(key, h); old.gen != 0 && !merge(*old, &en) {
				continue
			}
			t.slotOf(key, h, en.work).en = en
		}
	}
}

// unpack puts the keys of p into t, emptied, with as many slots as p. No
// worker may be writing p, and t's keys must be uint64.
func unpack[K comparable, M any](t *table[K, M], p *packed[M]) {
	n := 2 * len(p.w)
	if 2*len(t.pairs) != n {
		t.alloc(n)
		t.gen = 1
	} else {
		t.reset()
	}
	for q := range p.w {
		w := &p.w[q]
		for k := 1; k < 7; k += 3 {
			if b := w[k+2].Load(); b != 0 {
				h := w[k].Load()
				*t.place(t.pair(h), uint8(b>>40)) = slot[K, M]{k: any(h).(K), en: decode[M](w[k+1].Load(), b, t.gen)}
			}
		}
	}
}
