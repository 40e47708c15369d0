package main

import (
	"bytes"
	"math"
	"regexp"
	"strings"
	"testing"
)

// canned is go test -bench output as go test prints it: two packages, a
// benchmark at -cpu 1,2 (no suffix at 1), three runs with an even and an odd
// count, custom metrics, sub-benchmarks, and test log lines.
const canned = `goos: linux
goarch: amd64
pkg: github.com/go-puzzles/puzzles/backtrack
cpu: AMD EPYC 7B13
BenchmarkQueens12_Recursive     	     200	   6000000 ns/op	       0 B/op	       0 allocs/op
BenchmarkQueens12_Recursive     	     200	   5000000 ns/op	       0 B/op	       0 allocs/op
BenchmarkQueens12_Recursive     	     200	   7000000 ns/op	       0 B/op	       0 allocs/op
BenchmarkQueens12_Walk          	     100	  12000000 ns/op	     128 B/op	       2 allocs/op
BenchmarkQueens12_Walk          	     100	  10000000 ns/op	     128 B/op	       2 allocs/op
BenchmarkQueens12_Walk          	     100	  11000000 ns/op	     128 B/op	       2 allocs/op
BenchmarkQueens12_Walk-2        	     100	  11500000 ns/op	     128 B/op	       2 allocs/op
BenchmarkQueens12_Recursive-2   	     200	   5750000 ns/op	       0 B/op	       0 allocs/op
PASS
ok  	github.com/go-puzzles/puzzles/backtrack	12.3s
goos: linux
goarch: amd64
pkg: github.com/go-puzzles/puzzles/sevenseg
cpu: AMD EPYC 7B13
BenchmarkSolutions_K2-2            	      10	   1152000 ns/op	     36000 ns/layout	    5120 B/op	      40 allocs/op
BenchmarkSolutions_K2-2            	      10	   1216000 ns/op	     38000 ns/layout	    5120 B/op	      40 allocs/op
BenchmarkSolutionsMoveByMove_K2-2  	       1	 128000000 ns/op	   4000000 ns/layout	 9000000 B/op	   90000 allocs/op
BenchmarkSolutionsMoveByMove_K2-2  	       1	 128000000 ns/op	   4000000 ns/layout	 9000000 B/op	   90000 allocs/op
BenchmarkCensus_K2-2               	       8	 150000000 ns/op	       75.00 ns/layout	 2000000 B/op	      20 allocs/op
BenchmarkCensus_K2-2               	       8	 154000000 ns/op	       77.00 ns/layout	 2000000 B/op	      20 allocs/op
BenchmarkCensusShards/sticks=1/census
    shard_test.go:12: a log line
BenchmarkCensusShards/sticks=1/census 	       5	 200000000 ns/op
BenchmarkCensusShards/sticks=1/k=4    	       5	 230000000 ns/op
PASS
ok  	github.com/go-puzzles/puzzles/sevenseg	30.1s
`

func TestParse(t *testing.T) {
	cfg, samples, err := parse(strings.NewReader(canned))
	if err != nil {
		t.Fatal(err)
	}
	if cfg != (config{goos: "linux", goarch: "amd64", cpu: "AMD EPYC 7B13"}) {
		t.Errorf("config = %+v", cfg)
	}
	if len(samples) != 16 {
		t.Fatalf("%d samples, want 16", len(samples))
	}
	s := samples[10]
	if s.pkg != "github.com/go-puzzles/puzzles/sevenseg" || s.name != "BenchmarkSolutionsMoveByMove_K2" || s.procs != 2 || s.iters != 1 {
		t.Errorf("sample 10 = %+v", s)
	}
	if got := strings.Join(s.units, " "); got != "ns/op ns/layout B/op allocs/op" {
		t.Errorf("units %q", got)
	}
	if s.values["ns/layout"] != 4e6 {
		t.Errorf("ns/layout = %v", s.values["ns/layout"])
	}
	last := samples[15]
	if last.name != "BenchmarkCensusShards/sticks=1/k=4" || last.procs != 1 || last.values["ns/op"] != 2.3e8 {
		t.Errorf("last sample = %+v", last)
	}
}

