package testutil

import "testing"

func TestLeastAlloc(t *testing.T) {
	var sink []byte
	if n := LeastAlloc(func() { sink = make([]byte, 1<<20) }); n < 1<<20 {
		t.Errorf("LeastAlloc of a 1 MiB allocation: %d bytes", n)
	}
	_ = sink
	if n := LeastAlloc(func() {}); n >= 1<<20 {
		t.Errorf("LeastAlloc of nothing: %d bytes", n)
	}
}
