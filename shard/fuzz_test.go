package shard_test

import (
	"bytes"
	"encoding/json"
	"regexp"
	"testing"

	"github.com/go-puzzles/puzzles/shard"
)

// Sum of any results read from JSON lines, however hostile, returns a total
// or an error: no panic, and no memory that follows a claimed k.
func FuzzSum(f *testing.F) {
	f.Add([]byte(`{"job":{"search":"queens","params":{"n":"8"},"k":2,"plan":1},"i":0,"count":46}
{"job":{"search":"queens","params":{"n":"8"},"k":2,"plan":1},"i":1,"count":46}`))
	f.Add([]byte(`{"job":{"search":"s","k":1000000000000,"plan":1},"i":999999999999,"count":1}`))
	f.Add([]byte(`{"job":{"k":-1},"i":-1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var results []shard.Result
		for _, line := range bytes.Split(data, []byte("\n")) {
			var r shard.Result
			if json.Unmarshal(line, &r) == nil {
				results = append(results, r)
			}
		}
		total, err := shard.Sum(results)
		if err == nil && len(results) < results[0].Job.K {
			t.Fatalf("Sum of %d results of a job of %d shards = %d, no error", len(results), results[0].Job.K, total)
		}
	})
}

// named matches an error that starts with the name of a package.
var named = regexp.MustCompile(`^(shard|queens|knight|regions|sevenseg): `)

// The registered searches answer any parameters with a job or an error that
// names the package: no panic.
func FuzzNewJob(f *testing.F) {
	f.Add("queens", "n", "8", "rule", "classic", 4)
	f.Add("knight", "rows", "5", "cols", "99999999999", 2)
	f.Add("regions", "board", "ab/ba", "", "", 1)
	f.Add("sevenseg", "shape", "dd±dd=dd", "sticks", "2", 3)
	f.Fuzz(func(t *testing.T, name, k1, v1, k2, v2 string, k int) {
		params := map[string]string{k1: v1, k2: v2}
		job, err := shard.NewJob(name, params, k)
		if err != nil {
			if !named.MatchString(err.Error()) {
				t.Fatalf("error without a package name: %v", err)
			}
			return
		}
		if _, err := job.Counter(); err != nil {
			t.Fatalf("NewJob accepted %v but Counter says %v", job, err)
		}
	})
}
