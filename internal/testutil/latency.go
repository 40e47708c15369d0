package testutil

import (
	"context"
	"errors"
	"runtime"
	"time"
)

// Hang is how long a cancelled call may take to return, or leave goroutines
// running, before CancelLatency calls it a hang. The library's contract is
// 100 ms; the bound is generous for the race detector on a loaded machine,
// a hang detector and not a speed claim.
const Hang = 5 * time.Second

// hang is Hang, shortened by this package's own tests.
var hang = Hang

// CancelLatency runs call on a goroutine of its own once for each delay in
// after, cancelling call's context that long after the start, and returns
// the longest time call took to return from a cancellation. It fails t if
// call is still running Hang after the cancellation, if call's error is not
// [context.Canceled] (call returns ctx.Err() where the function under test
// reports none), or if goroutines that call started are still running Hang
// after it returned. Call runs off t's goroutine: it may use t.Errorf, not
// t.Fatalf. CancelLatency must run on t's goroutine.
func CancelLatency(t TB, call func(ctx context.Context) error, after ...time.Duration) time.Duration {
	t.Helper()
	var worst time.Duration
	for _, d := range after {
		worst = max(worst, cancelOnce(t, call, d))
	}
	return worst
}

// cancelOnce is one run of CancelLatency, cancelled after d.
func cancelOnce(t TB, call func(ctx context.Context) error, d time.Duration) time.Duration {
	t.Helper()
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		err error
		at  time.Time
	}
	done := make(chan result, 1)
	go func() {
		err := call(ctx)
		done <- result{err, time.Now()}
	}()
	time.Sleep(d)
	cancelled := time.Now()
	cancel()
	var r result
	select {
	case r = <-done:
	case <-time.After(hang):
		t.Fatalf("still running %v after the cancellation (cancelled %v after the start)", hang, d)
	}
	latency := max(r.at.Sub(cancelled), 0)
	t.Logf("cancelled %v after the start: returned %v later", d, latency)
	if !errors.Is(r.err, context.Canceled) {
		t.Errorf("cancelled %v after the start: error %v, want context.Canceled", d, r.err)
	}
	drain(t, before)
	return latency
}

// drain waits up to hang for the number of goroutines to fall back to
// before, and fails t if it does not.
func drain(t TB, before int) {
	t.Helper()
	for deadline := time.Now().Add(hang); runtime.NumGoroutine() > before; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines running %v after the call returned, %d before it", runtime.NumGoroutine(), hang, before)
		}
	}
}
