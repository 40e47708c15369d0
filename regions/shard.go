package regions

import (
	"context"
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

// CountShard returns shard i of k of Count(b, 0): the k shards, i from 0 to
// k-1, add up to the number of solutions of b. It returns an error for an
// empty or nil board, as Count does, and if i or k is out of range
// (0 <= i < k <= backtrack.MaxShards).
//
// The shard is the solver's search sharded by backtrack.Search.Shard: every
// k-th of at least 64·k parts of the tree, counted on the caller's
// goroutine. It depends only on the board, i and k, never on the machine or
// GOMAXPROCS, so k workers can each rebuild and count their own. A shard's
// memory is one path of the search, whatever k is. Its time is its parts'
// searches plus the top of the tree above the cut, which every shard walks a
// few times over to find its parts: that top grows with k, so the k shards
// run one after another cost more than Count, the more the smaller the count
// is against 64·k parts. Shard only boards with many solutions (see
// Count).
func CountShard(b *Board, i, k int) (int64, error) {
	return CountShardContext(context.Background(), b, i, k)
}

// CountShardContext is CountShard that gives up when ctx is done, returning
// 0 and ctx.Err() within 100 ms at any k: it looks at ctx every
// 4,096 states of the search, above the cut too. A nil ctx is a programming
// error: CountShardContext panics.
func CountShardContext(ctx context.Context, b *Board, i, k int) (int64, error) {
	if ctx == nil {
		panic("regions: nil Context")
	}
	if k < 1 || k > backtrack.MaxShards || i < 0 || i >= k {
		return 0, fmt.Errorf("regions: shard %d of %d; want 0 <= i < k <= %d", i, k, backtrack.MaxShards)
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if b.empty() {
		return 0, errEmpty
	}
	sh, err := newSolver(b).search().Shard(i, k)
	if err != nil {
		return 0, err // i and k were checked above
	}
	return sh.CountContext(ctx)
}
