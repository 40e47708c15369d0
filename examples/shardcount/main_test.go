package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/shard"
)

// word is a word of digits being built: its length and its value.
type word struct{ len, val int }

// The test registers "test.words": the base^length words of the digits
// 0..base-1 (base 1..10, length 0..12), a search whose every count is known.
func init() {
	err := shard.Register("test.words", 1, []shard.Param{
		{Name: "base", Usage: "the digits' base", Kind: shard.Int, Min: 1, Max: 10, Required: true},
		{Name: "length", Usage: "the words' length", Kind: shard.Int, Min: 0, Max: 12, Required: true},
	}, func(p map[string]string) (shard.Counter, error) {
		base, _ := strconv.Atoi(p["base"]) // checked by the registry
		length, _ := strconv.Atoi(p["length"])
		return shard.FromSearch(backtrack.Search[word]{
			Branch: func(dst []word, w word) []word {
				if w.len == length {
					return dst
				}
				for d := range base {
					dst = append(dst, word{w.len + 1, w.val*base + d})
				}
				return dst
			},
			Accept: func(w word) bool { return w.len == length },
		}), nil
	})
	if err != nil {
		panic(err)
	}
}

// runCmd runs the program with args and stdin, returning the exit status
// and its two outputs.
func runCmd(stdin string, args ...string) (int, string, string) {
	var out, errs bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errs)
	return code, out.String(), errs.String()
}

var words = []string{"-search", "test.words", "-base", "3", "-length", "6"} // 729 words

func TestLocal(t *testing.T) {
	for _, args := range [][]string{
		append(slices.Clone(words), "-k", "7"),
		{"-k=7", "--search=test.words", "-param", "base=3", "-length=6"},
	} {
		code, out, errs := runCmd("", args...)
		if code != exitOK || errs != "" {
			t.Fatalf("%q: exit %d, %s", args, code, errs)
		}
		want := regexp.MustCompile(`^test.words base=3 length=6 k=7 plan=1
sharded  729  \d+\.\d{3} s on \d+ cores \(7 shards, \d+\.\d{3} s of counting, the longest \d+\.\d{3} s\)
Count    729  \d+\.\d{3} s
ratio    \d+\.\d\d \(sharded/Count\)
$`)
		if !want.MatchString(out) {
			t.Errorf("%q printed\n%s", args, out)
		}
	}
	if code, out, errs := runCmd("", words...); code != exitOK || !strings.HasPrefix(out, "test.words base=3 length=6 k=64 plan=1\n") {
		t.Errorf("without -k: exit %d, %q, %s; want k=64", code, out, errs)
	}
}

// shardLines runs every shard of test.words 3^6 in k shards as a worker
// would and returns their output lines.
func shardLines(t *testing.T, k int) []string {
	t.Helper()
	var lines []string
	for i := range k {
		code, out, errs := runCmd("", append(slices.Clone(words), "-k", strconv.Itoa(k), "-shard", strconv.Itoa(i))...)
		if code != exitOK || errs != "" || strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "\n") {
			t.Fatalf("-shard %d: exit %d, %q, %s", i, code, out, errs)
		}
		lines = append(lines, strings.TrimSuffix(out, "\n"))
	}
	return lines
}

func TestShard(t *testing.T) {
	lines := shardLines(t, 7)
	var total int64
	for i, line := range lines {
		var r shard.Result
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		want := shard.Job{Search: "test.words", Params: map[string]string{"base": "3", "length": "6"}, K: 7, Plan: 1}
		if !r.Job.Equal(want) || r.I != i || r.Count <= 0 || r.Nodes < r.Count || r.Seconds < 0 {
			t.Errorf("shard %d printed %s", i, line)
		}
		if !strings.HasPrefix(line, `{"job":{"search":"test.words","params":{"base":"3","length":"6"},"k":7,"plan":1},"i":`+strconv.Itoa(i)+`,"count":`) {
			t.Errorf("shard %d printed %s", i, line)
		}
		total += r.Count
	}
	if total != 729 {
		t.Errorf("the shards add up to %d, want 729", total)
	}
}