func TestParseRejectsAValueWithoutUnit(t *testing.T) {
	_, _, err := parse(strings.NewReader("pkg: p\nBenchmarkX-2  10  123 ns/op  45\n"))
	if err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("err = %v, want one naming line 2", err)
	}
}

func TestSplitProcs(t *testing.T) {
	for in, want := range map[string]struct {
		name  string
		procs int
	}{
		"BenchmarkX":             {"BenchmarkX", 1},
		"BenchmarkX-2":           {"BenchmarkX", 2},
		"BenchmarkX/k=4-16":      {"BenchmarkX/k=4", 16},
		"BenchmarkX/sticks=1":    {"BenchmarkX/sticks=1", 1},
		"BenchmarkX/a-b":         {"BenchmarkX/a-b", 1},
		"BenchmarkX/minus=-0":    {"BenchmarkX/minus=-0", 1},
		"BenchmarkX_Closed6x6-2": {"BenchmarkX_Closed6x6", 2},
	} {
		name, procs := splitProcs(in)
		if name != want.name || procs != want.procs {
			t.Errorf("splitProcs(%q) = %q, %d; want %q, %d", in, name, procs, want.name, want.procs)
		}
	}
}

// stats returns the summary of canned, indexed by name and procs.
func stats(t *testing.T) map[key]*stat {
	t.Helper()
	_, samples, err := parse(strings.NewReader(canned))
	if err != nil {
		t.Fatal(err)
	}
	m := map[key]*stat{}
	for _, s := range summarize(samples) {
		m[s.key] = s
	}
	return m
}

func TestMedians(t *testing.T) {
	m := stats(t)
	bt := "github.com/go-puzzles/puzzles/backtrack"
	ss := "github.com/go-puzzles/puzzles/sevenseg"
	for _, c := range []struct {
		k    key
		unit string
		want float64
		runs int
	}{
		{key{bt, "BenchmarkQueens12_Recursive", 1}, "ns/op", 6e6, 3}, // odd: the middle one
		{key{bt, "BenchmarkQueens12_Walk", 1}, "ns/op", 11e6, 3},
		{key{bt, "BenchmarkQueens12_Walk", 2}, "ns/op", 11.5e6, 1},   // -2 apart from -1
		{key{ss, "BenchmarkSolutions_K2", 2}, "ns/layout", 37000, 2}, // even: the mean of the middle two
		{key{ss, "BenchmarkCensus_K2", 2}, "ns/layout", 76, 2},
		{key{ss, "BenchmarkCensus_K2", 2}, "allocs/op", 20, 2},
	} {
		s := m[c.k]
		if s == nil {
			t.Errorf("no stat for %+v", c.k)
			continue
		}
		if s.median[c.unit] != c.want || s.runs != c.runs {
			t.Errorf("%s-%d: median %s = %v over %d runs, want %v over %d", c.k.name, c.k.procs, c.unit, s.median[c.unit], s.runs, c.want, c.runs)
		}
	}
	if len(m) != 9 {
		t.Errorf("%d benchmarks, want 9", len(m))
	}
}

