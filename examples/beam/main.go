// Command beam counts a registered search of package shard as an Apache Beam
// pipeline: it creates the k shard descriptions (the job and an index), counts
// each in a ParDo on one core, and adds them up, checking that every index
// arrived exactly once and that all results belong to one job.
//
//	go run . --runner=prism -search queens -n 10 -k 4
//
// prints 724 on stdout (Beam logs to stderr). Any Beam runner works: prism
// and direct run in this process; see README.md for Dataflow and Flink.
//
// The program imports shard/builtin for its effect, which registers the
// library's searches. Each parameter of a registered search is a flag of
// its own, made from the registry (shard.Params), which also checks a job's
// parameters: -n 10 -rule classic for queens, -rows, -cols, -closed for
// knight, -board for regions, -shape, -sticks, -font, -mode, -zeros,
// -division, -count for sevenseg (-h lists them). Only those given are
// passed to the search, which supplies its defaults. -param key=value,
// repeated, gives any parameter, also one whose name is a flag of the
// program's or of Beam's, as in examples/shardcount; a parameter given
// twice, or both ways, is bad usage.
//
// It exits 0 on success, 1 if the pipeline fails or the total cannot be
// written (quietly when stdout is a closed pipe), and 2 for bad usage.
//
// This is a module of its own, so that the library never depends on Beam.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"os/signal"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/go-puzzles/puzzles/shard"
	_ "github.com/go-puzzles/puzzles/shard/builtin" // the library's searches: queens, knight, regions, sevenseg
)

// A Task is one shard description: everything a worker needs to rebuild
// and count shard I of the job.
type Task struct {
	Job shard.Job
	I   int
}

// Tasks returns the job's K shard descriptions, in index order.
func Tasks(job shard.Job) []Task {
	tasks := make([]Task, job.K)
	for i := range tasks {
		tasks[i] = Task{Job: job, I: i}
	}
	return tasks
}

// countFn counts one shard on the worker's goroutine (Job.Run), so that a
// worker with c cores counts c shards at a time.
type countFn struct{}

func (*countFn) ProcessElement(ctx context.Context, t Task) (shard.Result, error) {
	r, err := t.Job.Run(ctx, t.I)
	if err != nil {
		return shard.Result{}, fmt.Errorf("beam: shard %d of %v: %w", t.I, t.Job, err)
	}
	log.Infof(ctx, "shard %d of %d: %d in %.3fs", t.I, t.Job.K, r.Count, r.Seconds)
	return r, nil
}

// sumShards adds up the results of one job: every index 0..K-1 exactly
// once, then shard.Sum's checks (one job throughout, none missing).
func sumShards(_ int, results func(*shard.Result) bool) (int64, error) {
	var all []shard.Result
	var r shard.Result
	for results(&r) {
		all = append(all, r)
	}
	seen := make(map[int]bool, len(all))
	for _, r := range all {
		if seen[r.I] {
			return 0, fmt.Errorf("beam: shard %d of %v arrived twice", r.I, r.Job)
		}
		seen[r.I] = true
	}
	total, err := shard.Sum(all)
	if err != nil {
		return 0, fmt.Errorf("beam: %w", err)
	}
	return total, nil
}

// printTotal prints the total on the worker's stdout: the terminal, when
// the runner runs in this process (prism, direct). A failed write is kept
// in printErr for main's exit status.
func printTotal(ctx context.Context, total int64) string {
	log.Infof(ctx, "total %d", total)
	if _, err := fmt.Println(total); err != nil {
		printErr.CompareAndSwap(nil, &err)
	}
	return fmt.Sprint(total)
}

// printErr is the error of printTotal's write, if it failed.
var printErr atomic.Pointer[error]

func init() {
	beam.RegisterType(reflect.TypeFor[Task]())
	beam.RegisterType(reflect.TypeFor[shard.Result]())
	register.DoFn2x2[context.Context, Task, shard.Result, error](&countFn{})
	register.Function2x2(sumShards)
	register.Iter1[shard.Result]()
	register.Function2x1(printTotal)
}

// Count adds to s the pipeline that counts job and returns the PCollection
// of its total: one int64, or a failed pipeline if a shard fails or a
// result is missing, repeated or of another job.
func Count(s beam.Scope, job shard.Job) beam.PCollection {
	s = s.Scope("count " + job.String())
	tasks := beam.CreateList(s, Tasks(job))
	// Create makes one bundle; without a reshuffle a distributed runner
	// would fuse the counting onto the one worker that created it.
	tasks = beam.Reshuffle(s, tasks)
	results := beam.ParDo(s, &countFn{}, tasks)
	return beam.ParDo(s, sumShards, beam.GroupByKey(s, beam.AddFixedKey(s, results)))
}

