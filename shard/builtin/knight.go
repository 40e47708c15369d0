package builtin

import (
	"context"
	"fmt"
	"strconv"

	"github.com/go-puzzles/puzzles/knight"
	"github.com/go-puzzles/puzzles/shard"
)

// The search "knight" counts the undirected knight's tours of a rows×cols
// board (at most 64 squares in all), every tour or only the closed ones. Its
// shards are knight.CountShard's.
func init() {
	must(shard.Register("knight", 1, []shard.Param{
		{Name: "rows", Usage: "the board's rows", Kind: shard.Int, Min: 1, Max: knight.MaxCountSquares, Required: true},
		{Name: "cols", Usage: "the board's columns", Kind: shard.Int, Min: 1, Max: knight.MaxCountSquares, Required: true},
		{Name: "closed", Usage: "count closed tours only", Kind: shard.Bool, Default: "false"},
	}, buildKnight))
}

func buildKnight(params map[string]string) (shard.Counter, error) {
	rows, err := strconv.Atoi(params["rows"]) // checked by the registry
	if err != nil {
		return nil, fmt.Errorf("shard: knight param rows = %q: %w", params["rows"], err)
	}
	cols, err := strconv.Atoi(params["cols"])
	if err != nil {
		return nil, fmt.Errorf("shard: knight param cols = %q: %w", params["cols"], err)
	}
	if rows*cols > knight.MaxCountSquares {
		return nil, fmt.Errorf("shard: knight params rows = %d, cols = %d: %d squares, at most %d", rows, cols, rows*cols, knight.MaxCountSquares)
	}
	c := knightCounter{rows: rows, cols: cols}
	switch params["closed"] {
	case "true":
		c.opts = []knight.Option{knight.ClosedTours()}
	case "false":
	default:
		return nil, fmt.Errorf("shard: knight param closed = %q; want true or false", params["closed"])
	}
	return c, nil
}

type knightCounter struct {
	rows, cols int
	opts       []knight.Option
}

func (c knightCounter) Count(ctx context.Context) (int64, error) {
	return knight.CountContext(ctx, c.rows, c.cols, c.opts...)
}

func (c knightCounter) CountShard(ctx context.Context, i, k int) (int64, int64, error) {
	n, err := knight.CountShardContext(ctx, c.rows, c.cols, i, k, c.opts...)
	return n, 0, err
}
