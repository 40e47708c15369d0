package knight

import (
	"sync"
	"sync/atomic"
	"testing"
)

func TestMemoCallsOncePerKey(t *testing.T) {
	var calls [4]atomic.Int32
	m := newMemo(func(k int) int {
		calls[k].Add(1)
		return k * k
	})
	var wg sync.WaitGroup
	for range 8 {
		for k := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if got := m.get(k); got != k*k {
					t.Errorf("get(%d) = %d, want %d", k, got, k*k)
				}
			}()
		}
	}
	wg.Wait()
	for k := range calls {
		if n := calls[k].Load(); n != 1 {
			t.Errorf("f(%d) called %d times, want 1", k, n)
		}
	}
}

func TestMemoNests(t *testing.T) {
	inner := newMemo(func(k int) int { return k + 1 })
	outer := newMemo(func(k int) int { return inner.get(k) * 2 })
	if got := outer.get(3); got != 8 {
		t.Errorf("outer.get(3) = %d, want 8", got)
	}
}
