package builtin

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/sevenseg"
	"github.com/go-puzzles/puzzles/shard"
)

// The "sevenseg" search is a census of matchstick equations (plan 1): the
// field count of the Tally of each shard, sevenseg.CensusShard(shape,
// sticks, i, k) with the options font, mode, zeros and division. Sticks is
// at most the shape's places for sticks: 7 a digit, 2 an operator or '='.
func init() {
	must(shard.Register("sevenseg", 1, []shard.Param{
		{Name: "shape", Usage: "the equations' shape, such as dd±dd=dd", Required: true},
		{Name: "sticks", Usage: "the sticks a puzzle moves", Kind: shard.Int, Min: 1, Required: true},
		{Name: "font", Usage: "the glyphs' font", Values: []string{"Standard", "Tailless", "Hook7", "Tailless|Hook7", "Hook7|Tailless"}, Default: "Standard"},
		{Name: "mode", Usage: "what a puzzle does with its sticks", Values: []string{"Moving", "Adding", "Removing"}, Default: "Moving"},
		{Name: "zeros", Usage: "whether numbers may begin with 0", Values: []string{"LeadingZeros", "NoLeadingZeros"}, Default: "LeadingZeros"},
		{Name: "division", Usage: "which quotients are true", Values: []string{"WholeQuotients", "Fractions"}, Default: "WholeQuotients"},
		{Name: "count", Usage: "the field of the census counted", Values: []string{"unique", "solvable", "true", "layouts"}, Default: "unique"},
	}, buildSevenseg))
}

// sevensegOptions are the options each value of a param names, in lower case.
var sevensegOptions = map[string]sevenseg.Option{
	"standard":       sevenseg.WithFont(sevenseg.Standard),
	"tailless":       sevenseg.WithFont(sevenseg.Tailless),
	"hook7":          sevenseg.WithFont(sevenseg.Hook7),
	"tailless|hook7": sevenseg.WithFont(sevenseg.Tailless | sevenseg.Hook7),
	"hook7|tailless": sevenseg.WithFont(sevenseg.Tailless | sevenseg.Hook7),
	"moving":         sevenseg.WithMode(sevenseg.Moving),
	"adding":         sevenseg.WithMode(sevenseg.Adding),
	"removing":       sevenseg.WithMode(sevenseg.Removing),
	"leadingzeros":   sevenseg.WithZeros(sevenseg.LeadingZeros),
	"noleadingzeros": sevenseg.WithZeros(sevenseg.NoLeadingZeros),
	"wholequotients": sevenseg.WithDivision(sevenseg.WholeQuotients),
	"fractions":      sevenseg.WithDivision(sevenseg.Fractions),
}

func buildSevenseg(params map[string]string) (shard.Counter, error) {
	c := sevensegCounter{shape: params["shape"], count: strings.ToLower(params["count"])}
	c.sticks, _ = strconv.Atoi(params["sticks"]) // checked by the registry
	for _, key := range []string{"font", "mode", "zeros", "division"} {
		c.opts = append(c.opts, sevensegOptions[strings.ToLower(params[key])])
	}
	// Check the shape, its size and the options now, so that a bad job
	// fails when it is made, not on every worker: the smallest shard of
	// the most there may be, with a done context, does no work.
	if _, err := sevenseg.CensusShardContext(canceled, c.shape, c.sticks, 0, backtrack.MaxShards, c.opts...); !errors.Is(err, context.Canceled) {
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
