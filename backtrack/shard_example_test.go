package backtrack_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

// digits is the tree of the strings of up to four digits from "012": the
// 3^4 = 81 strings of four digits are accepted.
func digits() backtrack.Search[string] {
	return backtrack.Search[string]{
		Branch: func(dst []string, x string) []string {
			if len(x) == 4 {
				return dst
			}
			return append(dst, x+"0", x+"1", x+"2")
		},
		Accept: func(x string) bool { return len(x) == 4 },
	}
}

// Three machines each build their own shard from the search alone and count
// it; the three counts add up to the whole.
func ExampleShard() {
	var total int64
	for i := range 3 {
		sh, _ := digits().Shard(i, 3) // on machine i
		fmt.Printf("shard %d of 3: %d\n", i, sh.Count())
		total += sh.Count()
	}
	fmt.Println("total", total, "=", digits().Count())
	// Output:
	// shard 0 of 3: 27
	// shard 1 of 3: 27
	// shard 2 of 3: 27
	// total 81 = 81
}

// Since i and k come from outside, Shard checks them.
func ExampleSearch_Shard() {
	sh, err := digits().Shard(1, 4)
	fmt.Println(sh.I, sh.K, sh.Count(), err)
	_, err = digits().Shard(0, backtrack.MaxShards+1)
	fmt.Println(err)
	// Output:
	// 1 4 20 <nil>
	// backtrack: shard 0 of 65537; want 0 <= i < k <= 65536
}

func ExampleShard_All() {
	sh, _ := digits().Shard(0, 40)
	for x := range sh.All() {
		fmt.Println(x)
	}
	// Output:
	// 0000
	// 1111
	// 2222
}

func ExampleShard_AllContext() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // a worker told to stop before it began
	sh, _ := digits().Shard(0, 40)
	for x := range sh.AllContext(ctx) {
		fmt.Println(x)
	}
	fmt.Println(ctx.Err())
	// Output: context canceled
}

func ExampleShard_Count() {
	sh, _ := digits().Shard(2, 5)
	fmt.Println(sh.Count())
	// Output: 16
}

func ExampleShard_CountContext() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // a worker told to stop before it began
	sh, _ := digits().Shard(0, 2)
	n, err := sh.CountContext(ctx)
	fmt.Println(n, err)
	// Output: 0 context canceled
}

func ExampleShard_Walk() {
	sh, _ := digits().Shard(0, 2)
	nodes, err := sh.Walk(context.Background(), func(string) bool { return true }, backtrack.MaxNodes(10))
	fmt.Println(nodes, errors.Is(err, backtrack.ErrBudget))
	// Output: 10 true
}

// A worker of your own takes every third part of a split, without building
// the list: its memory does not grow with the number of parts.
func ExampleSearch_Parts() {
	ctx := context.Background()
	var total int64
	for j, part := range digits().Parts(ctx, 9) {
		if j%3 == 1 {
			total += part.Count()
		}
	}
	fmt.Println(total, ctx.Err())
	// Output: 27 <nil>
}
