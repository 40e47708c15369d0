package minimax

import "testing"

func TestTableBound(t *testing.T) {
	for _, size := range []int{1, 2, 7, 100} {
		tb := newTable[int, int](size, nil, nil)
		for i := range 1000 {
			tb.put(i, entry[int]{lo: int32(i)})
			if n := len(tb.young) + len(tb.old); n > size+1 {
				t.Fatalf("size %d: %d entries after %d puts", size, n, i+1)
			}
			if en, ok := tb.get(i); !ok || en.lo != int32(i) {
				t.Fatalf("size %d: lost the entry just put", size)
			}
		}
	}
	tb := newTable[int, int](0, nil, nil)
	for i := range 1000 {
		tb.put(i, entry[int]{})
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
		tb := newTable[int, int](size, id, nil)
		for i := range 10_000 {
			tb.put(i, entry[int]{lo: int32(i)})
			if size > 0 && 2*len(tb.pairs) > max(size*2, firstSlots) {
				t.Fatalf("size %d: %d slots", size, 2*len(tb.pairs))
			}
			if en, ok := tb.get(i); !ok || en.lo != int32(i) {
				t.Fatalf("size %d: lost the entry just put", size)
			}
			if tb.used > 2*len(tb.pairs) {
				t.Fatalf("size %d: %d used of %d", size, tb.used, 2*len(tb.pairs))
			}
		}
		tb.reset()
		for i := range 10_000 {
			if _, ok := tb.get(i); ok {
				t.Fatalf("size %d: %d still there after reset", size, i)
			}
		}
	}
}
