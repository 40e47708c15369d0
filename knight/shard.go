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
// a board Count does not take, or if i or k is out of range
// (0 <= i < k <= backtrack.MaxShards). A nil Option panics.
//
// A closed count is one search, and the shard is its backtrack shard
// (backtrack.Search.Shard): every k-th of 64·k parts of the tree, counted on
// the caller's goroutine. An open count searches from one square of each
// class of squares under the board's symmetries: each of those searches is
// split into its share of 64·k parts (backtrack.Search.Parts), and the shard
// takes every k-th part of them all, in order, starting at part i. Each
// undirected tour is counted once, at the end whose class comes first: a
// directed tour from the class's square counts once for each square of its
// class when it ends in a later class, not at all when it ends in an earlier
// one, and half as often when it ends in its own class (such a class has an
// even number of squares, or is a centre square, where no tour both starts
// and ends); so every shard reports a whole number, unlike halving each
// shard's directed count. A shard depends only on the board, the options, i
// and k, never on the machine or GOMAXPROCS.
//
// A shard's memory is one path of the search, whatever k is. Its time is its
// parts' searches plus the top of the tree above the cut, which every shard
// walks a few times over to find its parts: that top grows with k, so the k
// shards of a count run one after another cost more than Count, the more the
// smaller the count is against 64·k parts. Shard only counts of many
// tours.
func CountShard(rows, cols, i, k int, opts ...Option) (int64, error) {
	return CountShardContext(context.Background(), rows, cols, i, k, opts...)
}

// CountShardContext is CountShard that gives up when ctx is done, returning
// 0 and ctx.Err() within 100 ms at any k: it looks at ctx every
// 4,096 states of the search, above the cut too. A nil ctx panics.
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
