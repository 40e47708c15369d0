package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/shard"
)

// rooks places n rooks one per row and column: n! placements.
type rooks struct {
	n, row int
	used   uint32
}

func rookSearch(n int) backtrack.Search[rooks] {
	return backtrack.Search[rooks]{
		Root: rooks{n: n},
		Branch: func(dst []rooks, r rooks) []rooks {
			if r.row == r.n {
				return dst
			}
			for c := range r.n {
				if r.used&(1<<c) == 0 {
					dst = append(dst, rooks{r.n, r.row + 1, r.used | 1<<c})
				}
			}
			return dst
		},
		Accept: func(r rooks) bool { return r.row == r.n },
	}
}

func sizeParam(p map[string]string) (int, error) {
	n, err := strconv.Atoi(p["n"])
	if err != nil || n < 1 || n > 10 {
		return 0, fmt.Errorf("beamtest: n=%q; want 1..10", p["n"])
	}
	return n, nil
}

// failing counts like rooks but fails on shard 1.
type failing struct{ shard.Counter }

func (f failing) CountShard(ctx context.Context, i, k int) (int64, int64, error) {
	if i == 1 {
		return 0, 0, errors.New("beamtest: shard 1 fails")
	}
	return f.Counter.CountShard(ctx, i, k)
}

func init() {
	for name, build := range map[string]shard.Builder{
		"beamtest-rooks": func(p map[string]string) (shard.Counter, error) {
			n, err := sizeParam(p)
			if err != nil {
				return nil, err
			}
			return shard.FromSearch(rookSearch(n)), nil
		},
		"beamtest-failing": func(p map[string]string) (shard.Counter, error) {
			n, err := sizeParam(p)
			if err != nil {
				return nil, err
			}
			return failing{shard.FromSearch(rookSearch(n))}, nil
		},
	} {
		params := []shard.Param{{Name: "n", Usage: "the board's size", Kind: shard.Int, Min: 1, Max: 10, Required: true}}
		if err := shard.Register(name, 1, params, build); err != nil {
			panic(err)
		}
	}
}

func TestMain(m *testing.M) { ptest.MainWithDefault(m, "direct") }

var runners = []string{"direct", "prism"}

func TestCount(t *testing.T) {
	for _, runner := range runners {
		for _, tc := range []struct {
			n, k int
			want int64
		}{{6, 1, 720}, {6, 3, 720}, {7, 5, 5040}, {3, 40, 6}} {
			t.Run(fmt.Sprintf("%s/n=%d/k=%d", runner, tc.n, tc.k), func(t *testing.T) {
				job, err := shard.NewJob("beamtest-rooks", map[string]string{"n": strconv.Itoa(tc.n)}, tc.k)
				if err != nil {
					t.Fatal(err)
				}
				p, s := beam.NewPipelineWithRoot()
				passert.Equals(s, Count(s, job), tc.want)
				if _, err := beam.Run(context.Background(), runner, p); err != nil {
					t.Fatalf("%s: %v", runner, err)
				}
			})
		}
	}
}

func TestCountFailingShard(t *testing.T) {
	for _, runner := range runners {
		t.Run(runner, func(t *testing.T) {
			job, err := shard.NewJob("beamtest-failing", map[string]string{"n": "5"}, 3)
			if err != nil {
				t.Fatal(err)
			}
			p, s := beam.NewPipelineWithRoot()
			Count(s, job)
			_, err = beam.Run(context.Background(), runner, p)
			if err == nil || !strings.Contains(err.Error(), "shard 1 fails") {
				t.Fatalf("%s: err = %v; want the failing shard's error", runner, err)
			}
		})
	}
}

// results returns the iterator that a GroupByKey hands sumShards.
func results(rs ...shard.Result) func(*shard.Result) bool {
	return func(r *shard.Result) bool {
		if len(rs) == 0 {
			return false
		}
		*r, rs = rs[0], rs[1:]
		return true
	}
}

