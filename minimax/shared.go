package minimax

import (
	"runtime"
	"sync/atomic"
)

// stripes is the number of locks of a shared array table that is not
// packed: pair i of slots is guarded by lock i mod stripes. The locks take
// 16 KiB, which stays in the caches.
const stripes = 1 << 12

// share makes the array table one that several workers may use at once,
// each through its own copy of t (the copies share the slots), with n
// slots, a power of two no larger than its bound. A shared table does not
// grow. If packs (the keys are a Keyer's, their own hashes, and the moves
// small), the workers write to a packed table: if keep, an empty one of
// n slots, looking up the array behind it, which no one writes until
// unshare stores the packed keys in it; else the array packed into n slots
// and dropped, which unshare makes again. If not packs, they share the
// array behind locks.
func (t *table[K, M]) share(n int, packs, keep bool) {
	t.shared = true
	switch {
	case packs && keep:
		t.pk = newPacked[M](n)
	case packs:
		t.pk = pack(t, n)
		t.pairs = nil
	default:
		for 2*len(t.pairs) < n {
			t.grow()
		}
		t.locks = make([]atomic.Uint32, stripes)
	}
}

// unshare makes a shared table one goroutine's again, keeping its keys, of
// which the workers put fresh in empty slots (of a table not packed). No
// worker may be using it.
func (t *table[K, M]) unshare(fresh int64) {
	switch {
	case t.pk != nil && t.pairs != nil:
		t.learn(t.pk)
	case t.pk != nil:
		unpack(t, t.pk)
	default:
		t.used += int(fresh)
	}
	if t.pk != nil && len(t.pk.w) <= maxSparePairs {
		spare[packed[M]]().Put(t.pk)
	}
	t.shared, t.pk, t.locks, t.own = false, nil, nil, nil
}

// lock takes the lock of the pair of slots of the hash h.
func (t *table[K, M]) lock(h uint64) *atomic.Uint32 {
	l := &t.locks[h*0x9e3779b97f4a7c15>>t.shift%stripes]
	for n := 0; !l.CompareAndSwap(0, 1); n++ {
		if n >= 64 {
			runtime.Gosched() // the holder may not be running
			n = 0
		}
	}
	return l
}

// probeLocked is probe for a shared table behind locks.
func (t *table[K, M]) probeLocked(k K, h uint64) entry[M] {
	l := t.lock(h)
	p := t.pair(h)
	var en entry[M]
	if p[0].en.gen == t.gen && p[0].k == k {
		en = p[0].en
	} else if p[1].en.gen == t.gen && p[1].k == k {
		en = p[1].en
	}
	l.Store(0)
	return en
}

// storeLocked is store for a shared table behind locks: it merges en with
// what another worker may have stored since, and reports whether it put k
// in an empty slot.
func (t *table[K, M]) storeLocked(k K, h uint64, en entry[M]) bool {
	l := t.lock(h)
	defer l.Store(0)
	p := t.pair(h)
	en.gen = t.gen
	for i := range p {
		if p[i].en.gen == t.gen && p[i].k == k {
			if merge(p[i].en, &en) {
				p[i].en = en
			}
			return false
		}
	}
	switch {
	case p[0].en.gen != t.gen:
		p[0] = slot[K, M]{k: k, en: en}
	case p[1].en.gen != t.gen:
		p[1] = slot[K, M]{k: k, en: en}
	case en.work >= p[0].en.work:
		p[1] = p[0]
		p[0] = slot[K, M]{k: k, en: en}
		return false
	default:
		p[1] = slot[K, M]{k: k, en: en}
		return false
	}
	return true
}
