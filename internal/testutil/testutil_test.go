package testutil

import (
	"fmt"
	"runtime"
	"sync"
)

// recorder is a TB that records failures instead of reporting them; its
// Fatalf ends the goroutine it runs on, as testing's does.
type recorder struct {
	mu     sync.Mutex
	errors []string
	fatal  string
}

func (r *recorder) Helper()             {}
func (r *recorder) Logf(string, ...any) {}
func (r *recorder) Errorf(f string, a ...any) {
	r.mu.Lock()
	r.errors = append(r.errors, fmt.Sprintf(f, a...))
	r.mu.Unlock()
}
func (r *recorder) Fatalf(f string, a ...any) {
	r.fatal = fmt.Sprintf(f, a...)
	runtime.Goexit()
}

// record runs f with a recorder on a goroutine of its own, so that a
// Fatalf ends only it, and returns the recorder.
func record(f func(t TB)) *recorder {
	r := &recorder{}
	done := make(chan struct{})
	go func() { defer close(done); f(r) }()
	<-done
	return r
}

// failed reports whether r recorded a failure.
func (r *recorder) failed() bool { return r.fatal != "" || len(r.errors) > 0 }
