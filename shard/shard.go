package shard

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/go-puzzles/puzzles/backtrack"
)

// A Counter is a count that splits into shards: CountShard(ctx, i, k) for i
// in 0..k-1 add up to Count(ctx). Both methods take a context and have no
// Context suffix, since no form without one exists.
type Counter interface {
	// Count returns the whole count, or 0 and ctx.Err() once ctx is done.
	Count(ctx context.Context) (int64, error)

	// CountShard returns the count of shard i of k and the work it did.
	// nodes is in the counter's own unit, or 0 if it keeps no count. It must
	// depend only on the counter, i and k (not on the machine or
	// GOMAXPROCS), run on the caller's goroutine, and return 0 and
	// ctx.Err() once ctx is done.
	CountShard(ctx context.Context, i, k int) (count, nodes int64, err error)
}

// A Builder makes a Counter from a job's parameters, or says what is wrong
// with them. It sees only params its search registered, each a value of its
// Param (one of its Values as declared), with the defaults of those the job
// left out.
type Builder func(params map[string]string) (Counter, error)

// A Job describes one counting job: which registered search, with which
// parameters, split into how many shards, under which plan version. It is
// all a worker needs to rebuild its shard, and it encodes as JSON.
type Job struct {
	Search string            `json:"search"`
	Params map[string]string `json:"params,omitempty"`
	K      int               `json:"k"`
	Plan   int               `json:"plan"`
}

// String returns the job as "search key=value ... k=K plan=P", keys sorted,
// on one line: a name, key or value that is empty or holds a space, a
// quote, '=', a control character or any other character that does not
// print is written as a Go string literal (strconv.Quote), so a regions
// board's rows show as "aab\nabb\nccb" and no two jobs read alike.
func (j Job) String() string {
	var b strings.Builder
	b.WriteString(field(j.Search))
	for _, key := range slices.Sorted(maps.Keys(j.Params)) {
		fmt.Fprintf(&b, " %s=%s", field(key), field(j.Params[key]))
	}
	fmt.Fprintf(&b, " k=%d plan=%d", j.K, j.Plan)
	return b.String()
}

// field returns s as it is if it is a plain word of String, else quoted.
func field(s string) string {
	plain := s != "" && utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool {
		return r == ' ' || r == '"' || r == '=' || !unicode.IsPrint(r)
	})
	if plain {
		return s
	}
	return strconv.Quote(s)
}

// Equal reports whether j and o describe the same job.
func (j Job) Equal(o Job) bool {
	return j.Search == o.Search && j.K == o.K && j.Plan == o.Plan && maps.Equal(j.Params, o.Params)
}

// A Result is what a worker reports for shard I of a job.
type Result struct {
	Job     Job     `json:"job"`
	I       int     `json:"i"`
	Count   int64   `json:"count"`
	Nodes   int64   `json:"nodes,omitempty"`
	Seconds float64 `json:"seconds"`
}

type entry struct {
	plan   int
	params []Param
	build  Builder
}

var (
	mu       sync.RWMutex
	registry = map[string]entry{}
)

// Register adds a search under name with its plan version and the params
// it takes. Bump the plan whenever the way the search splits into shards
// changes, so that results of old and new workers are never added
// together. A job may give only the params listed, must give the required
// ones, and each must be a value of its Param (see Params). Register
// returns an error if name is empty, taken or not valid UTF-8, build is
// nil, plan is less than 1, or params are not a schema (a name empty or
// twice, an unknown Kind, two Values equal ignoring case, a default that is
// not a value of its Param or that is required).
func Register(name string, plan int, params []Param, build Builder) error {
	if name == "" || build == nil {
		return errors.New("shard: Register needs a name and a Builder")
	}
	if !utf8.ValidString(name) {
		return fmt.Errorf("shard: Register %q, a name not valid UTF-8 (JSON cannot carry it)", name)
	}
	if plan < 1 {
		return fmt.Errorf("shard: Register %q with plan %d; want a plan of 1 or more", name, plan)
	}
	if err := checkSchema(name, params); err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	if _, ok := registry[name]; ok {
		return fmt.Errorf("shard: a search named %q is registered already", name)
	}
	registry[name] = entry{plan, clone(params), build}
	return nil
}

