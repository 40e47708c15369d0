package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"strings"

	"github.com/go-puzzles/puzzles/shard"
)

// sum reads result lines from in and writes their total. It keeps one
// result per shard index, so its memory follows the job's k (at most maxK),
// not the length of the input.
func sum(c config, in io.Reader, out io.Writer, stderr io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	var (
		kept    []shard.Result
		byIndex = map[int]int64{}
		skipped int
	)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(text, "{") {
			if text != "" {
				skipped++
			}
			continue
		}
		var r shard.Result
		dec := json.NewDecoder(strings.NewReader(text))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			return fail(exitUsage, "line %d is not a result: %v", line, err)
		}
		if r.Job.K > maxK {
			return fail(exitUsage, "line %d: a job of %d shards; this program takes at most %d", line, r.Job.K, maxK)
		}
		n, seen := byIndex[r.I]
		if seen && n == r.Count && r.Job.Equal(kept[0].Job) {
			continue // a repeat that agrees
		}
		kept = append(kept, r)
		if seen || !r.Job.Equal(kept[0].Job) || r.I < 0 || r.I >= r.Job.K {
			break // Sum says what is wrong
		}
		byIndex[r.I] = r.Count
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return fail(exitUsage, "a line is longer than %d bytes", maxLine)
	} else if err != nil {
		return fail(exitFailure, "reading the results: %v", err)
	}
	if skipped > 0 {
		fmt.Fprintf(stderr, "shardcount: skipped %d lines that are not results\n", skipped)
	}
	if len(kept) == 0 {
		return fail(exitFailure, "no results on stdin")
	}
	total, err := shard.Sum(kept)
	if err != nil {
		return failure{exitFailure, err}
	}
	job := kept[0].Job
	switch {
	case c.kSet && job.K != c.k:
		return fail(exitFailure, "the results are of %v, not of %d shards", job, c.k)
	case c.search != "" && job.Search != c.search:
		return fail(exitFailure, "the results are of %v, not of search %s", job, c.search)
	case len(c.params) > 0 && !sameParams(job, c.params):
		return fail(exitFailure, "the results are of %v, not of the parameters given", job)
	}
	fmt.Fprintln(out, job)
	fmt.Fprintf(out, "total    %d  (%s)\n", total, spent(kept))
	return nil
}

// sameParams reports whether the params given are job's, as NewJob keeps
// them: each value of a Param's Values in its declared spelling, so that
// -rule CLASSIC matches the shards of -rule classic.
func sameParams(job shard.Job, given params) bool {
	want, err := shard.NewJob(job.Search, given, job.K)
	return err == nil && maps.Equal(job.Params, want.Params)
}
