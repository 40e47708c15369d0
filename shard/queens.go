package shard

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/go-puzzles/puzzles/queens"
)

// The search "queens" counts placements of n pieces on an n×n board under a
// rule: params n (0..64, required) and rule (rooks, classic or notouch;
// classic if absent). Its shards are queens.CountShard's.
func init() {
	must(Register("queens", 2, buildQueens))
}

func buildQueens(params map[string]string) (Counter, error) {
	if err := only("queens", params, "n", "rule"); err != nil {
		return nil, err
	}
	n, err := intParam("queens", params, "n", 0, queens.MaxN)
	if err != nil {
		return nil, err
	}
	text, ok := params["rule"]
	if !ok {
		text = "classic"
	}
	r, ok := map[string]queens.Rule{"rooks": queens.Rooks, "classic": queens.Classic, "notouch": queens.NoTouch}[text]
	if !ok {
		return nil, fmt.Errorf("shard: queens param rule = %q; want rooks, classic or notouch", text)
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

// only returns an error naming the first param of search not in keys.
func only(search string, params map[string]string, keys ...string) error {
	for _, key := range slices.Sorted(maps.Keys(params)) {
		if !slices.Contains(keys, key) {
			return fmt.Errorf("shard: %s has no param %q; it takes %s", search, key, strings.Join(keys, ", "))
		}
	}
	return nil
}

// param returns the required param key of search.
func param(search string, params map[string]string, key string) (string, error) {
	v, ok := params[key]
	if !ok {
		return "", fmt.Errorf("shard: %s needs param %s", search, key)
	}
	return v, nil
}

// intParam returns the required integer param key of search, which must be
// in lo..hi.
func intParam(search string, params map[string]string, key string, lo, hi int) (int, error) {
	v, err := param(search, params, key)
	if err != nil {
		return 0, err
	}
	x, err := strconv.Atoi(v)
	if err != nil || strconv.Itoa(x) != v { // one spelling per number: no "+8", "08", "-0"
		return 0, fmt.Errorf("shard: %s param %s = %q; want a whole number in plain decimal (no sign, no leading zero)", search, key, v)
	}
	if x < lo || x > hi {
		return 0, fmt.Errorf("shard: %s param %s = %d out of range %d..%d", search, key, x, lo, hi)
	}
	return x, nil
}
