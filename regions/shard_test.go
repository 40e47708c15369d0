package regions_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/cores"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// sumShards returns the sum of the k shards of b's count.
func sumShards(t testutil.TB, b *regions.Board, k int) int64 {
	t.Helper()
	return testutil.SumShards(t, k, func(i, k int) (int64, error) { return regions.CountShard(b, i, k) })
}

// The k shards of a board's count add up to Count, on random boards and for
// every k from 1 to 50; a shard built twice counts the same.
func TestCountShardAddsUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := regionstest.Board(regions.MinN, 9).Draw(t, "board")
		k := rapid.IntRange(1, 50).Draw(t, "k")
		if got, want := sumShards(t, b, k), mustCount(b, 0); got != want {
			t.Fatalf("%d shards add up to %d, Count says %d\n%s", k, got, want, b)
		}
		i := rapid.IntRange(0, k-1).Draw(t, "i")
		x, _ := regions.CountShard(b, i, k)
		y, _ := regions.CountShard(b, i, k)
		if x != y {
			t.Fatalf("shard %d of %d counts %d, then %d\n%s", i, k, x, y, b)
		}
	})
}

// Boards whose regions are their rows count the NoTouch placements
// (A002464): in every number of shards up to 50 on small boards, in a few
// on a larger one.
func TestCountShardStriped(t *testing.T) {
	for _, c := range []struct {
		n  int
		ks []int
	}{
		{5, nil}, {6, nil}, {8, []int{1, 2, 7, 50}},
	} {
		want, _ := queens.Count(c.n, queens.NoTouch)
		ks := c.ks
		for k := 1; ks == nil && k <= 50; k++ {
			if got := sumShards(t, striped(c.n, false), k); got != want {
				t.Errorf("n = %d: %d shards add up to %d, want %d", c.n, k, got, want)
			}
		}
		for _, k := range ks {
			if got := sumShards(t, striped(c.n, false), k); got != want {
				t.Errorf("n = %d: %d shards add up to %d, want %d", c.n, k, got, want)
			}
		}
	}
}

// A shard does not depend on GOMAXPROCS.
func TestCountShardGOMAXPROCS(t *testing.T) {
	b := striped(9, true)
	counts := func() []int64 {
		var out []int64
		for i := range 7 {
			c, _ := regions.CountShard(b, i, 7)
			out = append(out, c)
		}
		return out
	}
	cores.Same(t, counts)
}

func TestCountShardBadInput(t *testing.T) {
	b := striped(6, false)
	for _, ik := range [][2]int{{0, 0}, {3, 3}, {-1, 3}, {0, 1<<16 + 1}} {
		n, err := regions.CountShard(b, ik[0], ik[1])
		if err == nil || n != 0 || !strings.HasPrefix(err.Error(), "regions: shard ") {
			t.Errorf("CountShard(b, %d, %d) = %d, %v; want 0 and an error", ik[0], ik[1], n, err)
		}
	}
	for _, b := range []*regions.Board{nil, {}} {
		if n, err := regions.CountShard(b, 0, 2); n != 0 || err == nil || err.Error() != "regions: empty board" {
			t.Errorf("CountShard(empty, 0, 2) = %d, %v; want 0, regions: empty board", n, err)
		}
	}
}

// Each shard of the 9×9 board whose regions are its columns counts what it
// counted when shards were every k-th part of a list of the whole split.
func TestCountShardValues(t *testing.T) {
	b := striped(9, true)
	for i, want := range []int64{7994, 7998, 7819, 7819, 7998, 7994} {
		if got, err := regions.CountShard(b, i, 6); got != want || err != nil {
			t.Errorf("CountShard(columns 9, %d, 6) = %d, %v; want %d", i, got, err, want)
		}
	}
}

// A shard of a count that no one finishes stops soon after a cancel.
func TestCountShardCancel(t *testing.T) {
	b := striped(regions.MaxN, true)
	testutil.CancelLatency(t, func(ctx context.Context) error {
		k, err := regions.CountShardContext(ctx, b, 1, 2)
		if k != 0 {
			t.Errorf("count %d after cancel", k)
		}
		return err
	}, 50*time.Millisecond)
	defer func() {
		if r := recover(); r != "regions: nil Context" {
			t.Errorf("CountShardContext(nil): recovered %v", r)
		}
	}()
	regions.CountShardContext(noContext, b, 0, 1)
}

// benchmarkShards counts all k shards of b one after another on the
// caller's goroutine; compare with BenchmarkCountPlain_* at -cpu 1.
func benchmarkShards(b *testing.B, board *regions.Board, k int, want int64) {
	for b.Loop() {
		if got := sumShards(b, board, k); got != want {
			b.Fatalf("shards add up to %d, want %d", got, want)
		}
	}
}

func BenchmarkCountShards_Striped10_K16(b *testing.B) {
	benchmarkShards(b, striped(10, true), 16, 479306)
}
func BenchmarkCountShards_Striped10_K64(b *testing.B) {
	benchmarkShards(b, striped(10, true), 64, 479306)
}
func BenchmarkCountPlain_Striped10(b *testing.B) {
	board := striped(10, true)
	for b.Loop() {
		if n := mustCount(board, 0); n != 479306 {
			b.Fatal(n)
		}
	}
}
func BenchmarkCountShards_Striped11_K16(b *testing.B) {
	benchmarkShards(b, striped(11, true), 16, 5296790)
}
func BenchmarkCountShards_Striped11_K64(b *testing.B) {
	benchmarkShards(b, striped(11, true), 64, 5296790)
}
func BenchmarkCountPlain_Striped11(b *testing.B) {
	board := striped(11, true)
	for b.Loop() {
		if n := mustCount(board, 0); n != 5296790 {
			b.Fatal(n)
		}
	}
}
