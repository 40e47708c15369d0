package shard

import (
	"context"
	"fmt"

	"github.com/go-puzzles/puzzles/knight"
)

// The search "knight" counts the undirected knight's tours of a rows×cols
// board: params rows and cols (at most 64 squares in all), and closed (true
// or false; false, the default, counts every tour, open or closed). Its
// shards are knight.CountShard's.
func init() {
	must(Register("knight", 1, buildKnight))
}

func buildKnight(params map[string]string) (Counter, error) {
	if err := only("knight", params, "rows", "cols", "closed"); err != nil {
		return nil, err
	}
	rows, err := intParam("knight", params, "rows", 1, knight.MaxCountSquares)
	if err != nil {
		return nil, err
	}
	cols, err := intParam("knight", params, "cols", 1, knight.MaxCountSquares)
	if err != nil {
		return nil, err
	}
	if rows*cols > knight.MaxCountSquares {
		return nil, fmt.Errorf("shard: knight params rows = %d, cols = %d: %d squares, at most %d", rows, cols, rows*cols, knight.MaxCountSquares)
	}
	c := knightCounter{rows: rows, cols: cols}
	switch v, ok := params["closed"]; {
	case !ok || v == "false":
	case v == "true":
		c.opts = []knight.Option{knight.Closed()}
	default:
		return nil, fmt.Errorf("shard: knight param closed = %q; want true or false", v)
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
