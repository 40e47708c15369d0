package minimax

import (
	"runtime"
	"testing"

	"pgregory.net/rapid"
)

// TestPackedWords checks that a packed slot's words, written to an entry as
// two words where asWords allows, are the entry that decode gives, and that
// a probe of the packed table, and of a lone array table, finds what a
// store put, whichever way it writes the entry.
func TestPackedWords(t *testing.T) {
	if runtime.GOARCH == "amd64" || runtime.GOARCH == "arm64" {
		if !asWords[int8]() || !asWords[uint16]() || !asWords[struct{}]() {
			t.Fatal("asWords is false for small moves on amd64 or arm64")
		}
	}
	if asWords[int32]() || asWords[[3]byte]() {
		t.Fatal("asWords is true for moves of more than two bytes")
	}
	t.Run("int8", func(t *testing.T) { checkWords[int8](t, func(v uint16) int8 { return int8(v) }) })
	t.Run("uint16", func(t *testing.T) { checkWords[uint16](t, func(v uint16) uint16 { return v }) })
}

func checkWords[M comparable](t *testing.T, move func(uint16) M) {
	rapid.Check(t, func(t *rapid.T) {
		en := entry[M]{
			lo:    rapid.Int32().Draw(t, "lo"),
			hi:    rapid.Int32().Draw(t, "hi"),
			depth: rapid.Int16().Draw(t, "depth"),
			at:    rapid.Int16().Draw(t, "at"),
			work:  rapid.Uint8().Draw(t, "work"),
			move:  move(rapid.Uint16().Draw(t, "move")),
			gen:   1,
		}
		a, b := encode(en)
		if got := decode[M](a, b, 1); got != en {
			t.Fatalf("decode(encode(%+v)) = %+v", en, got)
		}
		for _, words := range []bool{false, true} {
			if words && !asWords[M]() {
				continue
			}
			p := newPacked[M](8)
			p.words = words
			h := rapid.Uint64Min(1).Draw(t, "key")
			p.store(h, en)
			var found, none entry[M]
			if got := p.probe(h, &found, &none); *got != en {
				t.Fatalf("words %v: probe after store of %+v = %+v", words, en, *got)
			}
			tb := newTable[uint64, M](0, 0, func(k uint64) uint64 { return k }, nil)
			tb.words = words
			in := en
			tb.store(h, h, &in)
			if got := *tb.probe(h, h); got.gen != tb.gen || got.lo != en.lo || got.hi != en.hi ||
				got.depth != en.depth || got.at != en.at || got.work != en.work || got.move != en.move {
				t.Fatalf("words %v: the lone table's probe after store of %+v = %+v", words, en, got)
			}
			if got := p.probe(h+1, &found, &none); got.gen != 0 {
				t.Fatalf("words %v: probe of a key never stored found %+v", words, *got)
			}
		}
	})
}

// TestPackedLearn checks a team's table with the array kept behind the
// packed one: a probe finds the array's keys that the packed table lacks,
// and unshare stores the packed keys in the array, merged with what it
// knew: a shallower search's bounds do not replace a deeper one's.
func TestPackedLearn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tb := newTable[uint64, int8](1<<10, 1<<10, func(k uint64) uint64 { return k }, nil)
		keys := rapid.SliceOfNDistinct(rapid.Uint64Range(1, 1<<40), 1, 40, rapid.ID[uint64]).Draw(t, "keys")
		deep := make(map[uint64]entry[int8])
		for _, k := range keys[:len(keys)/2] {
			en := entry[int8]{lo: -1, hi: 1, depth: 10, work: 9}
			tb.store(k, k, &en)
			deep[k] = en
		}
		tb.share(tb.slots(), true, true)
		for k, want := range deep {
			if got := *tb.probe(k, k); got.gen == 0 || got.lo != want.lo || got.hi != want.hi {
				t.Fatalf("probe of %d behind the packed table = %+v, want %+v", k, got, want)
			}
		}
		for _, k := range keys {
			tb.pk.store(k, entry[int8]{lo: 0, hi: 0, depth: 5, work: 7})
		}
		var held []uint64 // the keys two others did not push out of their pair
		for _, k := range keys {
			var found, none entry[int8]
			if tb.pk.probe(k, &found, &none).gen != 0 {
				held = append(held, k)
			}
		}
		tb.unshare(0)
		for _, k := range held {
			got := *tb.look(k, k)
			want := entry[int8]{lo: 0, hi: 0, depth: 5}
			if d, ok := deep[k]; ok {
				want = d // searched deeper: the shallower search is not stored
			}
			if got.gen == 0 || got.lo != want.lo || got.hi != want.hi || got.depth != want.depth {
				t.Fatalf("key %d after unshare: %+v, want bounds %d..%d at depth %d", k, got, want.lo, want.hi, want.depth)
			}
		}
	})
}

// TestPackedDropped checks a team's table where the budget cannot hold the
// array beside the packed one: the array's keys are packed into it,
// dropped, and made again by unshare with what the workers stored.
func TestPackedDropped(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tb := newTable[uint64, int8](1<<10, 1<<10, func(k uint64) uint64 { return k }, nil)
		keys := rapid.SliceOfNDistinct(rapid.Uint64Range(1, 1<<40), 2, 40, rapid.ID[uint64]).Draw(t, "keys")
		old, fresh := keys[:len(keys)/2], keys[len(keys)/2:]
		for _, k := range old {
			en := entry[int8]{lo: -1, hi: 1, depth: 10, work: 9}
			tb.store(k, k, &en)
		}
		tb.share(tb.slots(), true, false)
		if tb.pairs != nil {
			t.Fatal("the array is kept beside the packed table")
		}
		for _, k := range fresh {
			tb.pk.store(k, entry[int8]{lo: 0, hi: 2, depth: 5, work: 7})
		}
		want := make(map[uint64]entry[int8])
		for _, k := range keys {
			var found, none entry[int8]
			if en := tb.pk.probe(k, &found, &none); en.gen != 0 {
				want[k] = *en
			}
		}
		tb.unshare(0)
		for k, w := range want {
			if got := *tb.look(k, k); got.gen == 0 || got.lo != w.lo || got.hi != w.hi || got.depth != w.depth {
				t.Fatalf("key %d after unshare: %+v, want %+v", k, got, w)
			}
		}
	})
}
