package sevenseg

import (
	"context"
	"sync"
)

// The censuses kept for Generate take at most cacheBytes of marks, and there
// are at most cacheEntries of them.
const (
	cacheBytes   = MaxLayouts / 2
	cacheEntries = 64
)

// A censusKey names a census: the shape, number of sticks and options.
type censusKey struct {
	t      template
	sticks int
	c      config
}

// A censusEntry is a census being taken or taken.
type censusEntry struct {
	done   chan struct{} // closed when the census is taken or given up
	marks  marks
	unique int64 // puzzles in marks
	err    error
}

// censusCache keeps the censuses that Generate took last, up to cacheBytes.
// Its lock guards the map and list only: a census is taken outside it, and
// callers wanting one being taken wait for that entry alone.
type censusCache struct {
	mu      sync.Mutex
	entries map[censusKey]*censusEntry
	recent  []censusKey // taken censuses, least recently used first
	bytes   int64       // their memory
}

var censuses = censusCache{entries: map[censusKey]*censusEntry{}}

// get returns the census of key, taking it if no one has or is.
func (cc *censusCache) get(ctx context.Context, key censusKey) (*censusEntry, error) {
	for {
		cc.mu.Lock()
		e, ok := cc.entries[key]
		if !ok {
			e = &censusEntry{done: make(chan struct{})}
			cc.entries[key] = e
			cc.mu.Unlock()
			cc.take(ctx, key, e)
			return e, e.err
		}
		cc.mu.Unlock()
		select {
		case <-e.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if e.err == nil {
			cc.touch(key)
			return e, nil
		}
		// The caller taking it gave up; take it here (or wait for another).
	}
}

// take takes the census of key into e and keeps it, or forgets e if it
// failed or panicked.
func (cc *censusCache) take(ctx context.Context, key censusKey, e *censusEntry) {
	e.err = context.Canceled // what waiters see if the census panics
	defer func() {
		cc.mu.Lock()
		if e.err != nil {
			delete(cc.entries, key)
		} else {
			cc.keep(key, int64(len(e.marks))*4)
		}
		cc.mu.Unlock()
		close(e.done)
	}()
	mk, err := key.c.census(ctx, key.t, key.sticks)
	if err == nil {
		e.unique, err = mk.puzzles(ctx)
	}
	e.marks, e.err = mk, err
}

// keep adds the census of key, of the given size, to the recent ones and
// forgets the least recently used ones beyond cacheBytes and cacheEntries.
// cc.mu is held.
func (cc *censusCache) keep(key censusKey, size int64) {
	cc.recent = append(cc.recent, key)
	cc.bytes += size
	for (cc.bytes > cacheBytes || len(cc.recent) > cacheEntries) && len(cc.recent) > 1 {
		old := cc.recent[0]
		cc.recent = cc.recent[1:]
		cc.bytes -= int64(len(cc.entries[old].marks)) * 4
		delete(cc.entries, old)
	}
}

// touch makes the census of key the most recently used, if it is kept.
func (cc *censusCache) touch(key censusKey) {
	cc.mu.Lock()
	defer cc.mu.Unlock()
	for i, k := range cc.recent {
		if k == key {
			cc.recent = append(append(cc.recent[:i:i], cc.recent[i+1:]...), key)
			return
		}
	}
}
