// Package par runs independent pieces of work on all cores, the way every
// parallel count in the module does: workers take pieces in index order, stop
// at the first error or cancellation, and a panic in a piece is raised again
// on the caller's goroutine once every worker has stopped, with the worker's
// stack.
package par

import (
	"context"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// Raise returns the value Do panics with on the caller's goroutine when a
// piece panicked with v, stack being the worker's stack at the panic. Package
// backtrack, which every user of par imports, sets it to make a
// *backtrack.WorkerPanic, whose Error prints both; unset, Do panics with v.
var Raise func(v any, stack []byte) any

// Do calls work(ctx, w, i) for every i in [0, n) on up to GOMAXPROCS
// goroutines, w being the worker's number in [0, Workers(n)). Pieces are taken
// in order of i; a worker runs one piece at a time.
//
// Do returns when every worker has stopped. Workers stop taking pieces when
// ctx is done or a piece returns an error, panics or calls runtime.Goexit;
// the ctx given to work is then cancelled too, so long pieces can stop
// early. Do returns the first error a piece returned, else ctx.Err() if ctx
// is done by the time the workers have stopped (some pieces may not have
// run), else nil. If a piece panicked, Do panics on the caller's goroutine
// with Raise(value, the worker's stack), so a deferred recover around the
// call works and the worker's stack is not lost; if a piece called
// runtime.Goexit (t.FailNow in a test), Do calls runtime.Goexit on the
// caller's goroutine. Either happens only after every worker has stopped.
func Do(ctx context.Context, n int, work func(ctx context.Context, w, i int) error) error {
	return DoWorkers(ctx, runtime.GOMAXPROCS(0), n, work)
}

// DoWorkers is Do on at most workers goroutines (at least one), w being in
// [0, min(workers, n)): for callers that keep state a worker and size it
// before the call.
func DoWorkers(ctx context.Context, workers, n int, work func(ctx context.Context, w, i int) error) error {
	if ctx == nil {
		panic("par: nil Context")
	}
	inner, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next     atomic.Int64
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
		panicked bool
		value    any
		stack    []byte // the stack of the worker that panicked
		exited   bool
	)
	for w := range max(1, min(workers, n)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			returned := false
			defer func() {
				// recover returns nil after runtime.Goexit, which is no panic.
				v := recover()
				if returned {
					return
				}
				var st []byte
				if v != nil {
					st = debug.Stack() // the panic's frames are still on it
				}
				mu.Lock()
				if v == nil {
					exited = true
				} else if !panicked {
					panicked, value, stack = true, v, st
				}
				mu.Unlock()
				cancel()
			}()
			for inner.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= n {
					break
				}
				if err := work(inner, w, i); err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
					cancel()
					break
				}
			}
			returned = true
		}()
	}
	wg.Wait()
	if panicked {
		if Raise != nil {
			value = Raise(value, stack)
		}
		panic(value)
	}
	if exited {
		runtime.Goexit()
	}
	if firstErr != nil {
		return firstErr
	}
	return ctx.Err()
}

// Workers returns how many goroutines Do uses for n pieces.
func Workers(n int) int {
	return max(1, min(runtime.GOMAXPROCS(0), n))
}