func TestRefNameAndSpeedup(t *testing.T) {
	m := stats(t)
	ss := "github.com/go-puzzles/puzzles/sevenseg"
	for _, c := range []struct {
		pattern, template, name, unit string
		procs                         int
		wantRef                       string
		want                          float64
	}{
		// One pattern, each benchmark its own reference by submatch.
		{`^BenchmarkSolutions(MoveByMove)?_K([12])$`, "BenchmarkSolutionsMoveByMove_K$2", "BenchmarkSolutions_K2", "ns/layout", 2,
			"BenchmarkSolutionsMoveByMove_K2", 4e6 / 37000},
		{`^BenchmarkCensus_K([12])$`, "BenchmarkSolutionsMoveByMove_K$1", "BenchmarkCensus_K2", "ns/layout", 2,
			"BenchmarkSolutionsMoveByMove_K2", 4e6 / 76},
		{`^BenchmarkCensusShards/sticks=([12])/`, "BenchmarkCensusShards/sticks=$1/census", "BenchmarkCensusShards/sticks=1/k=4", "ns/op", 1,
			"BenchmarkCensusShards/sticks=1/census", 2e8 / 2.3e8},
	} {
		ref := refName(regexp.MustCompile(c.pattern), c.template, c.name)
		if ref != c.wantRef {
			t.Errorf("refName(%s, %s, %s) = %q, want %q", c.pattern, c.template, c.name, ref, c.wantRef)
			continue
		}
		x, ok := speedup(m[key{ss, c.name, c.procs}], m[key{ss, ref, c.procs}], c.unit)
		if !ok || math.Abs(x-c.want) > 1e-9*c.want {
			t.Errorf("speedup of %s over %s = %v, %v; want %v", c.name, ref, x, ok, c.want)
		}
	}
	if ref := refName(regexp.MustCompile(`^BenchmarkA$`), "", "BenchmarkA"); ref != "" {
		t.Errorf("no template: %q", ref)
	}
	if ref := refName(regexp.MustCompile(`^BenchmarkA$`), "BenchmarkB", "BenchmarkC"); ref != "" {
		t.Errorf("no match: %q", ref)
	}
	bt := "github.com/go-puzzles/puzzles/backtrack"
	walk, rec := m[key{bt, "BenchmarkQueens12_Walk", 1}], m[key{bt, "BenchmarkQueens12_Recursive", 1}]
	if x, ok := speedup(walk, rec, "ns/op"); !ok || math.Abs(x-6.0/11) > 1e-12 {
		t.Errorf("Walk over Recursive = %v, %v; want 6/11", x, ok)
	}
	if _, ok := speedup(walk, rec, "ns/layout"); ok {
		t.Error("speedup in a unit neither reports: ok")
	}
}

func TestNumberAndDuration(t *testing.T) {
	for v, want := range map[float64]string{
		0: "0", 0.000123: "0.000123", 0.5: "0.5", 1.2345: "1.23", 12.345: "12.3", 99.96: "100",
		123.4: "123", 999.4: "999", 999.6: "1,000", 1234.5: "1,235", 32000: "32,000", 1234567: "1,234,567",
	} {
		if got := number(v); got != want {
			t.Errorf("number(%v) = %q, want %q", v, got, want)
		}
	}
	for ns, want := range map[float64]string{
		76: "76 ns", 1500: "1.5 µs", 5.6e6: "5.6 ms", 1.53e9: "1.53 s", 6.5e12: "6,500 s",
	} {
		if got := duration(ns); got != want {
			t.Errorf("duration(%v) = %q, want %q", ns, got, want)
		}
	}
	if got := value("ms/pos", 26.7); got != "26.7 ms" {
		t.Errorf("value(ms/pos, 26.7) = %q", got)
	}
	if got := header("median-ns"); got != "median time" {
		t.Errorf("header(median-ns) = %q", got)
	}
}

func TestHandKept(t *testing.T) {
	section := beginKept + " -->\n## Measured against other programs\n| a | b |\n" + endKept
	file := "# Benchmarks\n\ngenerated\n\n" + section + "\n\n## Raw output\n"
	got, err := handKept(file)
	if err != nil || got != section {
		t.Errorf("handKept = %q, %v; want the section", got, err)
	}
	if got, err := handKept(""); err != nil || got != defaultKept {
		t.Errorf("handKept of a new file = %q, %v; want the default", got, err)
	}
	for _, bad := range []string{
		"x " + beginKept + " -->\n",                 // no end
		endKept + "\n" + beginKept + " -->\n",       // end first
		section + "\n" + section,                    // two
		"text\n" + endKept + "\n",                   // no begin
		section + "\n" + beginKept + " again -->\n", // a second begin
	} {
		if _, err := handKept(bad); err == nil {
			t.Errorf("handKept(%q): no error", bad)
		}
	}
}

