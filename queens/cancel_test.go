package queens_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/queens"
)

// Every call that takes a context returns soon after it is cancelled in the
// middle of a search that would take minutes to hours, with the zero value
// and context.Canceled, its workers stopped.
func TestCancel(t *testing.T) {
	for _, c := range []struct {
		name string
		call func(context.Context) (bool, error) // reports whether it returned the zero value
	}{
		{"CountContext(22, Classic)", func(ctx context.Context) (bool, error) {
			n, err := queens.CountContext(ctx, 22, queens.Classic)
			return n == 0, err
		}},
		{"FundamentalContext(20, Rooks)", func(ctx context.Context) (bool, error) {
			n, err := queens.FundamentalContext(ctx, 20, queens.Rooks)
			return n == 0, err
		}},
		{"FundamentalContext(22, Classic)", func(ctx context.Context) (bool, error) {
			n, err := queens.FundamentalContext(ctx, 22, queens.Classic)
			return n == 0, err
		}},
		{"FirstContext(46, Classic)", func(ctx context.Context) (bool, error) {
			p, err := queens.FirstContext(ctx, 46, queens.Classic)
			return p == nil, err
		}},
		{"RandomContext(44, Classic, seed 76)", func(ctx context.Context) (bool, error) {
			p, err := queens.RandomContext(ctx, 44, queens.Classic, rand.New(rand.NewPCG(76, 0)))
			return p == nil, err
		}},
		{"AllContext(20, Classic)", func(ctx context.Context) (bool, error) {
			for range queens.AllContext(ctx, 20, queens.Classic) {
			}
			return true, ctx.Err()
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			testutil.CancelLatency(t, func(ctx context.Context) error {
				zero, err := c.call(ctx)
				if !zero {
					t.Errorf("returned a value other than the zero value, error %v", err)
				}
				return err
			}, 50*time.Millisecond)
		})
	}
}

// A context cancelled before the call gives the zero value and its error.
func TestCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if n, err := queens.CountContext(ctx, 20, queens.Classic); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("CountContext = %d, %v", n, err)
	}
	if n, err := queens.FundamentalContext(ctx, 20, queens.Classic); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("FundamentalContext = %d, %v", n, err)
	}
	if p, err := queens.FirstContext(ctx, 30, queens.Classic); p != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("FirstContext = %v, %v", p, err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	if p, err := queens.RandomContext(ctx, 30, queens.Classic, rng); p != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("RandomContext = %v, %v", p, err)
	}
	for p := range queens.AllContext(ctx, 8, queens.Classic) {
		t.Errorf("AllContext yielded %v", p)
	}
}

// Nil arguments that are programming errors panic on the caller's goroutine
// with a message naming the package.
func TestNilArguments(t *testing.T) {
	var nilCtx context.Context
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		name, want string
		call       func()
	}{
		{"CountContext", "queens: nil Context", func() { queens.CountContext(nilCtx, 8, queens.Classic) }},
		{"FundamentalContext", "queens: nil Context", func() { queens.FundamentalContext(nilCtx, 8, queens.Classic) }},
		{"FirstContext", "queens: nil Context", func() { queens.FirstContext(nilCtx, 8, queens.Classic) }},
		{"RandomContext", "queens: nil Context", func() { queens.RandomContext(nilCtx, 8, queens.Classic, rng) }},
		{"AllContext", "queens: nil Context", func() { queens.AllContext(nilCtx, 8, queens.Classic) }},
		{"Random", "queens: nil *rand.Rand", func() { queens.Random(8, queens.Classic, nil) }},
		{"RandomContext rng", "queens: nil *rand.Rand", func() { queens.RandomContext(ctx, 8, queens.Classic, nil) }},
		{"Random bad size", "queens: nil *rand.Rand", func() { queens.Random(-1, queens.Classic, nil) }},
	} {
		func() {
			defer func() {
				if v := recover(); v != c.want {
					t.Errorf("%s: recovered %v, want %q", c.name, v, c.want)
				}
			}()
			c.call()
		}()
	}
}