// A Kubernetes Indexed Job gives each pod its index in JOB_COMPLETION_INDEX:
// with -k and without -shard, that is the shard.
func TestJobCompletionIndex(t *testing.T) {
	t.Setenv("JOB_COMPLETION_INDEX", "3")
	lines := shardLines(t, 7)
	code, out, errs := runCmd("", append(slices.Clone(words), "-k", "7")...)
	noTime := regexp.MustCompile(`"seconds":[0-9.e-]+`)
	if code != exitOK || noTime.ReplaceAllString(out, "") != noTime.ReplaceAllString(lines[3], "")+"\n" {
		t.Errorf("JOB_COMPLETION_INDEX=3 -k 7: exit %d, %q, %s; want %q", code, out, errs, lines[3])
	}
	if code, out, _ := runCmd("", words...); code != exitOK || !strings.Contains(out, "ratio") {
		t.Errorf("JOB_COMPLETION_INDEX=3 without -k: exit %d, %q; want every shard counted here", code, out)
	}
	for env, want := range map[string]string{
		"x":  `shardcount: JOB_COMPLETION_INDEX="x" is not a shard index` + "\n",
		"7":  "shardcount: shard 7 is out of range 0..6\n",
		"-1": "shardcount: shard -1 is out of range 0..6\n",
	} {
		t.Setenv("JOB_COMPLETION_INDEX", env)
		if code, out, errs := runCmd("", append(slices.Clone(words), "-k", "7")...); code != exitUsage || out != "" || errs != want {
			t.Errorf("JOB_COMPLETION_INDEX=%s: exit %d, %q, %q; want 2, %q", env, code, out, errs, want)
		}
	}
}

func TestSum(t *testing.T) {
	lines := shardLines(t, 7)
	input := []string{
		"shardcount: a line a failed pod left in the logs", "",
		lines[4], lines[0], lines[6], lines[1], lines[0], "  " + lines[2] + "  ", lines[3], lines[5], lines[4],
	}
	stdin := strings.Join(input, "\n") + "\n"
	want := regexp.MustCompile(`^test.words base=3 length=6 k=7 plan=1\ntotal    729  \(7 shards, \d+\.\d{3} s of counting, the longest \d+\.\d{3} s\)\n$`)
	for _, args := range [][]string{
		{"-sum"}, {"-sum", "-k", "7"}, {"-sum", "-search", "test.words"}, append([]string{"-sum", "-k", "7"}, words...),
	} {
		code, out, errs := runCmd(stdin, args...)
		if code != exitOK || !want.MatchString(out) || errs != "shardcount: skipped 1 lines that are not results\n" {
			t.Errorf("%q: exit %d, %q, %q", args, code, out, errs)
		}
	}
	// The last line needs no newline, and CRLF line ends do no harm.
	if code, out, errs := runCmd(strings.Join(lines, "\r\n"), "-sum"); code != exitOK || !want.MatchString(out) || errs != "" {
		t.Errorf("CRLF lines: exit %d, %q, %q", code, out, errs)
	}
}

// -sum checks the results against the parameters given in any ASCII case
// of a declared spelling, as a worker given that case would count them.
func TestSumSpelling(t *testing.T) {
	var lines []string
	for i := range 3 {
		code, out, errs := runCmd("", "-search", "queens", "-n", "6", "-rule", "NoTouch", "-k", "3", "-shard", strconv.Itoa(i))
		if code != exitOK || !strings.Contains(out, `"rule":"notouch"`) {
			t.Fatalf("-shard %d: exit %d, %q, %s", i, code, out, errs)
		}
		lines = append(lines, out)
	}
	stdin := strings.Join(lines, "")
	for rule, want := range map[string]int{"notouch": exitOK, "NOTOUCH": exitOK, "rooks": exitFailure, "notouch\u017f": exitFailure} {
		code, out, errs := runCmd(stdin, "-sum", "-search", "queens", "-n", "6", "-rule", rule)
		if code != want || want == exitOK && !strings.Contains(out, "total    90  ") {
			t.Errorf("-sum -rule %s: exit %d, %q, %q; want exit %d", rule, code, out, errs, want)
		}
	}
}

