package shard_test

import (
	"context"
	"fmt"
	"strconv"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/shard"
)

// buildWords is the Builder of the search "words", which counts the words
// of the given length over "ab". The registry has checked the length.
func buildWords(params map[string]string) (shard.Counter, error) {
	length, _ := strconv.Atoi(params["length"])
	return shard.FromSearch(backtrack.Search[string]{
		Branch: func(dst []string, w string) []string {
			if len(w) == length {
				return dst
			}
			return append(dst, w+"a", w+"b")
		},
		Accept: func(w string) bool { return len(w) == length },
	}), nil
}

// A program registers its own search, with its params, before it makes or
// runs jobs of it; the name is then taken.
func ExampleRegister() {
	params := []shard.Param{{Name: "length", Usage: "the words' length", Kind: shard.Int, Max: 20, Default: "4"}}
	fmt.Println(shard.Register("words", 1, params, buildWords))
	fmt.Println(shard.Register("words", 2, params, buildWords))
	job, _ := shard.NewJob("words", map[string]string{"length": "10"}, 2)
	r0, _ := job.Run(context.Background(), 0)
	r1, _ := job.Run(context.Background(), 1)
	fmt.Println(job, r0.Count+r1.Count)
	// Output:
	// <nil>
	// shard: a search named "words" is registered already
	// words length=10 k=2 plan=1 1024
}
