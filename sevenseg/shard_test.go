package sevenseg_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/cores"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/sevenseg"
	"github.com/go-puzzles/puzzles/sevenseg/sevensegtest"
	"pgregory.net/rapid"
)

// sumShards takes all k shards of a census and adds their Tallies, failing
// t if a shard fails or names another shape or k.
func sumShards(t testutil.TB, shape string, sticks, k int, opts ...sevenseg.Option) sevenseg.Tally {
	t.Helper()
	shards := testutil.Shards(t, k, func(i, k int) (sevenseg.Tally, error) {
		return sevenseg.CensusShard(shape, sticks, i, k, opts...)
	})
	sum := sevenseg.Tally{Shape: shards[0].Shape, Sticks: shards[0].Sticks}
	for i, s := range shards {
		if s.Shape != sum.Shape || s.Sticks != sum.Sticks {
			t.Fatalf("shard %d of %d is of %s, %d sticks; shard 0 of %s, %d", i, k, s.Shape, s.Sticks, sum.Shape, sum.Sticks)
		}
		sum.Layouts += s.Layouts
		sum.True += s.True
		sum.Solvable += s.Solvable
		sum.Unique += s.Unique
	}
	return sum
}

// The shards of a census add up to it, field by field, for random small
// shapes, 1 to 3 sticks, every mode and font, and any number of shards
// from 1 to 50.
func TestCensusShardsAddUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		shape := sevensegtest.Shape(20000).Draw(t, "shape")
		sticks := rapid.IntRange(1, 3).Draw(t, "sticks")
		opts := sevensegtest.Options().Draw(t, "opts")
		k := rapid.IntRange(1, 50).Draw(t, "k")
		want, err := sevenseg.Census(shape, sticks, opts...)
		if err != nil {
			t.Fatal(err)
		}
		if got := sumShards(t, shape, sticks, k, opts...); got != want {
			t.Fatalf("%d shards add up to %+v; census %+v", k, got, want)
		}
	})
}

// Every k from 1 to 50 on one shape, and as many shards as layouts, or
// more.
func TestCensusShardsEveryK(t *testing.T) {
	want, err := sevenseg.Census("d±d=d", 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range rangeInts(1, 50) {
		if got := sumShards(t, "d±d=d", 2, k); got != want {
			t.Fatalf("%d shards add up to %+v; census %+v", k, got, want)
		}
	}
	small, err := sevenseg.Census("d=d", 3, sevenseg.Adding)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []int{99, 100, 101, 1000} {
		if got := sumShards(t, "d=d", 3, k, sevenseg.Adding); got != small {
			t.Fatalf("%d shards add up to %+v; census %+v", k, got, small)
		}
	}
	one, err := sevenseg.CensusShard("d±d=d", 2, 0, 1)
	if err != nil || one != want {
		t.Fatalf("shard 0 of 1 = %+v, %v; census %+v", one, err, want)
	}
}

func rangeInts(lo, hi int) []int {
	var out []int
	for k := lo; k <= hi; k++ {
		out = append(out, k)
	}
	return out
}

// A shard's Tally depends only on its arguments: the same taken twice, and
// at GOMAXPROCS 1 and 2.
func TestCensusShardDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		shape := sevensegtest.Shape(2000).Draw(t, "shape")
		sticks := rapid.IntRange(1, 3).Draw(t, "sticks")
		opts := sevensegtest.Options().Draw(t, "opts")
		k := rapid.IntRange(1, 50).Draw(t, "k")
		i := rapid.IntRange(0, k-1).Draw(t, "i")
		var first *sevenseg.Tally
		cores.Same(t, func() []int64 {
			var out []int64
			for range 2 {
				s, err := sevenseg.CensusShard(shape, sticks, i, k, opts...)
				if err != nil {
					t.Fatal(err)
				}
				if first == nil {
					first = &s
				} else if s != *first {
					t.Fatalf("shard %d of %d: %+v, then %+v", i, k, *first, s)
				}
				out = append(out, s.Layouts, s.True, s.Solvable, s.Unique)
			}
			return out
		})
	})
}

