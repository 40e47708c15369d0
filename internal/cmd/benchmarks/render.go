package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// The markers around the hand-kept section of BENCHMARKS.md.
const (
	beginKept = "<!-- BEGIN hand-kept"
	endKept   = "<!-- END hand-kept -->"
)

// defaultKept is the hand-kept section of a new file.
const defaultKept = beginKept + `: the generator copies this section unchanged; edit it by hand -->
## Measured by hand

No go test benchmark runs these, so each row here was measured by hand and
says the command, the machine and the date.

| what | figure | command, machine, date |
| --- | --- | --- |
` + endKept

// handKept returns the hand-kept section of old, markers included, or
// defaultKept when old has none. A section with a marker missing, doubled or
// out of order is an error, so that a rewrite never drops hand-kept text.
func handKept(old string) (string, error) {
	b, e := strings.Count(old, beginKept), strings.Count(old, endKept)
	if b == 0 && e == 0 {
		return defaultKept, nil
	}
	i, j := strings.Index(old, beginKept), strings.Index(old, endKept)
	if b != 1 || e != 1 || j < i {
		return "", errors.New("the hand-kept section needs one " + beginKept + " line and one " + endKept + " line after it")
	}
	return old[i : j+len(endKept)], nil
}

// run is one go test command and what it printed.
type run struct {
	e     entry
	cmd   string
	stats []*stat
	raw   []byte
}

// report is everything BENCHMARKS.md shows.
type report struct {
	command  string
	goVer    string
	cores    int
	date     string
	quick    bool
	cfg      config
	runs     []run
	notRun   []entry
	handKept string
}

// add records the results of e's command.
func (r *report) add(e entry, cmd string, cfg config, samples []sample, raw []byte) {
	if r.cfg.cpu == "" {
		r.cfg.cpu = cfg.cpu
	}
	if r.cfg.goos == "" {
		r.cfg.goos, r.cfg.goarch = cfg.goos, cfg.goarch
	}
	r.runs = append(r.runs, run{e, cmd, summarize(samples), raw})
}

// row is one line of a topic's table.
type row struct {
	s    *stat
	ref  *stat  // nil: no reference, or not found
	name string // the reference's name when it was not found
	unit string // what the speed-up compares
}

// rows returns the table rows of topic: each benchmark of its runs, in run
// order, with its reference looked up among every run's results.
func (r *report) rows(topic string) []row {
	index := map[key]*stat{}
	for _, rn := range r.runs {
		for _, s := range rn.stats {
			index[s.key] = s
		}
	}
	var out []row
	for _, rn := range r.runs {
		if rn.e.Topic != topic {
			continue
		}
		pat := regexp.MustCompile(rn.e.Bench)
		unit := rn.e.Unit
		if unit == "" {
			unit = "ns/op"
		}
		for _, s := range rn.stats {
			rw := row{s: s, unit: unit}
			if name := refName(pat, rn.e.Ref, s.name); name != "" {
				rw.name = name
				rw.ref = index[key{s.pkg, name, s.procs}]
			}
			out = append(out, rw)
		}
	}
	return out
}

// columns returns the units of rows in table order: ns/op, then custom
// units in the order first seen, then B/op and allocs/op.
func columns(rows []row) []string {
	seen := map[string]bool{}
	var custom []string
	for _, rw := range rows {
		for _, u := range rw.s.units {
			if !seen[u] {
				seen[u] = true
				if u != "ns/op" && u != "B/op" && u != "allocs/op" {
					custom = append(custom, u)
				}
			}
		}
	}
	var cols []string
	if seen["ns/op"] {
		cols = append(cols, "ns/op")
	}
	cols = append(cols, custom...)
	for _, u := range []string{"B/op", "allocs/op"} {
		if seen[u] {
			cols = append(cols, u)
		}
	}
	return cols
}

