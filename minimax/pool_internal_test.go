package minimax

import (
	"context"
	"fmt"
	"reflect"
	"sync"
	"testing"
)

// heaps is two-heap Nim where a move takes 1 to take from a heap and the
// player who cannot move loses: small, with many transpositions, and a
// parameter, so that games of one type differ.
type heaps struct{ take int8 }

type twoHeaps struct{ a, b int8 }

func (g heaps) Moves(dst []int8, s twoHeaps) []int8 {
	for m := int8(1); m <= g.take; m++ {
		if s.a >= m {
			dst = append(dst, m)
		}
		if s.b >= m {
			dst = append(dst, -m)
		}
	}
	return dst
}

func (heaps) Play(s twoHeaps, m int8) twoHeaps {
	if m > 0 {
		s.a -= m
	} else {
		s.b += m
	}
	return s
}

func (heaps) Over(twoHeaps) (Outcome, bool) { return Draw, false }

// poolJob is a call of SolveContext or LookaheadContext.
type poolJob struct {
	g     heaps
	s     twoHeaps
	depth int // 0: solve
	opts  []Option
}

// poolJobs varies the game, the state, the depth and the options.
func poolJobs(depths []int) []poolJob {
	var jobs []poolJob
	for take := int8(1); take <= 3; take++ {
		for a := int8(0); a <= 7; a += 3 {
			for b := int8(1); b <= 8; b += 3 {
				for _, depth := range depths {
					for _, opts := range [][]Option{nil, {TableSize(4)}, {MaxNodes(40)}, {ValueOnly()}} {
						jobs = append(jobs, poolJob{heaps{take}, twoHeaps{a, b}, depth, opts})
					}
				}
			}
		}
	}
	return jobs
}

// run makes the call of j on e, or on a borrowed engine if e is nil, and
// returns its result and error.
func (j poolJob) run(e runner[twoHeaps, int8]) (any, error) {
	ctx := context.Background()
	eval := func(s twoHeaps) int { return int(s.a) - int(s.b) }
	switch {
	case e == nil && j.depth == 0:
		return SolveContext(ctx, j.g, j.s, j.opts...)
	case e == nil:
		return LookaheadContext(ctx, j.g, j.s, j.depth, eval, j.opts...)
	case j.depth == 0:
		var r Result[int8]
		v, line, nodes, err := e.run(ctx, j.s)
		r.set(v, line, nodes, err)
		return r, err
	}
	return e.search(j.s, j.depth, eval)
}

// A call on a game with a map table may reuse the memory of an earlier one,
// on any goroutine; it must find what a new engine finds, with the same
// node count, whatever the earlier call's game and options.
func TestPoolReusesNothingVisible(t *testing.T) {
	jobs := poolJobs([]int{0, 1, 4, 9})
	type answer struct {
		r   any
		err error
	}
	want := make([]answer, len(jobs))
	for i, j := range jobs {
		r, err := j.run(newEngine(context.Background(), Game[twoHeaps, int8](j.g), configure(j.opts)))
		want[i] = answer{r, err}
	}
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 3 {
				for k := range jobs {
					i := (k*7 + w + round) % len(jobs) // each goroutine in its own order
					r, err := jobs[i].run(nil)
					if got := (answer{r, err}); !reflect.DeepEqual(got, want[i]) {
						errs <- fmt.Errorf("job %d (%+v): got %+v, want %+v", i, jobs[i], got, want[i])
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
