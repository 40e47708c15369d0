// Command shardcount counts a registered search in k shards: all of them on
// this machine's cores, checked against the single-machine count; one of
// them, as a worker of a cluster job; or none, adding up the workers' output.
//
//	shardcount -search NAME [-PARAM VALUE ...] [-k 64]        every shard here, checked against Count
//	shardcount -search NAME [-PARAM VALUE ...] -k K -shard I  shard I only: one JSON line
//	shardcount -sum [-k K] [-search NAME [-PARAM VALUE ...]]  check and add JSON lines from stdin
//
// Any flag that is not one of the program's own is a parameter of the
// search: -n 16 -rule classic for queens; -param key=value gives one whose
// name is a flag of the program's. The usage (-h) lists each registered
// search's parameters from the registry, which checks them. Run one shard per index of a
// Kubernetes Indexed Job (-shard defaults to $JOB_COMPLETION_INDEX when -k
// is given), then pipe the logs into -sum.
//
// Exit status: 0 on success; 1 on failure (the shards do not add up or are
// missing, results of two jobs, a timeout, an error reading or writing; a
// closed stdout pipe gives status 1 too, with no message); 2 for
// bad usage or bad input.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/shard"
	_ "github.com/go-puzzles/puzzles/shard/builtin" // the library's searches: queens, knight, regions, sevenseg
)

func main() {
	// A closed stdout pipe (shardcount ... | head -1) makes writes fail
	// with EPIPE, which run notices and exits on, instead of a signal
	// killing the process.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // the shards do not add up, a timeout, an I/O error
	exitUsage   = 2 // bad usage or bad input
)

const (
	defaultK = 64
	maxK     = backtrack.MaxShards // the most shards a job may have
	maxLine  = 1 << 20             // the longest result line -sum reads
)

const usage = `usage:
  shardcount -search NAME [-PARAM VALUE ...] [-k K] [-timeout D]
  shardcount -search NAME [-PARAM VALUE ...] -k K -shard I [-timeout D]
  shardcount -sum [-k K] [-search NAME [-PARAM VALUE ...]] < results

Counts a registered search in K shards. Without -shard or -sum it counts
every shard on this machine's cores, checks the total against the search's
single-machine count and prints both times. With -shard I it counts shard I
alone and prints the result as one JSON line; -shard defaults to
$JOB_COMPLETION_INDEX (a Kubernetes Indexed Job's) when -k is given. With
-sum it reads such lines from stdin, requires every shard of one job
(repeats must agree), and prints the total; lines that do not begin with
'{' (other log lines) are skipped.

Every flag that is not one of these is a parameter of the search, with a
value: -n 16 -rule classic, or -board=aab/abb/ccb. Use -param key=value
for a parameter whose name is one of these flags.

Flags:
`

const exitText = `
Exit status: 0 on success; 1 on failure (the shards do not add up or are
missing, results of two jobs, a timeout, an error reading or writing; a
closed stdout pipe gives status 1 too, with no message); 2 for bad
usage or bad input.
`

// config is the parsed command line.
type config struct {
	search  string
	params  params
	k       int
	kSet    bool
	shard   int
	shardOK bool // -shard given, or taken from $JOB_COMPLETION_INDEX
	sum     bool
	timeout time.Duration
}

// newFlags returns the program's own flags, bound to c.
func newFlags(c *config, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("shardcount", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.search, "search", "", "the registered search to count (see below)")
	fs.IntVar(&c.k, "k", defaultK, fmt.Sprintf("the number of shards, 1..%d", maxK))
	fs.IntVar(&c.shard, "shard", 0, "count only this shard, 0..k-1, and print it as a JSON line")
	fs.BoolVar(&c.sum, "sum", false, "add up the JSON lines of the shards read from stdin")
	fs.DurationVar(&c.timeout, "timeout", 0, "give up after this long (0: no limit)")
	fs.Var(c.params, "param", "a parameter of the search, as key=value (repeatable)")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
		fmt.Fprintf(fs.Output(), "\nRegistered searches: %s\n", registered())
		listParams(fs.Output())
		fmt.Fprint(fs.Output(), exitText)
	}
	return fs
}

// registered lists the registered searches.
func registered() string {
	if names := shard.Searches(); len(names) > 0 {
		return strings.Join(names, ", ")
	}
	return "none"
}

