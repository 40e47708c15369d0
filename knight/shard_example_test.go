package knight_test

import (
	"context"
	"fmt"
	"time"

	"github.com/go-puzzles/puzzles/knight"
)

// Count the open and closed tours of a 5×5 board in four shards, as four
// machines would, each knowing only its index; every shard reports a whole
// share of the undirected total.
func ExampleCountShard() {
	var total int64
	for i := range 4 {
		n, err := knight.CountShard(5, 5, i, 4)
		if err != nil {
			panic(err)
		}
		fmt.Printf("shard %d of 4: %d\n", i, n)
		total += n
	}
	fmt.Println("total:", total)
	// Output:
	// shard 0 of 4: 52
	// shard 1 of 4: 42
	// shard 2 of 4: 378
	// shard 3 of 4: 392
	// total: 864
}

// Count the closed tours of a 6×6 board in three shards under one deadline;
// a shard that ran out of time would report context.DeadlineExceeded.
func ExampleCountShardContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var total int64
	for i := range 3 {
		n, err := knight.CountShardContext(ctx, 6, 6, i, 3, knight.ClosedTours())
		if err != nil {
			fmt.Println(err)
			return
		}
		total += n
	}
	fmt.Println(total)
	// Output:
	// 9862
}
