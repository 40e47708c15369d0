package knight_test

import (
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

// delays are the times after which the latency tests cancel a call: at
// once, while it starts, and once it runs on every core.
var delays = []time.Duration{0, time.Millisecond, 10 * time.Millisecond, 50 * time.Millisecond, 200 * time.Millisecond}

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
