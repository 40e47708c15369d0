package builtin

import (
	"context"
	"fmt"
	"strings"

	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/shard"
)

// The search "regions" counts the solutions of a regions board: param board,
// the board as regions.Parse reads it, its rows separated by newlines or by
// '/' (so "AAB/ACB/CCB" fits on a command line). Its shards are
// regions.CountShard's.
func init() {
	must(shard.Register("regions", 1, []shard.Param{
		{Name: "board", Usage: "the board, rows separated by newlines or '/'", Required: true},
	}, buildRegions))
}

func buildRegions(params map[string]string) (shard.Counter, error) {
	b, err := regions.Parse(strings.ReplaceAll(params["board"], "/", "\n"))
	if err != nil {
		return nil, fmt.Errorf("shard: regions param board: %w", err)
	}
	return regionsCounter{b}, nil
}

type regionsCounter struct{ b *regions.Board }

func (c regionsCounter) Count(ctx context.Context) (int64, error) {
	return regions.CountContext(ctx, c.b, 0)
}

func (c regionsCounter) CountShard(ctx context.Context, i, k int) (int64, int64, error) {
	n, err := regions.CountShardContext(ctx, c.b, i, k)
	return n, 0, err
}
