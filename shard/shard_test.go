package shard_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/cores"
	"github.com/go-puzzles/puzzles/shard"
	_ "github.com/go-puzzles/puzzles/shard/builtin" // the tests count the library's searches too
	"pgregory.net/rapid"
)

// node is a state of a random tree: an id that decides its children.
type node struct {
	id    uint64
	depth int
}

func mix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	return x ^ x>>33
}

// tree is a random tree of at most width children a node, depth levels,
// accepting the nodes whose id is a multiple of accept.
func tree(seed uint64, width, depth int, accept uint64) backtrack.Search[node] {
	return backtrack.Search[node]{
		Root: node{id: seed},
		Branch: func(dst []node, x node) []node {
			if x.depth == depth {
				return dst
			}
			for i := range mix(x.id) % uint64(width+1) {
				dst = append(dst, node{mix(x.id + i + 1), x.depth + 1})
			}
			return dst
		},
		Accept: func(x node) bool { return x.id%accept == 0 },
	}
}

// treeName is the registered name of the random trees; their parameters
// are seed, width (1..6), depth (0..12) and accept (1..4).
const treeName = "shard_test.tree"

var registerTree = sync.OnceFunc(func() {
	err := shard.Register(treeName, 3, []shard.Param{
		{Name: "seed", Usage: "the tree's seed, a uint64", Required: true},
		{Name: "width", Kind: shard.Int, Min: 1, Max: 6, Required: true},
		{Name: "depth", Kind: shard.Int, Min: 0, Max: 12, Required: true},
		{Name: "accept", Kind: shard.Int, Min: 1, Max: 4, Required: true},
	}, func(p map[string]string) (shard.Counter, error) {
		seed, err1 := strconv.ParseUint(p["seed"], 10, 64)
		width, err2 := strconv.Atoi(p["width"])
		depth, err3 := strconv.Atoi(p["depth"])
		accept, err4 := strconv.ParseUint(p["accept"], 10, 64)
		if err := errors.Join(err1, err2, err3, err4); err != nil {
			return nil, fmt.Errorf("tree: %v", err)
		}
		if width < 1 || width > 6 || depth < 0 || depth > 12 || accept < 1 || accept > 4 {
			return nil, errors.New("tree: parameters out of range")
		}
		return shard.FromSearch(tree(seed, width, depth, accept)), nil
	})
	if err != nil {
		panic(err)
	}
})

func treeParams(seed uint64, width, depth int, accept uint64) map[string]string {
	return map[string]string{
		"seed":   strconv.FormatUint(seed, 10),
		"width":  strconv.Itoa(width),
		"depth":  strconv.Itoa(depth),
		"accept": strconv.FormatUint(accept, 10),
	}
}

// tb is what the helpers need of *testing.T and *rapid.T.
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

func newTreeJob(t tb, params map[string]string, k int) shard.Job {
	t.Helper()
	registerTree()
	job, err := shard.NewJob(treeName, params, k)
	if err != nil {
		t.Fatalf("NewJob(%q, %v, %d): %v", treeName, params, k, err)
	}
	return job
}

// runAll runs every shard of job and returns the results, each passed
// through JSON as a worker's output would be.
func runAll(t tb, job shard.Job) []shard.Result {
	t.Helper()
	var results []shard.Result
	for i := range job.K {
		r, err := job.Run(context.Background(), i)
		if err != nil {
			t.Fatalf("Run(%d) of %v: %v", i, job, err)
		}
		if r.I != i || !r.Job.Equal(job) || r.Seconds < 0 || r.Count < 0 || r.Nodes < r.Count {
			t.Fatalf("Run(%d) of %v = %+v", i, job, r)
		}
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back shard.Result
		if err := json.Unmarshal(line, &back); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		results = append(results, back)
	}
	return results
}