// parse reads the command line; its error is a usage error.
func parse(args []string, stderr io.Writer) (config, error) {
	c := config{params: params{}}
	fs := newFlags(&c, stderr)
	own, err := splitArgs(fs, args, c.params)
	if err != nil {
		return c, err
	}
	if err := fs.Parse(own); err != nil {
		return c, reported{err}
	}
	fs.Visit(func(f *flag.Flag) {
		c.kSet = c.kSet || f.Name == "k"
		c.shardOK = c.shardOK || f.Name == "shard"
	})
	switch {
	case fs.NArg() > 0:
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	case c.k < 1 || c.k > maxK:
		return c, fmt.Errorf("-k %d is out of range 1..%d", c.k, maxK)
	case c.timeout < 0:
		return c, fmt.Errorf("-timeout %v is negative", c.timeout)
	case c.sum && c.shardOK:
		return c, errors.New("-sum and -shard do not go together")
	case c.sum:
		if c.search == "" && len(c.params) > 0 {
			return c, errors.New("parameters without -search")
		}
		return c, nil
	case c.search == "":
		return c, fmt.Errorf("-search is required; registered: %s", registered())
	}
	if env := os.Getenv("JOB_COMPLETION_INDEX"); !c.shardOK && c.kSet && env != "" {
		i, err := strconv.Atoi(env)
		if err != nil {
			return c, fmt.Errorf("JOB_COMPLETION_INDEX=%q is not a shard index", env)
		}
		c.shard, c.shardOK = i, true
	}
	switch {
	case c.shardOK && !c.kSet:
		return c, errors.New("-shard needs -k, the number of shards")
	case c.shardOK && (c.shard < 0 || c.shard >= c.k):
		return c, fmt.Errorf("shard %d is out of range 0..%d", c.shard, c.k-1)
	}
	return c, nil
}

// reported is an error that the flag package has already written out.
type reported struct{ error }

func (r reported) Unwrap() error { return r.error }

// failure is an error and the exit status it calls for.
type failure struct {
	code int
	err  error
}

func (f failure) Error() string { return f.err.Error() }

func fail(code int, format string, args ...any) error {
	return failure{code, fmt.Errorf(format, args...)}
}

// writeError is the failure of a write to stdout.
func writeError(err error) error {
	return failure{exitFailure, fmt.Errorf("writing the output: %w", err)}
}

func (f failure) Unwrap() error { return f.err }

// run is the program with its arguments, input and outputs; it returns the
// exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, err := parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		if !errors.As(err, new(reported)) {
			fmt.Fprintln(stderr, "shardcount:", err)
		}
		return exitUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if c.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.timeout)
		defer cancel()
	}
	out := bufio.NewWriter(stdout)
	switch {
	case c.sum:
		err = sum(c, stdin, out, stderr)
	case c.shardOK:
		err = one(ctx, c, out)
	default:
		err = local(ctx, c, out)
	}
	if ferr := out.Flush(); ferr != nil && err == nil {
		err = writeError(ferr)
	}
	if errors.Is(err, syscall.EPIPE) {
		return exitFailure // the reader has gone: nothing to tell it
	}
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), "shard: ")
		switch {
		case errors.Is(err, context.DeadlineExceeded):
			msg = fmt.Sprintf("no count within %v", c.timeout)
		case errors.Is(err, context.Canceled):
			msg = "interrupted"
		}
		fmt.Fprintln(stderr, "shardcount:", msg)
		var f failure
		if errors.As(err, &f) {
			return f.code
		}
		return exitFailure
	}
	return exitOK
}

// newJob makes the job of the command line; a bad search or parameter is a
// usage error.
func newJob(c config) (shard.Job, error) {
	job, err := shard.NewJob(c.search, c.params, c.k)
	if err != nil {
		return job, failure{exitUsage, err}
	}
	return job, nil
}

// one counts shard c.shard and writes its result as a JSON line.
func one(ctx context.Context, c config, out io.Writer) error {
	job, err := newJob(c)
	if err != nil {
		return err
	}
	r, err := job.Run(ctx, c.shard)
	if err != nil {
		return err
	}
	line, err := json.Marshal(r)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", line)
	return err
}

// local writes the job, counts every shard on all cores, then the whole
// search with its own Count, and writes both with their times. It stops
// before counting if the job's line cannot be written.
func local(ctx context.Context, c config, out *bufio.Writer) error {
	job, err := newJob(c)
	if err != nil {
		return err
	}
	counter, err := job.Counter()
	if err != nil {
		return err
	}
	fmt.Fprintln(out, job)
	if err := out.Flush(); err != nil {
		return writeError(err)
	}
	start := time.Now()
	results, err := runAll(ctx, job)
	if err != nil {
		return err
	}
	sharded := time.Since(start)
	total, err := shard.Sum(results)
	if err != nil {
		return err
	}
	start = time.Now()
	want, err := counter.Count(ctx)
	if err != nil {
		return err
	}
	plain := time.Since(start)
	fmt.Fprintf(out, "sharded  %d  %.3f s on %d cores (%s)\n", total, sharded.Seconds(), runtime.GOMAXPROCS(0), spent(results))
	fmt.Fprintf(out, "Count    %d  %.3f s\n", want, plain.Seconds())
	fmt.Fprintf(out, "ratio    %.2f (sharded/Count)\n", sharded.Seconds()/max(plain.Seconds(), 1e-9))
	if total != want {
		return fail(exitFailure, "the shards add up to %d, Count is %d", total, want)
	}
	return nil
}

// spent describes the time the shards took.
func spent(results []shard.Result) string {
	var sum, most float64
	for _, r := range results {
		sum += r.Seconds
		most = max(most, r.Seconds)
	}
	return fmt.Sprintf("%d shards, %.3f s of counting, the longest %.3f s", len(results), sum, most)
}
