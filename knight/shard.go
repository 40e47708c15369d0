package knight

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/go-puzzles/puzzles/backtrack"
)

// partsPerShard is how many pieces of the split each shard gets, as in
// backtrack.Search.Shard.
const partsPerShard = 64

// CountShard returns shard i of k of Count(rows, cols, opts...): the k
// shards, i from 0 to k-1, add up to Count exactly. It returns an error for
// a size out of the limits or over MaxCountSquares squares, or if i or k is
// out of range (0 <= i < k <= backtrack.MaxShards). A nil Option panics.
//
// A shard counts by enumeration on the caller's goroutine, a share of about
// 64 parts of the search, and depends only on the board, the options, i and
// k, never on the machine or GOMAXPROCS. Its memory is one path of the
// search, whatever k is. Its time is its parts' searches plus the top of the
// tree above the cut, which grows with k: the k shards together cost more
// than Count, the more so the smaller the count is against 64·k parts, so
// shard only counts of many tours.
func CountShard(rows, cols, i, k int, opts ...Option) (int64, error) {
	return CountShardContext(context.Background(), rows, cols, i, k, opts...)
}

// CountShardContext is CountShard that gives up when ctx is done, returning
// 0 and ctx.Err() within 100 ms at any k. A nil ctx panics.
func CountShardContext(ctx context.Context, rows, cols, i, k int, opts ...Option) (int64, error) {
	if ctx == nil {
		panic("knight: nil Context")
	}
	closed := configure(opts).closed
	if err := checkShard(rows, cols); err != nil {
		return 0, err
	}
	if k < 1 || k > backtrack.MaxShards || i < 0 || i >= k {
		return 0, fmt.Errorf("knight: shard %d of %d; want 0 <= i < k <= %d", i, k, backtrack.MaxShards)
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if !exists(rows, cols, closed) {
		return 0, nil
	}
	if rows*cols == 1 {
		if i == 0 {
			return 1, nil // the open one-square tour
		}
		return 0, nil
	}
	g := newGraph(rows, cols)
	if closed {
		near := g.near[0]
		a := near & -near
		sh, err := g.moves(task{h: a, free: g.all &^ 1 &^ a, end: near ^ a}).Shard(i, k)
		if err != nil {
			return 0, err // i and k were checked above
		}
		return sh.CountContext(ctx)
	}
	// Each undirected tour is counted once, at the end whose class comes
	// first: a directed tour from c.sq counts c.size times if it ends in a
	// later class, c.size/2 times if in c's own (such a class has an even
	// size, or is a centre square, where no tour both starts and ends), so
	// every shard is a whole number.
	leastOf := make([]int, rows*cols) // the least square of each square's class
	for q := range leastOf {
		leastOf[q] = least(rows, cols, q)
	}
	var starts []class
	for _, c := range startClasses(rows, cols) {
		if startsTour(rows, cols, Square{c.sq / cols, c.sq % cols}) {
			starts = append(starts, c)
		}
	}
	// The pieces: each start's search split into its share of 64·k parts,
	// in order of the starts; the shard is every k-th piece from the i-th.
	per := (partsPerShard*k + len(starts) - 1) / len(starts)
	j := 0 // index of the next piece
	var total int64
	for _, c := range starts {
		var later, same int64 // directed tours from c.sq ending in a later class, in its own
		visit := func(t task) bool {
			switch end := leastOf[bits.TrailingZeros64(t.h)]; {
			case end > c.sq:
				later++
			case end == c.sq:
				same++
			}
			return true
		}
		for _, part := range g.moves(task{h: 1 << c.sq, free: g.all &^ (1 << c.sq)}).Parts(ctx, per) {
			if j%k == i {
				if _, err := part.Walk(ctx, visit); err != nil {
					return 0, err
				}
			}
			j++
		}
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		total += c.size*later + c.size/2*same
	}
	return total, nil
}
