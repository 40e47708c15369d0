package backtrack_test

import (
	"context"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"pgregory.net/rapid"
)

// node is a state of a pseudo-random tree: its shape follows from its id.
type node struct {
	id    uint64
	depth int
}

func mix(x uint64) uint64 { // splitmix64's finaliser
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// randomTree draws a tree with up to width children per node and up to
// depth levels; about one node in accept is a solution.
func randomTree(t *rapid.T) backtrack.Search[node] {
	seed := rapid.Uint64().Draw(t, "seed")
	width := rapid.IntRange(1, 6).Draw(t, "width")
	depth := rapid.IntRange(0, 12).Draw(t, "depth")
	accept := rapid.Uint64Range(1, 4).Draw(t, "accept")
	return backtrack.Search[node]{
		Root: node{id: seed},
		Branch: func(dst []node, x node) []node {
			if x.depth == depth {
				return dst
			}
			for i := range mix(x.id) % uint64(width+1) {
				dst = append(dst, node{mix(x.id + i + 1), x.depth + 1})
			}
			return dst
		},
		Accept: func(x node) bool { return x.id%accept == 0 },
	}
}

func serialCount[S any](s backtrack.Search[S]) int64 {
	var n int64
	s.Walk(context.Background(), func(S) bool { n++; return true })
	return n
}

func TestParallelCountEqualsSerial(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomTree(t)
		if got, want := s.Count(), serialCount(s); got != want {
			t.Fatalf("Count = %d, serial walk counts %d", got, want)
		}
	})
}

func TestSplitKeepsOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomTree(t)
		n := rapid.IntRange(0, 100).Draw(t, "parts")
		parts := s.Split(n)
		var got []node
		for _, p := range parts {
			got = slices.AppendSeq(got, p.All())
		}
		if want := slices.Collect(s.All()); !slices.Equal(got, want) {
			t.Fatalf("parts yield %d states, the whole search %d (or in another order)", len(got), len(want))
		}
	})
}

func TestSplitReachesCount(t *testing.T) {
	parts := queensSearch(8).Split(50)
	if len(parts) < 50 {
		t.Fatalf("Split(50) of 8-queens gave %d parts", len(parts))
	}
	if parts := chain(10).Split(50); len(parts) != 1 {
		t.Fatalf("Split of a 10-level chain gave %d parts, want 1 (the last state)", len(parts))
	}
}
