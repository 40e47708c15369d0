package queens_test

import (
	"context"
	"fmt"
	"time"

	"github.com/go-puzzles/puzzles/queens"
)

// Count the eight-queens placements in three shards, as three machines
// would, each knowing only its index, and add them up.
func ExampleCountShard() {
	var total int64
	for i := range 3 {
		n, err := queens.CountShard(8, queens.Classic, i, 3)
		if err != nil {
			panic(err)
		}
		fmt.Printf("shard %d of 3: %d\n", i, n)
		total += n
	}
	fmt.Println("total:", total)
	// Output:
	// shard 0 of 3: 32
	// shard 1 of 3: 32
	// shard 2 of 3: 28
	// total: 92
}

// Count the shards of 12 no-touch queens on goroutines of their own, each
// with a deadline; a shard that ran out of time would report
// context.DeadlineExceeded instead of a count.
func ExampleCountShardContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const k = 4
	counts := make([]int64, k)
	errs := make([]error, k)
	done := make(chan int)
	for i := range k {
		go func() {
			counts[i], errs[i] = queens.CountShardContext(ctx, 12, queens.NoTouch, i, k)
			done <- i
		}()
	}
	for range k {
		<-done
	}
	var total int64
	for i := range k {
		if errs[i] != nil {
			fmt.Println(errs[i])
			return
		}
		total += counts[i]
	}
	fmt.Println(total)
	// Output:
	// 63779034
}
