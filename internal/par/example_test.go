package par_test

import (
	"context"
	"fmt"
	"sync/atomic"

	"github.com/go-puzzles/puzzles/internal/par"
)

// Sum the squares of 1..100 in 100 pieces on every core.
func ExampleDo() {
	var sum atomic.Int64
	err := par.Do(context.Background(), 100, func(_ context.Context, _, i int) error {
		sum.Add(int64((i + 1) * (i + 1)))
		return nil
	})
	fmt.Println(sum.Load(), err)
	// Output: 338350 <nil>
}

// A panic in a piece reaches the caller, after every worker has stopped.
func ExampleDo_panic() {
	defer func() { fmt.Println("recovered:", recover()) }()
	par.Do(context.Background(), 10, func(_ context.Context, _, i int) error {
		if i == 3 {
			panic("piece 3 failed")
		}
		return nil
	})
	// Output: recovered: piece 3 failed
}

func ExampleWorkers() {
	fmt.Println(par.Workers(1), par.Workers(0))
	// Output: 1 1
}