// clone copies a schema, so that neither its registrar nor a caller of
// Params can change the registered one.
func clone(params []Param) []Param {
	out := slices.Clone(params)
	for i := range out {
		out[i].Values = slices.Clone(out[i].Values)
	}
	return out
}

// Searches returns the registered names, sorted.
func Searches() []string {
	mu.RLock()
	defer mu.RUnlock()
	return slices.Sorted(maps.Keys(registry))
}

// Params returns the params of the registered search name, in the order it
// registered them, and false if there is no such search. Programs list and
// check them (as flags, as a form) from here.
func Params(name string) ([]Param, bool) {
	mu.RLock()
	defer mu.RUnlock()
	e, ok := registry[name]
	return clone(e.params), ok
}

// NewJob returns the job of k shards of the registered search name with
// params, under the search's current plan. It returns an error if the name
// is unknown, k is outside 1..[backtrack.MaxShards], params do not fit the
// search's Params (a name it does not take, a required one missing, a value
// not of its Param, text that is not valid UTF-8), or the search's Builder
// rejects them. The job keeps the params given, without the defaults, each
// of a Param's Values in the spelling it declares.
//
// A worker's memory does not grow with k, but the work every worker does to
// find its part of the split does: keep k to a few hundred for a count of
// seconds, and take k in the thousands only for counts of hours.
func NewJob(name string, params map[string]string, k int) (Job, error) {
	e, err := lookup(name)
	if err != nil {
		return Job{}, err
	}
	if k < 1 || k > backtrack.MaxShards {
		return Job{}, fmt.Errorf("shard: %d shards; want 1..%d", k, backtrack.MaxShards)
	}
	p, _, err := e.counter(name, params)
	if err != nil {
		return Job{}, err
	}
	// The params given, in the spellings the Builder saw: a job's params
	// read alike on every worker, and Equal jobs are the same count.
	given := maps.Clone(params)
	for key := range given {
		given[key] = p[key]
	}
	return Job{Search: name, Params: given, K: k, Plan: e.plan}, nil
}

func lookup(name string) (entry, error) {
	mu.RLock()
	defer mu.RUnlock()
	e, ok := registry[name]
	if !ok {
		names := strings.Join(slices.Sorted(maps.Keys(registry)), ", ")
		if names == "" {
			names = "none"
		}
		return entry{}, fmt.Errorf("shard: no search named %q (registered: %s)", name, names)
	}
	return e, nil
}

// Counter rebuilds the job's counter. It returns an error if the search is
// unknown, its plan differs from the registered one, or the parameters are
// bad, checked as NewJob checks them: a job made by hand or sent by a
// client that skipped NewJob fails here, on the worker, before any search.
func (j Job) Counter() (Counter, error) {
	e, err := lookup(j.Search)
	if err != nil {
		return nil, err
	}
	if j.Plan != e.plan {
		return nil, fmt.Errorf("shard: job %q is for plan %d, this worker has plan %d", j.Search, j.Plan, e.plan)
	}
	_, c, err := e.counter(j.Search, j.Params)
	return c, err
}

// counter checks params against the search's schema and builds its
// Counter from them and the defaults. It returns the params the Builder
// saw too: the defaults added, each value in its declared spelling.
func (e entry) counter(name string, params map[string]string) (map[string]string, Counter, error) {
	p, err := withDefaults(name, e.params, params)
	if err != nil {
		return nil, nil, err
	}
	// The Builder gets a copy, so that one that changes its map changes
	// nothing of the job.
	c, err := e.build(maps.Clone(p))
	if err == nil && c == nil {
		err = fmt.Errorf("shard: the Builder of %q returned no Counter and no error", name)
	}
	if err != nil {
		return nil, nil, err
	}
	return p, c, nil
}

