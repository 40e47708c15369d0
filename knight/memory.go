package knight

import (
	"context"
	"runtime"
	"sync/atomic"
	"unsafe"

	"github.com/go-puzzles/puzzles/backtrack"
)

// entryBytes is the size of an entry: what each state held costs.
const entryBytes = int64(unsafe.Sizeof(entry{}))

// copyChunk is the most entries copied between two looks at the context.
const copyChunk = 1 << 20

// A memory is a frontier count's account of the entry lists it holds and
// its budget: the one place that decides whether the count may grow. Every
// list the count holds is sized here; a buffer being replaced counts until
// its contents are copied. Its methods are safe for concurrent use.
type memory struct {
	limit int64  // bytes; <= 0: none
	op    string // what the error names, such as "knight: closed count of 7×8"
	used  atomic.Int64
	peak  atomic.Int64 // the most bytes held at once
	freed atomic.Int64 // bytes dropped since the last collection
}

// collectAt is how many dropped bytes make take collect before it lets a
// list grow: the lists hold no pointers, so a collection costs little, and
// without one Go's collector lets the heap reach twice what is held.
const collectAt = 64 << 20

// take accounts n more entries, or returns the budget error if they do not
// fit.
func (m *memory) take(n int) error {
	b := int64(n) * entryBytes
	if m.freed.Load() >= collectAt && b >= collectAt/8 {
		m.freed.Store(0)
		runtime.GC()
	}
	used := m.used.Add(b)
	if m.limit > 0 && used > m.limit {
		m.used.Add(-b)
		return &backtrack.MemoryError{Op: m.op, Budget: m.limit}
	}
	for p := m.peak.Load(); used > p && !m.peak.CompareAndSwap(p, used); p = m.peak.Load() {
	}
	return nil
}

// give accounts buf as dropped.
func (m *memory) give(buf []entry) {
	b := int64(cap(buf)) * entryBytes
	m.used.Add(-b)
	m.freed.Add(b)
}

// room returns the most entries a new buffer may hold while what is held
// now stays held.
func (m *memory) room() int {
	if m.limit <= 0 {
		return int(^uint(0) >> 1)
	}
	return int(max(0, (m.limit-m.used.Load())/entryBytes))
}

// alloc returns a buffer of n entries, accounted.
func (m *memory) alloc(n int) ([]entry, error) {
	if err := m.take(n); err != nil {
		return nil, err
	}
	return make([]entry, n), nil
}

// extend returns buf, full, in a buffer with room for more entries: a
// quarter more, or as much more as the budget allows. The copy looks at ctx
// every copyChunk entries.
func (m *memory) extend(ctx context.Context, buf []entry) ([]entry, error) {
	c := min(cap(buf)+cap(buf)/4+1024, m.room())
	if c <= cap(buf) {
		return buf, &backtrack.MemoryError{Op: m.op, Budget: m.limit}
	}
	if err := m.take(c); err != nil {
		return buf, err
	}
	out := make([]entry, len(buf), c)
	for lo := 0; lo < len(buf); lo += copyChunk {
		if err := ctx.Err(); err != nil {
			m.give(out)
			return buf, err
		}
		copy(out[lo:], buf[lo:min(lo+copyChunk, len(buf))])
	}
	m.give(buf)
	return out, nil
}
