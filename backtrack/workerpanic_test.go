package backtrack_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
)

// A panic in Branch on the caller's goroutine, in the first nodes Count
// walks there, reaches the caller as a *WorkerPanic too, whose Unwrap lets
// errors.As find a runtime error.
func TestCountPanicOnCallersGoroutine(t *testing.T) {
	s := backtrack.Search[int]{
		Branch: func(dst []int, x int) []int {
			var none []int
			return append(dst, none[x+1]) // index out of range
		},
	}
	v := func() (v any) {
		defer func() { v = recover() }()
		s.Count()
		return nil
	}()
	wp, ok := v.(*backtrack.WorkerPanic)
	var re runtime.Error
	if !ok || !errors.As(wp, &re) || !strings.Contains(string(wp.Stack), "TestCountPanicOnCallersGoroutine") {
		t.Fatalf("recovered %v; want a *WorkerPanic of a runtime.Error with the stack of the panic", v)
	}
}
