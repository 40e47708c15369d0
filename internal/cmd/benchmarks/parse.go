package main

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// config holds the key: value lines of go test -bench output that describe
// the machine (goos, goarch, cpu); pkg lines name the package of the results
// that follow them.
type config struct {
	goos, goarch, cpu string
}

// sample is one result line: a benchmark's name without the -N suffix, the
// GOMAXPROCS it ran with (the suffix, 1 when absent), its iterations and
// every value it reported, keyed by unit (ns/op, B/op, ms/pos, ...).
type sample struct {
	round  int // the round of the run that printed it, 0 if unknown
	pkg    string
	name   string
	procs  int
	iters  int64
	values map[string]float64
	units  []string // the units in the order the line gave them
}

// parse reads the standard output of go test -bench, in the format that
// benchstat reads (golang.org/design/14313-benchmark-format): result lines
// start with "Benchmark", configuration lines are "key: value", and every
// other line (PASS, ok, test logs) is ignored.
func parse(r io.Reader) (config, []sample, error) {
	var cfg config
	var out []sample
	pkg := ""
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if k, v, ok := configLine(line); ok {
			switch k {
			case "goos":
				cfg.goos = v
			case "goarch":
				cfg.goarch = v
			case "cpu":
				cfg.cpu = v
			case "pkg":
				pkg = v
			}
			continue
		}
		if !strings.HasPrefix(line, "Benchmark") {
			continue
		}
		s, ok, err := resultLine(line)
		if err != nil {
			return cfg, nil, fmt.Errorf("benchmarks: line %d: %v", n, err)
		}
		if ok {
			s.pkg = pkg
			out = append(out, s)
		}
	}
	return cfg, out, sc.Err()
}

var configKey = regexp.MustCompile(`^([a-z][^\s:A-Z]*):\s?(.*)$`)

// configLine splits a "key: value" line whose key starts with a lower-case
// letter and holds no space or upper-case letter.
func configLine(line string) (key, value string, ok bool) {
	m := configKey.FindStringSubmatch(line)
	if m == nil {
		return "", "", false
	}
	return m[1], strings.TrimSpace(m[2]), true
}

// resultLine parses "BenchmarkName-N  iters  value unit  value unit ...".
// A line that starts with Benchmark but has no iteration count, such as the
// name a benchmark prints before its logs, is not a result: ok is false.
func resultLine(line string) (s sample, ok bool, err error) {
	f := strings.Fields(line)
	if len(f) < 2 {
		return s, false, nil
	}
	iters, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		return s, false, nil
	}
	if len(f)%2 != 0 {
		return s, false, fmt.Errorf("%q: a value without a unit", line)
	}
	s.name, s.procs = splitProcs(f[0])
	s.iters = iters
	s.values = map[string]float64{}
	for i := 2; i < len(f); i += 2 {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return s, false, fmt.Errorf("%q: value %q: %v", line, f[i], err)
		}
		unit := f[i+1]
		if _, dup := s.values[unit]; !dup {
			s.units = append(s.units, unit)
		}
		s.values[unit] = v
	}
	return s, true, nil
}

// splitProcs splits the -N suffix that go test adds to a benchmark's name
// when GOMAXPROCS is not 1.
func splitProcs(name string) (string, int) {
	i := strings.LastIndexByte(name, '-')
	if i < 0 {
		return name, 1
	}
	p, err := strconv.Atoi(name[i+1:])
	if err != nil || p < 1 {
		return name, 1
	}
	return name[:i], p
}

// key names one benchmark run: its package, name and GOMAXPROCS.
type key struct {
	pkg   string
	name  string
	procs int
}

// stat is the median of every unit over a benchmark's samples, and each
// unit's value in each round that reported it.
type stat struct {
	key
	runs    int
	units   []string
	median  map[string]float64
	byRound map[int]map[string]float64
}

// summarize groups samples by benchmark, in the order of their first
// sample, and takes the median of each unit (the mean of the middle two for
// an even number of samples).
func summarize(samples []sample) []*stat {
	var order []key
	values := map[key]map[string][]float64{}
	units := map[key][]string{}
	rounds := map[key]map[int]map[string]float64{}
	for _, s := range samples {
		k := key{s.pkg, s.name, s.procs}
		if values[k] == nil {
			values[k] = map[string][]float64{}
			order = append(order, k)
		}
		for _, u := range s.units {
			if values[k][u] == nil {
				units[k] = append(units[k], u)
			}
			values[k][u] = append(values[k][u], s.values[u])
		}
		if s.round != 0 {
			if rounds[k] == nil {
				rounds[k] = map[int]map[string]float64{}
			}
			rounds[k][s.round] = s.values
		}
	}
	out := make([]*stat, 0, len(order))
	for _, k := range order {
		st := &stat{key: k, units: units[k], median: map[string]float64{}, byRound: rounds[k]}
		for u, vs := range values[k] {
			st.median[u] = median(vs)
			st.runs = max(st.runs, len(vs))
		}
		out = append(out, st)
	}
	return out
}

// median returns the median of vs, which must not be empty.
func median(vs []float64) float64 {
	s := slices.Clone(vs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// refName returns the name of the reference of the benchmark name under an
// entry whose benchmark pattern is pattern and whose reference is template:
// the template with $1, $2, ... replaced by the pattern's submatches in
// name, as regexp's Expand does. It returns "" when the entry has no
// reference or the pattern does not match name.
func refName(pattern *regexp.Regexp, template, name string) string {
	if template == "" {
		return ""
	}
	m := pattern.FindStringSubmatchIndex(name)
	if m == nil {
		return ""
	}
	return string(pattern.ExpandString(nil, template, name, m))
}

// speedup returns how many times less of unit s costs than ref: the
// median over the rounds that ran both of ref's figure over s's, or, if no
// round ran both, ref's median over s's. It reports false when either
// lacks the unit or s's is 0.
func speedup(s, ref *stat, unit string) (float64, bool) {
	var ratios []float64
	for r, vs := range s.byRound {
		a, ok1 := vs[unit]
		b, ok2 := ref.byRound[r][unit]
		if ok1 && ok2 && a > 0 {
			ratios = append(ratios, b/a)
		}
	}
	if len(ratios) > 0 {
		return median(ratios), true
	}
	a, ok1 := s.median[unit]
	b, ok2 := ref.median[unit]
	if !ok1 || !ok2 || a <= 0 {
		return 0, false
	}
	return b / a, true
}
