package minimax

import (
	"runtime"
	"sync"
	"testing"
	"unsafe"

	"pgregory.net/rapid"
)

// TestEntryWords checks that an entry of a small move is in memory the two
// words wordsOf computes, where asWords says so, and that lockFree holds
// for a Keyer's slots of such entries only.
func TestEntryWords(t *testing.T) {
	if runtime.GOARCH == "amd64" || runtime.GOARCH == "arm64" {
		if !asWords[int8]() || !asWords[uint16]() || !asWords[struct{}]() || !lockFree[uint64, int8]() {
			t.Fatal("asWords or lockFree is false for small moves on amd64 or arm64")
		}
	}
	if asWords[int32]() || asWords[[3]byte]() || lockFree[uint64, int32]() || lockFree[string, int8]() {
		t.Fatal("asWords or lockFree is true for moves of more than two bytes or keys that are not words")
	}
	t.Run("int8", func(t *testing.T) { checkWords[int8](t, func(v uint16) int8 { return int8(v) }) })
	t.Run("uint16", func(t *testing.T) { checkWords[uint16](t, func(v uint16) uint16 { return v }) })
}

func checkWords[M comparable](t *testing.T, move func(uint16) M) {
	if !asWords[M]() {
		t.Skip("entries are not two words here")
	}
	rapid.Check(t, func(t *rapid.T) {
		en := anyEntry(t, move)
		a, b := wordsOf(en.lo, en.hi, en.depth, en.at, en.gen, en.work, en.move)
		if w := *(*[2]uint64)(unsafe.Pointer(&en)); w != [2]uint64{a, b} {
			t.Fatalf("wordsOf(%+v) = %x %x, want the entry's words %x", en, a, b, w)
		}
	})
}

// anyEntry draws an entry of generation 1.
func anyEntry[M any](t *rapid.T, move func(uint16) M) entry[M] {
	return entry[M]{
		lo:    rapid.Int32().Draw(t, "lo"),
		hi:    rapid.Int32().Draw(t, "hi"),
		depth: rapid.Int16().Draw(t, "depth"),
		at:    rapid.Int16().Draw(t, "at"),
		work:  rapid.Uint8().Draw(t, "work"),
		move:  move(rapid.Uint16().Draw(t, "move")),
		gen:   1,
	}
}

// TestSharedAgree checks the lock-free shared table against the same
// table read behind locks: the same stores leave both knowing the same
// entries, and each finds what a store put, merged as finish merges.
func TestSharedAgree(t *testing.T) {
	if !lockFree[uint64, int8]() {
		t.Skip("no lock-free table here")
	}
	rapid.Check(t, func(t *rapid.T) {
		free := newTable[uint64, int8](8, 8, func(k uint64) uint64 { return k }, nil)
		locked := newTable[uint64, int8](8, 8, func(k uint64) uint64 { return k }, nil)
		free.share(8)
		locked.share(8)
		locked.free = false
		if !free.free {
			t.Fatal("a Keyer's table of byte moves is not lock-free")
		}
		keys := rapid.SliceOfNDistinct(rapid.Uint64Range(0, 1<<40), 1, 12, rapid.ID[uint64]).Draw(t, "keys")
		for range rapid.IntRange(1, 40).Draw(t, "stores") {
			k := rapid.SampledFrom(keys).Draw(t, "key")
			en := anyEntry(t, func(v uint16) int8 { return int8(v) })
			en.lo, en.hi = min(en.lo, en.hi), max(en.lo, en.hi)
			before := *free.probeShared(k, k)
			if a, b := free.storeShared(k, k, en), locked.storeShared(k, k, en); a != b {
				t.Fatalf("store of %d: fresh %v lock-free, %v behind locks", k, a, b)
			}
			want, ok := en, true
			if before.gen != 0 {
				ok = merge(before, &want)
			}
			if got := *free.probeShared(k, k); ok && (got.lo != want.lo || got.hi != want.hi || got.depth != want.depth) {
				t.Fatalf("probe of %d after storing %+v over %+v = %+v, want %+v", k, en, before, got, want)
			}
			for _, k := range keys {
				if a, b := *free.probeShared(k, k), *locked.probeShared(k, k); a != b {
					t.Fatalf("probe of %d: %+v lock-free, %+v behind locks", k, a, b)
				}
			}
		}
	})
}

// TestSharedTorn has workers store and probe a few keys of a tiny
// lock-free table at once: a probe that finds a key finds an entry stored
// for that key, never the words of two stores mixed.
func TestSharedTorn(t *testing.T) {
	if !lockFree[uint64, int8]() {
		t.Skip("no lock-free table here")
	}
	tb := newTable[uint64, int8](4, 4, func(k uint64) uint64 { return k }, nil)
	tb.share(4)
	n := 20000 // below 1<<15, the depths
	if testing.Short() {
		n = 2000
	}
	var wg sync.WaitGroup
	bad := make(chan string, 4)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			me := tb // each worker its own copy, as helpers have
			for i := range n {
				k := uint64(i*7+w) % 16
				// Every field tells the key or the store: lo and work the
				// key, hi-lo and depth the store.
				me.storeShared(k, k, entry[int8]{lo: int32(k), hi: int32(k) + int32(i), depth: int16(i), work: uint8(k)})
				q := uint64(i*5+w) % 16
				if en := me.probeShared(q, q); en.gen != 0 && (en.lo != int32(q) || en.work != uint8(q) || en.hi-en.lo != int32(en.depth)) {
					bad <- "mixed entry"
					return
				}
			}
		}()
	}
	wg.Wait()
	close(bad)
	if msg, ok := <-bad; ok {
		t.Fatal(msg)
	}
}

// TestProbeSharedFirst checks the order a team worker's probe looks in:
// the shared table, whose entries came of the larger searches, then its
// own, and nothing if neither knows the key.
func TestProbeSharedFirst(t *testing.T) {
	hash := func(k uint64) uint64 { return k * 0x9e3779b97f4a7c15 }
	tb := newTable[uint64, int8](64, 64, hash, nil)
	tb.share(64)
	tb.own = tb.ownTable()
	small := entry[int8]{lo: 1, hi: 1, depth: 3, work: ownWork - 1}
	large := entry[int8]{lo: 2, hi: 2, depth: 9, work: ownWork}
	tb.own.store(1, hash(1), &small)
	tb.storeShared(1, hash(1), large)
	tb.own.store(2, hash(2), &small)
	for _, c := range []struct {
		k      uint64
		lo     int32
		gen    bool
		reason string
	}{{1, 2, true, "the shared entry, over the own one"}, {2, 1, true, "the own entry"}, {3, 0, false, "none"}} {
		en := tb.probe(c.k, hash(c.k))
		if (en.gen != 0) != c.gen || c.gen && en.lo != c.lo {
			t.Errorf("probe(%d) = %+v, want %s", c.k, *en, c.reason)
		}
	}
}
