package regions_test

import (
	"context"
	"fmt"
	"time"

	"github.com/go-puzzles/puzzles/regions"
)

// Count the solutions of a board in three shards, as three machines would,
// each knowing only its index. The board's regions are its rows, so its
// solutions are the 646 ways to place seven queens that do not touch.
func ExampleCountShard() {
	b, err := regions.Parse(`
		AAAAAAA
		BBBBBBB
		CCCCCCC
		DDDDDDD
		EEEEEEE
		FFFFFFF
		GGGGGGG`)
	if err != nil {
		panic(err)
	}
	var total int64
	for i := range 3 {
		n, err := regions.CountShard(b, i, 3)
		if err != nil {
			panic(err)
		}
		fmt.Printf("shard %d of 3: %d\n", i, n)
		total += n
	}
	fmt.Println("total:", total)
	// Output:
	// shard 0 of 3: 205
	// shard 1 of 3: 205
	// shard 2 of 3: 236
	// total: 646
}

// Count a puzzle's solutions in two shards under one deadline; a shard that
// ran out of time would report context.DeadlineExceeded.
func ExampleCountShardContext() {
	b, err := regions.Parse(`
		AAABCD
		AAABCD
		BBBBCD
		BBECCD
		FEECCD
		FFEECC`)
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var total int64
	for i := range 2 {
		n, err := regions.CountShardContext(ctx, b, i, 2)
		if err != nil {
			fmt.Println(err)
			return
		}
		total += n
	}
	fmt.Println(total)
	// Output:
	// 14
}