// params is a repeated -param key=value flag.
type params map[string]string

func (p params) String() string {
	var kv []string
	for k, v := range p {
		kv = append(kv, k+"="+v)
	}
	slices.Sort(kv)
	return strings.Join(kv, ",")
}

func (p params) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return fmt.Errorf("want key=value, got %q", s)
	}
	if _, ok := p[k]; ok {
		return fmt.Errorf("parameter %s given twice", k)
	}
	p[k] = v
	return nil
}

// param is the flag of a parameter: a string that may be given once, so
// that -n 8 -n 9 is an error, as in examples/shardcount, not a count of 9.
type param struct {
	name, value string
	set         bool
}

func (p *param) String() string {
	if p == nil {
		return ""
	}
	return p.value
}

func (p *param) Set(s string) error {
	if p.set {
		return fmt.Errorf("parameter %s given twice", p.name)
	}
	p.value, p.set = s, true
	return nil
}

// jobParams returns the parameters given on fs: the flags of named that
// were set, and extra, the -param ones. A name given both ways is an
// error, as one given twice.
func jobParams(fs *flag.FlagSet, named map[string]bool, extra params) (map[string]string, error) {
	p := map[string]string{}
	fs.Visit(func(f *flag.Flag) {
		if named[f.Name] {
			p[f.Name] = f.Value.String()
		}
	})
	for _, k := range slices.Sorted(maps.Keys(extra)) {
		if _, ok := p[k]; ok {
			return nil, fmt.Errorf("parameter %s given twice", k)
		}
		p[k] = extra[k]
	}
	return p, nil
}

// paramFlags defines on fs a string flag for each parameter of the
// registered searches, its usage from the registry (one flag for a name
// that several searches share), and returns their names. A name that fs
// has already, one of the program's or Beam's flags, gets no flag: -param
// gives it.
func paramFlags(fs *flag.FlagSet) map[string]bool {
	usage := map[string][]string{}
	for _, search := range shard.Searches() {
		params, _ := shard.Params(search)
		for _, p := range params {
			usage[p.Name] = append(usage[p.Name], search+": "+strings.TrimPrefix(p.String(), p.Name+": "))
		}
	}
	defined := map[string]bool{}
	for _, name := range slices.Sorted(maps.Keys(usage)) {
		if fs.Lookup(name) == nil {
			fs.Var(&param{name: name}, name, strings.Join(usage[name], "; "))
			defined[name] = true
		}
	}
	return defined
}

func main() {
	// A write to a closed pipe returns EPIPE, which ends the program
	// quietly with status 1, instead of killing it by SIGPIPE.
	signal.Ignore(syscall.SIGPIPE)
	search := flag.String("search", "", "registered search to count (one of: "+strings.Join(shard.Searches(), ", ")+")")
	k := flag.Int("k", 16, "number of shards")
	output := flag.String("output", "", "also write the total to this file prefix (textio; gs://... on Dataflow)")
	extra := params{}
	flag.Var(extra, "param", "a parameter of the search, as key=value (repeatable): any parameter, also one whose name is a flag")
	named := paramFlags(flag.CommandLine)
	flag.Parse()
	// A worker started by a distributed runner runs the harness here and
	// exits; everything below runs only in the launcher.
	beam.Init()

	if *search == "" {
		fmt.Fprintln(os.Stderr, "beam: -search is required; registered:", strings.Join(shard.Searches(), ", "))
		os.Exit(2)
	}
	p, err := jobParams(flag.CommandLine, named, extra)
	if err != nil {
		fmt.Fprintln(os.Stderr, "beam:", err)
		os.Exit(2)
	}
	job, err := shard.NewJob(*search, p, *k)
	if err != nil {
		fmt.Fprintln(os.Stderr, "beam:", err)
		os.Exit(2)
	}

	pipeline, s := beam.NewPipelineWithRoot()
	total := beam.ParDo(s, printTotal, Count(s, job))
	if *output != "" {
		textio.Write(s, *output, total)
	}
	fmt.Fprintln(os.Stderr, "beam: counting", job)
	if err := beamx.Run(context.Background(), pipeline); err != nil {
		fmt.Fprintln(os.Stderr, "beam:", err)
		os.Exit(1)
	}
	if err := printErr.Load(); err != nil {
		if !errors.Is(*err, syscall.EPIPE) { // a closed pipe: the reader has gone, quietly
			fmt.Fprintln(os.Stderr, "beam: writing the total:", *err)
		}
		os.Exit(1)
	}
}
