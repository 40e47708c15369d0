package knight

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"pgregory.net/rapid"
)

// countWithin runs the frontier count of a rows×cols board with a budget of
// limit bytes and returns the count, the most bytes its lists held at once
// and the error. It fails t if the count returns holding any.
func countWithin(t interface{ Fatalf(string, ...any) }, rows, cols int, open bool, limit int64) (int64, int64, error) {
	f := newFrontier(rows, cols, open)
	f.mem.limit, f.mem.op = limit, "knight: test count"
	n, err := f.count(context.Background(), rows, cols)
	if used := f.mem.used.Load(); used != 0 {
		t.Fatalf("%d×%d open %v: %d bytes still held after the count", rows, cols, open, used)
	}
	return n, f.mem.peak.Load(), err
}

// Whatever the budget, the count either comes out right or stops with the
// budget error, and its lists never hold more than the budget. On one
// worker, a budget of what the count held unbounded is enough (on more,
// that depends on how the workers' growth interleaves).
func TestFrontierBudget(t *testing.T) {
	defer func(n int) { parallelStates = n }(parallelStates)
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(3, 5).Draw(t, "rows")
		cols := rapid.IntRange(3, 30/rows).Draw(t, "cols")
		open := rapid.Bool().Draw(t, "open")
		parallelStates = rapid.SampledFrom([]int{1, 64, 1 << 30}).Draw(t, "parallelStates")
		want, need, err := countWithin(t, rows, cols, open, 0)
		if err != nil {
			t.Fatalf("%d×%d open %v without a budget: %v", rows, cols, open, err)
		}
		limit := rapid.Int64Range(1, 2*need).Draw(t, "limit")
		got, peak, err := countWithin(t, rows, cols, open, limit)
		if peak > limit {
			t.Fatalf("held %d bytes at once, budget %d", peak, limit)
		}
		var me *backtrack.MemoryError
		switch {
		case err == nil && got != want:
			t.Fatalf("counted %d within %d bytes, %d without a budget", got, limit, want)
		case err != nil && (got != 0 || !errors.As(err, &me) || !errors.Is(err, backtrack.ErrBudget) || me.Budget != limit || me.Op != "knight: test count"):
			t.Fatalf("within %d bytes: %d, %v; want the count or a *MemoryError", limit, got, err)
		case err != nil && limit >= need && parallelStates == 1<<30:
			t.Fatalf("within %d bytes: %v, but the count needs %d", limit, err, need)
		}
	})
}

// On one worker, a budget of what the count held unbounded is enough, and
// half of it is not.
func TestFrontierBudgetExact(t *testing.T) {
	defer func(n int) { parallelStates = n }(parallelStates)
	parallelStates = 1 << 30
	want, need, _ := countWithin(t, 5, 10, false, 0)
	if got, _, err := countWithin(t, 5, 10, false, need); got != want || err != nil {
		t.Errorf("5×10 closed within %d bytes: %d, %v; want %d", need, got, err, want)
	}
	if _, _, err := countWithin(t, 5, 10, false, need/2); !errors.Is(err, backtrack.ErrBudget) {
		t.Errorf("5×10 closed within %d bytes: %v; want the budget error", need/2, err)
	}
}

// A context that counts its Err calls, and is done from the after-th on.
type countingCtx struct {
	context.Context
	calls, after int
}

func (c *countingCtx) Err() error {
	c.calls++
	if c.calls > c.after {
		return context.Canceled
	}
	return nil
}

// sortSum looks at its context at least once every checkEvery entries, and
// stops when it is done.
func TestStatesCheckContext(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const n = 10 * checkEvery
	a := make([]entry, n)
	for i := range a {
		a[i] = entry{r.Uint64N(1 << 40), 1}
	}
	parts := [][]entry{a[:n/3], a[n/3:]}
	ctx := &countingCtx{Context: context.Background(), after: 1 << 30}
	if _, _, _, err := sortSum(ctx, parts, make([]entry, n), make([]entry, n), nil); err != nil || ctx.calls < 5*10 { // 4 passes of 11 bits, the sum
		t.Fatalf("sortSum of %d entries: %v, %d looks at the context", n, err, ctx.calls)
	}
	for _, after := range []int{0, 1, 7, 30} {
		ctx := &countingCtx{Context: context.Background(), after: after}
		if _, _, _, err := sortSum(ctx, parts, make([]entry, n), make([]entry, n), nil); err != context.Canceled {
			t.Errorf("sortSum, done after %d looks: %v", after, err)
		}
	}
}

// sortSum of parts, one of them its scratch, gives each key once with the
// sum of its counts, in order, and reports a count that overflows.
func TestSortSum(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		k := rapid.IntRange(1, 4).Draw(t, "parts")
		var parts [][]entry
		want := map[uint64]uint64{}
		n := 0
		for i := range k {
			keys := rapid.SliceOf(rapid.Uint64Range(0, 1<<rapid.IntRange(1, 60).Draw(t, "bits"))).Draw(t, fmt.Sprint("keys", i))
			p := make([]entry, len(keys))
			for j, key := range keys {
				p[j] = entry{key, rapid.Uint64Range(0, 1<<40).Draw(t, "val")}
				want[key] += p[j].val
			}
			parts = append(parts, p)
			n += len(p)
		}
		a, tmp := make([]entry, n), make([]entry, n)
		if len(parts) == 1 {
			tmp = parts[0]
		}
		read := false
		res, _, over, err := sortSum(context.Background(), parts, a, tmp, func() { read = true })
		if err != nil || over || len(res) != len(want) || !read {
			t.Fatalf("%d entries, %d keys: %d entries back, over %v, %v", n, len(want), len(res), over, err)
		}
		for i, e := range res {
			if i > 0 && res[i-1].key >= e.key || want[e.key] != e.val {
				t.Fatalf("entry %d: %v after %v; want count %d", i, e, res[max(i-1, 0)], want[e.key])
			}
		}
	})
	big := []entry{{5, 1 << 63}, {5, 1 << 63}}
	if _, _, over, _ := sortSum(context.Background(), [][]entry{big}, make([]entry, 2), big, nil); !over {
		t.Error("2^63 + 2^63: no overflow reported")
	}
}
