package testutil

import (
	"context"
	"runtime"
	"testing"
	"time"
)

// waits returns when its context is done, with the context's error, after
// a worker of its own has stopped too.
func waits(ctx context.Context) error {
	worker := make(chan struct{})
	go func() { <-ctx.Done(); close(worker) }()
	<-worker
	return ctx.Err()
}

func TestCancelLatencyPasses(t *testing.T) {
	r := record(func(t TB) { CancelLatency(t, waits, 0, time.Millisecond, 20*time.Millisecond) })
	if r.failed() {
		t.Fatalf("CancelLatency failed a call that stops at once: %q %v", r.fatal, r.errors)
	}
	if d := CancelLatency(t, waits); d != 0 {
		t.Fatalf("CancelLatency with no delays returned %v", d)
	}
}

// A call that ignores its context for a while is slow, not failed, and
// the latency says how slow.
func TestCancelLatencyMeasures(t *testing.T) {
	slow := func(ctx context.Context) error {
		<-ctx.Done()
		time.Sleep(30 * time.Millisecond)
		return ctx.Err()
	}
	if d := CancelLatency(t, slow, 0, time.Millisecond); d < 30*time.Millisecond {
		t.Fatalf("latency %v of a call that sleeps 30 ms after the cancel", d)
	}
}

func TestCancelLatencyFails(t *testing.T) {
	defer func(h time.Duration) { hang = h }(hang)
	hang = 50 * time.Millisecond
	// Each case starts once the goroutines of the one before have gone, so
	// that one exiting late cannot hide a worker left running.
	baseline := runtime.NumGoroutine()
	for name, call := range map[string]func(ctx context.Context, release chan struct{}) error{
		"finishes first": func(context.Context, chan struct{}) error { return nil },
		"other error":    func(ctx context.Context, _ chan struct{}) error { <-ctx.Done(); return context.DeadlineExceeded },
		"hangs":          func(_ context.Context, release chan struct{}) error { <-release; return context.Canceled },
		"leaves a worker": func(ctx context.Context, release chan struct{}) error {
			go func() { <-release }()
			<-ctx.Done()
			return ctx.Err()
		},
	} {
		release := make(chan struct{})
		call := func(ctx context.Context) error { return call(ctx, release) }
		if r := record(func(t TB) { CancelLatency(t, call, 10*time.Millisecond) }); !r.failed() {
			t.Errorf("CancelLatency passed a call that %s", name)
		}
		close(release)
		for deadline := time.Now().Add(time.Second); runtime.NumGoroutine() > baseline; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("after %q: %d goroutines, %d before the cases", name, runtime.NumGoroutine(), baseline)
			}
		}
	}
}
