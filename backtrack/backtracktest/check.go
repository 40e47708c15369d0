package backtracktest

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
)

// defaultMaxNodes is the node budget of Check without a MaxNodes option.
const defaultMaxNodes = 1 << 15

// An Option changes what Check does.
type Option func(*config)

type config struct {
	maxNodes int64
}

// MaxNodes bounds the work of Check by n nodes (states tested with Accept).
// Check tests Branch on the first n states of the search, in depth-first
// order, and compares the ways of running the search on a tree of at most n
// nodes: the whole tree if it is that small, otherwise the tree cut off at
// the deepest level that keeps it within n. The default is 32,768 nodes. n <=
// 0 means no limit: Check then never returns on an infinite tree.
func MaxNodes(n int64) Option {
	return func(c *config) { c.maxNodes = n }
}

// Check tests the search s: that its Branch and Accept keep the contract of
// backtrack.Search, and that every way of running s finds the same states.
// It reports each broken property through t.Errorf, naming the property,
// the state it failed on, and how to fix it. Check calls only t.Helper and
// t.Errorf: it never stops the test, so a fake testing.TB that records
// Errorf calls can watch it.
//
// Within its node budget (see MaxNodes), Check tests that:
//   - Branch and Accept are deterministic: called twice on a state they give
//     equal results (reflect.DeepEqual);
//   - Branch leaves the elements already in dst alone and appends the same
//     children whatever dst holds, with or without spare capacity;
//   - children are not changed by later calls of Branch, as they are when
//     states share a scratch slice or the array behind an append;
//   - All, First, Count, CountContext, Walk (also with a MaxNodes budget) and
//     Paths agree with a plain depth-first walk, in the same order;
//   - Count, which runs on every core when the tree has more than 16,384
//     nodes, agrees with that serial walk;
//   - the parts of Split(k), for several k, yield exactly what All yields in
//     the same order, both one after the other and on concurrent goroutines.
//
// When Branch or Accept fails, Check stops there: the other checks would
// only repeat the failure. States must be comparable by reflect.DeepEqual
// (no func fields), and s must not be a Shuffled search, whose Branch is not
// deterministic by design: check the search before shuffling it. A panic in
// Branch or Accept reaches the caller. Check costs a few calls of Branch per
// state on each of its passes, about ten passes over the tree in all. A nil
// Option is a programming error: Check panics.
func Check[S any](t testing.TB, s backtrack.Search[S], opts ...Option) {
	t.Helper()
	c := config{maxNodes: defaultMaxNodes}
	for _, o := range opts {
		if o == nil {
			panic("backtracktest: nil Option")
		}
		o(&c)
	}
	ref, ok := checkNodes(t, s, c.maxNodes)
	if !ok {
		return
	}
	if ref.complete {
		agree(t, s, ref, "")
		return
	}
	d := fullDepth(s, c.maxNodes)
	cut := cutAt(s, d)
	where := fmt.Sprintf(" (on the tree cut below depth %d to stay within %d nodes)", d, c.maxNodes)
	agree(t, cut, plainWalk(cut), where)
}

// fail reports a broken property.
func fail(t testing.TB, format string, args ...any) {
	t.Helper()
	t.Errorf("backtracktest: "+format, args...)
}

// show formats x with %v, shortened to a line.
func show(x any) string {
	const max = 200
	s := fmt.Sprintf("%v", x)
	if r := []rune(s); len(r) > max {
		s = string(r[:max]) + "…"
	}
	return s
}

// equal reports whether a and b hold deeply equal states; nil and empty are
// equal.
func equal[S any](a, b []S) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !reflect.DeepEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}
