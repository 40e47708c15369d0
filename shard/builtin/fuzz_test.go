package builtin_test

import (
	"context"
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/go-puzzles/puzzles/shard"
)

// packageError matches an error that starts with the name of a package.
var packageError = regexp.MustCompile(`^(shard|queens|knight|regions|sevenseg): `)

// cheap reports whether an accepted job of a built-in search counts a shard
// in a few milliseconds at most, so that CI's 20,000 runs of FuzzJobWire
// take seconds: queens up to n = 9, knight's tours up to 20 squares,
// regions boards up to 64 bytes (7×7), and sevenseg shapes of up to 5
// glyphs with up to 3 sticks.
func cheap(job shard.Job) bool {
	atMost := func(key string, most int) bool {
		x, err := strconv.Atoi(job.Params[key])
		return err == nil && x <= most
	}
	switch job.Search {
	case "queens":
		return atMost("n", 9)
	case "knight":
		rows, _ := strconv.Atoi(job.Params["rows"])
		cols, _ := strconv.Atoi(job.Params["cols"])
		return rows*cols <= 20
	case "regions":
		return len(job.Params["board"]) <= 64
	case "sevenseg":
		glyphs := strings.IndexFunc(job.Params["shape"], unicode.IsSpace) < 0 && len([]rune(job.Params["shape"])) <= 5
		return glyphs && atMost("sticks", 3)
	}
	return false
}

// For any search, params and k that NewJob accepts, a shard counted from
// the job and from the job sent through JSON, as a worker receives it,
// agree, and nothing panics. The fuzzer picks the search, which of its
// params to give (bit j of given for its j-th param) and their values, k
// and i.
func FuzzJobWire(f *testing.F) {
	f.Add(uint8(1), uint8(3), "8", "classic", "", "", "", "", "", 4, 1)
	f.Add(uint8(1), uint8(3), "8", "claſſic", "", "", "", "", "", 4, 1)
	f.Add(uint8(1), uint8(3), "7", "ROOKS", "", "", "", "", "", 1, 0)
	f.Add(uint8(1), uint8(1), "6", "", "", "", "", "", "", 3, 3)
	f.Add(uint8(0), uint8(7), "3", "4", "TRUE", "", "", "", "", 2, 0)
	f.Add(uint8(0), uint8(3), "4", "5", "", "", "", "", "", 5, 2)
	f.Add(uint8(2), uint8(1), "AAAA/BBBB/CCCC/DDDD", "", "", "", "", "", "", 2, 1)
	f.Add(uint8(2), uint8(1), "AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEE\xff", "", "", "", "", "", "", 2, 1)
	f.Add(uint8(3), uint8(127), "d±d=d", "2", "tailless|HOOK7", "adding", "noleadingzeros", "Fractions", "SOLVABLE", 3, 2)
	f.Add(uint8(3), uint8(7), "d±d=d", "1", "Tailleſſ", "", "", "", "", 2, 0)
	f.Add(uint8(3), uint8(67), "dd=dd", "3", "", "", "", "", "ſolvable", 16, 9)
	searches := shard.Searches()
	f.Fuzz(func(t *testing.T, search, given uint8, v0, v1, v2, v3, v4, v5, v6 string, k, i int) {
		name := searches[int(search)%len(searches)]
		schema, _ := shard.Params(name)
		values := []string{v0, v1, v2, v3, v4, v5, v6}
		if len(schema) > len(values) {
			t.Fatalf("%s takes %d params; FuzzJobWire gives at most %d", name, len(schema), len(values))
		}
		params := map[string]string{}
		for j, p := range schema {
			if given&(1<<j) != 0 {
				params[p.Name] = values[j]
			}
		}
		job, err := shard.NewJob(name, params, k)
		if err != nil {
			if !packageError.MatchString(err.Error()) {
				t.Fatalf("NewJob(%s, %q, %d): an error without a package name: %v", name, params, k, err)
			}
			return
		}
		// NewJob keeps its params, each in its declared spelling: made
		// again from them, the job is the same.
		for _, p := range schema {
			if v, ok := job.Params[p.Name]; ok && len(p.Values) > 0 && !slices.Contains(p.Values, v) {
				t.Fatalf("NewJob(%s, %q, %d) = %v: %s is none of %q", name, params, k, job, p.Name, p.Values)
			}
		}
		if again, err := shard.NewJob(name, job.Params, k); err != nil || !again.Equal(job) {
			t.Fatalf("NewJob(%s, %q, %d) = %v; from its params again: %v, %v", name, params, k, job, again, err)
		}
		b, err := json.Marshal(job)
		if err != nil {
			t.Fatalf("%v: %v", job, err)
		}
		var wire shard.Job
		if err := json.Unmarshal(b, &wire); err != nil {
			t.Fatalf("%v as %s: %v", job, b, err)
		}
		if !wire.Equal(job) || wire.String() != job.String() {
			t.Fatalf("%v came back from %s as %v", job, b, wire)
		}
		if !cheap(job) {
			return
		}
		here, err := job.Run(context.Background(), i)
		there, werr := wire.Run(context.Background(), i)
		if i < 0 || i >= k {
			if err == nil || werr == nil {
				t.Fatalf("%v shard %d: Run = %v, %v; on a worker %v, %v; want errors", job, i, here, err, there, werr)
			}
			return
		}
		if err != nil || werr != nil {
			t.Fatalf("%v shard %d: Run = %v; on a worker %v", job, i, err, werr)
		}
		if here.Count != there.Count || here.Nodes != there.Nodes || !there.Job.Equal(job) || here.I != i || there.I != i {
			t.Fatalf("%v shard %d: %+v here, %+v on a worker", job, i, here, there)
		}
	})
}