// write renders the report as Markdown.
func (r *report) write(w io.Writer) error {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	p("# Benchmarks\n\n")
	p("Every measured figure of the repository lives in this file. It is generated: run\n`go run ./internal/cmd/benchmarks` from the module root on a quiet machine to\nregenerate it. Only the section between the hand-kept markers is edited by hand;\nthe command copies it unchanged.\n\n")
	if r.quick {
		p("> **Smoke run** (`-quick`: one iteration of each benchmark, one run). These figures\n> only show that the command works; they measure nothing.\n\n")
	}
	p("| | |\n| --- | --- |\n")
	p("| command | `%s` |\n", strings.ReplaceAll(r.command, "|", `\|`))
	p("| date | %s |\n", r.date)
	p("| Go | %s |\n", r.goVer)
	p("| GOOS/GOARCH | %s/%s |\n", r.cfg.goos, r.cfg.goarch)
	p("| CPU | %s |\n", orDash(r.cfg.cpu))
	p("| cores | %d |\n\n", r.cores)
	p("Each command runs in rounds: `go test -count 1`, again and again, so that the\nbenchmarks of one command take turns and a drift in the machine's load falls on\na benchmark and its reference alike. Each figure is the median over the rounds.\nThe cores column is GOMAXPROCS (`-cpu`). The speed-up is the reference's figure\ndivided by the benchmark's at the same GOMAXPROCS, in each round that ran both,\nand the median of those ratios: above 1× the benchmark takes less than its\nreference. It compares time per op unless the cell names another unit.\n\n")
	for _, t := range topics {
		rows := r.rows(t.name)
		if len(rows) == 0 {
			continue
		}
		p("## %s\n\n%s\n\n", t.name, t.about)
		r.table(w, rows)
		p("\n")
	}
	if len(r.notRun) > 0 {
		p("## Not run\n\nThese entries run programs in other languages and were skipped because their\nvariable was not set:\n\n")
		for _, e := range r.notRun {
			p("- %s `%s` (%s): set `%s`\n", e.Pkg, e.Bench, e.Topic, e.Env)
		}
		p("\n")
	}
	p("%s\n\n", r.handKept)
	p("## Raw output\n\n<details>\n<summary>The go test commands and their output, for benchstat</summary>\n\n")
	p("Run from the module root:\n\n```sh\n")
	for _, rn := range r.runs {
		p("%s\n", rn.cmd)
	}
	p("```\n\n```\n")
	for _, rn := range r.runs {
		p("%s", rn.raw)
		if len(rn.raw) > 0 && rn.raw[len(rn.raw)-1] != '\n' {
			p("\n")
		}
	}
	p("```\n\n</details>\n")
	return nil
}

// table writes the Markdown table of rows.
func (r *report) table(w io.Writer, rows []row) {
	cols := columns(rows)
	hasRef := false
	for _, rw := range rows {
		hasRef = hasRef || rw.name != ""
	}
	head := []string{"benchmark", "cores"}
	for _, c := range cols {
		head = append(head, header(c))
	}
	if hasRef {
		head = append(head, "reference", "speed-up")
	}
	fmt.Fprintf(w, "| %s |\n|%s\n", strings.Join(head, " | "), strings.Repeat(" --- |", len(head)))
	for _, rw := range rows {
		cells := []string{"`" + strings.TrimPrefix(rw.s.name, "Benchmark") + "`", strconv.Itoa(rw.s.procs)}
		for _, c := range cols {
			v, ok := rw.s.median[c]
			if !ok {
				cells = append(cells, "")
				continue
			}
			cells = append(cells, value(c, v))
		}
		if hasRef {
			cells = append(cells, refCells(rw)...)
		}
		fmt.Fprintf(w, "| %s |\n", strings.Join(cells, " | "))
	}
}

// refCells returns the reference and speed-up cells of rw.
func refCells(rw row) []string {
	switch {
	case rw.name == "":
		return []string{"", ""}
	case rw.name == rw.s.name:
		return []string{"(the reference)", ""}
	case rw.ref == nil:
		return []string{"`" + strings.TrimPrefix(rw.name, "Benchmark") + "`", "(not in this run)"}
	}
	ref := "`" + strings.TrimPrefix(rw.name, "Benchmark") + "`"
	x, ok := speedup(rw.s, rw.ref, rw.unit)
	if !ok {
		return []string{ref, "(no " + rw.unit + ")"}
	}
	cell := number(x) + "×"
	if rw.unit != "ns/op" {
		cell += " (" + rw.unit + ")"
	}
	return []string{ref, cell}
}

// timeUnit reports whether values of unit are durations, and the duration
// of 1 in nanoseconds.
func timeUnit(unit string) (scale float64, ok bool) {
	switch {
	case strings.HasPrefix(unit, "ns/"), strings.HasSuffix(unit, "-ns"):
		return 1, true
	case strings.HasPrefix(unit, "ms/"), strings.HasSuffix(unit, "-ms"):
		return 1e6, true
	}
	return 0, false
}

// header is the column title of unit: time units say time.
func header(unit string) string {
	if _, ok := timeUnit(unit); ok {
		unit = strings.NewReplacer("ns/", "time/", "ms/", "time/", "-ns", " time", "-ms", " time").Replace(unit)
	}
	return unit
}

// value formats v of unit: durations with a unit of their size, other
// values with three significant digits.
func value(unit string, v float64) string {
	if scale, ok := timeUnit(unit); ok {
		return duration(v * scale)
	}
	return number(v)
}

// duration formats ns nanoseconds with three significant digits.
func duration(ns float64) string {
	switch {
	case ns < 1e3:
		return number(ns) + " ns"
	case ns < 1e6:
		return number(ns/1e3) + " µs"
	case ns < 1e9:
		return number(ns/1e6) + " ms"
	}
	return number(ns/1e9) + " s"
}

// number formats v with three significant digits and no exponent, and
// thousands separators from 1,000 up.
func number(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return fmt.Sprint(v)
	}
	if v < 0 {
		return "-" + number(-v)
	}
	if v >= 999.5 {
		s := strconv.FormatFloat(math.Round(v), 'f', 0, 64)
		for i := len(s) - 3; i > 0; i -= 3 {
			s = s[:i] + "," + s[i:]
		}
		return s
	}
	if v == 0 {
		return "0"
	}
	digits := max(0, 2-int(math.Floor(math.Log10(v))))
	s := strconv.FormatFloat(v, 'f', digits, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
