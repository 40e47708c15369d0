package backtrack_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/cores"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"pgregory.net/rapid"
)

// The k shards of a random tree add up to its Count, hold its accepted
// states exactly once between them, and count the same when built twice and
// at GOMAXPROCS 1 and 2.
func TestShardsCoverTheTree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomTree(t)
		k := rapid.IntRange(1, 40).Draw(t, "k")
		want := slices.Sorted(func(yield func(uint64) bool) {
			for x := range s.All() {
				if !yield(x.id) {
					return
				}
			}
		})
		var got []uint64
		total := testutil.SumShards(t, k, func(i, k int) (int64, error) {
			sh := mustShard(t, s, i, k)
			n := sh.Count()
			if again := mustShard(t, s, i, k).Count(); again != n {
				t.Fatalf("shard %d of %d counts %d, then %d built again", i, k, n, again)
			}
			cores.Same(t, func() []int64 {
				c := mustShard(t, s, i, k).Count()
				if c != n {
					t.Fatalf("shard %d of %d counts %d, and %d at GOMAXPROCS=%d", i, k, n, c, runtime.GOMAXPROCS(0))
				}
				return []int64{c}
			})
			for x := range sh.All() {
				got = append(got, x.id)
			}
			return n, nil
		})
		if total != s.Count() {
			t.Fatalf("%d shards add up to %d, Count is %d", k, total, s.Count())
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("the shards' states differ from All's: %d against %d", len(got), len(want))
		}
	})
}

// 8-queens in 5 shards: 92 between them, and every shard has some, since
// taking every 5th part of a fine split spreads the work.
func TestShardsOfQueens(t *testing.T) {
	s := queensSearch(8)
	total := testutil.SumShards(t, 5, func(i, k int) (int64, error) {
		n := mustShard(t, s, i, k).Count()
		if n == 0 {
			t.Errorf("shard %d of %d holds no solution", i, k)
		}
		return n, nil
	})
	if total != 92 {
		t.Fatalf("shards of 8-queens add up to %d, want 92", total)
	}
}

// A Shuffled search shards as the unshuffled one, whatever its generator.
func TestShardsOfShuffled(t *testing.T) {
	s := queensSearch(7)
	for i := range 3 {
		want := mustShard(t, s, i, 3).Count()
		got := mustShard(t, s.Shuffled(rand.New(rand.NewPCG(uint64(i), 9))), i, 3).Count()
		if got != want {
			t.Errorf("shuffled shard %d of 3 counts %d, unshuffled %d", i, got, want)
		}
	}
}

func TestShardWalkBudgetAndCancel(t *testing.T) {
	sh := mustShard(t, queensSearch(10), 1, 4)
	all, err := sh.Walk(context.Background(), func(board) bool { return true })
	if err != nil || all < 100 {
		t.Fatalf("Walk of a shard = %d nodes, %v", all, err)
	}
	nodes, err := sh.Walk(context.Background(), func(board) bool { return true }, backtrack.MaxNodes(all/2))
	if !errors.Is(err, backtrack.ErrBudget) || nodes != all/2 {
		t.Fatalf("Walk with budget %d = %d nodes, %v; want %d, ErrBudget", all/2, nodes, err, all/2)
	}
	if nodes, err := sh.Walk(context.Background(), func(board) bool { return true }, backtrack.MaxNodes(all)); err != nil || nodes != all {
		t.Fatalf("Walk with budget %d = %d, %v; want the whole shard", all, nodes, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if n, err := sh.CountContext(ctx); n != 0 || !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled CountContext = %d, %v; want 0, context.Canceled", n, err)
	}
	found := 0
	sh.Walk(context.Background(), func(board) bool { found++; return found < 3 })
	if found != 3 {
		t.Fatalf("visit asked to stop after 3 states, saw %d", found)
	}
}

// i or k out of range is an error, in one shape, and no shard.
func TestShardOutOfRange(t *testing.T) {
	for _, ik := range [][2]int{{0, 0}, {-1, 3}, {3, 3}, {0, -1}, {0, backtrack.MaxShards + 1}} {
		sh, err := queensSearch(4).Shard(ik[0], ik[1])
		want := fmt.Sprintf("backtrack: shard %d of %d; want 0 <= i < k <= 65536", ik[0], ik[1])
		if err == nil || err.Error() != want || sh.K != 0 {
			t.Errorf("Shard(%d, %d) = shard of %d, %v; want the error %q", ik[0], ik[1], sh.K, err, want)
		}
	}
	if _, err := queensSearch(4).Shard(backtrack.MaxShards-1, backtrack.MaxShards); err != nil {
		t.Errorf("the last shard of MaxShards: %v", err)
	}
}

// mustShard returns s.Shard(i, k), or stops the test on an error.
func mustShard[S any](t interface {
	Helper()
	Fatalf(string, ...any)
}, s backtrack.Search[S], i, k int) backtrack.Shard[S] {
	t.Helper()
	sh, err := s.Shard(i, k)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return sh
}