// The report puts each row beside its reference at the same GOMAXPROCS and
// keeps the hand-kept section; the raw output goes in whole.
func TestReport(t *testing.T) {
	cfg, samples, err := parse(strings.NewReader(canned))
	if err != nil {
		t.Fatal(err)
	}
	kept := beginKept + " -->\nhand-kept row\n" + endKept
	r := report{command: "go run ./internal/cmd/benchmarks -count 3", goVer: "go1.26.0", cores: 2, date: "2026-11-27", handKept: kept}
	e := entry{Pkg: "./backtrack", Bench: `^BenchmarkQueens12_(Recursive|Walk)$`, Topic: "backtrack", Ref: "BenchmarkQueens12_Recursive"}
	r.add(e, "go test ...", cfg, samples[:8], []byte(canned))
	var buf bytes.Buffer
	if err := r.write(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{
		"| CPU | AMD EPYC 7B13 |",
		"| GOOS/GOARCH | linux/amd64 |",
		"| `Queens12_Recursive` | 1 | 6 ms | 0 | 0 | (the reference) |  |",
		"| `Queens12_Walk` | 1 | 11 ms | 128 | 2 | `Queens12_Recursive` | 0.545× |",
		"| `Queens12_Walk` | 2 | 11.5 ms | 128 | 2 | `Queens12_Recursive` | 0.5× |",
		"\nhand-kept row\n",
		"BenchmarkCensusShards/sticks=1/k=4    \t       5\t 230000000 ns/op\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	again, err := handKept(out)
	if err != nil || again != kept {
		t.Errorf("the written report's hand-kept section = %q, %v", again, err)
	}
}

// A speed-up pairs the rounds that ran both benchmarks, so that a drift in
// the machine's load between rounds cancels; rounds of other commands do
// not pair, and the medians' ratio stands in.
func TestSpeedupByRound(t *testing.T) {
	st := func(name string, byRound map[int]float64) *stat {
		var samples []sample
		for r, v := range byRound {
			samples = append(samples, sample{round: r, pkg: "p", name: name, procs: 1, iters: 1,
				values: map[string]float64{"ns/op": v}, units: []string{"ns/op"}})
		}
		return summarize(samples)[0]
	}
	ref := st("BenchmarkRef", map[int]float64{1: 100, 2: 110, 3: 400})
	for _, c := range []struct {
		s    *stat
		want float64
	}{
		{st("BenchmarkA", map[int]float64{1: 50, 2: 200, 3: 210}), 400.0 / 210}, // ratios 2, 0.55 and 1.905: not 110/200
		{st("BenchmarkB", map[int]float64{4: 50, 5: 200, 6: 210}), 110.0 / 200}, // no round in common
	} {
		if x, ok := speedup(c.s, ref, "ns/op"); !ok || math.Abs(x-c.want) > 1e-9 {
			t.Errorf("speedup of %s = %v, %v; want %v", c.s.name, x, ok, c.want)
		}
	}
}

// An entry runs as rounds of go test -count 1, as many as its count unless
// -count was given, and its command says so.
func TestArgsAndRounds(t *testing.T) {
	e := entry{Pkg: "./minimax", Bench: "^BenchmarkA$", CPU: "1", Benchtime: "1x", Count: 3}
	for _, c := range []struct {
		o    options
		want string
	}{
		{options{count: 5}, "for i in $(seq 3); do go test -run '^$' -bench '^BenchmarkA$' -benchmem -count 1 -timeout 60m -benchtime 1x -cpu 1 ./minimax; done"},
		{options{count: 4, countSet: true, benchtime: "2s"}, "for i in $(seq 4); do go test -run '^$' -bench '^BenchmarkA$' -benchmem -count 1 -timeout 60m -benchtime 2s -cpu 1 ./minimax; done"},
		{options{count: 1, countSet: true}, "go test -run '^$' -bench '^BenchmarkA$' -benchmem -count 1 -timeout 60m -benchtime 1x -cpu 1 ./minimax"},
	} {
		if got := roundsCommand(c.o.args(e)); got != c.want {
			t.Errorf("%+v: %s\nwant %s", c.o, got, c.want)
		}
	}
}
