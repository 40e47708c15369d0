// Command benchmarks runs the repository's curated benchmarks with go test
// -bench and writes BENCHMARKS.md, the one place where measured figures
// live: the command, Go version, GOOS/GOARCH, CPU model, core count and date,
// then one table per topic (the median of each reported unit, and the
// speed-up over the benchmark's reference where it has one), then the raw
// go test output for benchstat.
//
// Regenerate BENCHMARKS.md, on a quiet machine, from the module root:
//
//	go run ./internal/cmd/benchmarks
//
// Flags:
//
//	-count N        rounds of each entry, of which the tables show the median (default 5;
//	                when given, it overrides the entries' own counts)
//	-benchtime D    go test's -benchtime for every entry (default: each entry's own, else 1s)
//	-run REGEXP     run only the entries whose topic, package or benchmark pattern matches
//	-quick          a smoke run, -benchtime 1x -count 1: checks that the tool works; not a measurement
//	-o FILE         where to write (default BENCHMARKS.md)
//
// The curated list (package, benchmark pattern, topic, reference) is the
// entries table of this command's source. A few entries run programs in
// other languages and need an environment variable that names them
// (GO_PUZZLES_QUEENS_COUNTERS, GO_PUZZLES_C4_SOLVERS); without it they are
// listed as not run. Figures that no benchmark measures (programs nobody
// has set a variable for, runs of several processes) live in a hand-kept
// section of BENCHMARKS.md, from the line that starts "<!-- BEGIN hand-kept"
// to the line "<!-- END hand-kept -->", which the command copies unchanged
// into the file it writes; each of its rows says its command, machine and
// date.
//
// Each entry runs in rounds: go test -count 1, as many times as the count,
// so that the benchmarks of one command take turns. A drift in the
// machine's load then falls on a benchmark and its reference alike, and
// the speed-up is the median of the rounds' ratios rather than a ratio of
// figures measured minutes apart.
//
// The command writes nothing if a benchmark fails or prints no result.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"time"
)

func main() {
	count := flag.Int("count", 5, "rounds of each entry; the tables show the median")
	benchtime := flag.String("benchtime", "", "go test -benchtime for every entry (default: each entry's own, else 1s)")
	runPat := flag.String("run", "", "run only the entries whose topic, package or benchmark pattern matches this `regexp`")
	quick := flag.Bool("quick", false, "smoke run: -benchtime 1x -count 1 (checks the tool; not a measurement)")
	outFile := flag.String("o", "BENCHMARKS.md", "output `file`")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: go run ./internal/cmd/benchmarks [-count N] [-benchtime D] [-run REGEXP] [-quick] [-o FILE]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	set := map[string]bool{}
	flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *count < 1 {
		fail(errors.New("benchmarks: -count must be at least 1"))
	}
	opts := options{count: *count, countSet: set["count"], benchtime: *benchtime, quick: *quick}
	if *quick {
		opts.count, opts.countSet, opts.benchtime = 1, true, "1x"
	}
	var sel *regexp.Regexp
	if *runPat != "" {
		var err error
		if sel, err = regexp.Compile(*runPat); err != nil {
			fail(fmt.Errorf("benchmarks: -run: %v", err))
		}
	}
	root, err := moduleRoot()
	if err != nil {
		fail(err)
	}
	out := *outFile
	if !filepath.IsAbs(out) {
		wd, _ := os.Getwd()
		out = filepath.Join(wd, out)
	}
	old, err := os.ReadFile(out)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		fail(err)
	}
	kept, err := handKept(string(old))
	if err != nil {
		fail(fmt.Errorf("benchmarks: %s: %v", out, err))
	}

	rep := report{
		command:  commandLine(os.Args[1:]),
		goVer:    goVersion(root),
		cores:    runtime.NumCPU(),
		date:     time.Now().UTC().Format(time.DateOnly),
		quick:    *quick,
		handKept: kept,
	}
	var chosen []entry
	for _, e := range entries {
		if sel == nil || sel.MatchString(e.Topic) || sel.MatchString(e.Pkg) || sel.MatchString(e.Bench) {
			chosen = append(chosen, e)
		}
	}
	if len(chosen) == 0 {
		fail(fmt.Errorf("benchmarks: -run %q matches no entry", *runPat))
	}
	start := time.Now()
	round := 0 // the rounds of all entries, numbered from 1, so that no two entries share one
	for i, e := range chosen {
		if e.Env != "" && os.Getenv(e.Env) == "" {
			rep.notRun = append(rep.notRun, e)
			fmt.Fprintf(os.Stderr, "[%d/%d] %s %s: not run, %s is not set\n", i+1, len(chosen), e.Pkg, e.Bench, e.Env)
			continue
		}
		args, rounds := opts.args(e)
		cmd := roundsCommand(args, rounds)
		fmt.Fprintf(os.Stderr, "[%d/%d] %s\n", i+1, len(chosen), cmd)
		t := time.Now()
		cfg, samples, raw, err := runRounds(root, args, rounds, &round)
		if err != nil {
			fail(err)
		}
		fmt.Fprintf(os.Stderr, "      %s\n", time.Since(t).Round(time.Second))
		rep.add(e, cmd, cfg, samples, raw)
	}
	fmt.Fprintf(os.Stderr, "all entries: %s\n", time.Since(start).Round(time.Second))
	var buf bytes.Buffer
	if err := rep.write(&buf); err != nil {
		fail(err)
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s\n", out)
}

