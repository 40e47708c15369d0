package backtrack_test

import (
	"context"
	"runtime"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"pgregory.net/rapid"
)

// fan is a tree that is a chain of narrow levels, then a complete tree of
// width children per state, down to depth levels in all; every state whose
// value is divisible by 3 is accepted.
func fan(narrow, width, depth int) backtrack.Search[node] {
	return backtrack.Search[node]{
		Branch: func(dst []node, x node) []node {
			switch {
			case x.depth == depth:
			case x.depth < narrow:
				dst = append(dst, node{x.id*7 + 1, x.depth + 1})
			default:
				for i := range width {
					dst = append(dst, node{x.id*uint64(width) + uint64(i), x.depth + 1})
				}
			}
			return dst
		},
		Accept: func(x node) bool { return x.id%3 == 0 },
	}
}

// sameParts fails t unless Parts(n) yields exactly the parts of Split(n):
// the same roots, in the same order, the same of them whole subtrees.
func sameParts(t interface{ Fatalf(string, ...any) }, s backtrack.Search[node], n int) {
	want := s.Split(n)
	got := 0
	for j, p := range s.Parts(context.Background(), n) {
		if j != got {
			t.Fatalf("Parts(%d) yielded index %d at part %d", n, j, got)
		}
		if got >= len(want) {
			t.Fatalf("Parts(%d) yielded more than Split's %d parts", n, len(want))
		}
		w := want[got]
		if p.Root != w.Root || (p.Branch == nil) != (w.Branch == nil) {
			t.Fatalf("Parts(%d) part %d is %v (a subtree: %v), Split's %v (%v)",
				n, j, p.Root, p.Branch != nil, w.Root, w.Branch != nil)
		}
		got++
	}
	if got != len(want) {
		t.Fatalf("Parts(%d) yielded %d parts, Split %d", n, got, len(want))
	}
}

func TestPartsAreSplits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomTree(t)
		sameParts(t, s, rapid.IntRange(-1, 300).Draw(t, "n"))
	})
}

// Trees whose top is a chain make Parts go deeper in doubling steps and
// then back up to the cut.
func TestPartsOfNarrowTops(t *testing.T) {
	for _, narrow := range []int{0, 1, 5, 9, 30, 100} {
		for _, width := range []int{1, 2, 3} {
			s := fan(narrow, width, narrow+9)
			for _, n := range []int{1, 2, 3, 10, 64, 100, 1000, 5000} {
				sameParts(t, s, n)
			}
		}
	}
}

// refShard is the definition of shard i of k: every k-th part of
// Split(64·k), starting at part i.
func refShard(s backtrack.Search[node], i, k int) []backtrack.Search[node] {
	var parts []backtrack.Search[node]
	all := s.Split(64 * k)
	for j := i; j < len(all); j += k {
		parts = append(parts, all[j])
	}
	return parts
}

// A shard yields the states of its reference parts in their order, and
// visits as many nodes.
func TestShardMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomTree(t)
		if rapid.Bool().Draw(t, "narrow") {
			c := rapid.IntRange(0, 40).Draw(t, "chain")
			s = fan(c, rapid.IntRange(1, 3).Draw(t, "width"), c+rapid.IntRange(0, 8).Draw(t, "fan"))
		}
		k := rapid.IntRange(1, 40).Draw(t, "k")
		i := rapid.IntRange(0, k-1).Draw(t, "i")
		var want []node
		var wantNodes int64
		for _, p := range refShard(s, i, k) {
			n, _ := p.Walk(context.Background(), func(x node) bool { want = append(want, x); return true })
			wantNodes += n
		}
		var got []node
		nodes, err := mustShard(t, s, i, k).Walk(context.Background(), func(x node) bool { got = append(got, x); return true })
		if err != nil || nodes != wantNodes || !slices.Equal(got, want) {
			t.Fatalf("shard %d of %d: %d states in %d nodes, %v; want %d in %d", i, k, len(got), nodes, err, len(want), wantNodes)
		}
		if all := slices.Collect(mustShard(t, s, i, k).All()); !slices.Equal(all, want) {
			t.Fatalf("shard %d of %d: All yields %d states, want %d", i, k, len(all), len(want))
		}
	})
}

// A shard of a big k needs no memory for the other shards' parts: shard 0
// of 65,536 of a tree whose cut is 4,194,304 states wide allocates a few
// kilobytes (a list of the parts would take hundreds of megabytes).
func TestShardMemoryDoesNotGrowWithK(t *testing.T) {
	s := fan(0, 4, 11) // 4^11 = 4,194,304 states at the cut
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	n := mustShard(t, s, 0, 1<<16).Count()
	runtime.ReadMemStats(&after)
	if n == 0 {
		t.Fatal("shard 0 of 65,536 counts nothing")
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Fatalf("shard 0 of 65,536 allocated %d bytes, want under 1 MiB", got)
	}
}

// Cancelled while it looks for its parts, a shard stops within a few
// thousand calls of Branch, at any k.
func TestShardStopsOnCancelAboveTheCut(t *testing.T) {
	for _, k := range []int{1, 64, 1 << 16} {
		for _, at := range []int64{1, 5000, 200000, 3000000} {
			ctx, cancel := context.WithCancel(context.Background())
			var calls atomic.Int64
			s := fan(2, 4, 13)
			branch := s.Branch
			s.Branch = func(dst []node, x node) []node {
				if calls.Add(1) == at {
					cancel()
				}
				return branch(dst, x)
			}
			n, err := mustShard(t, s, k-1, k).CountContext(ctx)
			cancel()
			if calls.Load() < at {
				continue // finished before the cancel
			}
			if n != 0 || err != context.Canceled {
				t.Fatalf("k=%d cancelled at call %d: %d, %v; want 0, context.Canceled", k, at, n, err)
			}
			if after := calls.Load() - at; after > 2*4096 {
				t.Fatalf("k=%d cancelled at call %d: %d calls of Branch after", k, at, after)
			}
		}
	}
}

// A shard whose cut is a level far wider than 64·k still yields exactly its
// parts of the split, though it cannot keep them all while it looks for the
// cut.
func TestShardOfAWideLevel(t *testing.T) {
	s := fan(0, 5000, 1)
	for _, k := range []int{1, 2, 3} {
		for i := range k {
			var want []node
			for _, p := range refShard(s, i, k) {
				want = slices.AppendSeq(want, p.All())
			}
			if got := slices.Collect(mustShard(t, s, i, k).All()); !slices.Equal(got, want) {
				t.Fatalf("shard %d of %d of a level of 5,000: %d states, want %d", i, k, len(got), len(want))
			}
		}
	}
}
