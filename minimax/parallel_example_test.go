package minimax_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/minimax"
)

// takeaway8 is the game of taking 1 to 3 sticks from a heap of n, where the
// player who takes the last stick wins; Key tells the heaps apart.
type takeaway8 struct{}

func (takeaway8) Moves(dst []int8, n int) []int8 {
	for k := int8(1); k <= 3 && int(k) <= n; k++ {
		dst = append(dst, k)
	}
	return dst
}

func (takeaway8) Play(n int, k int8) int             { return n - int(k) }
func (takeaway8) Over(n int) (minimax.Outcome, bool) { return minimax.Loss, n == 0 }
func (takeaway8) Key(n int) uint64                   { return uint64(n) }

// Two workers solve a heap of 100,001 sticks, long enough for the second
// to join the first: the value is the one a single worker finds, and so is
// the first move here, the only one that wins.
func ExampleWorkers() {
	r, err := minimax.Solve(takeaway8{}, 100_001, minimax.Workers(2))
	fmt.Println(r.Outcome, r.Plies, r.Best, err)
	// Output: Win 50001 1 <nil>
}
