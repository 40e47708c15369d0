package minimax

import (
	"context"
	"reflect"
	"sync"
	"testing"
)

// heaps is two-heap Nim where a move takes one or two from a heap and the
// player who cannot move loses: small, with many transpositions.
type heaps struct{}

type twoHeaps struct{ a, b int8 }

func (heaps) Moves(dst []int8, s twoHeaps) []int8 {
	for m := int8(1); m <= 2; m++ {
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

// A call of SearchContext on a game with a map table may reuse the memory
// of an earlier one, on any goroutine; it must find what a new engine
// finds, with the same node count, whatever the earlier call's options.
func TestSearchReusesNothingVisible(t *testing.T) {
	eval := func(s twoHeaps) int { return int(s.a) - int(s.b) }
	type job struct {
		s     twoHeaps
		depth int
		opts  []Option
	}
	var jobs []job
	for a := int8(0); a <= 7; a += 2 {
		for b := int8(1); b <= 8; b += 3 {
			for _, depth := range []int{1, 4, 9} {
				for _, opts := range [][]Option{nil, {TableSize(4)}, {MaxNodes(40)}} {
					jobs = append(jobs, job{twoHeaps{a, b}, depth, opts})
				}
			}
		}
	}
	type answer struct {
		est Estimate[int8]
		err error
	}
	want := make([]answer, len(jobs))
	for i, j := range jobs {
		e := newEngine(context.Background(), Game[twoHeaps, int8](heaps{}), configure(j.opts))
		est, err := e.search(j.s, j.depth, eval)
		want[i] = answer{est, err}
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 3 {
				for k := range jobs {
					i := (k*5 + w + round) % len(jobs)
					j := jobs[i]
					est, err := SearchContext(context.Background(), heaps{}, j.s, j.depth, eval, j.opts...)
					if got := (answer{est, err}); !reflect.DeepEqual(got, want[i]) {
						t.Errorf("job %d (%+v): got %+v, want %+v", i, j, got, want[i])
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}
