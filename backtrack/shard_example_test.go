package backtrack_test

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/go-puzzles/puzzles/backtrack"
)

// seq is a sequence of digits 0..2 being built, as its length and its value.
type seq struct{ len, val int }

// sequences is the tree of the 3^4 = 81 sequences of four digits 0..2.
func sequences() backtrack.Search[seq] {
	return backtrack.Search[seq]{
		Branch: func(dst []seq, s seq) []seq {
			if s.len == 4 {
				return dst
			}
			for d := range 3 {
				dst = append(dst, seq{s.len + 1, s.val*3 + d})
			}
			return dst
		},
		Accept: func(s seq) bool { return s.len == 4 },
	}
}

// Three machines each build their own shard from the search alone and count
// it; the three counts add up to the whole.
func ExampleShard() {
	var total int64
	for i := range 3 {
		sh, err := sequences().Shard(i, 3)
		if err != nil {
			fmt.Println(err)
			return
		}
		n := sh.Count()
		fmt.Printf("shard %d of 3: %d\n", i, n)
		total += n
	}
	fmt.Println("total", total, "=", sequences().Count())
	// Output:
	// shard 0 of 3: 27
	// shard 1 of 3: 27
	// shard 2 of 3: 27
	// total 81 = 81
}

func ExampleSearch_Shard() {
	sh, err := sequences().Shard(1, 4)
	fmt.Println(sh.I, sh.K, sh.Count(), err)
	_, err = sequences().Shard(4, 4) // an index from a bad job
	fmt.Println(err)
	// Output:
	// 1 4 20 <nil>
	// backtrack: shard 4 of 4; want 0 <= i < k <= 65536
}

func ExampleMaxShards() {
	_, err := sequences().Shard(0, backtrack.MaxShards+1)
	fmt.Println(backtrack.MaxShards, err)
	// Output: 65536 backtrack: shard 0 of 65537; want 0 <= i < k <= 65536
}

// shard returns shard i of k of the sequences; the examples' i and k are
// in range.
func shard(i, k int) backtrack.Shard[seq] {
	sh, _ := sequences().Shard(i, k)
	return sh
}

func ExampleShard_All() {
	for s := range shard(0, 40).All() {
		fmt.Printf("%04s ", strconv.FormatInt(int64(s.val), 3))
	}
	fmt.Println()
	// Output: 0000 1111 2222
}

func ExampleShard_Count() {
	fmt.Println(shard(2, 5).Count())
	// Output: 16
}

func ExampleShard_CountContext() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // a worker told to stop before it began
	n, err := shard(0, 2).CountContext(ctx)
	fmt.Println(n, err)
	// Output: 0 context canceled
}

func ExampleShard_Walk() {
	nodes, err := shard(0, 2).Walk(context.Background(), func(seq) bool { return true },
		backtrack.MaxNodes(10))
	fmt.Println(nodes, errors.Is(err, backtrack.ErrBudget))
	// Output: 10 true
}

// A worker of your own takes every third part of a split, without building
// the list: its memory does not grow with the number of parts.
func ExampleSearch_Parts() {
	ctx := context.Background()
	var total int64
	for j, part := range sequences().Parts(ctx, 9) {
		if j%3 == 1 {
			total += part.Count()
		}
	}
	fmt.Println(total, ctx.Err())
	// Output: 27 <nil>
}