// options are the flags that shape every go test command.
type options struct {
	count     int
	countSet  bool // -count given: it overrides the entries' own
	benchtime string
	quick     bool
}

// args returns the go test arguments of one round of e, and its rounds.
func (o options) args(e entry) ([]string, int) {
	rounds := o.count
	if e.Count > 0 && !o.countSet {
		rounds = e.Count
	}
	bt := o.benchtime
	if bt == "" {
		bt = e.Benchtime
	}
	a := []string{"test", "-run", "^$", "-bench", e.Bench, "-benchmem", "-count", "1", "-timeout", "60m"}
	if bt != "" {
		a = append(a, "-benchtime", bt)
	}
	if e.CPU != "" {
		a = append(a, "-cpu", e.CPU)
	}
	return append(a, e.Pkg), rounds
}

// roundsCommand is the shell command that runs go with args rounds times.
func roundsCommand(args []string, rounds int) string {
	if rounds == 1 {
		return "go " + shellJoin(args)
	}
	return fmt.Sprintf("for i in $(seq %d); do go %s; done", rounds, shellJoin(args))
}

// runRounds runs go with args in dir rounds times and returns the results
// of all, each with its round, numbered on from *last, which it advances;
// and their output, one after the other.
func runRounds(dir string, args []string, rounds int, last *int) (cfg config, samples []sample, raw []byte, err error) {
	for range rounds {
		out, err := goTest(dir, args)
		if err != nil {
			return cfg, nil, nil, err
		}
		c, ss, err := parse(bytes.NewReader(out))
		if err != nil {
			return cfg, nil, nil, err
		}
		if len(ss) == 0 {
			return cfg, nil, nil, fmt.Errorf("benchmarks: go %s printed no results: is the pattern stale?", shellJoin(args))
		}
		*last++
		for i := range ss {
			ss[i].round = *last
		}
		cfg, samples, raw = c, append(samples, ss...), append(raw, out...)
	}
	return cfg, samples, raw, nil
}

// goTest runs go with args in dir and returns its standard output, or an
// error that carries the end of its output.
func goTest(dir string, args []string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("benchmarks: go %s: %v\n%s", shellJoin(args), err, tail(out.String(), 40))
	}
	return out.Bytes(), nil
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func moduleRoot() (string, error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}").Output()
	if err != nil {
		return "", fmt.Errorf("benchmarks: finding the module root: %v", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// goVersion returns the version of the go command that builds the
// benchmarks (not necessarily the one that built this program).
func goVersion(dir string) string {
	cmd := exec.Command("go", "env", "GOVERSION")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return runtime.Version()
	}
	return strings.TrimSpace(string(out))
}

// commandLine is the command that ran this program, as a reader would type it.
func commandLine(args []string) string {
	return strings.TrimSpace("go run ./internal/cmd/benchmarks " + shellJoin(args))
}

// shellJoin quotes each argument that a POSIX shell would split or expand.
func shellJoin(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\n'\"\\$`|&;()<>*?[]{}^!#~") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		q[i] = a
	}
	return strings.Join(q, " ")
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