func TestSumFailures(t *testing.T) {
	lines := shardLines(t, 7)
	other := strings.Replace(lines[1], `"length":"6"`, `"length":"5"`, 1)
	wrongCount := regexp.MustCompile(`"count":\d+`).ReplaceAllString(lines[2], `"count":1000`)
	outOfRange := strings.Replace(lines[2], `"i":2`, `"i":7`, 1)
	all := func(extra ...string) string { return strings.Join(append(slices.Clone(lines), extra...), "\n") }
	for _, c := range []struct {
		stdin string
		args  []string
		code  int
		want  string
	}{
		{strings.Join(slices.Delete(slices.Clone(lines), 4, 5), "\n"), nil, 1, "shardcount: 1 of 7 shards missing: 4\n"},
		{lines[0], nil, 1, "shardcount: 6 of 7 shards missing: 1, 2, 3, 4, 5, 6\n"},
		{all(wrongCount), nil, 1, "shardcount: shard 2 reported twice with different counts, "},
		{all(other), nil, 1, "shardcount: results of two jobs: test.words base=3 length=6 k=7 plan=1 and test.words base=3 length=5 k=7 plan=1\n"},
		{all(outOfRange), nil, 1, "shardcount: result for shard 7 of a job of 7 shards\n"},
		{"", nil, 1, "shardcount: no results on stdin\n"},
		{"nothing but log lines\n", nil, 1, "shardcount: skipped 1 lines that are not results\nshardcount: no results on stdin\n"},
		{all(), []string{"-k", "8"}, 1, "shardcount: the results are of test.words base=3 length=6 k=7 plan=1, not of 8 shards\n"},
		{all(), []string{"-search", "other"}, 1, "shardcount: the results are of test.words base=3 length=6 k=7 plan=1, not of search other\n"},
		{all(), []string{"-search", "test.words", "-length", "5"}, 1, "shardcount: the results are of test.words base=3 length=6 k=7 plan=1, not of the parameters given\n"},
		{all("{not json"), nil, 2, "shardcount: line 8 is not a result: "},
		{all(`{"job":{"search":"test.words"},"i":0,"count":1,"extra":1}`), nil, 2, `shardcount: line 8 is not a result: json: unknown field "extra"` + "\n"},
		{`{"job":{"search":"s","k":1000000000000,"plan":1},"i":0,"count":1}`, nil, 2, "shardcount: line 1: a job of 1000000000000 shards; this program takes at most 65536\n"},
		{`{"job":{"search":"s","k":2,"plan":1},"i":0,"count":9223372036854775807}` + "\n" + `{"job":{"search":"s","k":2,"plan":1},"i":1,"count":1}`, nil, 1, "shardcount: the 2 shards add up to more than 9223372036854775807, the most a count holds\n"},
		{`{"job":{"search":"s","k":2,"plan":1},"i":0,"count":-1}` + "\n" + `{"job":{"search":"s","k":2,"plan":1},"i":1,"count":1}`, nil, 1, "shardcount: shard 0 reported a negative count, -1\n"},
		{lines[0] + "\n{" + strings.Repeat(" ", maxLine) + "}\n", nil, 2, fmt.Sprintf("shardcount: a line is longer than %d bytes\n", maxLine)},
	} {
		code, out, errs := runCmd(c.stdin, append([]string{"-sum"}, c.args...)...)
		if code != c.code || out != "" || !strings.HasPrefix(errs, c.want) {
			t.Errorf("-sum %q of %.60q...: exit %d, %q, %q; want exit %d, %q", c.args, c.stdin, code, out, errs, c.code, c.want)
		}
	}
}

// errReader fails after its data.
type errReader struct{ data io.Reader }

func (r errReader) Read(p []byte) (int, error) {
	n, err := r.data.Read(p)
	if err == io.EOF {
		return n, errors.New("disk on fire")
	}
	return n, err
}

func TestSumReadError(t *testing.T) {
	lines := shardLines(t, 2)
	var out, errs bytes.Buffer
	in := errReader{strings.NewReader(strings.Join(lines, "\n") + "\n")}
	if code := run([]string{"-sum"}, in, &out, &errs); code != exitFailure || out.Len() != 0 || errs.String() != "shardcount: reading the results: disk on fire\n" {
		t.Errorf("read error: exit %d, %q, %q", code, out.String(), errs.String())
	}
}

