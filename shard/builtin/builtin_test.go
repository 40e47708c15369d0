package builtin_test

import (
	"context"
	"encoding/json"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/internal/cores"
	"github.com/go-puzzles/puzzles/shard"
	"pgregory.net/rapid"
)

// sumAll runs every shard of job, each from the job sent through JSON as a
// worker would receive it, and returns what Sum makes of the results.

// plans holds each built-in search's plan: queens went to plan 2 when its
// Classic shards began to split by constellation.
var plans = map[string]int{"queens": 2, "knight": 1, "regions": 1, "sevenseg": 1}

func sumAll(t interface {
	Helper()
	Fatalf(string, ...any)
}, job shard.Job) int64 {
	t.Helper()
	text, err := json.Marshal(job)
	if err != nil {
		t.Fatalf("%v: %v", job, err)
	}
	var results []shard.Result
	for i := range job.K {
		var got shard.Job
		if err := json.Unmarshal(text, &got); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		r, err := got.Run(context.Background(), i)
		if err != nil {
			t.Fatalf("%v shard %d: %v", job, i, err)
		}
		results = append(results, r)
	}
	total, err := shard.Sum(results)
	if err != nil {
		t.Fatalf("%v: %v", job, err)
	}
	return total
}

func TestBuiltinsRegistered(t *testing.T) {
	names := shard.Searches()
	for _, name := range []string{"knight", "queens", "regions"} {
		if !slices.Contains(names, name) {
			t.Errorf("Searches() = %v, no %q", names, name)
		}
	}
}

// Published totals come out of the registered searches, shard by shard.
func TestBuiltinsPublished(t *testing.T) {
	for _, c := range []struct {
		search string
		params map[string]string
		k      int
		want   int64
	}{
		{"queens", map[string]string{"n": "8", "rule": "classic"}, 5, 92},
		{"queens", map[string]string{"n": "8", "rule": "notouch"}, 3, 5242},
		{"queens", map[string]string{"n": "7", "rule": "rooks"}, 64, 5040},
		{"queens", map[string]string{"n": "0", "rule": "classic"}, 2, 1},
		{"queens", map[string]string{"n": "10"}, 4, 724}, // classic when no rule is given
		{"knight", map[string]string{"rows": "6", "cols": "6", "closed": "true"}, 5, 9862},
		{"knight", map[string]string{"rows": "5", "cols": "5"}, 5, 864},
		{"knight", map[string]string{"rows": "5", "cols": "5", "closed": "false"}, 7, 864},
		{"knight", map[string]string{"rows": "3", "cols": "4"}, 3, 8},
		// Regions the rows of the board: the NoTouch placements (A002464).
		{"regions", map[string]string{"board": "AAAAAAA/BBBBBBB/CCCCCCC/DDDDDDD/EEEEEEE/FFFFFFF/GGGGGGG"}, 4, 646},
		{"regions", map[string]string{"board": "AAAAAA\nBBBBBB\nCCCCCC\nDDDDDD\nEEEEEE\nFFFFFF\n"}, 9, 90},
	} {
		job, err := shard.NewJob(c.search, c.params, c.k)
		if err != nil {
			t.Fatalf("NewJob(%s, %v): %v", c.search, c.params, err)
		}
		if want := plans[c.search]; job.Plan != want {
			t.Errorf("%v: plan %d, want %d", job, job.Plan, want)
		}
		if got := sumAll(t, job); got != c.want {
			t.Errorf("%v: shards add up to %d, want %d", job, got, c.want)
		}
		counter, err := job.Counter()
		if err != nil {
			t.Fatal(err)
		}
		if got, err := counter.Count(context.Background()); got != c.want || err != nil {
			t.Errorf("%v: Count = %d, %v; want %d", job, got, err, c.want)
		}
	}
}

// A community regions puzzle (level 49 of a public clone of LinkedIn's
// game) has the one solution published for it, in 16 shards.
func TestBuiltinsRegionsPuzzle(t *testing.T) {
	board := "AAAAAAAAA/AIIIIIIIB/ADDDDDCIB/ADHHHHCIB/ADFFFECIB/ADFFFECIB/ADFGFECIB/ACCCCCCIB/ABBBBBBBB"
	job, err := shard.NewJob("regions", map[string]string{"board": board}, 16)
	if err != nil {
		t.Fatal(err)
	}
	if got := sumAll(t, job); got != 1 {
		t.Errorf("%d shards add up to %d, want 1", job.K, got)
	}
}

