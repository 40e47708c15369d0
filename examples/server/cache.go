package main

import (
	"context"
	"sync"
)

// cache keeps up to max values made by a fill function, one fill per key
// at a time: callers that ask for a key being filled wait for that fill.
// A failed fill is not kept. When full it drops an entry at random.
type cache[K comparable, V any] struct {
	mu  sync.Mutex
	max int
	m   map[K]*entry[V]
}

type entry[V any] struct {
	done chan struct{} // closed when v and err are set
	v    V
	err  error
}

func newCache[K comparable, V any](max int) *cache[K, V] {
	return &cache[K, V]{max: max, m: make(map[K]*entry[V])}
}

// get returns the value of key, filling it with fill if it is missing.
// It stops waiting when ctx is done; the fill goes on for the callers
// after it, under its own context.
func (c *cache[K, V]) get(ctx context.Context, key K, fill func() (V, error)) (V, error) {
	c.mu.Lock()
	e, ok := c.m[key]
	if !ok {
		if len(c.m) >= c.max {
			for k := range c.m {
				delete(c.m, k)
				break
			}
		}
		e = &entry[V]{done: make(chan struct{})}
		c.m[key] = e
		go func() {
			e.v, e.err = fill()
			if e.err != nil {
				c.mu.Lock()
				if c.m[key] == e {
					delete(c.m, key)
				}
				c.mu.Unlock()
			}
			close(e.done)
		}()
	}
	c.mu.Unlock()
	select {
	case <-e.done:
		return e.v, e.err
	case <-ctx.Done():
		var zero V
		return zero, ctx.Err()
	}
}

// len is the number of keys kept or being filled.
func (c *cache[K, V]) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}
