package shard_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/shard"
)

func ExampleJob_String() {
	job := shard.Job{Search: "words", Params: map[string]string{"length": "10", "base": "2"}, K: 16, Plan: 1}
	fmt.Println(job)
	// Output: words base=2 length=10 k=16 plan=1
}

func ExampleJob_Equal() {
	job := shard.Job{Search: "words", Params: map[string]string{"base": "2", "length": "10"}, K: 16, Plan: 1}
	var back shard.Job
	b, _ := json.Marshal(job)
	_ = json.Unmarshal(b, &back)
	other := job
	other.K = 8
	fmt.Println(job.Equal(back), job.Equal(other))
	// Output: true false
}

func ExampleResult() {
	line := `{"job":{"search":"words","params":{"base":"2","length":"10"},"k":16,"plan":1},"i":5,"count":64,"nodes":64,"seconds":0.0001}`
	var r shard.Result
	if err := json.Unmarshal([]byte(line), &r); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: shard %d counted %d\n", r.Job, r.I, r.Count)
	// Output: words base=2 length=10 k=16 plan=1: shard 5 counted 64
}

func ExampleSum() {
	job := shard.Job{Search: "words", Params: map[string]string{"base": "3", "length": "4"}, K: 3, Plan: 1}
	total, err := shard.Sum([]shard.Result{
		{Job: job, I: 2, Count: 27},
		{Job: job, I: 0, Count: 27},
		{Job: job, I: 1, Count: 27},
		{Job: job, I: 0, Count: 27}, // a worker that ran twice: fine if it agrees
	})
	fmt.Println(total, err)

	_, err = shard.Sum([]shard.Result{{Job: job, I: 1, Count: 27}})
	fmt.Println(err)
	// Output:
	// 81 <nil>
	// shard: 2 of 3 shards missing: 0, 2
}

func ExampleFromSearch() {
	// The numbers of 10 bits, built a bit at a time below the root 1.
	c := shard.FromSearch(backtrack.Search[int]{
		Root: 1,
		Branch: func(dst []int, x int) []int {
			if x < 1<<10 {
				dst = append(dst, 2*x, 2*x+1)
			}
			return dst
		},
		Accept: func(x int) bool { return x >= 1<<10 },
	})
	total, _ := c.Count(context.Background())
	var sum int64
	for i := range 4 {
		n, _, _ := c.CountShard(context.Background(), i, 4)
		sum += n
	}
	fmt.Println(total, sum)
	// Output: 1024 1024
}

func ExampleParam_String() {
	fmt.Println(shard.Param{Name: "closed", Usage: "closed tours only", Kind: shard.Bool, Default: "false"})
	fmt.Println(shard.Param{Name: "rule", Usage: "the pieces' rule", Values: []string{"rooks", "queens"}})
	fmt.Println(shard.Param{Name: "sticks", Usage: "sticks moved", Kind: shard.Int, Min: 1, Required: true})
	fmt.Println(shard.Param{Name: "shift", Usage: "a shift left", Kind: shard.Int, Min: -3, Max: 0, HasMax: true})
	// Output:
	// closed: closed tours only (true or false; default false)
	// rule: the pieces' rule (rooks or queens)
	// sticks: sticks moved (1 or more; required)
	// shift: a shift left (-3..0)
}

// The kind of a Param is what the registry checks a value against.
func ExampleKind() {
	build := func(params map[string]string) (shard.Counter, error) { return nil, errors.New("unused") }
	err := shard.Register("kinds", 1, []shard.Param{{Name: "on", Kind: shard.Bool, Default: "yes"}}, build)
	fmt.Println(err)
	// Output: shard: Register "kinds": the default of param on: param on = "yes"; want true or false
}
