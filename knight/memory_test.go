package knight

import (
	"context"
	"errors"
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

// sortSum and merge look at their context at least once every checkEvery
// entries, and stop when it is done.
func TestStatesCheckContext(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const n = 10 * checkEvery
	a := make([]entry, n)
	for i := range a {
		a[i] = entry{r.Uint64N(1 << 40), 1}
	}
	ctx := &countingCtx{Context: context.Background(), after: 1 << 30}
	sorted, _, err := sortSum(ctx, a, make([]entry, n), false)
	if err != nil || ctx.calls < 5*10 { // 4 passes of 11 bits, the sum
		t.Fatalf("sortSum of %d entries: %v, %d looks at the context", n, err, ctx.calls)
	}
	parts := [][]entry{sorted[:n/2], sorted[n/2:]}
	ctx.calls = 0
	if _, _, err := merge(ctx, &memory{}, nil, parts); err != nil || ctx.calls < 10 {
		t.Fatalf("merge of %d entries: %v, %d looks at the context", n, err, ctx.calls)
	}
	for _, after := range []int{0, 1, 7} {
		ctx := &countingCtx{Context: context.Background(), after: after}
		if _, _, err := sortSum(ctx, a, make([]entry, n), false); err != context.Canceled {
			t.Errorf("sortSum, done after %d looks: %v", after, err)
		}
		ctx.calls = 0
		parts := [][]entry{sorted[:n/2], sorted[n/2:]}
		if _, _, err := merge(ctx, &memory{}, nil, parts); err != context.Canceled {
			t.Errorf("merge, done after %d looks: %v", after, err)
		}
	}
}
