package minimax

import (
	"math"
	"testing"
)

func TestTableBound(t *testing.T) {
	for _, size := range []int{1, 2, 7, 100} {
		tb := newTable[int, int](size, 0, nil, nil)
		for i := range 1000 {
			tb.store(i, uint64(i), &entry[int]{lo: int32(i)})
			if n := len(tb.young) + len(tb.old); n > size+1 {
				t.Fatalf("size %d: %d entries after %d puts", size, n, i+1)
			}
			if en := tb.probe(i, uint64(i)); en.gen == 0 || en.lo != int32(i) {
				t.Fatalf("size %d: lost the entry just put", size)
			}
		}
	}
	tb := newTable[int, int](0, 0, nil, nil)
	for i := range 1000 {
		tb.store(i, uint64(i), &entry[int]{})
	}
	if len(tb.young) != 1000 {
		t.Errorf("unbounded table holds %d of 1000", len(tb.young))
	}
}

// The array table grows to its bound and no further, keeps what it was
// given until a collision, and forgets everything on reset.
func TestArrayTable(t *testing.T) {
	id := func(s int) uint64 { return uint64(s) }
	for _, size := range []int{1, 5, 4096, 0} {
		tb := newTable[int, int](size, 0, id, nil)
		for i := range 10_000 {
			tb.store(i, uint64(i), &entry[int]{lo: int32(i)})
			if size > 0 && 2*len(tb.pairs) > max(size*2, firstSlots) {
				t.Fatalf("size %d: %d slots", size, 2*len(tb.pairs))
			}
			if en := tb.probe(i, uint64(i)); en.gen == 0 || en.lo != int32(i) {
				t.Fatalf("size %d: lost the entry just put", size)
			}
			if tb.used > 2*len(tb.pairs) {
				t.Fatalf("size %d: %d used of %d", size, tb.used, 2*len(tb.pairs))
			}
		}
		tb.reset()
		for i := range 10_000 {
			if tb.probe(i, uint64(i)).gen != 0 {
				t.Fatalf("size %d: %d still there after reset", size, i)
			}
		}
	}
}

// A bound too large to round up to a power of two, such as math.MaxInt,
// means no bound, as 0 does; and a table grows no larger than most.
func TestHugeTableSize(t *testing.T) {
	id := func(s int) uint64 { return uint64(s) }
	for _, c := range []struct{ size, most, want, wantHalf int }{
		{math.MaxInt, 0, maxSlots, maxSlots},
		{maxSlots + 1, 0, maxSlots, maxSlots/2 + 1},
		{0, 0, maxSlots, 0},
		{math.MaxInt, 1 << 12, 1 << 12, 1 << 11},
		{0, 1 << 12, 1 << 12, 1 << 11},
		{101, 1 << 12, 128, 51},
	} {
		tb := newTable[int, int](c.size, c.most, id, nil)
		if tb.limit != c.want {
			t.Errorf("newTable(%d, %d): limit %d, want %d", c.size, c.most, tb.limit, c.want)
		}
		for i := range 4 * firstSlots {
			tb.store(i, uint64(i), &entry[int]{})
		}
		if want := min(c.want, 4*firstSlots*2); 2*len(tb.pairs) != want {
			t.Errorf("newTable(%d, %d) after %d puts: %d slots, want %d", c.size, c.most, 4*firstSlots, 2*len(tb.pairs), want)
		}
		if m := newTable[int, int](c.size, c.most, nil, nil); m.half != c.wantHalf {
			t.Errorf("map newTable(%d, %d): %d entries a generation, want %d", c.size, c.most, m.half, c.wantHalf)
		}
	}
}
