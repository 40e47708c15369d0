package backtracktest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
)

// shareFix says how to fix children that share memory Branch writes.
const shareFix = "Children must not share memory that Branch writes, as they do when built in one scratch slice kept from call to call, " +
	"or by append(parent.cols, c) when the parent's slice has spare capacity. " +
	"Give each child memory of its own (slices.Clone, or append(slices.Clip(parent.cols), c)), or use arrays instead of slices."

// reference is what a plain depth-first walk found.
type reference[S any] struct {
	root     S
	nodes    int64   // states visited
	accepted []S     // accepted states in depth-first order
	at       []int64 // at[i]: the number of nodes visited when accepted[i] was
	complete bool    // the walk reached every state of the tree
}

// callbacks returns s's Branch and Accept with nil replaced by what nil means.
func callbacks[S any](s backtrack.Search[S]) (func([]S, S) []S, func(S) bool) {
	branch, accept := s.Branch, s.Accept
	if branch == nil {
		branch = func(dst []S, _ S) []S { return dst }
	}
	if accept == nil {
		accept = func(S) bool { return false }
	}
	return branch, accept
}

// checkNodes walks s depth first on its own stack, visiting at most maxNodes
// states (no limit if maxNodes <= 0), and tests Branch and Accept on each. It
// reports the first failure and returns false, or returns what it found.
func checkNodes[S any](t testing.TB, s backtrack.Search[S], maxNodes int64) (*reference[S], bool) {
	t.Helper()
	branch, accept := callbacks(s)
	ref := &reference[S]{root: s.Root}
	type pending struct {
		x   S
		was string // snapshot of x when Branch returned it
	}
	stack := []pending{{s.Root, snapshot(s.Root)}}
	for len(stack) > 0 && (maxNodes <= 0 || ref.nodes < maxNodes) {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x := p.x
		ref.nodes++
		if now := snapshot(x); now != p.was {
			fail(t, "a state changed after Branch returned it: it was %s and is %s after later calls of Branch. %s", show(p.was), show(now), shareFix)
			return nil, false
		}
		a := accept(x)
		if again := accept(x); a != again {
			fail(t, "Accept is not deterministic: Accept(%s) returned %v, then %v. Accept must depend on its state alone.", show(x), a, again)
			return nil, false
		}
		if a {
			ref.accepted = append(ref.accepted, x)
			ref.at = append(ref.at, ref.nodes)
		}
		var siblings []S // the next states on the stack
		for i := len(stack) - 1; i >= 0 && len(siblings) < 2; i-- {
			siblings = append(siblings, stack[i].x)
		}
		kids, was, ok := checkBranch(t, branch, x, siblings, ref.nodes%2 == 0)
		if !ok {
			return nil, false
		}
		for i := len(kids) - 1; i >= 0; i-- {
			stack = append(stack, pending{kids[i], was[i]})
		}
	}
	ref.complete = len(stack) == 0
	return ref, true
}

// checkBranch calls Branch on x three ways, and once on the state a walk or
// another worker could branch on next: the first of siblings, the states
// after x on the stack, or else x's first child. It tests the answers and
// returns x's children with their snapshots. spare says whether the dst it
// passes has spare capacity.
func checkBranch[S any](t testing.TB, branch func([]S, S) []S, x S, siblings []S, spare bool) ([]S, []string, bool) {
	t.Helper()
	kids := branch(nil, x)
	was := snapshots(kids)
	again := branch(nil, x)
	others := siblings // copies of other states to put in dst
	if len(others) == 0 {
		others = []S{x}
	}
	before := snapshots(others)
	c := len(others)
	if spare {
		c += len(kids) + 1
	}
	dst := append(make([]S, 0, c), others...)
	out := branch(dst, x)
	next := x
	if len(siblings) > 0 {
		next = siblings[0]
	} else if len(kids) > 0 {
		next = kids[0]
	}
	branch(nil, next)

	for i, k := range kids {
		if now := snapshot(k); now != was[i] {
			fail(t, "Branch(nil, %s) returned a child %s that became %s after the call Branch(nil, %s). %s", show(x), show(was[i]), show(now), show(next), shareFix)
			return nil, nil, false
		}
	}
	if !equal(kids, again) {
		fail(t, "Branch is not deterministic: Branch(nil, %s) returned %s, then %s. "+
			"Branch must depend on its state alone: no counters, no randomness (Search.Shuffled gives a random order), no map iteration order.",
			show(x), show(kids), show(again))
		return nil, nil, false
	}
	if !checkDst(t, x, kids, dst, out, before) {
		return nil, nil, false
	}
	if xc, ok := clone(x); ok {
		if kc := branch(nil, xc); !equal(kids, kc) {
			fail(t, "Branch(nil, %s) returned %s, but on a copy of that state with memory of its own it returns %s. %s",
				show(x), show(kids), show(kc), shareFix)
			return nil, nil, false
		}
	}
	return kids, was, true
}

