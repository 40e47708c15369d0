package minimax_test

import (
	"context"
	"fmt"
	"log"

	"github.com/go-puzzles/puzzles/minimax"
)

// takeaway is the subtraction game: a heap of sticks, each move takes 1, 2
// or 3, and taking the last stick wins. Its theory is known: a heap of a
// multiple of 4 is lost, the loser taking one stick at a time and the
// winner the rest of each 4; any other heap is won by taking the remainder.
type takeaway struct{}

func (takeaway) Moves(dst []int, n int) []int {
	for k := 1; k <= 3 && k <= n; k++ {
		dst = append(dst, k)
	}
	return dst
}

func (takeaway) Play(n, k int) int                { return n - k }
func (takeaway) Over(int) (minimax.Outcome, bool) { return minimax.Draw, false }

// known is takeaway with its theory as a Bound, exact, and a Hash.
type known struct{ takeaway }

func (known) Bound(n int) (lo, hi int) {
	if n%4 == 0 {
		v := -(minimax.WinScore - n/2) // lost in n/2 plies
		return v, v
	}
	v := minimax.WinScore - 1 - (n-n%4)/2 // won in 1 + (n-n%4)/2 plies
	return v, v
}

func (known) Hash(n int) uint64 { return uint64(n) }

// A Solver keeps its table between calls: the second solve finds what the
// first stored.
func ExampleSolver() {
	sv := minimax.NewSolver[int, int](takeaway{})
	a, err := sv.Solve(40)
	if err != nil {
		log.Fatal(err)
	}
	b, err := sv.Solve(40)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(a.Outcome, a.Plies, b.Outcome, b.Plies, b.Nodes < a.Nodes)
	// Output: Loss 20 Loss 20 true
}

func ExampleNewSolver() {
	sv := minimax.NewSolver[int, int](takeaway{}, minimax.MaxNodes(1_000_000))
	for _, n := range []int{5, 8, 13} {
		r, err := sv.Solve(n)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(n, r.Outcome, r.Plies, r.Line)
	}
	// Output:
	// 5 Win 3 [1 1 3]
	// 8 Loss 4 [1 3 1 3]
	// 13 Win 7 [1 1 3 1 3 1 3]
}

func ExampleSolver_Solve() {
	sv := minimax.NewSolver[int, int](takeaway{})
	r, err := sv.Solve(10)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Outcome, r.Plies, r.Best)
	// Output: Win 5 2
}

func ExampleSolver_SolveContext() {
	sv := minimax.NewSolver[int, int](takeaway{})
	ctx, cancel := context.WithCancel(context.Background())
	r, err := sv.SolveContext(ctx, 7)
	fmt.Println(r.Outcome, r.Plies, err)
	cancel()
	_, err = sv.SolveContext(ctx, 1_000_000)
	fmt.Println(err)
	// Output:
	// Win 3 <nil>
	// context canceled
}

// After Reset a Solver works as a new one: the same nodes again.
func ExampleSolver_Reset() {
	sv := minimax.NewSolver[int, int](known{})
	a, err := sv.Solve(30)
	if err != nil {
		log.Fatal(err)
	}
	sv.Reset()
	b, err := sv.Solve(30)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(a.Nodes == b.Nodes, a.Plies == b.Plies)
	// Output: true true
}

// With its exact Bound the game tells the engine each state's value: the
// engine only traces the line, trying a few moves per ply.
func ExampleBounder() {
	plain, err := minimax.Solve[int, int](takeaway{}, 30)
	if err != nil {
		log.Fatal(err)
	}
	bounded, err := minimax.Solve[int, int](known{}, 30)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(plain.Outcome, plain.Plies, bounded.Outcome, bounded.Plies)
	fmt.Println(plain.Nodes, bounded.Nodes)
	// Output:
	// Win 15 Win 15
	// 234 46
}

// A Hash gives the game an array table: the same results, found faster.
func ExampleHasher() {
	r, err := minimax.Solve[int, int](known{}, 21)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Outcome, r.Plies, r.Line)
	// Output: Win 11 [1 1 3 1 3 1 3 1 3 1 3]
}

// numbered is takeaway whose states are their own keys: distinct heaps,
// distinct numbers.
type numbered struct{ takeaway }

func (numbered) Key(n int) uint64 { return uint64(n) }

// A Key gives the game an array table of keys: the same results as with a
// map, found with less memory per state.
func ExampleKeyer() {
	plain, err := minimax.Solve[int, int](takeaway{}, 21)
	if err != nil {
		log.Fatal(err)
	}
	r, err := minimax.Solve[int, int](numbered{}, 21)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(plain.Outcome, plain.Plies, r.Outcome, r.Plies, r.Line)
	// Output: Win 11 Win 11 [1 1 3 1 3 1 3 1 3 1 3]
}

// ValueOnly skips the line: Best and Line stay zero.
func ExampleValueOnly() {
	r, _ := minimax.SolveContext[int, int](context.Background(), takeaway{}, 12, minimax.ValueOnly())
	fmt.Println(r.Outcome, r.Plies, r.Best, r.Line)
	// Output: Loss 6 0 []
}

// expanded is known with Expand, which does what its Over, Bound and Moves
// do in one call: a game whose hooks share work computes it once a state.
type expanded struct{ known }

func (g expanded) Expand(dst []int, n int) ([]int, int, int) {
	lo, hi := g.Bound(n)
	if lo < hi { // else the bounds decide n: no moves needed
		dst = g.Moves(dst, n)
	}
	return dst, lo, hi
}

// Expand gives the engine the same bounds and moves as the other hooks, in
// one call: the same results, with the same nodes.
func ExampleExpander() {
	a, err := minimax.Solve[int, int](known{}, 30)
	if err != nil {
		log.Fatal(err)
	}
	b, err := minimax.Solve[int, int](expanded{}, 30)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(a.Outcome, a.Plies, b.Outcome, b.Plies, a.Nodes == b.Nodes)
	// Output: Win 15 Win 15 true
}
