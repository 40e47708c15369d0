package minimax

import "fmt"

// workerPanic is what a solve panics with on the caller's goroutine when a
// worker of its team panicked on another goroutine: the value, and that
// worker's stack, which the caller's trace does not show. It is an error
// whatever the value, so that it prints both; it wraps the value if that
// is an error (a runtime.Error, say), for errors.Is and errors.As.
type workerPanic struct {
	value any
	stack []byte // from debug.Stack, in the worker's deferred recover
}

func (p *workerPanic) Error() string {
	return fmt.Sprintf("minimax: a worker panicked: %v\n\n%s", p.value, p.stack)
}

func (p *workerPanic) Unwrap() error {
	err, _ := p.value.(error)
	return err
}
