package knight_test

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/cores"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/knight"
	"pgregory.net/rapid"
)

// sumShards returns the sum of the k shards of a count.
func sumShards(t testutil.TB, rows, cols, k int, opts ...knight.Option) int64 {
	t.Helper()
	return testutil.SumShards(t, k, func(i, k int) (int64, error) { return knight.CountShard(rows, cols, i, k, opts...) })
}

// The k shards of a count add up to Count exactly, open and closed, for
// random boards and every k from 1 to 50; a shard built twice counts the
// same.
func TestCountShardAddsUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(1, 6).Draw(t, "rows")
		cols := rapid.IntRange(1, 27/rows).Draw(t, "cols") // up to 5×5, 4×6, 3×9
		closed := rapid.Bool().Draw(t, "closed")
		k := rapid.IntRange(1, 50).Draw(t, "k")
		want, err := knight.Count(rows, cols, kind(closed)...)
		if err != nil {
			t.Fatal(err)
		}
		if got := sumShards(t, rows, cols, k, kind(closed)...); got != want {
			t.Fatalf("%d shards of %d×%d (closed %v) add up to %d, Count says %d", k, rows, cols, closed, got, want)
		}
		i := rapid.IntRange(0, k-1).Draw(t, "i")
		a, _ := knight.CountShard(rows, cols, i, k, kind(closed)...)
		b, _ := knight.CountShard(rows, cols, i, k, kind(closed)...)
		if a != b {
			t.Fatalf("shard %d of %d of %d×%d counts %d, then %d", i, k, rows, cols, a, b)
		}
	})
}

// Published totals, shard by shard: every k from 1 to 50 on the 3×4 board,
// whose classes of squares have two or four squares each, and a few k on
// the larger boards.
func TestCountShardKnown(t *testing.T) {
	for k := 1; k <= 50; k++ {
		if got := sumShards(t, 3, 4, k); got != 8 {
			t.Errorf("%d shards of 3×4 open add up to %d, want 8", k, got)
		}
	}
	for _, k := range []int{1, 2, 7, 16, 50} {
		if got := sumShards(t, 5, 5, k); got != 864 {
			t.Errorf("%d shards of 5×5 open add up to %d, want 864", k, got)
		}
		if got := sumShards(t, 4, 5, k); got != 82 {
			t.Errorf("%d shards of 4×5 open add up to %d, want 82", k, got)
		}
		if got := sumShards(t, 3, 10, k, knight.ClosedTours()); got != 16 {
			t.Errorf("%d shards of 3×10 closed add up to %d, want 16", k, got)
		}
	}
	for _, k := range []int{1, 16} {
		if got := sumShards(t, 6, 6, k, knight.ClosedTours()); got != 9862 {
			t.Errorf("%d shards of 6×6 closed add up to %d, want 9862", k, got)
		}
	}
}

// A shard does not depend on GOMAXPROCS.
func TestCountShardGOMAXPROCS(t *testing.T) {
	counts := func() []int64 {
		var out []int64
		for i := range 5 {
			a, _ := knight.CountShard(5, 5, i, 5)
			b, _ := knight.CountShard(6, 6, i, 5, knight.ClosedTours())
			out = append(out, a, b)
		}
		return out
	}
	cores.Same(t, counts)
}

func TestCountShardBadInput(t *testing.T) {
	for _, c := range []struct {
		rows, cols, i, k int
		message          string
	}{
		{5, 5, 0, 0, "shard 0 of 0"},
		{5, 5, 3, 3, "shard 3 of 3"},
		{5, 5, -1, 3, "shard -1 of 3"},
		{5, 5, 0, 1<<16 + 1, "<= 65536"},
		{0, 5, 0, 1, "no squares"},
		{8, 9, 0, 1, "at most 64 squares"},
	} {
		n, err := knight.CountShard(c.rows, c.cols, c.i, c.k)
		if err == nil || n != 0 || !strings.HasPrefix(err.Error(), "knight: ") || !strings.Contains(err.Error(), c.message) {
			t.Errorf("CountShard(%d, %d, %d, %d) = %d, %v; want 0 and an error with %q", c.rows, c.cols, c.i, c.k, n, err, c.message)
		}
	}
}

