package sevenseg

import (
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
)

// A census over its memory budget returns a MemoryError naming the call and
// the budget, in Census, CensusShard and Generate alike, and even when
// Generate keeps the census already; no budget, or the default, lets it run.
func TestCensusBudget(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	if _, err := Generate("dd±d=d", 1, rng); err != nil { // now kept
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		call func(...Option) (any, error)
		op   string
	}{
		{"Census", func(o ...Option) (any, error) { return Census("dd±d=d", 1, o...) }, "sevenseg: census of dd±d=d for 1 stick(s)"},
		{"Generate", func(o ...Option) (any, error) { return Generate("dd±d=d", 1, rng, o...) }, "sevenseg: census of dd±d=d for 1 stick(s)"},
		{"CensusShard", func(o ...Option) (any, error) { return CensusShard("dd±d=d", 2, 1, 4, o...) }, "sevenseg: shard 1 of 4 of the census of dd±d=d for 2 stick(s)"},
	} {
		_, err := c.call(MaxMemory(1 << 10))
		var me *backtrack.MemoryError
		if !errors.Is(err, backtrack.ErrBudget) || !errors.As(err, &me) || me.Op != c.op || me.Budget != 1<<10 {
			t.Errorf("%s with a budget of 1 KiB: %v; want a MemoryError for %q", c.name, err, c.op)
		}
		for _, opts := range [][]Option{nil, {MaxMemory(0)}, {MaxMemory(-1)}, {MaxMemory(1 << 10), MaxMemory(math.MaxInt64)}} {
			if _, err := c.call(opts...); err != nil {
				t.Errorf("%s with options %v: %v", c.name, opts, err)
			}
		}
	}
}

// The budget is met exactly at a census's estimate, and the estimate bounds
// what the census allocates, on one core and on eight (but for the race
// detector's own allocations).
func TestCensusBytes(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, procs := range []int{1, 8} {
		runtime.GOMAXPROCS(procs)
		for _, shape := range []string{"d=d", "d±d=d", "dd±dd=dd", "d=d=d=d=d=d"} {
			tpl, _ := parseShape(shape)
			need := tpl.censusBytes()
			if _, err := Census(shape, 1, MaxMemory(need-1)); !errors.Is(err, backtrack.ErrBudget) {
				t.Errorf("Census(%s) with a budget of %d bytes, one less than its estimate: %v", shape, need-1, err)
			}
			var err error
			alloc := testutil.LeastAlloc(func() { _, err = Census(shape, 1, MaxMemory(need)) })
			if err != nil || alloc > uint64(need) && !raceEnabled {
				t.Errorf("Census(%s) on %d cores allocated %d bytes, %v; estimate %d", shape, procs, alloc, err, need)
			}
		}
	}
}

// A shard's estimate bounds what it allocates, for shards of many sizes.
func TestCensusShardBytes(t *testing.T) {
	for _, c := range []struct {
		shape string
		i, k  int
	}{{"d±d=d", 0, 1}, {"dd±dd=dd", 3, 4}, {"dd±dd=dd", 100, 1000}, {"dd±dd=dd", 0, backtrack.MaxShards}, {"ddd±ddd=ddd", 5, 65536}} {
		p, err := config{}.plan(c.shape, 2, c.i, c.k)
		if err != nil {
			t.Fatal(err)
		}
		need := p.bytes()
		if _, err := CensusShard(c.shape, 2, c.i, c.k, MaxMemory(need-1)); !errors.Is(err, backtrack.ErrBudget) {
			t.Errorf("shard %d of %d of %s with one byte less than its estimate: %v", c.i, c.k, c.shape, err)
		}
		alloc := testutil.LeastAlloc(func() { _, err = CensusShard(c.shape, 2, c.i, c.k, MaxMemory(need)) })
		if err != nil || alloc > uint64(need) && !raceEnabled {
			t.Errorf("shard %d of %d of %s allocated %d bytes, %v; estimate %d", c.i, c.k, c.shape, alloc, err, need)
		}
	}
}

// The largest census and shard accepted need far less than the default
// budget, as MaxMemory's doc says: 32 MiB and 64 KiB per core, and under
// 34 MiB.
func TestLargestCensusBytes(t *testing.T) {
	tpl, _ := parseShape("dd±dd±d=dd") // 40,000,000 layouts, of at most 2^26
	procs := int64(runtime.GOMAXPROCS(0))
	if n, want := tpl.censusBytes(), int64(32<<20+64<<10*(1+procs)); n > want {
		t.Errorf("census of %d layouts needs %d bytes; want at most %d", tpl.layouts(), n, want)
	}
	var most int64
	for _, k := range []int{31, 1000, 65536} {
		for _, i := range []int{0, k / 2, k - 1} {
			p, err := config{}.plan("ddd±ddd=ddd", 1, i, k)
			if err != nil {
				t.Fatal(err)
			}
			most = max(most, p.bytes())
		}
	}
	if most >= 34<<20 {
		t.Errorf("a shard of ddd±ddd=ddd needs %d bytes; want under 34 MiB", most)
	}
}
