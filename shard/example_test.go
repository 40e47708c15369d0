package shard_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/shard"
)

// word is a word of digits being built: its length and its value.
type word struct{ len, val int }

// words is the tree of the base^length words of the digits 0..base-1.
func words(base, length int) backtrack.Search[word] {
	return backtrack.Search[word]{
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
	}
}

// wordParams are the params of the search "words": the base and the
// length of the words.
var wordParams = []shard.Param{
	{Name: "base", Usage: "the digits' base", Kind: shard.Int, Min: 1, Max: 10, Required: true},
	{Name: "length", Usage: "the words' length", Kind: shard.Int, Min: 0, Max: 12, Default: "4"},
}

// buildWords is the Builder of the search "words": the registry has
// checked its params against wordParams.
func buildWords(params map[string]string) (shard.Counter, error) {
	base, _ := strconv.Atoi(params["base"])
	length, _ := strconv.Atoi(params["length"])
	return shard.FromSearch(words(base, length)), nil
}

var registerOnce sync.Once

// registerWords registers "words", plan 1, the first time it is called.
func registerWords() {
	registerOnce.Do(func() {
		if err := shard.Register("words", 1, wordParams, buildWords); err != nil {
			panic(err)
		}
	})
}

// Three workers each rebuild their shard from the job alone and print their
// result as a JSON line; whoever collects the lines checks and adds them.
func Example() {
	registerWords()
	job, err := shard.NewJob("words", map[string]string{"base": "3", "length": "4"}, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	var lines [][]byte
	for i := range job.K { // on worker i
		r, err := job.Run(context.Background(), i)
		if err != nil {
			fmt.Println(err)
			return
		}
		line, _ := json.Marshal(r)
		lines = append(lines, line)
	}
	var results []shard.Result
	for _, line := range lines { // on the machine that adds them up
		var r shard.Result
		if err := json.Unmarshal(line, &r); err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("shard %d of %d: %d\n", r.I, r.Job.K, r.Count)
		results = append(results, r)
	}
	total, err := shard.Sum(results)
	fmt.Println("total", total, err)
	// Output:
	// shard 0 of 3: 27
	// shard 1 of 3: 27
	// shard 2 of 3: 27
	// total 81 <nil>
}

func ExampleJob() {
	registerWords()
	job, _ := shard.NewJob("words", map[string]string{"base": "2", "length": "10"}, 16)
	b, _ := json.Marshal(job)
	fmt.Println(string(b))
	// Output: {"search":"words","params":{"base":"2","length":"10"},"k":16,"plan":1}
}

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

func ExampleJob_Counter() {
	registerWords()
	job, _ := shard.NewJob("words", map[string]string{"base": "2", "length": "10"}, 16)
	c, _ := job.Counter()
	n, err := c.Count(context.Background())
	fmt.Println(n, err)

	job.Plan = 2 // a job made by a newer version of the program
	_, err = job.Counter()
	fmt.Println(err)
	// Output:
	// 1024 <nil>
	// shard: job "words" is for plan 2, this worker has plan 1
}

func ExampleJob_Run() {
	registerWords()
	job, _ := shard.NewJob("words", map[string]string{"base": "2", "length": "10"}, 16)
	r, err := job.Run(context.Background(), 5)
	fmt.Println(r.I, r.Count, r.Nodes, err)

	_, err = job.Run(context.Background(), 16)
	fmt.Println(err)
	// Output:
	// 5 64 64 <nil>
	// shard: shard 16 of 16; want 0 <= i < k <= 65536
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
	c := shard.FromSearch(words(2, 10))
	total, _ := c.Count(context.Background())
	var sum int64
	for i := range 4 {
		n, _, _ := c.CountShard(context.Background(), i, 4)
		sum += n
	}
	fmt.Println(total, sum)
	// Output: 1024 1024
}

// evens counts the even numbers below n; shard i of k holds the numbers
// x with x mod k == i.
type evens struct{ n int64 }

func (e evens) Count(ctx context.Context) (int64, error) {
	n, _, err := e.CountShard(ctx, 0, 1)
	return n, err
}

func (e evens) CountShard(ctx context.Context, i, k int) (count, nodes int64, err error) {
	for x := int64(i); x < e.n; x += int64(k) {
		if x%4096 == 0 && ctx.Err() != nil {
			return 0, 0, ctx.Err()
		}
		if x%2 == 0 {
			count++
		}
		nodes++
	}
	return count, nodes, nil
}

// A Counter need not be a backtrack search: any count that splits into k
// pieces that add up will do.
func ExampleCounter() {
	var c shard.Counter = evens{n: 1000}
	total, _ := c.Count(context.Background())
	for i := range 3 {
		n, nodes, _ := c.CountShard(context.Background(), i, 3)
		fmt.Printf("shard %d of 3: %d of %d numbers\n", i, n, nodes)
	}
	fmt.Println("total", total)
	// Output:
	// shard 0 of 3: 167 of 334 numbers
	// shard 1 of 3: 166 of 333 numbers
	// shard 2 of 3: 167 of 333 numbers
	// total 500
}

// A Builder checks the parameters, all strings, and makes the Counter.
func ExampleBuilder() {
	var build shard.Builder = func(params map[string]string) (shard.Counter, error) {
		n, err := strconv.ParseInt(params["n"], 10, 64)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("evens: n = %q; want a count of numbers", params["n"])
		}
		return evens{n}, nil
	}
	c, _ := build(map[string]string{"n": "10"})
	n, _ := c.Count(context.Background())
	fmt.Println(n)
	_, err := build(map[string]string{"n": "ten"})
	fmt.Println(err)
	// Output:
	// 5
	// evens: n = "ten"; want a count of numbers
}

