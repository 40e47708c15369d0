package backtrack

import (
	"fmt"
	"runtime"
	"sync/atomic"
	"unsafe"
)

// MaxMemory bounds the bytes a call's buffers hold: the states pending on
// the paths it walks, a record for each, and its lists of parts.
//
// The default is DefaultMaxMemory; bytes <= 0 lifts the budget. A call that
// would pass it stops, frees what it holds and returns a [*MemoryError].
// The buffers are counted as states times their size when they grow, not
// at every node. They grow by doubling, and a buffer counts twice while it
// is copied into a larger one, so a call that stops has held a third to
// two thirds of its budget. What Branch and Accept allocate for themselves
// is not counted, beyond the states Branch appends.
func MaxMemory(bytes int64) Option {
	return func(c *config) { c.maxMemory = bytes }
}

// A meter adds up the bytes that the buffers of one call hold, on all its
// goroutines, against the call's budget.
type meter struct {
	op         string       // the call, for its MemoryError
	budget     int64        // in bytes, > 0
	held       atomic.Int64 // bytes held now
	freed      atomic.Int64 // bytes dropped since the last collection
	collecting atomic.Bool  // a collection drop started is running
	failed     atomic.Bool  // the call outgrew the budget
}

// collectAt is the fewest dropped bytes that make drop start a collection
// (and a quarter of what is held, if more), as knight's counts do: without
// one, Go's collector lets the heap reach twice what is held, and the
// address space taken grows with it.
const collectAt = 64 << 20

// newMeter returns the meter of a call named op with cfg's budget, or nil
// if the budget is lifted.
func newMeter(op string, cfg *config) *meter {
	if cfg.maxMemory <= 0 {
		return nil
	}
	return &meter{op: op, budget: cfg.maxMemory}
}

// take counts delta more bytes held, and reports whether they fit in the
// budget; if not, it counts nothing. Giving back (delta < 0) always fits.
// A nil meter takes anything.
func (m *meter) take(delta int64) bool {
	if m == nil {
		return true
	}
	if m.held.Add(delta) > m.budget && delta > 0 {
		m.held.Add(-delta)
		return false
	}
	return true
}

// drop counts b bytes that the call no longer holds but the heap still does,
// until the collector frees them, and starts a collection on a goroutine of
// its own once they are many. A nil meter ignores them.
func (m *meter) drop(b int64) {
	if m == nil {
		return
	}
	if f := m.freed.Add(b); f >= collectAt && f >= m.held.Load()/4 && m.collecting.CompareAndSwap(false, true) {
		m.freed.Store(0)
		go func() { // a collection of a large heap takes a while: the call goes on
			runtime.GC()
			m.collecting.Store(false)
		}()
	}
}

// err returns the MemoryError of m's call, saying where it stood.
func (m *meter) err(where string) error {
	m.failed.Store(true)
	return &MemoryError{Op: m.op + where, Budget: m.budget}
}

// settle is the end of a call: if it outgrew its budget, it collects the
// buffers the call let go, so that their memory is free when the call
// returns its MemoryError, and not only once the heap has grown again (to
// twice what it held, by default): the next call reuses it.
func (m *meter) settle() {
	if m != nil && m.failed.Load() {
		runtime.GC()
	}
}

// bytes returns what n states of type S and levels level records take.
func bytes[S any](states, levels int) int64 {
	var x S
	return int64(states)*int64(unsafe.Sizeof(x)) + int64(levels)*int64(unsafe.Sizeof(level{}))
}

// meter makes m the budget of w's walks until putWalker, and counts what
// w's pooled buffers hold already; if they alone pass the budget, it lets
// them go.
func (w *walker[S]) meter(m *meter) {
	w.mem, w.held = m, 0
	if m == nil {
		return
	}
	if b := bytes[S](cap(w.nodes), cap(w.levels)); m.take(b) {
		w.held = b
	} else {
		w.nodes, w.levels = nil, nil
	}
}

// grow is where a walk goes when nodes holds more than the length it
// returned last time (at first, -1): three quarters of its capacity, or
// more if Branch had to grow it. It gives nodes room for twice its length,
// in a buffer of its own, so that Branch's appends seldom grow it, and
// levels the capacity of nodes: a record stands for a state of nodes, so
// that the walk may go as deep as nodes allows without levels growing.
// It returns the buffers and the length of nodes past which to come back.
//
// Under a budget it counts the buffers before it allocates, the old ones
// with the new while it copies; if they would not fit, it lets them go and
// returns a MemoryError. Growing by doubling, and not by Branch's appends
// (a quarter at a time), keeps the address space the buffers ever took
// within twice their size.
func (w *walker[S]) grow(nodes []S, levels []level) ([]S, []level, int, error) {
	c := cap(nodes)
	if len(nodes) > c-c/4 {
		c = max(2*len(nodes), 16)
	}
	lc := max(c, cap(levels))
	var made, replaced int64 // bytes of the new buffers, and of those they replace
	if c > cap(nodes) {
		made, replaced = bytes[S](c, 0), bytes[S](cap(nodes), 0)
	}
	if lc > cap(levels) {
		made, replaced = made+bytes[S](0, lc), replaced+bytes[S](0, cap(levels))
	}
	if w.mem != nil {
		now := bytes[S](cap(nodes), cap(levels)) // Branch may have grown nodes
		if !w.mem.take(now - w.held + made) {
			w.nodes, w.levels = nil, nil
			w.mem.drop(w.held)
			return nil, nil, 0, w.mem.err(fmt.Sprintf(" with %d states pending on a path %d levels deep", len(nodes), len(levels)))
		}
		w.held = now + made
	}
	if c > cap(nodes) {
		more := make([]S, len(nodes), c)
		copy(more, nodes)
		nodes = more
	}
	if lc > cap(levels) {
		more := make([]level, len(levels), lc)
		copy(more, levels)
		levels = more
	}
	if w.mem != nil {
		w.mem.take(-replaced)
		w.held -= replaced
		w.mem.drop(replaced)
	}
	return nodes, levels, c - c/4, nil
}

// release gives back to w's meter what w's buffers hold.
func (w *walker[S]) release() {
	w.mem.take(-w.held)
	w.mem, w.held = nil, 0
}
