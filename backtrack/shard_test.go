package backtrack_test

import (
	"context"
	"errors"
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
			sh := s.Shard(i, k)
			n := sh.Count()
			if again := s.Shard(i, k).Count(); again != n {
				t.Fatalf("shard %d of %d counts %d, then %d built again", i, k, n, again)
			}
			cores.Same(t, func() []int64 {
				c := s.Shard(i, k).Count()
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
		n := s.Shard(i, k).Count()
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
		want := s.Shard(i, 3).Count()
		got := s.Shuffled(rand.New(rand.NewPCG(uint64(i), 9))).Shard(i, 3).Count()
		if got != want {
			t.Errorf("shuffled shard %d of 3 counts %d, unshuffled %d", i, got, want)
		}
	}
}

func TestShardWalkBudgetAndCancel(t *testing.T) {
	sh := queensSearch(10).Shard(1, 4)
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

func TestShardOutOfRangePanics(t *testing.T) {
	for _, ik := range [][2]int{{0, 0}, {-1, 3}, {3, 3}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Shard(%d, %d) did not panic", ik[0], ik[1])
				}
			}()
			queensSearch(4).Shard(ik[0], ik[1])
		}()
	}
}
