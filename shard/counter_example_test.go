package shard_test

import (
	"context"
	"fmt"
	"strconv"

	"github.com/go-puzzles/puzzles/shard"
)

// evens counts the even numbers below it; shard i of k has those ≡ i mod k.
type evens int64

func (e evens) Count(ctx context.Context) (int64, error) {
	n, _, err := e.CountShard(ctx, 0, 1)
	return n, err
}

func (e evens) CountShard(ctx context.Context, i, k int) (count, nodes int64, err error) {
	for x := int64(i); x < int64(e); x += int64(k) {
		if x%4096 == 0 && ctx.Err() != nil {
			return 0, 0, ctx.Err()
		}
		count += 1 - x%2
		nodes++
	}
	return count, nodes, nil
}

// A Counter need not be a backtrack search: any count that splits into k
// pieces that add up will do.
func ExampleCounter() {
	var c shard.Counter = evens(1000)
	var counts []int64
	for i := range 3 {
		n, _, _ := c.CountShard(context.Background(), i, 3)
		counts = append(counts, n)
	}
	total, _ := c.Count(context.Background())
	fmt.Println(counts, total)
	// Output: [167 166 167] 500
}

// A Builder checks the parameters, all strings, and makes the Counter.
func ExampleBuilder() {
	var build shard.Builder = func(params map[string]string) (shard.Counter, error) {
		n, err := strconv.ParseInt(params["n"], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("evens: n = %q; want a number", params["n"])
		}
		return evens(n), nil
	}
	c, _ := build(map[string]string{"n": "10"})
	n, _ := c.Count(context.Background())
	_, err := build(map[string]string{"n": "ten"})
	fmt.Println(n, err)
	// Output: 5 evens: n = "ten"; want a number
}
