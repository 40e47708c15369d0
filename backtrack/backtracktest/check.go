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

// Check tests the search s: that its Branch and Accept keep their contract,
// and that every way of running s finds the same states. It reports each
// broken property through t.Errorf, naming the property, the state it failed
// on, and how to fix it. Check calls only t.Helper and t.Errorf: it never
// stops the test, so a fake testing.TB that records Errorf calls can watch
// it.
//
// On each of the first states of a depth-first walk, up to the node budget
// (see MaxNodes), Check tests that:
//   - Accept and Branch are deterministic: called twice on a state they give
//     equal results (reflect.DeepEqual);
//   - the children Branch returned are not changed by the calls of Branch
//     that follow, as they are when children share a scratch slice;
//   - Branch gives equal children for a deep copy of the state, with every
//     slice, map and pointer it reaches copied; it does not when children
//     share the array behind append(parent.cols, c);
//   - Branch leaves the elements already in dst alone and appends the same
//     children whatever dst holds, with or without spare capacity.
//
// If those hold, Check runs the search on a tree of at most the budget's
// size (the whole tree, or the tree cut off at the deepest level that fits)
// and tests that All, First, Count, Walk (also with a MaxNodes budget),
// Paths, their Context forms, and the parts of Split(n) for several n, run
// in turn and on concurrent goroutines, find exactly what a plain
// depth-first walk finds, in the same order. Count runs on every core when that tree has
// more than 16,384 nodes and GOMAXPROCS > 1.
//
// States must be comparable by reflect.DeepEqual (no func fields, no NaN),
// and s must not be a Shuffled search, whose Branch is not deterministic by
// design: check the search before shuffling it. Check reads at most 512
// values of each state. A panic in Branch or Accept reaches the caller. Check
// calls Branch about twenty times per state within the budget, whose
// default is 32,768 nodes. A nil Option is a programming error: Check
// panics.
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
