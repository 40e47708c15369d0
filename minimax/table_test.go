package minimax

import "testing"

func TestTableBound(t *testing.T) {
	for _, size := range []int{1, 2, 7, 100} {
		tb := newTable[int](size)
		for i := range 1000 {
			tb.put(i, entry{lo: int32(i)})
			if n := len(tb.young) + len(tb.old); n > size+1 {
				t.Fatalf("size %d: %d entries after %d puts", size, n, i+1)
			}
			if en, ok := tb.get(i); !ok || en.lo != int32(i) {
				t.Fatalf("size %d: lost the entry just put", size)
			}
		}
	}
	tb := newTable[int](0)
	for i := range 1000 {
		tb.put(i, entry{})
	}
	if len(tb.young) != 1000 {
		t.Errorf("unbounded table holds %d of 1000", len(tb.young))
	}
}