// Run rebuilds the job's counter and counts shard i on the caller's
// goroutine. It returns an error if K is outside 1..[backtrack.MaxShards],
// i outside 0..K-1, or the job does not rebuild (see Counter), and 0 with
// ctx.Err() when ctx is done. A nil ctx panics.
func (j Job) Run(ctx context.Context, i int) (Result, error) {
	if ctx == nil {
		panic("shard: nil Context")
	}
	if j.K < 1 || j.K > backtrack.MaxShards || i < 0 || i >= j.K {
		return Result{}, fmt.Errorf("shard: shard %d of %d; want 0 <= i < k <= %d", i, j.K, backtrack.MaxShards)
	}
	c, err := j.Counter()
	if err != nil {
		return Result{}, err
	}
	start := time.Now()
	n, nodes, err := c.CountShard(ctx, i, j.K)
	if err != nil {
		return Result{}, err
	}
	return Result{Job: j, I: i, Count: n, Nodes: nodes, Seconds: time.Since(start).Seconds()}, nil
}

// Sum checks that results are the shards of one job and returns their
// total. Every index 0..K-1 must be present, and a repeated index must
// report the same count. Its errors say which shard is missing, which results disagree,
// which count is negative, or that the total is more than an int64 holds
// (math.MaxInt64); a total never wraps around. Its memory grows with
// len(results), not with the K the results claim.
func Sum(results []Result) (int64, error) {
	if len(results) == 0 {
		return 0, errors.New("shard: no results to add")
	}
	job := results[0].Job
	if job.K < 1 {
		return 0, fmt.Errorf("shard: job %v has %d shards", job, job.K)
	}
	counts := make(map[int]int64, min(len(results), job.K))
	for _, r := range results {
		prev, seen := counts[r.I]
		switch {
		case !r.Job.Equal(job):
			return 0, fmt.Errorf("shard: results of two jobs: %v and %v", job, r.Job)
		case r.I < 0 || r.I >= job.K:
			return 0, fmt.Errorf("shard: result for shard %d of a job of %d shards", r.I, job.K)
		case r.Count < 0:
			return 0, fmt.Errorf("shard: shard %d reported a negative count, %d", r.I, r.Count)
		case seen && prev != r.Count:
			return 0, fmt.Errorf("shard: shard %d reported twice with different counts, %d and %d", r.I, prev, r.Count)
		}
		counts[r.I] = r.Count
	}
	if len(counts) < job.K {
		// List the first few missing indices; the loop stops after at most
		// len(counts)+11 steps, however large K is.
		var missing []int
		for i := 0; i < job.K && len(missing) <= 10; i++ {
			if _, ok := counts[i]; !ok {
				missing = append(missing, i)
			}
		}
		return 0, fmt.Errorf("shard: %d of %d shards missing: %s", job.K-len(counts), job.K, short(missing, job.K-len(counts)))
	}
	var total int64
	for _, n := range counts {
		if n > math.MaxInt64-total {
			return 0, fmt.Errorf("shard: the %d shards add up to more than %d, the most a count holds", job.K, int64(math.MaxInt64))
		}
		total += n
	}
	return total, nil
}

// short lists up to ten of the first indices of a list of n.
func short(xs []int, n int) string {
	var b strings.Builder
	for j, x := range xs {
		if j == 10 {
			fmt.Fprintf(&b, " and %d more", n-10)
			break
		}
		if j > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}

// FromSearch returns the Counter of a backtrack search: Count is s.CountContext,
// and shard i of k is s.Shard(i, k), its nodes the nodes it visits.
func FromSearch[S any](s backtrack.Search[S]) Counter { return searchCounter[S]{s} }

type searchCounter[S any] struct{ s backtrack.Search[S] }

func (c searchCounter[S]) Count(ctx context.Context) (int64, error) {
	return c.s.CountContext(ctx)
}

func (c searchCounter[S]) CountShard(ctx context.Context, i, k int) (int64, int64, error) {
	sh, err := c.s.Shard(i, k)
	if err != nil {
		return 0, 0, err
	}
	var n int64
	nodes, err := sh.Walk(ctx, func(S) bool { n++; return true })
	if err != nil {
		return 0, 0, err
	}
	return n, nodes, nil
}
