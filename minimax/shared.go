package minimax

import (
	"runtime"
	"sync/atomic"
	"unsafe"
)

// stripes is the number of versions of a shared array table: pair i of
// slots is guarded by version i mod stripes. The versions take 16 KiB,
// which stays in the caches.
const stripes = 1 << 12

// share makes the array table one that several workers may use at once,
// each through its own copy of t (the copies share the slots), with n
// slots, a power of two no larger than its bound. A shared table does not
// grow. A worker writes a pair of slots while it holds the pair's
// version odd (see lock). If the keys are words and the entries two (see
// lockFree), workers read slots without taking the version: they read it
// before and after, and take the slots for empty if it changed; else they
// read behind the lock too.
func (t *table[K, M]) share(n int) {
	t.shared = true
	for 2*len(t.pairs) < n {
		t.grow()
	}
	t.versions = make([]atomic.Uint32, stripes)
	t.free = lockFree[K, M]()
}

// lockFree reports whether a slot of keys K and moves M is three words
// that workers may read and write with sync/atomic: a uint64 key, then an
// entry of two words (see asWords).
func lockFree[K comparable, M any]() bool {
	var sl slot[K, M]
	_, word := any(sl.k).(uint64)
	return word && asWords[M]() && unsafe.Sizeof(sl) == 24 && unsafe.Offsetof(sl.en) == 8
}

// unshare makes a shared table one goroutine's again, keeping its keys, of
// which the workers put fresh in empty slots. No worker may be using it.
func (t *table[K, M]) unshare(fresh int64) {
	t.used += int(fresh)
	t.shared, t.versions, t.own, t.free = false, nil, nil, false
}

// version returns the version of the pair of slots of the hash h.
func (t *table[K, M]) version(h uint64) *atomic.Uint32 {
	return &t.versions[h*0x9e3779b97f4a7c15>>t.shift%stripes]
}

// lock makes the version of the pair of slots of the hash h odd, once no
// other worker holds it so, and returns it and the odd value; the holder
// makes it even again, and new, by adding one.
func (t *table[K, M]) lock(h uint64) (*atomic.Uint32, uint32) {
	l := t.version(h)
	for n := 0; ; n++ {
		if v := l.Load(); v&1 == 0 && l.CompareAndSwap(v, v+1) {
			return l, v + 1
		}
		if n >= 64 {
			runtime.Gosched() // the holder may not be running
			n = 0
		}
	}
}

// probeShared is probe for a shared array, into t.found: of a lock-free
// array, the words of the slot of k, if the pair's version was even and
// the same before and after (else k is taken for unknown); of another,
// the slot read behind the lock.
func (t *table[K, M]) probeShared(k K, h uint64) *entry[M] {
	if !t.free {
		l, v := t.lock(h)
		t.found = *t.look(k, h)
		l.Store(v + 1)
		return &t.found
	}
	l := t.version(h)
	v := l.Load()
	p := (*[6]uint64)(unsafe.Pointer(t.pair(h)))
	key, gen := *(*uint64)(unsafe.Pointer(&k)), uint64(t.gen)
	var a, b uint64
	if atomic.LoadUint64(&p[0]) == key {
		a, b = atomic.LoadUint64(&p[1]), atomic.LoadUint64(&p[2])
	}
	if b>>32&0xff != gen && atomic.LoadUint64(&p[3]) == key {
		a, b = atomic.LoadUint64(&p[4]), atomic.LoadUint64(&p[5])
	}
	if b>>32&0xff != gen || v&1 != 0 || l.Load() != v {
		return &t.none
	}
	w := (*[2]uint64)(unsafe.Pointer(&t.found))
	w[0], w[1] = a, b
	return &t.found
}

// storeShared is store for a shared array: it merges en with what another
// worker may have stored since, and reports whether it put k in an empty
// slot. It writes a lock-free array's words with sync/atomic, as workers
// read them so.
func (t *table[K, M]) storeShared(k K, h uint64, en entry[M]) bool {
	l, v := t.lock(h)
	defer l.Store(v + 1)
	p := t.pair(h)
	en.gen = t.gen
	for i := range p {
		if p[i].en.gen == t.gen && p[i].k == k {
			if merge(p[i].en, &en) {
				t.write(&p[i], k, en)
			}
			return false
		}
	}
	switch {
	case p[0].en.gen != t.gen:
		t.write(&p[0], k, en)
	case p[1].en.gen != t.gen:
		t.write(&p[1], k, en)
	case en.work >= p[0].en.work:
		t.write(&p[1], p[0].k, p[0].en)
		t.write(&p[0], k, en)
		return false
	default:
		t.write(&p[1], k, en)
		return false
	}
	return true
}

// write writes k and en into the slot sl of a shared array, whose version
// the caller holds.
func (t *table[K, M]) write(sl *slot[K, M], k K, en entry[M]) {
	if !t.free {
		sl.k, sl.en = k, en
		return
	}
	w, e := (*[3]uint64)(unsafe.Pointer(sl)), (*[2]uint64)(unsafe.Pointer(&en))
	atomic.StoreUint64(&w[0], *(*uint64)(unsafe.Pointer(&k)))
	atomic.StoreUint64(&w[1], e[0])
	atomic.StoreUint64(&w[2], e[1])
}