// The shards of a census of 200,000 layouts add up to it.
func TestCensusShardsOfALargerShape(t *testing.T) {
	want, err := sevenseg.Census("dd±d=dd", 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []int{7, 64} {
		if got := sumShards(t, "dd±d=dd", 2, k); got != want {
			t.Fatalf("%d shards add up to %+v; census %+v", k, got, want)
		}
	}
}

// Bad arguments are errors that name the package and the problem.
func TestCensusShardErrors(t *testing.T) {
	for _, c := range []struct {
		shape  string
		sticks int
		i, k   int
		opts   []sevenseg.Option
		want   string
	}{
		{"d±d=d", 1, 0, 0, nil, "sevenseg: shard 0 of 0; want 0 <= i < k <= 65536"},
		{"d±d=d", 1, 0, -3, nil, "sevenseg: shard 0 of -3; want 0 <= i < k <= 65536"},
		{"d±d=d", 1, 0, backtrack.MaxShards + 1, nil, "sevenseg: shard 0 of 65537; want 0 <= i < k <= 65536"},
		{"d±d=d", 1, 4, 4, nil, "sevenseg: shard 4 of 4; want 0 <= i < k <= 65536"},
		{"d±d=d", 1, -1, 4, nil, "sevenseg: shard -1 of 4; want 0 <= i < k <= 65536"},
		{"d±d=d", 0, 0, 4, nil, "sevenseg: 0 sticks; want at least 1"},
		{"d±d=d", 1, 0, 4, []sevenseg.Option{sevenseg.Mode(7)}, "sevenseg: unknown mode Mode(7)"},
		{"d±=d", 1, 0, 4, nil, "sevenseg: shape position 3: '=' where a number should be"},
		{"ddd±ddd=ddd", 1, 2, 30, nil, "sevenseg: shard 2 of 30 has 68000000 layouts, more than 67108864; split the census into more shards"},
		{"dddddd±ddddd=dd", 1, 0, 65536, nil, "sevenseg: shape has more than 4398046511104 layouts, 65536 shards of 67108864"},
	} {
		got, err := sevenseg.CensusShard(c.shape, c.sticks, c.i, c.k, c.opts...)
		if err == nil || err.Error() != c.want || got != (sevenseg.Tally{}) {
			t.Errorf("CensusShard(%q, %d, %d, %d) = %+v, %v; want error %q", c.shape, c.sticks, c.i, c.k, got, err, c.want)
		}
	}
	// A shape beyond MaxLayouts, too big for Census, splits into shards.
	if _, err := sevenseg.Census("ddd±ddd=ddd", 1); err == nil {
		t.Error("Census of ddd±ddd=ddd: no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := sevenseg.CensusShardContext(ctx, "ddd±ddd=ddd", 1, 30, 31); !errors.Is(err, context.Canceled) {
		t.Errorf("shard 30 of 31 of ddd±ddd=ddd, cancelled: %v; want context.Canceled", err)
	}
}

// A nil Context or Option panics at the door.
func TestCensusShardPanics(t *testing.T) {
	for name, f := range map[string]func(){
		"sevenseg: nil Context": func() {
			//lint:ignore SA1012 the nil Context is the point
			sevenseg.CensusShardContext(nil, "d=d", 1, 0, 1) //nolint:staticcheck
		},
		"sevenseg: nil Option": func() { sevenseg.CensusShard("d=d", 1, 0, 1, nil) },
	} {
		func() {
			defer func() {
				if r := recover(); r != name {
					t.Errorf("panic %v; want %q", r, name)
				}
			}()
			f()
		}()
	}
}

// A cancelled shard returns the zero Tally and ctx.Err() promptly. The
// bound is a hang detector, not a speed claim.
func TestCensusShardContextCancel(t *testing.T) {
	testutil.CancelLatency(t, func(ctx context.Context) error {
		got, err := sevenseg.CensusShardContext(ctx, "dd±dd=dd", 3, 0, 2)
		if got != (sevenseg.Tally{}) || err != nil && !strings.HasPrefix(err.Error(), "context") {
			t.Errorf("got %+v, %v; want the zero Tally and the context's own error", got, err)
		}
		return err
	}, 20*time.Millisecond)
}

// All k shards of the dd±dd=dd census, one after another, against the
// census itself; run with -cpu 1 to compare CPU: the ratio of ns/op is
// the cost of splitting.
func BenchmarkCensusShards(b *testing.B) {
	for _, sticks := range []int{1, 2} {
		b.Run(fmt.Sprintf("sticks=%d/census", sticks), func(b *testing.B) {
			for b.Loop() {
				if _, err := sevenseg.Census("dd±dd=dd", sticks); err != nil {
					b.Fatal(err)
				}
			}
		})
		for _, k := range []int{4, 16, 64} {
			b.Run(fmt.Sprintf("sticks=%d/k=%d", sticks, k), func(b *testing.B) {
				for b.Loop() {
					sumShards(b, "dd±dd=dd", sticks, k)
				}
			})
		}
	}
}