// For random params of every built-in search and every k from 1 to 50, the
// shards add up to the counter's Count, and a shard is the same counted
// twice and at GOMAXPROCS 1 and 2.
func TestBuiltinsAddUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var name string
		var params map[string]string
		switch rapid.IntRange(0, 2).Draw(t, "search") {
		case 0:
			name = "queens"
			params = map[string]string{
				"n":    strconv.Itoa(rapid.IntRange(0, 9).Draw(t, "n")),
				"rule": rapid.SampledFrom([]string{"rooks", "classic", "notouch"}).Draw(t, "rule"),
			}
		case 1:
			name = "knight"
			rows := rapid.IntRange(1, 5).Draw(t, "rows")
			params = map[string]string{
				"rows":   strconv.Itoa(rows),
				"cols":   strconv.Itoa(rapid.IntRange(1, 25/rows).Draw(t, "cols")),
				"closed": strconv.FormatBool(rapid.Bool().Draw(t, "closed")),
			}
		default:
			name = "regions"
			n := rapid.IntRange(4, 7).Draw(t, "n")
			rows := make([]string, n)
			for r := range rows {
				rows[r] = strings.Repeat(string(rune('A'+r)), n)
			}
			params = map[string]string{"board": strings.Join(rows, "/")}
		}
		k := rapid.IntRange(1, 50).Draw(t, "k")
		job, err := shard.NewJob(name, params, k)
		if err != nil {
			t.Fatal(err)
		}
		c, err := job.Counter()
		if err != nil {
			t.Fatal(err)
		}
		want, err := c.Count(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if got := sumAll(t, job); got != want {
			t.Fatalf("%v: shards add up to %d, Count says %d", job, got, want)
		}
		i := rapid.IntRange(0, k-1).Draw(t, "i")
		cores.Same(t, func() []int64 {
			r, err := job.Run(context.Background(), i)
			if err != nil {
				t.Fatalf("%v shard %d at GOMAXPROCS=%d: %v", job, i, runtime.GOMAXPROCS(0), err)
			}
			return []int64{r.Count}
		})
	})
}

// Bad or missing params are errors that name the param.
func TestBuiltinsBadParams(t *testing.T) {
	for _, c := range []struct {
		search  string
		params  map[string]string
		message string
	}{
		{"queens", map[string]string{"rule": "classic"}, "queens needs param n"},
		{"queens", map[string]string{"n": "8", "rule": "bishops"}, `param rule = "bishops"`},
		{"queens", nil, "queens needs param n"},
		{"queens", map[string]string{"n": "eight", "rule": "classic"}, `param n = "eight"`},
		{"queens", map[string]string{"n": "65", "rule": "classic"}, "param n = 65 out of range 0..64"},
		{"queens", map[string]string{"n": "-1", "rule": "classic"}, "param n = -1 out of range"},
		{"queens", map[string]string{"n": "8", "rule": "bishops"}, `param rule = "bishops"`},
		{"queens", map[string]string{"n": "8", "rule": "classic", "k": "3"}, `queens has no param "k"`},
		{"knight", map[string]string{"cols": "5"}, "knight needs param rows"},
		{"knight", map[string]string{"rows": "5"}, "knight needs param cols"},
		{"knight", map[string]string{"rows": "0", "cols": "5"}, "param rows = 0 out of range 1..64"},
		{"knight", map[string]string{"rows": "8", "cols": "9"}, "rows = 8, cols = 9: 72 squares"},
		{"knight", map[string]string{"rows": "99999999999999999999", "cols": "1"}, `param rows = "99999999999999999999"`},
		{"knight", map[string]string{"rows": "5", "cols": "5", "closed": "yes"}, `param closed = "yes"`},
		{"knight", map[string]string{"rows": "5", "cols": "5", "open": "true"}, `knight has no param "open"`},
		{"regions", nil, "regions needs param board"},
		{"regions", map[string]string{"board": "AB/BA"}, "param board: regions: board has 2 rows"},
		{"regions", map[string]string{"board": "AAAA/BBBB/CCC1/DDDD"}, "param board: regions: row 3"},
		{"regions", map[string]string{"board": "AAAA/BBBB/CCCC/DDDD", "n": "4"}, `regions has no param "n"`},
	} {
		_, err := shard.NewJob(c.search, c.params, 4)
		if err == nil || !strings.HasPrefix(err.Error(), "shard: ") || !strings.Contains(err.Error(), c.message) {
			t.Errorf("NewJob(%s, %v) error %v; want one with %q", c.search, c.params, err, c.message)
		}
		job := shard.Job{Search: c.search, Params: c.params, K: 4, Plan: plans[c.search]}
		if _, err := job.Run(context.Background(), 0); err == nil || !strings.Contains(err.Error(), c.message) {
			t.Errorf("%v: Run error %v; want one with %q", job, err, c.message)
		}
	}
}