// For random trees and k, the shards run one by one, through JSON, add up
// to the single-machine Count, and a shard counts the same run twice and at
// GOMAXPROCS 1.
func TestSumOfShardsIsCount(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		params := treeParams(rapid.Uint64().Draw(t, "seed"), rapid.IntRange(1, 6).Draw(t, "width"),
			rapid.IntRange(0, 12).Draw(t, "depth"), rapid.Uint64Range(1, 4).Draw(t, "accept"))
		k := rapid.IntRange(1, 40).Draw(t, "k")
		job := newTreeJob(t, params, k)
		c, err := job.Counter()
		if err != nil {
			t.Fatal(err)
		}
		want, err := c.Count(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		results := runAll(t, job)
		got, err := shard.Sum(results)
		if err != nil || got != want {
			t.Fatalf("Sum of %d shards = %d, %v; Count = %d", k, got, err, want)
		}
		i := rapid.IntRange(0, k-1).Draw(t, "i")
		if again, err := job.Run(context.Background(), i); err != nil || again.Count != results[i].Count || again.Nodes != results[i].Nodes {
			t.Fatalf("shard %d counted %d (%d nodes), then %d (%d nodes), %v", i, results[i].Count, results[i].Nodes, again.Count, again.Nodes, err)
		}
		cores.Same(t, func() []int64 {
			one, err := job.Run(context.Background(), i)
			if err != nil || one.Count != results[i].Count || one.Nodes != results[i].Nodes {
				t.Fatalf("shard %d counted %d (%d nodes), and %d (%d nodes) at GOMAXPROCS=%d, %v", i, results[i].Count, results[i].Nodes, one.Count, one.Nodes, runtime.GOMAXPROCS(0), err)
			}
			return []int64{one.Count, one.Nodes}
		})
	})
}

