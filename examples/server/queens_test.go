package main

import (
	"context"
	"errors"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/regions"
)

// A puzzle of the day not found within its tries is a budget run out: the
// error is errBusy, which answers 503, and still says why.
func TestMakeQueensBudget(t *testing.T) {
	k := queensKey{date: "2026-11-26", n: 6, level: regions.Hard}
	for _, c := range []struct {
		tries int64
		busy  bool
	}{
		{0, true},
		{queensTries, false},
	} {
		d, err := makeQueens(context.Background(), k, c.tries)
		if busy := errors.Is(err, errBusy); busy != c.busy || busy != errors.Is(err, backtrack.ErrBudget) {
			t.Errorf("%d tries: error %v, want busy %v", c.tries, err, c.busy)
		}
		if (d == nil) != c.busy {
			t.Errorf("%d tries: puzzle %v with error %v", c.tries, d != nil, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := makeQueens(ctx, k, queensTries); !errors.Is(err, context.Canceled) || errors.Is(err, errBusy) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
}
