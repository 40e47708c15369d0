package backtrack

import (
	"fmt"
	"runtime/debug"

	"github.com/go-puzzles/puzzles/internal/par"
)

// A WorkerPanic is what a count on every core panics with when a function
// it called panicked: the value and the stack where it happened.
//
// Count and CountContext raise it on the caller's goroutine, once every
// worker has stopped, as do the module's other counts that run on every
// core (queens.Count, knight.Count, sevenseg.Census), and a minimax solve
// whose helper worker panicked. A panic that nothing recovers prints Error:
// the value and that stack, above the caller's own.
// To get the value back, recover and look through the wrapper:
//
//	if wp, ok := v.(*backtrack.WorkerPanic); ok { v = wp.Value }
//
// When the value is an error (a runtime.Error, say), Unwrap returns it, so
// errors.Is and errors.As reach it through the WorkerPanic.
type WorkerPanic struct {
	Value any    // the value the function panicked with
	Stack []byte // its goroutine's stack at the panic, as runtime/debug.Stack writes it
}

// Error returns the panic's value and the stack where it happened.
func (p *WorkerPanic) Error() string {
	return fmt.Sprintf("%v\n\npanicked on this goroutine, raised again on the caller's:\n%s", p.Value, p.Stack)
}

// Unwrap returns the panic's value if it is an error, else nil.
func (p *WorkerPanic) Unwrap() error {
	err, _ := p.Value.(error)
	return err
}

// workerPanic returns v as a *WorkerPanic with stack, or v itself if it is
// one already, raised by a team inside a team: its stack is the deeper one.
func workerPanic(v any, stack []byte) any {
	if _, ok := v.(*WorkerPanic); ok {
		return v
	}
	return &WorkerPanic{Value: v, Stack: stack}
}

// raiseAsWorkerPanic, deferred, raises a panic again as a *WorkerPanic with
// the stack where it happened, so that a count's panics have one type
// whether they happened on a worker or on the caller's goroutine.
func raiseAsWorkerPanic() {
	if v := recover(); v != nil { // nil after runtime.Goexit, which goes on
		panic(workerPanic(v, debug.Stack()))
	}
}

func init() { par.Raise = workerPanic }
