package builtin_test

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
	"github.com/go-puzzles/puzzles/shard"
)

// Through the registry, the shards of a sevenseg census add up to the
// census, for each field counted, and the job survives JSON on the way to
// the workers.
func TestSevensegTotals(t *testing.T) {
	if !slices.Contains(shard.Searches(), "sevenseg") {
		t.Fatalf("Searches() = %v; no sevenseg", shard.Searches())
	}
	for _, c := range []struct {
		params map[string]string
		opts   []sevenseg.Option
	}{
		{map[string]string{"shape": "d±d=d", "sticks": "2"}, nil},
		{map[string]string{"shape": "d±d=dd", "sticks": "1", "font": "Tailless|Hook7", "mode": "Adding"}, []sevenseg.Option{sevenseg.Tailless | sevenseg.Hook7, sevenseg.Adding}},
		{map[string]string{"shape": "dd=d-d", "sticks": "3", "font": "hook7", "mode": "removing"}, []sevenseg.Option{sevenseg.Hook7, sevenseg.Removing}},
		{map[string]string{"shape": "dd÷d=d", "sticks": "2", "zeros": "NoLeadingZeros"}, []sevenseg.Option{sevenseg.NoLeadingZeros}},
		{map[string]string{"shape": "d×d=d×d", "sticks": "1", "division": "fractions"}, []sevenseg.Option{sevenseg.Fractions}},
	} {
		tally, err := sevenseg.Census(c.params["shape"], must(strconv.Atoi(c.params["sticks"])), c.opts...)
		if err != nil {
			t.Fatal(err)
		}
		for count, want := range map[string]int64{"": tally.Unique, "unique": tally.Unique, "solvable": tally.Solvable, "true": tally.True, "layouts": tally.Layouts} {
			params := map[string]string{}
			for key, v := range c.params {
				params[key] = v
			}
			if count != "" {
				params["count"] = count
			}
			for _, k := range []int{1, 3, 16} {
				job, err := shard.NewJob("sevenseg", params, k)
				if err != nil {
					t.Fatal(err)
				}
				b, err := json.Marshal(job)
				if err != nil {
					t.Fatal(err)
				}
				var results []shard.Result
				for i := range k {
					var j shard.Job
					if err := json.Unmarshal(b, &j); err != nil {
						t.Fatal(err)
					}
					r, err := j.Run(context.Background(), i)
					if err != nil {
						t.Fatalf("%v shard %d: %v", job, i, err)
					}
					results = append(results, r)
				}
				got, err := shard.Sum(results)
				if err != nil || got != want {
					t.Errorf("%v: shards add up to %d, %v; census %d", job, got, err, want)
				}
				counter, err := job.Counter()
				if err != nil {
					t.Fatal(err)
				}
				if n, err := counter.Count(context.Background()); err != nil || n != want {
					t.Errorf("%v: Count = %d, %v; census %d", job, n, err, want)
				}
			}
		}
	}
}

func must(n int, err error) int {
	if err != nil {
		panic(err)
	}
	return n
}

