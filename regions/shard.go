package regions

import (
	"context"
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

// CountShard counts shard i of k of b's solutions: the k shards, i from 0
// to k-1, add up to Count(b, 0). It returns an error for an empty or nil
// board, as Count does, and if i or k is out of range
// (0 <= i < k <= backtrack.MaxShards).
//
// A shard depends only on the board, i and k, never on the machine, so k
// workers can each rebuild and count their own. It runs on the caller's
// goroutine, in the memory of one path of the search. The k shards run one
// after another cost more than Count, the more so as k grows against the
// count: shard only boards with many solutions.
func CountShard(b *Board, i, k int) (int64, error) {
	return CountShardContext(context.Background(), b, i, k)
}

// CountShardContext is CountShard that gives up when ctx is done,
// returning 0 and ctx.Err() within 100 ms at any k. It looks at ctx every
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
