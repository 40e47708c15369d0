package builtin

import (
	"context"
	"errors"
	"fmt"
	"slices"
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
		sevensegParam("font", "the glyphs' font"),
		sevensegParam("mode", "what a puzzle does with its sticks"),
		sevensegParam("zeros", "whether numbers may begin with 0"),
		sevensegParam("division", "which quotients are true"),
		{Name: "count", Usage: "the field of the census counted", Values: sevensegCounts, Default: "unique"},
	}, buildSevenseg))
}

// A sevensegValue is a value a param may take, as declared, and the option
// it names.
type sevensegValue struct {
	name string
	opt  sevenseg.Option
}

// sevensegOptions are the values of the params that name options, the
// first of each the default.
var sevensegOptions = map[string][]sevensegValue{
	"font": {
		{"Standard", sevenseg.Standard},
		{"Tailless", sevenseg.Tailless},
		{"Hook7", sevenseg.Hook7},
		{"Tailless|Hook7", sevenseg.Tailless | sevenseg.Hook7},
		{"Hook7|Tailless", sevenseg.Tailless | sevenseg.Hook7},
	},
	"mode":     {{"Moving", sevenseg.Moving}, {"Adding", sevenseg.Adding}, {"Removing", sevenseg.Removing}},
	"zeros":    {{"LeadingZeros", sevenseg.LeadingZeros}, {"NoLeadingZeros", sevenseg.NoLeadingZeros}},
	"division": {{"WholeQuotients", sevenseg.WholeQuotients}, {"Fractions", sevenseg.Fractions}},
}

// sevensegCounts are the values of the param count: the fields of a Tally.
var sevensegCounts = []string{"unique", "solvable", "true", "layouts"}

// sevensegParam returns the param key of sevensegOptions.
func sevensegParam(key, usage string) shard.Param {
	names := sevensegNames(key)
	return shard.Param{Name: key, Usage: usage, Values: names, Default: names[0]}
}

// sevensegNames returns the names of the values of the param key of
// sevensegOptions.
func sevensegNames(key string) []string {
	var names []string
	for _, v := range sevensegOptions[key] {
		names = append(names, v.name)
	}
	return names
}

// sevensegIndex returns the index of the name that v spells, ignoring the
// case of ASCII letters only, or an error naming the param key. The
// registry compares with Unicode case folding, which also takes "Tailleſſ"
// for "Tailless": such a value is refused here rather than misread.
func sevensegIndex(key, v string, names []string) (int, error) {
	if i := slices.IndexFunc(names, func(name string) bool { return asciiEqualFold(v, name) }); i >= 0 {
		return i, nil
	}
	last := len(names) - 1
	return 0, fmt.Errorf("shard: sevenseg param %s = %q; want %s or %s", key, v, strings.Join(names[:last], ", "), names[last])
}

// asciiEqualFold reports whether a and b are equal with ASCII letters taken
// in one case; every other byte must be equal.
func asciiEqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range len(a) {
		if asciiLower(a[i]) != asciiLower(b[i]) {
			return false
		}
	}
	return true
}

// asciiLower returns b in lower case if it is an ASCII capital letter.
func asciiLower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// buildSevenseg makes the counter of a job's params. The registry has
// filled in the defaults and checked every value but for the case of its
// letters.
func buildSevenseg(params map[string]string) (shard.Counter, error) {
	c := sevensegCounter{shape: params["shape"], count: sevensegCounts[0]}
	c.sticks, _ = strconv.Atoi(params["sticks"]) // checked by the registry
	if v, ok := params["count"]; ok {
		i, err := sevensegIndex("count", v, sevensegCounts)
		if err != nil {
			return nil, err
		}
		c.count = sevensegCounts[i]
	}
	for _, key := range []string{"font", "mode", "zeros", "division"} {
		v, ok := params[key]
		if !ok {
			continue // the default
		}
		i, err := sevensegIndex(key, v, sevensegNames(key))
		if err != nil {
			return nil, err
		}
		c.opts = append(c.opts, sevensegOptions[key][i].opt)
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
