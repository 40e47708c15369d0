package knight

import "sync"

// A memo remembers the values of a function: get(k) calls f(k) the first
// time any caller asks for k and returns that value ever after. It is safe
// for concurrent use: callers asking for the same key wait for the one call,
// callers asking for different keys do not wait for each other. Values are
// shared, so no caller may modify one. It never forgets, so it suits a few
// keys, each worth a search (the blocks Find builds from); a memo of one
// value has key struct{}. f must not ask its own memo for the same key.
type memo[K comparable, V any] struct {
	f  func(K) V
	mu sync.Mutex
	m  map[K]*memoEntry[V]
}

type memoEntry[V any] struct {
	once sync.Once
	v    V
}

// newMemo returns an empty memo of f.
func newMemo[K comparable, V any](f func(K) V) *memo[K, V] {
	return &memo[K, V]{f: f, m: map[K]*memoEntry[V]{}}
}

// get returns f(k), calling f only the first time k is asked for.
func (m *memo[K, V]) get(k K) V {
	v, _ := m.lookup(k)
	return v
}

// lookup is get that also reports whether this call ran f, so that a
// caller that can be cancelled looks at its context after a search.
func (m *memo[K, V]) lookup(k K) (v V, ran bool) {
	m.mu.Lock()
	e, ok := m.m[k]
	if !ok {
		e = new(memoEntry[V])
		m.m[k] = e
	}
	m.mu.Unlock()
	e.once.Do(func() { e.v, ran = m.f(k), true })
	return e.v, ran
}
