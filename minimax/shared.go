package minimax

import (
	"runtime"
	"sync/atomic"
)

// stripes is the number of locks of a shared array table: pair i of slots
// is guarded by lock i mod stripes. The locks take 16 KiB, which stays in
// the caches, so taking one costs no memory access beyond the pair's.
const stripes = 1 << 12

// share makes the array table one that several workers may use at once,
// each through its own copy of t (the copies share the slots and the
// locks), growing it to n slots, a power of two no larger than its bound.
// A shared table does not grow; lookups and stores take the lock of their
// pair of slots.
func (t *table[S, M]) share(n int) {
	for 2*len(t.pairs) < n {
		t.grow()
	}
	t.locks = make([]atomic.Uint32, stripes)
}

// unshare makes a shared table one goroutine's again, keeping its states,
// of which the workers put fresh in empty slots.
func (t *table[S, M]) unshare(fresh int64) {
	t.locks = nil
	t.used += int(fresh)
}

// lock takes the lock of the pair of slot i.
func (t *table[S, M]) lock(i uint64) {
	l := &t.locks[i/2%stripes]
	for n := 0; !l.CompareAndSwap(0, 1); n++ {
		if n >= 64 {
			runtime.Gosched() // the holder may not be running
			n = 0
		}
	}
}

// unlock releases the lock of the pair of slot i.
func (t *table[S, M]) unlock(i uint64) {
	t.locks[i/2%stripes].Store(0)
}

// getShared is getAt for a shared table.
func (t *table[S, M]) getShared(i uint64, s S) (entry[M], bool, int) {
	t.lock(i)
	p := &t.pairs[i/2]
	var en entry[M]
	ok := false
	if p[0].en.gen == t.gen && p[0].s == s {
		en, ok = p[0].en, true
	} else if p[1].en.gen == t.gen && p[1].s == s {
		en, ok = p[1].en, true
	}
	t.unlock(i)
	return en, ok, t.epoch
}

// learnShared is learnAt for a shared table, whose slot indices are never
// stale; it reports whether it put s in an empty slot.
func (t *table[S, M]) learnShared(i uint64, s S, en entry[M]) bool {
	t.lock(i)
	defer t.unlock(i)
	p := &t.pairs[i/2]
	for k := range p {
		if sl := &p[k]; sl.en.gen == t.gen && sl.s == s {
			if merge(sl.en, &en) {
				en.gen = t.gen
				sl.en = en
			}
			return false
		}
	}
	fresh := p[0].en.gen != t.gen || p[1].en.gen != t.gen
	t.place(i, s, en)
	return fresh
}

// count counts a slot newly used, unless the table is shared: a shared
// table does not grow, so it needs no count.
func (t *table[S, M]) count() {
	if t.locks == nil {
		t.used++
	}
}
