package builtin_test

import (
	"context"
	"fmt"

	"github.com/go-puzzles/puzzles/shard"
	_ "github.com/go-puzzles/puzzles/shard/builtin" // registers queens, knight, regions and sevenseg
)

// A program opts in with a blank import; then its jobs can name the
// library's searches, and each worker runs one shard.
func Example() {
	fmt.Println(shard.Searches())
	job, err := shard.NewJob("knight", map[string]string{"rows": "5", "cols": "5"}, 3)
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
	// 864 <nil>
}