func TestSumShards(t *testing.T) {
	job, err := shard.NewJob("beamtest-rooks", map[string]string{"n": "4"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	other := job
	other.Params = map[string]string{"n": "5"}
	r := func(j shard.Job, i int, count int64) shard.Result { return shard.Result{Job: j, I: i, Count: count} }
	for _, tc := range []struct {
		name string
		rs   []shard.Result
		want int64
		err  string
	}{
		{"all", []shard.Result{r(job, 2, 8), r(job, 0, 8), r(job, 1, 8)}, 24, ""},
		{"missing", []shard.Result{r(job, 0, 8), r(job, 2, 8)}, 0, "missing: 1"},
		{"twice", []shard.Result{r(job, 0, 8), r(job, 1, 8), r(job, 1, 8), r(job, 2, 8)}, 0, "shard 1 of beamtest-rooks n=4 k=3 plan=1 arrived twice"},
		{"two jobs", []shard.Result{r(job, 0, 8), r(other, 1, 8), r(job, 2, 8)}, 0, "two jobs"},
		{"none", nil, 0, "no results"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := sumShards(0, results(tc.rs...))
			if tc.err == "" {
				if err != nil || got != tc.want {
					t.Fatalf("sumShards = %d, %v; want %d", got, err, tc.want)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.err) || !strings.HasPrefix(err.Error(), "beam: ") {
				t.Fatalf("sumShards = %d, %v; want an error containing %q", got, err, tc.err)
			}
		})
	}
}

func TestTasks(t *testing.T) {
	job, err := shard.NewJob("beamtest-rooks", map[string]string{"n": "4"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	for i, task := range Tasks(job) {
		if task.I != i || !task.Job.Equal(job) {
			t.Errorf("Tasks(job)[%d] = %+v", i, task)
		}
	}
	if n := len(Tasks(job)); n != 5 {
		t.Errorf("len(Tasks(job)) = %d; want 5", n)
	}
}

// The parameter flags come from the registry: every parameter of every
// registered search, sevenseg's zeros and division too, one flag for a name
// that two searches share, and none for a name the program has already.
func TestParamFlags(t *testing.T) {
	fs := flag.NewFlagSet("beam", flag.ContinueOnError)
	fs.String("k", "", "the program's own")
	named := paramFlags(fs)
	for _, name := range []string{"n", "rule", "rows", "cols", "closed", "board", "shape", "sticks", "font", "mode", "zeros", "division", "count"} {
		if !named[name] || fs.Lookup(name) == nil {
			t.Errorf("no flag -%s", name)
		}
	}
	if named["k"] {
		t.Error("-k, the program's own, taken as a parameter")
	}
	if u := fs.Lookup("n").Usage; !strings.Contains(u, "queens: the board's size (0..64; required)") || !strings.Contains(u, "beamtest-rooks: ") {
		t.Errorf("-n's usage is %q; want queens' and beamtest-rooks'", u)
	}
}

// A parameter is given once: -n 8 -n 9, -param n=8 -param n=9 and -n 8
// -param n=9 are errors, as in examples/shardcount, not a count of 9.
func TestParamsOnce(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the error, "" for none
	}{
		{[]string{"-n", "8"}, ""},
		{[]string{"-n", "8", "-rule", "rooks", "-param", "k=3"}, ""},
		{[]string{"-n", "8", "-n", "9"}, `invalid value "9" for flag -n: parameter n given twice`},
		{[]string{"-n", "8", "-n", "8"}, `invalid value "8" for flag -n: parameter n given twice`},
		{[]string{"-param", "n=8", "-param", "n=9"}, `invalid value "n=9" for flag -param: parameter n given twice`},
		{[]string{"-n", "8", "-param", "n=9"}, "parameter n given twice"},
		{[]string{"-param", "n=9", "-n", "8"}, "parameter n given twice"},
	} {
		fs := flag.NewFlagSet("beam", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Int("k", 16, "the program's own")
		extra := params{}
		fs.Var(extra, "param", "key=value")
		named := paramFlags(fs)
		err := fs.Parse(c.args)
		var p map[string]string
		if err == nil {
			p, err = jobParams(fs, named, extra)
		}
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: %v", c.args, err)
		case c.want == "" && p["n"] != "8":
			t.Errorf("%q: params %v; want n=8", c.args, p)
		case c.want != "" && (err == nil || err.Error() != c.want):
			t.Errorf("%q: %v, %v; want the error %q", c.args, p, err, c.want)
		}
	}
}