func ExampleRegister() {
	build := func(params map[string]string) (shard.Counter, error) {
		n, err := strconv.ParseInt(params["n"], 10, 64)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("evens: n = %q; want a count of numbers", params["n"])
		}
		return evens{n}, nil
	}
	params := []shard.Param{{Name: "n", Usage: "numbers from 0 to n-1", Kind: shard.Int, Required: true}}
	fmt.Println(shard.Register("evens", 1, params, build))
	fmt.Println(shard.Register("evens", 2, params, build))
	job, _ := shard.NewJob("evens", map[string]string{"n": "100"}, 2)
	r0, _ := job.Run(context.Background(), 0)
	r1, _ := job.Run(context.Background(), 1)
	total, _ := shard.Sum([]shard.Result{r0, r1})
	fmt.Println(job, r0.Count, r1.Count, total)
	// Output:
	// <nil>
	// shard: a search named "evens" is registered already
	// evens n=100 k=2 plan=1 50 0 50
}

func ExampleSearches() {
	registerWords()
	fmt.Println(slices.Contains(shard.Searches(), "words"))
	// Output: true
}

// A program lists a search's params, as flags or in its usage.
func ExampleParams() {
	registerWords()
	params, ok := shard.Params("words")
	for _, p := range params {
		fmt.Println(p)
	}
	_, ok2 := shard.Params("no such search")
	fmt.Println(ok, ok2)
	// Output:
	// base: the digits' base (1..10; required)
	// length: the words' length (0..12; default 4)
	// true false
}

func ExampleParam() {
	registerWords()
	_, err := shard.NewJob("words", map[string]string{"base": "11"}, 2)
	fmt.Println(err)
	job, _ := shard.NewJob("words", map[string]string{"base": "2"}, 2) // length 4, its default
	r, _ := job.Run(context.Background(), 0)
	r1, _ := job.Run(context.Background(), 1)
	fmt.Println(job, r.Count+r1.Count)
	// Output:
	// shard: words param base = 11 out of range 1..10
	// words base=2 k=2 plan=1 16
}

func ExampleParam_String() {
	fmt.Println(shard.Param{Name: "closed", Usage: "closed tours only", Kind: shard.Bool, Default: "false"})
	fmt.Println(shard.Param{Name: "rule", Usage: "the pieces' rule", Values: []string{"rooks", "queens"}})
	fmt.Println(shard.Param{Name: "sticks", Usage: "sticks moved", Kind: shard.Int, Min: 1, Required: true})
	// Output:
	// closed: closed tours only (true or false; default false)
	// rule: the pieces' rule (rooks or queens)
	// sticks: sticks moved (1 or more; required)
}

// The kind of a Param is what the registry checks a value against.
func ExampleKind() {
	evens := func(params map[string]string) (shard.Counter, error) { return nil, errors.New("unused") }
	err := shard.Register("kinds", 1, []shard.Param{{Name: "on", Kind: shard.Bool, Default: "yes"}}, evens)
	fmt.Println(err)
	// Output: shard: Register "kinds": the default of param on: param on = "yes"; want true or false
}

func ExampleNewJob() {
	registerWords()
	job, err := shard.NewJob("words", map[string]string{"base": "10", "length": "6"}, 100)
	fmt.Println(job, err)

	_, err = shard.NewJob("words", map[string]string{"base": "10", "length": "6"}, 0)
	fmt.Println(err)
	_, err = shard.NewJob("words", map[string]string{"base": "ten"}, 100)
	fmt.Println(err)
	_, err = shard.NewJob("words", map[string]string{"length": "6"}, 100)
	fmt.Println(err)
	_, err = shard.NewJob("no such search", nil, 100)
	msg, _, _ := strings.Cut(err.Error(), " (registered:") // then the registered names
	fmt.Println(msg)
	// Output:
	// words base=10 length=6 k=100 plan=1 <nil>
	// shard: 0 shards; want 1..65536
	// shard: words param base = "ten"; want a whole number in plain decimal (no sign, no leading zero)
	// shard: words needs param base
	// shard: no search named "no such search"
}
