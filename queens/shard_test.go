package queens

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/cores"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"pgregory.net/rapid"
)

// The k shards of a count add up to Count, for random sizes, rules and every
// k from 1 to 50, and a shard built twice counts the same.
func TestCountShardAddsUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 10).Draw(t, "n")
		r := rapid.SampledFrom(rules).Draw(t, "rule")
		k := rapid.IntRange(1, 50).Draw(t, "k")
		want, err := Count(n, r)
		if err != nil {
			t.Fatal(err)
		}
		sum := testutil.SumShards(t, k, func(i, k int) (int64, error) {
			c, err := CountShard(n, r, i, k)
			if again, _ := CountShard(n, r, i, k); again != c {
				t.Fatalf("shard %d of %d of (%d, %v) counts %d, then %d", i, k, n, r, c, again)
			}
			return c, err
		})
		if sum != want {
			t.Fatalf("%d shards of (%d, %v) add up to %d, Count says %d", k, n, r, sum, want)
		}
	})
}

// Every k from 1 to 50 on one board big enough that no shard is empty.
func TestCountShardEveryK(t *testing.T) {
	const n, want = 11, 2680
	for k := 1; k <= 50; k++ {
		sum := testutil.SumShards(t, k, func(i, k int) (int64, error) { return CountShard(n, Classic, i, k) })
		if sum != want {
			t.Errorf("%d shards of 11 queens add up to %d, want %d", k, sum, want)
		}
	}
}

// A shard does not depend on GOMAXPROCS.
func TestCountShardGOMAXPROCS(t *testing.T) {
	counts := func() []int64 {
		var out []int64
		for _, r := range rules {
			for i := range 7 {
				c, err := CountShard(10, r, i, 7)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, c)
			}
		}
		return out
	}
	cores.Same(t, counts)
}

// From n = 16 the work list has at least 64 boards per shard for k in the
// thousands: every k-th of them gives each shard, the last too, 64 or more.
func TestShardTasksEnough(t *testing.T) {
	for _, c := range []struct{ n, k int }{{16, 4096}, {12, 200}, {16, 1}} {
		for _, i := range []int{0, c.k - 1} {
			units, err := classicUnits(context.Background(), c.n, i, c.k)
			if got := len(units); err != nil || got < tasksPerShard {
				t.Errorf("n = %d: shard %d of %d has %d units, %v; want at least %d", c.n, i, c.k, got, err, tasksPerShard)
			}
		}
	}
	for _, c := range []struct{ n, k int }{{23, 4096}, {23, 1}} {
		for _, i := range []int{0, c.k - 1} {
			tasks, err := shardTasks(context.Background(), c.n, Classic, i, c.k)
			if got := len(tasks); err != nil || got < tasksPerShard {
				t.Errorf("n = %d: shard %d of %d has %d tasks, %v; want at least %d", c.n, i, c.k, got, err, tasksPerShard)
			}
		}
	}
}

func TestCountShardBadInput(t *testing.T) {
	for _, c := range []struct {
		n       int
		r       Rule
		i, k    int
		message string
	}{
		{8, Classic, 0, 0, "shard 0 of 0"},
		{8, Classic, 5, 5, "shard 5 of 5"},
		{8, Classic, -1, 5, "shard -1 of 5"},
		{8, Classic, 0, backtrack.MaxShards + 1, "<= 65536"},
		{65, Classic, 0, 1, "board size 65"},
		{-1, Classic, 0, 1, "board size -1"},
		{8, Rule(7), 0, 1, "unknown rule"},
	} {
		n, err := CountShard(c.n, c.r, c.i, c.k)
		if err == nil || n != 0 || !strings.HasPrefix(err.Error(), "queens: ") || !strings.Contains(err.Error(), c.message) {
			t.Errorf("CountShard(%d, %v, %d, %d) = %d, %v; want 0 and an error with %q", c.n, c.r, c.i, c.k, n, err, c.message)
		}
	}
}