// failWriter fails every write, as stdout on a full disk does.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func TestFailedWrite(t *testing.T) {
	lines := shardLines(t, 3)
	for _, args := range [][]string{
		append(slices.Clone(words), "-k", "3"),
		append(slices.Clone(words), "-k", "3", "-shard", "1"),
		{"-sum"},
	} {
		var errs bytes.Buffer
		code := run(args, strings.NewReader(strings.Join(lines, "\n")), failWriter{}, &errs)
		if code != exitFailure || errs.String() != "shardcount: writing the output: no space left on device\n" {
			t.Errorf("%q to a failing stdout: exit %d, %q", args, code, errs.String())
		}
	}
}

func TestTimeout(t *testing.T) {
	huge := []string{"-search", "test.words", "-base", "10", "-length", "12", "-timeout", "50ms"} // 10^12 words
	for _, c := range []struct {
		args []string
		out  string // the job's line comes before the count's
	}{
		{huge, "test.words base=10 length=12 k=64 plan=1\n"},
		{append(slices.Clone(huge), "-k", "2", "-shard", "1"), ""},
	} {
		code, out, errs := runCmd("", c.args...)
		if code != exitFailure || out != c.out || errs != "shardcount: no count within 50ms\n" {
			t.Errorf("%q: exit %d, %q, %q", c.args, code, out, errs)
		}
	}
}

func TestHelp(t *testing.T) {
	code, out, errs := runCmd("", "-h")
	if code != exitOK || out != "" || !strings.Contains(errs, "Exit status: 0 on success; 1 on failure") ||
		!strings.Contains(errs, "Registered searches: ") || !strings.Contains(errs, "test.words") {
		t.Errorf("-h: exit %d, %q, %q", code, out, errs)
	}
}

func TestBadUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the first line on stderr
	}{
		{nil, "shardcount: -search is required; registered: "},
		{[]string{"-search", "no.such"}, `shardcount: no search named "no.such" (registered: `},
		{[]string{"-search", "test.words", "-base", "3"}, "shardcount: test.words needs param length"},
		{append(slices.Clone(words), "-bsae", "3"), `shardcount: test.words has no param "bsae"; it takes base, length`},
		{append(slices.Clone(words), "-k", "0"), "shardcount: -k 0 is out of range 1..65536"},
		{append(slices.Clone(words), "-k", "65537"), "shardcount: -k 65537 is out of range 1..65536"},
		{append(slices.Clone(words), "-k", "x"), `invalid value "x" for flag -k`},
		{append(slices.Clone(words), "-shard", "1"), "shardcount: -shard needs -k, the number of shards"},
		{append(slices.Clone(words), "-k", "4", "-shard", "4"), "shardcount: shard 4 is out of range 0..3"},
		{append(slices.Clone(words), "-k", "4", "-shard", "-1"), "shardcount: shard -1 is out of range 0..3"},
		{[]string{"-sum", "-shard", "1", "-k", "4"}, "shardcount: -sum and -shard do not go together"},
		{[]string{"-sum", "-base", "3"}, "shardcount: parameters without -search"},
		{append(slices.Clone(words), "-length", "5"), "shardcount: parameter length given twice"},
		{append(slices.Clone(words), "-param", "length=5"), `invalid value "length=5" for flag -param: parameter length given twice`},
		{append(slices.Clone(words), "-param", "length"), `invalid value "length" for flag -param: "length" is not key=value`},
		{[]string{"-search", "test.words", "-length", "6", "-base"}, "shardcount: parameter -base has no value"},
		{[]string{"-search", "test.words", "-base", "-k", "6"}, "shardcount: parameter -base has no value (write -base=-k for a value that begins with -)"},
		{append(slices.Clone(words), "extra"), `shardcount: unexpected arguments ["extra"]`},
		{append(slices.Clone(words), "-timeout", "-1s"), "shardcount: -timeout -1s is negative"},
		{append(slices.Clone(words), "-timeout", "soon"), `invalid value "soon" for flag -timeout`},
		{append(slices.Clone(words), "-sum=maybe"), `invalid boolean value "maybe" for -sum`},
		{append(slices.Clone(words), "---x", "1"), "bad flag syntax: ---x"},
	} {
		code, out, errs := runCmd("", c.args...)
		first, _, _ := strings.Cut(errs, "\n")
		if code != exitUsage || out != "" || !strings.HasPrefix(first, c.want) {
			t.Errorf("%q: exit %d, %q, %q; want exit 2, %q", c.args, code, out, first, c.want)
		}
	}
	// A negative number is a value, not a flag: the search rejects it.
	if code, _, errs := runCmd("", "-search", "test.words", "-base", "3", "-length", "-2"); code != exitUsage || !strings.Contains(errs, "test.words param length = -2 out of range 0..12") {
		t.Errorf("-length -2: exit %d, %q", code, errs)
	}
}

