package knight

import (
	"context"
	"errors"
	"testing"
)

// Each of Find's constructions looks at its context at least once every
// stopEvery squares it passes over, and gives up, with nil and the
// context's error, at whichever look first finds it done.
func TestFindLooksAtContext(t *testing.T) {
	live, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, c := range []struct {
		rows, cols int
		closed     bool
	}{{200, 200, true}, {199, 199, false}, {3, 20000, true}, {3, 20001, false}, {4, 20000, false}, {20000, 4, false}} {
		opts := kindOpts(c.closed)
		if _, err := Find(c.rows, c.cols, opts...); err != nil { // its blocks found
			t.Fatalf("Find(%d, %d, closed %v): %v", c.rows, c.cols, c.closed, err)
		}
		ctx := &countingCtx{Context: live, after: 1 << 30}
		if _, err := FindContext(ctx, c.rows, c.cols, opts...); err != nil || ctx.calls < c.rows*c.cols/stopEvery {
			t.Fatalf("FindContext(%d, %d, closed %v): %v, %d looks at the context", c.rows, c.cols, c.closed, err, ctx.calls)
		}
		for _, after := range []int{0, 1, ctx.calls / 2, ctx.calls - 1} {
			ctx := &countingCtx{Context: live, after: after}
			if tour, err := FindContext(ctx, c.rows, c.cols, opts...); tour != nil || !errors.Is(err, context.Canceled) {
				t.Errorf("FindContext(%d, %d, closed %v), done at look %d: %d squares, %v; want nil, context.Canceled", c.rows, c.cols, c.closed, after+1, len(tour), err)
			}
		}
	}
}