// Bad params are errors when the job is made, naming the param.
func TestSevensegBadParams(t *testing.T) {
	for _, c := range []struct {
		params map[string]string
		want   string
	}{
		{map[string]string{"sticks": "1"}, "shard: sevenseg needs param shape"},
		{map[string]string{"shape": "d=d"}, "shard: sevenseg needs param sticks"},
		{map[string]string{"shape": "d=d", "sticks": "0"}, "shard: sevenseg param sticks = 0; want 1 or more"},
		{map[string]string{"shape": "d=d", "sticks": "two"}, `shard: sevenseg param sticks = "two"; want a whole number`},
		{map[string]string{"shape": "d=d", "sticks": "1", "font": "Serif"}, `shard: sevenseg param font = "Serif"; want Standard, Tailless, Hook7, Tailless|Hook7 or Hook7|Tailless`},
		{map[string]string{"shape": "d=d", "sticks": "1", "mode": "Swapping"}, `shard: sevenseg param mode = "Swapping"; want Moving, Adding or Removing`},
		{map[string]string{"shape": "d=d", "sticks": "1", "count": "all"}, `shard: sevenseg param count = "all"; want unique, solvable, true or layouts`},
		{map[string]string{"shape": "d=d", "sticks": "1", "k": "3"}, `shard: sevenseg has no param "k"; it takes shape, sticks, font, mode, zeros, division, count`},
		{map[string]string{"shape": "d=d", "sticks": "1", "zeros": "none"}, `shard: sevenseg param zeros = "none"; want LeadingZeros or NoLeadingZeros`},
		{map[string]string{"shape": "d=d", "sticks": "1", "division": "real"}, `shard: sevenseg param division = "real"; want WholeQuotients or Fractions`},
		{map[string]string{"shape": "d==d", "sticks": "1"}, "shard: sevenseg: shape position 3: '=' where a number should be"},
		{map[string]string{"shape": "dddddd±ddddd=dd", "sticks": "1"}, "shard: sevenseg: shape has more than 4398046511104 layouts"},
		{map[string]string{"shape": "dd±dd=dd", "sticks": "99999999999"}, "shard: sevenseg: 99999999999 sticks; shape dd±dd=dd has 46 places for sticks"},
		{map[string]string{"shape": "dd±dd=dd", "sticks": "99999999999999999999"}, `shard: sevenseg param sticks = "99999999999999999999"`},
	} {
		_, err := shard.NewJob("sevenseg", c.params, 4)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("NewJob(sevenseg, %v): %v; want %q", c.params, err, c.want)
		}
	}
	// A shape beyond sevenseg.MaxLayouts is a job, in enough shards.
	job, err := shard.NewJob("sevenseg", map[string]string{"shape": "ddd±ddd=ddd", "sticks": "1"}, 30)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := job.Run(context.Background(), 2); err == nil || !strings.Contains(err.Error(), "split the census into more shards") {
		t.Errorf("shard 2 of 30 of ddd±ddd=ddd: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	job.K = 31
	if _, err := job.Run(ctx, 0); err != context.Canceled {
		t.Errorf("shard 0 of 31 of ddd±ddd=ddd, cancelled: %v", err)
	}
}

// The params that name options take the declared spellings in any case of
// their ASCII letters, and nothing else: the registry's Unicode case
// folding lets "Tailleſſ" (long s) and "Hook7" with a Kelvin sign through,
// and the builder refuses them with an error instead of misreading them.
func TestSevensegSpellings(t *testing.T) {
	for _, c := range []struct {
		key, value string
		want       string // the error's start, or "" for none
	}{
		{"font", "TAILLESS|hook7", ""},
		{"font", "hook7|TAILLESS", ""},
		{"mode", "aDDING", ""},
		{"zeros", "noleadingzeros", ""},
		{"division", "FRACTIONS", ""},
		{"count", "Solvable", ""},
		{"font", "Tailleſſ", `shard: sevenseg param font = "Tailleſſ"; want Standard, Tailless, Hook7, Tailless|Hook7 or Hook7|Tailless`},
		{"font", "Hoo\u212a7", "shard: sevenseg param font = \"Hoo\u212a7\"; want Standard"},
		{"zeros", "LeadingZeroſ", `shard: sevenseg param zeros = "LeadingZeroſ"; want LeadingZeros or NoLeadingZeros`},
		{"division", "Fractionſ", `shard: sevenseg param division = "Fractionſ"; want WholeQuotients or Fractions`},
		{"count", "ſolvable", `shard: sevenseg param count = "ſolvable"; want unique, solvable, true or layouts`},
	} {
		params := map[string]string{"shape": "d±d=d", "sticks": "1", c.key: c.value}
		job, err := shard.NewJob("sevenseg", params, 2)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("NewJob(sevenseg, %v): %v", params, err)
		case c.want == "":
			if _, err := job.Run(context.Background(), 1); err != nil {
				t.Errorf("Run of %v: %v", job, err)
			}
		case err == nil || !strings.HasPrefix(err.Error(), c.want):
			t.Errorf("NewJob(sevenseg, %v): %v; want %q", params, err, c.want)
		}
		// A job made by hand, as a client that skipped NewJob sends it,
		// fails the same way when run.
		job = shard.Job{Search: "sevenseg", Params: params, K: 2, Plan: 1}
		if _, err := job.Run(context.Background(), 0); c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)) {
			t.Errorf("Run of %v: %v; want %q", job, err, c.want)
		}
	}
}

// A job with more sticks than its shape has places for, made by hand or
// sent by a client that skipped NewJob, fails when run, before any search.
func TestSevensegTooManySticks(t *testing.T) {
	for _, sticks := range []string{"47", "99999999999"} {
		job := shard.Job{Search: "sevenseg", Params: map[string]string{"shape": "dd±dd=dd", "sticks": sticks}, K: 4, Plan: 1}
		want := "shard: sevenseg: " + sticks + " sticks; shape dd±dd=dd has 46 places for sticks"
		if _, err := job.Run(context.Background(), 2); err == nil || err.Error() != want {
			t.Errorf("Run of %v: %v; want %q", job, err, want)
		}
	}
	job := shard.Job{Search: "sevenseg", Params: map[string]string{"shape": "d±d=d", "sticks": "25"}, K: 2, Plan: 1}
	for i := range 2 {
		if r, err := job.Run(context.Background(), i); err != nil || r.Count != 0 {
			t.Errorf("Run of %v shard %d: %v, %v; want no puzzle", job, i, r, err)
		}
	}
}
