package builtin

import (
	"context"
	"fmt"
	"strconv"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/shard"
)

// The search "queens" counts placements of n pieces on an n×n board under a
// rule. Its shards are queens.CountShard's.
func init() {
	must(shard.Register("queens", 2, []shard.Param{
		{Name: "n", Usage: "the board's size", Kind: shard.Int, Min: 0, Max: queens.MaxN, Required: true},
		{Name: "rule", Usage: "the rule of the pieces", Values: []string{"rooks", "classic", "notouch"}, Default: "classic"},
	}, buildQueens))
}

// queensRules are the rules that param rule names, in the spelling it
// declares: the registry hands a Builder that spelling, so the lookup is
// exact.
var queensRules = map[string]queens.Rule{"rooks": queens.Rooks, "classic": queens.Classic, "notouch": queens.NoTouch}

func buildQueens(params map[string]string) (shard.Counter, error) {
	n, err := strconv.Atoi(params["n"]) // checked by the registry
	if err != nil {
		return nil, fmt.Errorf("shard: queens param n = %q: %w", params["n"], err)
	}
	r, ok := queensRules[params["rule"]]
	if !ok {
		return nil, fmt.Errorf("shard: queens param rule = %q; want rooks, classic or notouch", params["rule"])
	}
	return queensCounter{n, r}, nil
}

type queensCounter struct {
	n int
	r queens.Rule
}

func (c queensCounter) Count(ctx context.Context) (int64, error) {
	return queens.CountContext(ctx, c.n, c.r)
}

func (c queensCounter) CountShard(ctx context.Context, i, k int) (int64, int64, error) {
	n, err := queens.CountShardContext(ctx, c.n, c.r, i, k)
	return n, 0, err
}

// must panics if a built-in search does not register: a bug in this package.
func must(err error) {
	if err != nil {
		panic(err)
	}
}