// A shard of a count that would take days returns soon after its context
// is cancelled.
func TestCountShardContextLatency(t *testing.T) {
	testutil.CancelLatency(t, func(ctx context.Context) error {
		n, err := knight.CountShardContext(ctx, 7, 7, 0, 2)
		if n != 0 {
			t.Errorf("CountShardContext(7, 7, 0, 2) = %d, %v; want 0", n, err)
		}
		return err
	}, delays...)
	testutil.CancelLatency(t, func(ctx context.Context) error {
		n, err := knight.CountShardContext(ctx, 8, 8, 1, 2, knight.ClosedTours())
		if n != 0 {
			t.Errorf("CountShardContext(8, 8, 1, 2, ClosedTours()) = %d, %v; want 0", n, err)
		}
		return err
	}, delays...)
}

// Each shard counts what it counted when shards were every k-th part of a
// list of the whole split: the parts and their order are those of the split.
func TestCountShardValues(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		closed     bool
		want       []int64
	}{
		{5, 5, false, []int64{44, 56, 26, 60, 72, 302, 304}},
		{6, 6, true, []int64{1422, 1292, 1885, 3181, 2082}},
		{5, 6, false, []int64{7394, 1380, 840, 1130, 1792, 4730, 132, 328, 1058}},
	} {
		for i, want := range c.want {
			if got, err := knight.CountShard(c.rows, c.cols, i, len(c.want), kind(c.closed)...); got != want || err != nil {
				t.Errorf("%d×%d closed=%v shard %d of %d = %d, %v; want %d", c.rows, c.cols, c.closed, i, len(c.want), got, err, want)
			}
		}
	}
}

// At the largest k, a shard of an 8×8 count costs memory for its own parts
// only, not for the other shards', and returns soon after cancellation
// while it is still looking for its parts: it allocates less than a
// megabyte before its deadline, where a list of the split took gigabytes.
func TestCountShardBigKMemory(t *testing.T) {
	testutil.CancelLatency(t, func(ctx context.Context) error {
		n, err := knight.CountShardContext(ctx, 8, 8, 65535, 65536, knight.ClosedTours())
		if n != 0 {
			t.Errorf("CountShardContext(8, 8, 65535, 65536, ClosedTours()) = %d, %v; want 0", n, err)
		}
		return err
	}, delays...)
	for _, opts := range [][]knight.Option{{knight.ClosedTours()}, nil} {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		n, err := knight.CountShardContext(ctx, 8, 8, 65535, 65536, opts...)
		runtime.ReadMemStats(&after)
		cancel()
		if n != 0 || !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("CountShardContext(8, 8, 65535, 65536) with a deadline = %d, %v", n, err)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
			t.Errorf("CountShardContext(8, 8, 65535, 65536, %d options) allocated %d bytes, want under 1 MiB", len(opts), got)
		}
	}
}

func TestCountShardNilArguments(t *testing.T) {
	var nilCtx context.Context
	mustPanic(t, "knight: nil Context", func() { knight.CountShardContext(nilCtx, 5, 5, 0, 1) })
	mustPanic(t, "knight: nil Option", func() { knight.CountShard(5, 5, 0, 1, nil) })
}

// benchmarkShards counts all k shards one after another on the caller's
// goroutine; compare with BenchmarkCount_* at -cpu 1.
func benchmarkShards(b *testing.B, rows, cols, k int, want int64, opts ...knight.Option) {
	for b.Loop() {
		if got := sumShards(b, rows, cols, k, opts...); got != want {
			b.Fatalf("shards add up to %d, want %d", got, want)
		}
	}
}

func BenchmarkCountShards_Closed6x6_K16(b *testing.B) {
	benchmarkShards(b, 6, 6, 16, 9862, knight.ClosedTours())
}
func BenchmarkCountShards_Closed6x6_K64(b *testing.B) {
	benchmarkShards(b, 6, 6, 64, 9862, knight.ClosedTours())
}
func BenchmarkCountShards_Open5x5_K16(b *testing.B) { benchmarkShards(b, 5, 5, 16, 864) }
func BenchmarkCountShards_Open5x5_K64(b *testing.B) { benchmarkShards(b, 5, 5, 64, 864) }
func BenchmarkCountShards_Open6x6_K64(b *testing.B) { benchmarkShards(b, 6, 6, 64, 3318960) }
func BenchmarkCountShards_Open6x6_K16(b *testing.B) { benchmarkShards(b, 6, 6, 16, 3318960) }
func BenchmarkCountShards_Open5x6_K16(b *testing.B) { benchmarkShards(b, 5, 6, 16, 18784) }
func BenchmarkCountShards_Open5x6_K64(b *testing.B) { benchmarkShards(b, 5, 6, 64, 18784) }
func BenchmarkCountPlain_Open5x6(b *testing.B) {
	for b.Loop() {
		if n, _ := knight.Count(5, 6); n != 18784 {
			b.Fatal(n)
		}
	}
}
