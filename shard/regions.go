package shard

import (
	"context"
	"fmt"
	"strings"

	"github.com/go-puzzles/puzzles/regions"
)

// The search "regions" counts the solutions of a regions board: param board,
// the board as regions.Parse reads it, its rows separated by newlines or by
// '/' (so "AAB/ACB/CCB" fits on a command line). Its shards are
// regions.CountShard's.
func init() {
	must(Register("regions", 1, buildRegions))
}

func buildRegions(params map[string]string) (Counter, error) {
	if err := only("regions", params, "board"); err != nil {
		return nil, err
	}
	text, err := param("regions", params, "board")
	if err != nil {
		return nil, err
	}
	b, err := regions.Parse(strings.ReplaceAll(text, "/", "\n"))
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
