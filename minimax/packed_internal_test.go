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
