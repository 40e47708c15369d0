package builtin_test

import (
	"context"
	"fmt"

	"github.com/go-puzzles/puzzles/shard"
	_ "github.com/go-puzzles/puzzles/shard/builtin" // registers queens, knight, regions and sevenseg
)

// A program opts in with a blank import; then its jobs can name the
// library's searches, and list their params.
func Example() {
	fmt.Println(shard.Searches())
	params, _ := shard.Params("queens")
	for _, p := range params {
		fmt.Println(p)
	}
	job, err := shard.NewJob("queens", map[string]string{"n": "8"}, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	var results []shard.Result
	for i := range job.K {
		r, _ := job.Run(context.Background(), i)
		results = append(results, r)
	}
	fmt.Println(shard.Sum(results))
	// Output:
	// [knight queens regions sevenseg]
	// n: the board's size (0..64; required)
	// rule: the rule of the pieces (rooks, classic or notouch; default classic)
	// 92 <nil>
}
