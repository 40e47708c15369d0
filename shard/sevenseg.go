package shard

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/go-puzzles/puzzles/sevenseg"
)

// The "sevenseg" search is a census of matchstick equations (plan 1): its
// params are shape (such as "dd±dd=dd"), sticks (at least 1, at most the
// shape's places for sticks: 7 a digit, 2 an operator or '='), and
// optionally font (Standard, Tailless, Hook7 or Tailless|Hook7), mode
// (Moving, Adding or Removing), zeros (LeadingZeros or NoLeadingZeros),
// division (WholeQuotients or Fractions) and count, the field of the Tally
// counted: unique (the default), solvable, true or layouts. Shard i of k is
// sevenseg.CensusShard(shape, sticks, i, k) with those options.
func init() {
	if err := Register("sevenseg", 1, buildSevenseg); err != nil {
		panic(err)
	}
}

// sevensegParams are the params the "sevenseg" search knows.
var sevensegParams = []string{"count", "division", "font", "mode", "shape", "sticks", "zeros"}

func buildSevenseg(params map[string]string) (Counter, error) {
	for _, key := range slices.Sorted(maps.Keys(params)) {
		if !slices.Contains(sevensegParams, key) {
			return nil, fmt.Errorf("shard: sevenseg: unknown param %q (want %s)", key, strings.Join(sevensegParams, ", "))
		}
	}
	c := sevensegCounter{shape: params["shape"]}
	if c.shape == "" {
		return nil, fmt.Errorf("shard: sevenseg: param shape is missing (such as shape=dd±dd=dd)")
	}
	s, ok := params["sticks"]
	if !ok {
		return nil, fmt.Errorf("shard: sevenseg: param sticks is missing (at least 1)")
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return nil, fmt.Errorf("shard: sevenseg: param sticks=%q; want a number of at least 1", s)
	}
	c.sticks = n
	for _, o := range []struct {
		param, want string
		names       map[string]sevenseg.Option
	}{
		{"font", "Standard, Tailless, Hook7 or Tailless|Hook7", map[string]sevenseg.Option{
			"standard": sevenseg.Standard, "tailless": sevenseg.Tailless, "hook7": sevenseg.Hook7,
			"tailless|hook7": sevenseg.Tailless | sevenseg.Hook7, "hook7|tailless": sevenseg.Tailless | sevenseg.Hook7,
		}},
		{"mode", "Moving, Adding or Removing", map[string]sevenseg.Option{
			"moving": sevenseg.Moving, "adding": sevenseg.Adding, "removing": sevenseg.Removing,
		}},
		{"zeros", "LeadingZeros or NoLeadingZeros", map[string]sevenseg.Option{
			"leadingzeros": sevenseg.LeadingZeros, "noleadingzeros": sevenseg.NoLeadingZeros,
		}},
		{"division", "WholeQuotients or Fractions", map[string]sevenseg.Option{
			"wholequotients": sevenseg.WholeQuotients, "fractions": sevenseg.Fractions,
		}},
	} {
		v, given := params[o.param]
		if !given {
			continue
		}
		opt, ok := o.names[strings.ToLower(v)]
		if !ok {
			return nil, fmt.Errorf("shard: sevenseg: param %s=%q; want %s", o.param, v, o.want)
		}
		c.opts = append(c.opts, opt)
	}
	c.count = "unique"
	if f, ok := params["count"]; ok {
		c.count = strings.ToLower(f)
		if !slices.Contains([]string{"unique", "solvable", "true", "layouts"}, c.count) {
			return nil, fmt.Errorf("shard: sevenseg: param count=%q; want unique, solvable, true or layouts", f)
		}
	}
	// Check the shape, its size and the options now, so that a bad job
	// fails when it is made, not on every worker: the smallest shard of
	// the most there may be, with a done context, does no work.
	if _, err := sevenseg.CensusShardContext(canceled, c.shape, c.sticks, 0, sevenseg.MaxShards, c.opts...); !errors.Is(err, context.Canceled) {
		return nil, fmt.Errorf("shard: %w", err)
	}
	return c, nil
}

// canceled is a done context: a census given it checks its arguments and
// stops.
var canceled = func() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx
}()

type sevensegCounter struct {
	shape  string
	sticks int
	opts   []sevenseg.Option
	count  string
}

func (c sevensegCounter) field(t sevenseg.Tally) int64 {
	switch c.count {
	case "solvable":
		return t.Solvable
	case "true":
		return t.True
	case "layouts":
		return t.Layouts
	}
	return t.Unique
}

func (c sevensegCounter) Count(ctx context.Context) (int64, error) {
	t, err := sevenseg.CensusContext(ctx, c.shape, c.sticks, c.opts...)
	if err != nil {
		return 0, err
	}
	return c.field(t), nil
}

func (c sevensegCounter) CountShard(ctx context.Context, i, k int) (int64, int64, error) {
	t, err := sevenseg.CensusShardContext(ctx, c.shape, c.sticks, i, k, c.opts...)
	if err != nil {
		return 0, 0, err
	}
	return c.field(t), 0, nil
}
