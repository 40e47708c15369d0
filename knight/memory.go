package knight

import (
	"runtime"
	"sync/atomic"
	"unsafe"

	"github.com/go-puzzles/puzzles/backtrack"
)

// entryBytes is the size of an entry: what each state held costs.
const entryBytes = int64(unsafe.Sizeof(entry{}))

// A memory is a frontier count's account of the entry lists it holds and
// its budget: the one place that decides whether the count may grow. Every
// list and block the count holds is taken here and counts until given
// back. Its methods are safe for concurrent use.
type memory struct {
	limit int64  // bytes; <= 0: none
	op    string // what the error names, such as "knight: closed count of 7×8"
	used  atomic.Int64
	peak  atomic.Int64 // the most bytes held at once
	freed atomic.Int64 // bytes dropped since the last collection
	// collecting: a collection take started is running
	collecting atomic.Bool
}

// collectAt is the fewest dropped bytes that make take collect before it
// lets a list grow (and a quarter of what is held, if more): the lists
// hold no pointers, so a collection costs little, and without one Go's
// collector lets the heap reach twice what is held. Small blocks count as
// much as large lists: a count that spills drops many.
const collectAt = 64 << 20

// take accounts n more entries, or returns the budget error if they do not
// fit.
func (m *memory) take(n int) error {
	b := int64(n) * entryBytes
	if f := m.freed.Load(); f >= collectAt && f >= m.used.Load()/4 && m.collecting.CompareAndSwap(false, true) {
		m.freed.Store(0)
		go func() { // a collection of a large heap takes a while: the count goes on
			runtime.GC()
			m.collecting.Store(false)
		}()
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

// alloc returns a buffer of n entries, accounted.
func (m *memory) alloc(n int) ([]entry, error) {
	if err := m.take(n); err != nil {
		return nil, err
	}
	return make([]entry, n), nil
}
