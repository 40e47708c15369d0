package main

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
)

// Callers of one key share one fill; a failed fill is not kept; the cache
// holds at most its size.
func TestCache(t *testing.T) {
	c := newCache[int, int](4)
	var fills atomic.Int32
	release := make(chan struct{})
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, err := c.get(context.Background(), 1, func() (int, error) {
				fills.Add(1)
				<-release
				return 42, nil
			})
			if v != 42 || err != nil {
				t.Errorf("got %d, %v", v, err)
			}
		}()
	}
	close(release)
	wg.Wait()
	if n := fills.Load(); n != 1 {
		t.Errorf("%d fills for one key, want 1", n)
	}
	boom := errors.New("boom")
	if _, err := c.get(context.Background(), 2, func() (int, error) { return 0, boom }); err != boom {
		t.Errorf("failed fill: %v", err)
	}
	if v, _ := c.get(context.Background(), 2, func() (int, error) { return 7, nil }); v != 7 {
		t.Errorf("after a failed fill: %d, want a new fill's 7", v)
	}
	for k := range 10 {
		c.get(context.Background(), 10+k, func() (int, error) { return k, nil })
	}
	if n := c.len(); n > 4 {
		t.Errorf("%d entries, more than 4", n)
	}
	// A caller that leaves stops waiting; the fill goes on for the next.
	ctx, cancel := context.WithCancel(context.Background())
	slow := make(chan struct{})
	cancel()
	if _, err := c.get(ctx, 99, func() (int, error) { <-slow; return 9, nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled caller: %v", err)
	}
	close(slow)
	if v, _ := c.get(context.Background(), 99, func() (int, error) { return -1, nil }); v != 9 {
		t.Errorf("after the caller left: %d, want the first fill's 9", v)
	}
}
