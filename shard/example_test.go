package shard_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/go-puzzles/puzzles/shard"
	_ "github.com/go-puzzles/puzzles/shard/builtin" // registers queens, knight, regions and sevenseg
)

// Four workers each rebuild their shard of a job from the job alone; the
// machine that collects their results checks and adds them.
func Example() {
	job, err := shard.NewJob("queens", map[string]string{"n": "8"}, 4)
	if err != nil {
		fmt.Println(err)
		return
	}
	var results []shard.Result
	for i := range job.K { // on worker i, which sends r as JSON
		r, _ := job.Run(context.Background(), i)
		results = append(results, r)
	}
	fmt.Println(shard.Sum(results))
	// Output: 92 <nil>
}

// A job encodes as JSON, to be sent to its workers.
func ExampleJob() {
	job, _ := shard.NewJob("queens", map[string]string{"n": "12"}, 16)
	b, _ := json.Marshal(job)
	fmt.Println(string(b))
	// Output: {"search":"queens","params":{"n":"12"},"k":16,"plan":2}
}

func ExampleJob_Counter() {
	job, _ := shard.NewJob("queens", map[string]string{"n": "8"}, 16)
	c, _ := job.Counter()
	n, err := c.Count(context.Background())
	fmt.Println(n, err)

	job.Plan = 99 // a job made by a newer version of the program
	_, err = job.Counter()
	fmt.Println(err)
	// Output:
	// 92 <nil>
	// shard: job "queens" is for plan 99, this worker has plan 2
}

func ExampleJob_Run() {
	job, _ := shard.NewJob("queens", map[string]string{"n": "8"}, 4)
	r, err := job.Run(context.Background(), 2)
	fmt.Println(r.I, r.Count, err)

	_, err = job.Run(context.Background(), 4)
	fmt.Println(err)
	// Output:
	// 2 24 <nil>
	// shard: shard 4 of 4; want 0 <= i < k <= 65536
}

func ExampleNewJob() {
	job, err := shard.NewJob("queens", map[string]string{"n": "12"}, 100)
	fmt.Println(job, err)

	_, err = shard.NewJob("queens", map[string]string{"n": "12"}, 0)
	fmt.Println(err)
	_, err = shard.NewJob("queens", map[string]string{"n": "ten"}, 100)
	fmt.Println(err)
	_, err = shard.NewJob("no such search", nil, 100)
	msg, _, _ := strings.Cut(err.Error(), " (registered:") // then the registered names
	fmt.Println(msg)
	// Output:
	// queens n=12 k=100 plan=2 <nil>
	// shard: 0 shards; want 1..65536
	// shard: queens param n = "ten"; want a whole number in plain decimal (no sign, no leading zero)
	// shard: no search named "no such search"
}

// The registry checks a job's params against the search's Param list, and
// fills in the defaults.
func ExampleParam() {
	_, err := shard.NewJob("queens", map[string]string{"n": "65"}, 2)
	fmt.Println(err)
	_, err = shard.NewJob("queens", map[string]string{"rule": "rooks"}, 2)
	fmt.Println(err)
	// Output:
	// shard: queens param n = 65 out of range 0..64
	// shard: queens needs param n
}

// A program lists a search's params, as flags or in its usage.
func ExampleParams() {
	params, ok := shard.Params("queens")
	for _, p := range params {
		fmt.Println(p)
	}
	_, ok2 := shard.Params("no such search")
	fmt.Println(ok, ok2)
	// Output:
	// n: the board's size (0..64; required)
	// rule: the rule of the pieces (rooks, classic or notouch; default classic)
	// true false
}

func ExampleSearches() {
	fmt.Println(slices.Contains(shard.Searches(), "queens"))
	// Output: true
}
