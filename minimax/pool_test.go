package minimax_test

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// A call of SolveContext on a game with a map table may reuse the memory of
// an earlier one, on any goroutine; it must find what a new engine finds,
// with the same node count, whatever the earlier call's game and options.
func TestSolveReusesNothingVisible(t *testing.T) {
	type job struct {
		g    minimax.Game[node, int]
		s    node
		opts []minimax.Option
	}
	var jobs []job
	for w := 2; w <= 3; w++ {
		for d := 1; d <= 7; d++ {
			for _, opts := range [][]minimax.Option{nil, {minimax.TableSize(8)}, {minimax.ValueOnly()}, {minimax.MaxNodes(50)}} {
				jobs = append(jobs, job{tree{Width: w, Depth: d}, node{h: uint64(w*10 + d)}, opts})
			}
		}
	}
	type answer struct {
		r   minimax.Result[int]
		err error
	}
	want := make([]answer, len(jobs))
	for i, j := range jobs {
		// A Solver has an engine of its own, never a pooled one.
		r, err := minimax.NewSolver(j.g, j.opts...).SolveContext(context.Background(), j.s)
		want[i] = answer{r, err}
	}
	same := func(a, b answer) bool {
		return a.err == b.err && a.r.Outcome == b.r.Outcome && a.r.Plies == b.r.Plies &&
			a.r.Best == b.r.Best && slices.Equal(a.r.Line, b.r.Line) && a.r.Nodes == b.r.Nodes
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 3 {
				for k := range jobs {
					i := (k*7 + w + round) % len(jobs) // each goroutine in its own order
					j := jobs[i]
					r, err := minimax.SolveContext(context.Background(), j.g, j.s, j.opts...)
					if got := (answer{r, err}); !same(got, want[i]) {
						t.Errorf("job %d (%+v): got %+v, want %+v", i, j.g, got, want[i])
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}