// At the largest k a shard lists the boards of a split of 4,194,304 of them,
// which takes longer than the whole count for n around 14: it stops soon
// after its deadline with the context's error, while it lists.
func TestCountShardBigKDeadline(t *testing.T) {
	for _, n := range []int{14, 15, 16, 23} {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
		start := time.Now()
		got, err := CountShardContext(ctx, n, Classic, backtrack.MaxShards-1, backtrack.MaxShards)
		late := time.Since(start) - 10*time.Millisecond
		cancel()
		t.Logf("n = %d: returned %v after the deadline", n, late)
		if got != 0 || !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("n = %d: shard %d of %d = %d, %v; want 0, context.DeadlineExceeded", n, backtrack.MaxShards-1, backtrack.MaxShards, got, err)
		}
		if late > 2*time.Second {
			t.Errorf("n = %d: returned %v after the deadline", n, late)
		}
	}
}

// Listing boards looks at the context every 4,096 boards; once it is done,
// each list returns at once from every board on its path (n siblings at
// most on each of its rows).
func TestListersStop(t *testing.T) {
	done := make(chan struct{})
	close(done)
	keep, reach := Classic.masks()
	l := lister{keep: keep, reach: reach, i: 0, k: 1, w: &watch{done: done}}
	l.size(root(20), 8)
	l.pick(root(20), 1, 8)
	if !l.w.stopped || l.w.calls > 4096+20*8 || len(l.out) != 0 {
		t.Errorf("lister with a done context: stopped %v after %d calls with %d boards", l.w.stopped, l.w.calls, len(l.out))
	}
	ctx, cancel := context.WithCancel(context.Background())
	es, err := members(ctx, 16)
	if err != nil {
		t.Fatal(err)
	}
	var c constellation
	c.init(16, es[0])
	w := &watch{done: done}
	c.size(c.start, 16, w)
	u := unitLister{i: 0, k: 1, w: w}
	u.pick(c.unit(), 16)
	if !w.stopped || w.calls > 4096+2*16*16 || len(u.out) != 0 {
		t.Errorf("constellation lists with a done context: stopped %v after %d calls with %d units", w.stopped, w.calls, len(u.out))
	}
	cancel()
}

// A shard of a count that would take hours returns soon after it is
// cancelled, with 0 and the context's error.
func TestCountShardCancel(t *testing.T) {
	testutil.CancelLatency(t, func(ctx context.Context) error {
		n, err := CountShardContext(ctx, 22, Classic, 0, 2)
		if n != 0 {
			t.Errorf("cancelled shard returned %d, %v; want 0", n, err)
		}
		return err
	}, 50*time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if n, err := CountShardContext(ctx, 8, Classic, 0, 1); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("CountShardContext with a done context = %d, %v; want 0, context.Canceled", n, err)
	}
}

func TestCountShardNilContext(t *testing.T) {
	defer func() {
		if r := recover(); r != "queens: nil Context" {
			t.Errorf("recovered %v, want queens: nil Context", r)
		}
	}()
	//lint:ignore SA1012 the nil context is the point of the test
	CountShardContext(nil, 8, Classic, 0, 1) //nolint:staticcheck
}

// benchmarkShards counts all k shards of (n, r) one after another on the
// caller's goroutine; compare with BenchmarkCount_* at -cpu 1.
func benchmarkShards(b *testing.B, n int, r Rule, k int, want int64) {
	for b.Loop() {
		sum := testutil.SumShards(b, k, func(i, k int) (int64, error) { return CountShard(n, r, i, k) })
		if sum != want {
			b.Fatalf("shards add up to %d, want %d", sum, want)
		}
	}
}

func BenchmarkCountShards_Classic14_K16(b *testing.B) {
	benchmarkShards(b, 14, Classic, 16, 365596)
}
func BenchmarkCountShards_Classic14_K64(b *testing.B) {
	benchmarkShards(b, 14, Classic, 64, 365596)
}
func BenchmarkCountShards_Classic15_K16(b *testing.B) {
	benchmarkShards(b, 15, Classic, 16, 2279184)
}
func BenchmarkCountShards_Classic15_K64(b *testing.B) {
	benchmarkShards(b, 15, Classic, 64, 2279184)
}
func BenchmarkCountPlain_Classic15(b *testing.B) {
	benchmarkCount(b, 2279184, func() int64 { n, _ := Count(15, Classic); return n })
}