// A backtrack search of 8-queens, registered under its own name: 92 in 5
// shards, in any order, with repeats that agree.
func TestRoundTripQueens(t *testing.T) {
	type board struct{ cols, d1, d2 uint16 }
	const n = 8
	s := backtrack.Search[board]{
		Branch: func(dst []board, b board) []board {
			for c := range n {
				row := popcount(b.cols)
				if b.cols&(1<<c) == 0 && b.d1&(1<<(row+c)) == 0 && b.d2&(1<<(row-c+n)) == 0 {
					dst = append(dst, board{b.cols | 1<<c, b.d1 | 1<<(row+c), b.d2 | 1<<(row-c+n)})
				}
			}
			return dst
		},
		Accept: func(b board) bool { return popcount(b.cols) == n },
	}
	if err := shard.Register("shard_test.queens8", 1, nil, func(map[string]string) (shard.Counter, error) { return shard.FromSearch(s), nil }); err != nil {
		t.Fatal(err)
	}
	job, err := shard.NewJob("shard_test.queens8", nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	results := runAll(t, job)
	for i, r := range results {
		if r.Count == 0 {
			t.Errorf("shard %d of 5 holds no solution", i)
		}
	}
	results = append(results, results[3], results[0])
	results[0], results[4] = results[4], results[0]
	if total, err := shard.Sum(results); total != 92 || err != nil {
		t.Fatalf("Sum = %d, %v; want 92", total, err)
	}
}

func popcount(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func TestSumErrors(t *testing.T) {
	job := shard.Job{Search: "s", Params: map[string]string{"n": "8"}, K: 3, Plan: 1}
	other := job
	other.Params = map[string]string{"n": "9"}
	r := func(j shard.Job, i int, count int64) shard.Result { return shard.Result{Job: j, I: i, Count: count} }
	huge := job
	huge.K = 1 << 40
	for _, c := range []struct {
		name    string
		results []shard.Result
		want    string
	}{
		{"none", nil, "shard: no results to add"},
		{"missing", []shard.Result{r(job, 0, 1), r(job, 2, 1)}, "shard: 1 of 3 shards missing: 1"},
		{"disagree", []shard.Result{r(job, 0, 1), r(job, 1, 1), r(job, 1, 2), r(job, 2, 1)}, "shard: shard 1 reported twice with different counts, 1 and 2"},
		{"two jobs", []shard.Result{r(job, 0, 1), r(other, 1, 1), r(job, 2, 1)}, "shard: results of two jobs: s n=8 k=3 plan=1 and s n=9 k=3 plan=1"},
		{"index too large", []shard.Result{r(job, 0, 1), r(job, 3, 1)}, "shard: result for shard 3 of a job of 3 shards"},
		{"negative index", []shard.Result{r(job, -1, 1)}, "shard: result for shard -1 of a job of 3 shards"},
		{"no shards", []shard.Result{r(shard.Job{Search: "s"}, 0, 1)}, "shard: job s k=0 plan=0 has 0 shards"},
		{"overflow", []shard.Result{r(job, 0, math.MaxInt64), r(job, 1, 1), r(job, 2, 0)}, "shard: the 3 shards add up to more than 9223372036854775807, the most a count holds"},
		{"overflow of three", []shard.Result{r(job, 0, 1<<62), r(job, 1, 1<<62), r(job, 2, 1<<62)}, "shard: the 3 shards add up to more than 9223372036854775807, the most a count holds"},
		{"negative", []shard.Result{r(job, 0, 5), r(job, 1, -1), r(job, 2, 5)}, "shard: shard 1 reported a negative count, -1"},
		{"huge k", []shard.Result{r(huge, 3, 1), r(huge, 0, 1)}, "shard: 1099511627774 of 1099511627776 shards missing: 1, 2, 4, 5, 6, 7, 8, 9, 10, 11 and 1099511627764 more"},
	} {
		total, err := shard.Sum(c.results)
		if total != 0 || err == nil || err.Error() != c.want {
			t.Errorf("%s: Sum = %d, %v; want 0, %q", c.name, total, err, c.want)
		}
	}
	if total, err := shard.Sum([]shard.Result{r(job, 0, math.MaxInt64-2), r(job, 1, 1), r(job, 2, 1)}); total != math.MaxInt64 || err != nil {
		t.Errorf("Sum up to MaxInt64 = %d, %v; want %d, nil", total, err, int64(math.MaxInt64))
	}
	ten := job
	ten.K = 12
	if _, err := shard.Sum([]shard.Result{r(ten, 0, 1)}); err == nil || err.Error() != "shard: 11 of 12 shards missing: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 1 more" {
		t.Errorf("Sum of 1 of 12: %v", err)
	}
	ten.K = 11
	if _, err := shard.Sum([]shard.Result{r(ten, 0, 1)}); err == nil || err.Error() != "shard: 10 of 11 shards missing: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10" {
		t.Errorf("Sum of 1 of 11: %v", err)
	}
	// Nodes and Seconds may differ between runs of one shard; params nil
	// and empty are the same job.
	a := shard.Job{Search: "s", K: 1, Plan: 1}
	b := a
	b.Params = map[string]string{}
	if total, err := shard.Sum([]shard.Result{{Job: a, Count: 7, Nodes: 9, Seconds: 1}, {Job: b, Count: 7, Nodes: 8, Seconds: 2}}); total != 7 || err != nil {
		t.Errorf("Sum of agreeing repeats = %d, %v; want 7", total, err)
	}
}

func TestPlanMismatch(t *testing.T) {
	job := newTreeJob(t, treeParams(1, 3, 4, 1), 4)
	if job.Plan != 3 {
		t.Fatalf("NewJob's plan = %d, want the registered 3", job.Plan)
	}
	job.Plan = 2
	want := `shard: job "shard_test.tree" is for plan 2, this worker has plan 3`
	if _, err := job.Counter(); err == nil || err.Error() != want {
		t.Errorf("Counter: %v; want %q", err, want)
	}
	if r, err := job.Run(context.Background(), 0); err == nil || err.Error() != want || !reflect.DeepEqual(r, shard.Result{}) {
		t.Errorf("Run: %+v, %v; want %q", r, err, want)
	}
}

func TestUnknownSearch(t *testing.T) {
	registerTree()
	_, err := shard.NewJob("no such", nil, 2)
	if err == nil || !strings.HasPrefix(err.Error(), `shard: no search named "no such" (registered: `) || !strings.Contains(err.Error(), treeName) {
		t.Errorf("NewJob of an unknown search: %v", err)
	}
	job := shard.Job{Search: "no such", K: 2, Plan: 1}
	if _, err := job.Counter(); err == nil || !strings.Contains(err.Error(), treeName) {
		t.Errorf("Counter of an unknown search: %v", err)
	}
	if _, err := job.Run(context.Background(), 0); err == nil || !strings.Contains(err.Error(), treeName) {
		t.Errorf("Run of an unknown search: %v", err)
	}
	found := false
	for _, name := range shard.Searches() {
		found = found || name == treeName
	}
	if !found {
		t.Errorf("Searches() = %q lacks %q", shard.Searches(), treeName)
	}
}

func TestNewJobAndRunErrors(t *testing.T) {
	params := treeParams(5, 2, 3, 1)
	for _, k := range []int{0, -1} {
		registerTree()
		if _, err := shard.NewJob(treeName, params, k); err == nil || err.Error() != fmt.Sprintf("shard: %d shards; want 1..65536", k) {
			t.Errorf("NewJob with k = %d: %v", k, err)
		}
	}
	bad := treeParams(5, 9, 3, 1)
	if _, err := shard.NewJob(treeName, bad, 2); err == nil || err.Error() != "shard: shard_test.tree param width = 9 out of range 1..6" {
		t.Errorf("NewJob with bad params: %v", err)
	}
	job := newTreeJob(t, params, 3)
	params["width"] = "9" // the job keeps its own copy
	if job.Params["width"] != "2" {
		t.Errorf("NewJob shares the caller's map: width = %q", job.Params["width"])
	}
	for _, i := range []int{-1, 3} {
		if _, err := job.Run(context.Background(), i); err == nil || err.Error() != fmt.Sprintf("shard: shard %d of 3; want 0 <= i < k <= 65536", i) {
			t.Errorf("Run(%d) of 3: %v", i, err)
		}
	}
	badJob := job
	badJob.Params = bad
	if _, err := badJob.Run(context.Background(), 0); err == nil || err.Error() != "shard: shard_test.tree param width = 9 out of range 1..6" {
		t.Errorf("Run with bad params: %v", err)
	}
	zero := job
	zero.K = 0
	if _, err := zero.Run(context.Background(), 0); err == nil {
		t.Error("Run of a job of 0 shards: no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	big := newTreeJob(t, treeParams(7, 6, 12, 1), 2)
	if r, err := big.Run(ctx, 1); !errors.Is(err, context.Canceled) || !reflect.DeepEqual(r, shard.Result{}) {
		t.Errorf("Run with a cancelled ctx = %+v, %v; want the zero Result, context.Canceled", r, err)
	}
	defer func() {
		if v := recover(); v != "shard: nil Context" {
			t.Errorf("Run(nil, 0) panicked with %v", v)
		}
	}()
	job.Run(nil, 0) //lint:ignore SA1012 the nil Context is the point
}

func TestJSON(t *testing.T) {
	job := shard.Job{Search: "regions", Params: map[string]string{"board": "aab\nabb\nccb", "x": `"quoted"`}, K: 64, Plan: 2}
	b, err := json.Marshal(job)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"search":"regions","params":{"board":"aab\nabb\nccb","x":"\"quoted\""},"k":64,"plan":2}`; string(b) != want {
		t.Errorf("Job as JSON = %s, want %s", b, want)
	}
	var back shard.Job
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(job) || back.String() != job.String() {
		t.Errorf("Job back from JSON = %v, %v; want %v", back, err, job)
	}
	r := shard.Result{Job: shard.Job{Search: "s", K: 3, Plan: 1}, I: 2, Count: 4968057848, Nodes: 1 << 40, Seconds: 0.25}
	if b, err = json.Marshal(r); err != nil {
		t.Fatal(err)
	}
	if want := `{"job":{"search":"s","k":3,"plan":1},"i":2,"count":4968057848,"nodes":1099511627776,"seconds":0.25}`; string(b) != want {
		t.Errorf("Result as JSON = %s, want %s", b, want)
	}
	var rb shard.Result
	if err := json.Unmarshal(b, &rb); err != nil || !rb.Job.Equal(r.Job) || rb.I != r.I || rb.Count != r.Count || rb.Nodes != r.Nodes || rb.Seconds != r.Seconds {
		t.Errorf("Result back from JSON = %+v, %v; want %+v", rb, err, r)
	}
}

func TestJobString(t *testing.T) {
	for _, c := range []struct {
		job  shard.Job
		want string
	}{
		{shard.Job{Search: "queens", Params: map[string]string{"rule": "classic", "n": "19"}, K: 256, Plan: 1}, "queens n=19 rule=classic k=256 plan=1"},
		{shard.Job{}, `"" k=0 plan=0`},
		{shard.Job{Search: "regions", Params: map[string]string{"board": "aab\r\nabb\nccb"}, K: 2, Plan: 1}, `regions board="aab\r\nabb\nccb" k=2 plan=1`},
		{shard.Job{Search: "s", Params: map[string]string{"a": "x y", "b": "k=3", "c": `"q"`, "d": "", "e": "café/ABC", "f": "\xff", "g h": "1"}, K: 1, Plan: 1},
			`s a="x y" b="k=3" c="\"q\"" d="" e=café/ABC f="\xff" "g h"=1 k=1 plan=1`},
	} {
		if got := c.job.String(); got != c.want || strings.ContainsAny(got, "\r\n") {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
	}
}

func TestRegisterErrors(t *testing.T) {
	build := func(map[string]string) (shard.Counter, error) { return nil, nil }
	for _, c := range []struct {
		name  string
		build shard.Builder
		want  string
	}{
		{"", build, "shard: Register needs a name and a Builder"},
		{"shard_test.nil", nil, "shard: Register needs a name and a Builder"},
	} {
		if err := shard.Register(c.name, 1, nil, c.build); err == nil || err.Error() != c.want {
			t.Errorf("Register(%q): %v; want %q", c.name, err, c.want)
		}
	}
	for _, plan := range []int{0, -1, math.MinInt} {
		want := fmt.Sprintf(`shard: Register "shard_test.plan" with plan %d; want a plan of 1 or more`, plan)
		if err := shard.Register("shard_test.plan", plan, nil, build); err == nil || err.Error() != want {
			t.Errorf("Register with plan %d: %v; want %q", plan, err, want)
		}
	}
	registerTree()
	if err := shard.Register(treeName, 1, nil, build); err == nil || err.Error() != `shard: a search named "shard_test.tree" is registered already` {
		t.Errorf("Register of a taken name: %v", err)
	}
	for _, name := range shard.Searches() {
		if name == "" || name == "shard_test.nil" || name == "shard_test.plan" {
			t.Errorf("a failed Register left %q in Searches()", name)
		}
	}
}

// A job of the most shards costs a worker memory for its own shard only,
// and stops soon after its deadline: it allocates less than a megabyte in
// 50 ms, where a list of the whole split took gigabytes.
func TestRunBigK(t *testing.T) {
	board := strings.Repeat("ABCDEFGHIJKLMNOPQRST/", 20)
	job, err := shard.NewJob("regions", map[string]string{"board": board}, backtrack.MaxShards)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err = job.Run(ctx, backtrack.MaxShards-1)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Run of shard %d of %d: %v; want context.DeadlineExceeded", backtrack.MaxShards-1, backtrack.MaxShards, err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("Run of shard %d of %d allocated %d bytes, want under 1 MiB", backtrack.MaxShards-1, backtrack.MaxShards, got)
	}
}

// A number has one spelling in a job's params, so that one count has one
// job (and one set of results to add up).
func TestParamsOneSpelling(t *testing.T) {
	for _, n := range []string{"+8", "08", "-0", " 8", "8 ", "0x8", "8.0", "", "1_0"} {
		_, err := shard.NewJob("queens", map[string]string{"n": n}, 4)
		if err == nil || !strings.HasPrefix(err.Error(), "shard: queens param n = ") {
			t.Errorf("NewJob(queens, n=%q) = %v; want an error", n, err)
		}
		if _, err := (shard.Job{Search: "knight", Params: map[string]string{"rows": n, "cols": "5"}, K: 1, Plan: 1}).Run(context.Background(), 0); err == nil {
			t.Errorf("Run(knight, rows=%q) gave no error", n)
		}
	}
	for _, n := range []string{"0", "8", "10"} {
		if _, err := shard.NewJob("queens", map[string]string{"n": n}, 4); err != nil {
			t.Errorf("NewJob(queens, n=%q) = %v", n, err)
		}
	}
}

func TestShardLimitsAndNilCounter(t *testing.T) {
	params := map[string]string{}
	if _, err := shard.NewJob(treeName, params, backtrack.MaxShards+1); err == nil {
		t.Errorf("NewJob with %d shards gave no error", backtrack.MaxShards+1)
	}
	job := shard.Job{Search: treeName, K: 1 << 40, Plan: 1}
	if _, err := job.Run(context.Background(), 0); err == nil {
		t.Errorf("Run of a job of 2^40 shards gave no error")
	}
	if err := shard.Register("test.nil-counter", 1, nil, func(map[string]string) (shard.Counter, error) { return nil, nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := (shard.Job{Search: "test.nil-counter", K: 1, Plan: 1}).Run(context.Background(), 0); err == nil {
		t.Errorf("a Builder returning nil, nil gave no error")
	}
}
