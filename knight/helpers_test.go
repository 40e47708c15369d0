package knight_test

import (
	"context"
	"runtime"
	"testing"
	"time"
)

// within fails t if f does not return within 2 s: a hang detector, not a
// speed claim.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatalf("%s did not return within 2 s", what)
	}
}

// latency runs call with a context cancelled after a range of delays and
// fails if it does not return within 2 s of the cancellation, or leaves
// goroutines behind. It logs the worst latency seen.
func latency(t *testing.T, call func(ctx context.Context)) {
	t.Helper()
	before := runtime.NumGoroutine()
	var worst time.Duration
	for _, delay := range []time.Duration{0, time.Millisecond, 10 * time.Millisecond, 50 * time.Millisecond, 200 * time.Millisecond} {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan time.Time, 1)
		go func() {
			call(ctx)
			done <- time.Now()
		}()
		time.Sleep(delay)
		cancel()
		at := time.Now()
		select {
		case end := <-done:
			worst = max(worst, end.Sub(at))
		case <-time.After(2 * time.Second):
			t.Fatalf("no return within 2 s of cancellation (cancelled after %v)", delay)
		}
	}
	t.Logf("worst latency after cancellation: %v", worst)
	for i := 0; runtime.NumGoroutine() > before; i++ {
		if i == 100 {
			t.Fatalf("%d goroutines left running, %d before", runtime.NumGoroutine(), before)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// mustPanic fails t unless f panics with the value want.
func mustPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		if got := recover(); got != want {
			t.Errorf("panic %v, want %q", got, want)
		}
	}()
	f()
}
