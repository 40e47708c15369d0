package backtrack_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/go-puzzles/puzzles/backtrack"
)

// countRecovered counts s and returns what a deferred recover saw.
func countRecovered(s backtrack.Search[int]) (v any) {
	defer func() { v = recover() }()
	s.Count()
	return nil
}

// failing is a tree whose Branch panics on 3.
var failing = backtrack.Search[int]{
	Branch: func(dst []int, x int) []int {
		if x == 3 {
			panic("no children for 3")
		}
		if x < 3 {
			dst = append(dst, x+1)
		}
		return dst
	},
}

func ExampleWorkerPanic() {
	// Count raises Branch's panic again on the caller's goroutine.
	v := countRecovered(failing)
	if wp, ok := v.(*backtrack.WorkerPanic); ok {
		v = wp.Value
	}
	fmt.Println(v)
	// Output: no children for 3
}

func ExampleWorkerPanic_Error() {
	// Error holds the value, then the stack down to the panic.
	wp := countRecovered(failing).(*backtrack.WorkerPanic)
	fmt.Println(strings.Split(wp.Error(), "\n")[0])
	fmt.Println(strings.Contains(wp.Error(), "panic("))
	// Output:
	// no children for 3
	// true
}

func ExampleWorkerPanic_Unwrap() {
	// A runtime error is reached through the WorkerPanic.
	outOfRange := backtrack.Search[int]{Branch: func(dst []int, x int) []int {
		return append(dst, dst[x+len(dst)])
	}}
	var re runtime.Error
	fmt.Println(errors.As(countRecovered(outOfRange).(error), &re))
	// Output: true
}