// checkDst tests that Branch(dst, x) returned out with dst's elements as
// they were (before holds their snapshots) and kids appended.
func checkDst[S any](t testing.TB, x S, kids, dst, out []S, before []string) bool {
	t.Helper()
	intact := len(out) >= len(dst)
	for i := range dst {
		intact = intact && snapshot(dst[i]) == before[i] && snapshot(out[i]) == before[i]
	}
	if !intact {
		fail(t, "Branch changed the states already in dst: Branch(dst, %s) with dst = [%s] returned %s. "+
			"Branch must append to dst, like append, and leave its elements alone.",
			show(x), show(strings.Join(before, " ")), show(out))
		return false
	}
	if added := out[len(dst):]; !equal(added, kids) {
		fail(t, "Branch appends different children when dst is not empty: Branch(nil, %s) returned %s, but Branch(dst, %s) with dst = [%s] appended %s. "+
			"Branch must append the same children whatever dst holds.",
			show(x), show(kids), show(x), show(strings.Join(before, " ")), show(added))
		return false
	}
	return true
}

// snapshots returns the snapshot of each state.
func snapshots[S any](xs []S) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = snapshot(x)
	}
	return out
}

// plainWalk walks s depth first on its own stack, without tests.
func plainWalk[S any](s backtrack.Search[S]) *reference[S] {
	branch, accept := callbacks(s)
	ref := &reference[S]{root: s.Root, complete: true}
	stack := []S{s.Root}
	var kids []S
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		ref.nodes++
		if accept(x) {
			ref.accepted = append(ref.accepted, x)
			ref.at = append(ref.at, ref.nodes)
		}
		kids = branch(kids[:0], x)
		for i := len(kids) - 1; i >= 0; i-- {
			stack = append(stack, kids[i])
		}
	}
	return ref
}

// fullDepth returns the deepest depth d such that the states of s at depth d
// or less number at most maxNodes.
func fullDepth[S any](s backtrack.Search[S], maxNodes int64) int {
	branch, _ := callbacks(s)
	level, total := []S{s.Root}, int64(1)
	for d := 0; ; d++ {
		var next []S
		for _, x := range level {
			next = branch(next, x)
			if total+int64(len(next)) > maxNodes {
				return d
			}
		}
		if len(next) == 0 {
			return d
		}
		level, total = next, total+int64(len(next))
	}
}

// cut is a state of a tree cut off below some depth.
type cut[S any] struct {
	s     S
	depth int
}

func (c cut[S]) String() string { return fmt.Sprint(c.s) }

// cutAt returns s with the states below depth d left out.
func cutAt[S any](s backtrack.Search[S], d int) backtrack.Search[cut[S]] {
	branch, accept := callbacks(s)
	return backtrack.Search[cut[S]]{
		Root: cut[S]{s.Root, 0},
		Branch: func(dst []cut[S], c cut[S]) []cut[S] {
			if c.depth < d {
				for _, k := range branch(nil, c.s) {
					dst = append(dst, cut[S]{k, c.depth + 1})
				}
			}
			return dst
		},
		Accept: func(c cut[S]) bool { return accept(c.s) },
	}
}