// The manifest runs this program's shards: an Indexed Job whose completions
// and parallelism are the -k of its arguments, which this program accepts.
func TestManifest(t *testing.T) {
	f, err := os.Open("job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fields := map[string]string{}
	var args []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, _ := strings.Cut(line, ":")
		value = strings.TrimSpace(value)
		if key == "args" {
			if err := json.Unmarshal([]byte(value), &args); err != nil { // a flow sequence of quoted strings
				t.Fatalf("args %s: %v", value, err)
			}
		}
		if _, ok := fields[key]; !ok {
			fields[key] = value
		}
	}
	for key, want := range map[string]string{
		"apiVersion": "batch/v1", "kind": "Job", "completionMode": "Indexed", "restartPolicy": "OnFailure",
	} {
		if fields[key] != want {
			t.Errorf("job.yaml: %s: %q, want %q", key, fields[key], want)
		}
	}
	c, err := parse(args, io.Discard)
	if err != nil {
		t.Fatalf("job.yaml's args %q: %v", args, err)
	}
	k := strconv.Itoa(c.k)
	if !c.kSet || c.shardOK || c.sum || fields["completions"] != k || fields["parallelism"] != k {
		t.Errorf("job.yaml: -k %s (given: %v), completions %s, parallelism %s; want all equal, no -shard or -sum",
			k, c.kSet, fields["completions"], fields["parallelism"])
	}
	if c.search != "queens" || c.params["n"] != "19" || c.params["rule"] != "classic" {
		t.Errorf("job.yaml counts %s %v; want queens n=19 rule=classic", c.search, c.params)
	}
}

// The library's own queens, registered by package shard: 92 in 5 shards.
func TestQueens(t *testing.T) {
	code, out, errs := runCmd("", "-search", "queens", "-n", "8", "-rule", "classic", "-k", "5")
	if code != exitOK || !strings.Contains(out, "sharded  92  ") || !strings.Contains(out, "Count    92  ") {
		t.Fatalf("queens 8 in 5 shards: exit %d, %q, %s", code, out, errs)
	}
}

// A value matches a declared spelling ignoring ASCII case only: claſſic
// (U+017F) once counted rooks, 40,320, and Tailleſſ made sevenseg panic.
func TestLookalikeValues(t *testing.T) {
	for _, args := range [][]string{
		{"-search", "queens", "-n", "8", "-rule", "claſſic", "-k", "4"},
		{"-search", "sevenseg", "-shape", "d±d=d", "-sticks", "1", "-font", "Tailleſſ", "-k", "2"},
		{"-search", "sevenseg", "-shape", "d±d=d", "-sticks", "1", "-count", "ſolvable", "-k", "2"},
		{"-search", "regions", "-board", "AAA/BBB/CC\xff", "-k", "2"}, // not UTF-8: JSON cannot carry it
	} {
		code, out, errs := runCmd("", args...)
		if code != exitUsage || out != "" || !strings.Contains(errs, " param ") {
			t.Errorf("%q: exit %d, %q, %q; want exit 2 and an error naming the param", args, code, out, errs)
		}
	}
	code, out, errs := runCmd("", "-search", "queens", "-n", "8", "-rule", "CLASSIC", "-k", "4")
	if code != exitOK || !strings.Contains(out, "sharded  92  ") {
		t.Errorf("-rule CLASSIC: exit %d, %q, %s", code, out, errs)
	}
}

// A larger tree in 64 shards agrees with Count too; the log shows the
// times (go test -v).
func TestLargerTree(t *testing.T) {
	code, out, errs := runCmd("", "-search", "test.words", "-base", "4", "-length", "10", "-k", "64")
	if code != exitOK || !strings.Contains(out, "sharded  1048576  ") {
		t.Fatalf("4^10 words: exit %d, %q, %s", code, out, errs)
	}
	t.Logf("\n%s", out)
}
