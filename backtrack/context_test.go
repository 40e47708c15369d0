package backtrack_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"pgregory.net/rapid"
)

// collectPaths returns the paths of seq, each copied.
func collectPaths[S any](seq func(func([]S) bool)) [][]S {
	var out [][]S
	for p := range seq {
		out = append(out, slices.Clone(p))
	}
	return out
}

// agreeContext fails t unless each Context form of s, run with a live
// context, gives what its plain form gives.
func agreeContext[S comparable](t interface {
	Helper()
	Fatalf(string, ...any)
}, s backtrack.Search[S]) {
	t.Helper()
	ctx := context.Background()
	if got, want := slices.Collect(s.AllContext(ctx)), slices.Collect(s.All()); !slices.Equal(got, want) {
		t.Fatalf("AllContext yields %v; All yields %v", got, want)
	}
	if got, want := collectPaths(s.PathsContext(ctx)), collectPaths(s.Paths()); !reflect.DeepEqual(got, want) {
		t.Fatalf("PathsContext yields %v; Paths yields %v", got, want)
	}
	want, ok := s.First()
	got, err := s.FirstContext(ctx)
	switch {
	case ok && (err != nil || got != want):
		t.Fatalf("FirstContext = %v, %v; First = %v, true", got, err, want)
	case !ok && (err != backtrack.ErrNoSolution || got != want):
		t.Fatalf("FirstContext = %v, %v; want the zero value and ErrNoSolution", got, err)
	}
	for _, n := range []int{1, 2, 3, 8, 64} {
		parts, err := s.SplitContext(ctx, n)
		want := s.Split(n)
		if err != nil || len(parts) != len(want) {
			t.Fatalf("SplitContext(%d) = %d parts, %v; Split makes %d", n, len(parts), err, len(want))
		}
		for i := range parts {
			if parts[i].Root != want[i].Root || (parts[i].Branch == nil) != (want[i].Branch == nil) {
				t.Fatalf("SplitContext(%d) part %d is %v; Split's is %v", n, i, parts[i].Root, want[i].Root)
			}
		}
	}
	for _, k := range []int{1, 3, 7} {
		for i := range k {
			sh, _ := s.Shard(i, k)
			if got, want := slices.Collect(sh.AllContext(ctx)), slices.Collect(sh.All()); !slices.Equal(got, want) {
				t.Fatalf("shard %d of %d: AllContext yields %v; All yields %v", i, k, got, want)
			}
		}
	}
}

func TestContextFormsAgree(t *testing.T) {
	leaf := backtrack.Search[int]{Root: 7, Accept: func(int) bool { return true }}
	barren := chain(50)
	barren.Accept = nil
	for name, s := range map[string]backtrack.Search[int]{
		"chain(0)":     chain(0),
		"chain(100)":   chain(100),
		"leaf":         leaf,
		"nil Accept":   barren,
		"nil Branch":   {Root: 3},
		"naturals<100": {Branch: chain(100).Branch, Accept: func(x int) bool { return x%7 == 0 }},
	} {
		t.Run(name, func(t *testing.T) { agreeContext(t, s) })
	}
	for n := range 9 {
		agreeContext(t, queensSearch(n))
	}
	agreeContext(t, rooksSearch(5))
}

func TestContextFormsAgreeOnRandomTrees(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { agreeContext(t, randomTree(t)) })
}

// A shuffled search's Context forms draw the same order from the same seed.
func TestContextFormsOfShuffled(t *testing.T) {
	shuffled := func() backtrack.Search[board] { return queensSearch(6).Shuffled(rand.New(rand.NewPCG(3, 4))) }
	if got, want := slices.Collect(shuffled().AllContext(context.Background())), slices.Collect(shuffled().All()); !slices.Equal(got, want) {
		t.Fatalf("AllContext yields %v; All yields %v", got, want)
	}
	got, err := shuffled().FirstContext(context.Background())
	if want, _ := shuffled().First(); err != nil || got != want {
		t.Fatalf("FirstContext = %v, %v; First = %v", got, err, want)
	}
}

// counted returns s with a count of its Branch calls.
func counted[S any](s backtrack.Search[S], calls *int) backtrack.Search[S] {
	branch := s.Branch
	s.Branch = func(dst []S, x S) []S { *calls++; return branch(dst, x) }
	return s
}

// Given a context that is done already, every Context form returns at once,
// without calling Branch.
func TestContextFormsCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	calls := 0
	s := counted(queensSearch(8), &calls)
	for range s.AllContext(ctx) {
		t.Fatal("AllContext yielded a state")
	}
	for range s.PathsContext(ctx) {
		t.Fatal("PathsContext yielded a path")
	}
	if b, err := s.FirstContext(ctx); b != (board{}) || err != context.Canceled {
		t.Fatalf("FirstContext = %v, %v; want the zero board and context.Canceled", b, err)
	}
	if parts, err := s.SplitContext(ctx, 8); parts != nil || err != context.Canceled {
		t.Fatalf("SplitContext = %d parts, %v; want nil, context.Canceled", len(parts), err)
	}
	sh, _ := s.Shard(0, 2)
	for range sh.AllContext(ctx) {
		t.Fatal("Shard.AllContext yielded a state")
	}
	if calls != 0 {
		t.Fatalf("Branch called %d times under a cancelled context", calls)
	}
}

// Cancelled in the loop's body, a Context iterator yields nothing more,
// though the walk looks at its context only every 4,096 nodes.
func TestContextIteratorsStopAtCancel(t *testing.T) {
	s := queensSearch(8)
	sh, _ := s.Shard(1, 2)
	for name, seq := range map[string]func(context.Context) func(func(board) bool){
		"AllContext": func(ctx context.Context) func(func(board) bool) { return s.AllContext(ctx) },
		"PathsContext": func(ctx context.Context) func(func(board) bool) {
			return func(yield func(board) bool) {
				for p := range s.PathsContext(ctx) {
					if !yield(p[len(p)-1]) {
						return
					}
				}
			}
		},
		"Shard.AllContext": func(ctx context.Context) func(func(board) bool) { return sh.AllContext(ctx) },
	} {
		ctx, cancel := context.WithCancel(context.Background())
		n := 0
		for range seq(ctx) {
			n++
			if n == 3 {
				cancel()
			}
		}
		cancel()
		if n != 3 || ctx.Err() != context.Canceled {
			t.Errorf("%s cancelled at the third state: %d states, then ctx.Err() = %v", name, n, ctx.Err())
		}
	}
}

// slowly returns s with a Branch that takes a while, so that a call
// cancelled after a delay is cancelled in the middle of its work.
func slowly[S any](s backtrack.Search[S]) backtrack.Search[S] {
	branch := s.Branch
	var sink uint64
	s.Branch = func(dst []S, x S) []S {
		for i := range uint64(2000) {
			sink = sink*31 + i
		}
		_ = sink
		return branch(dst, x)
	}
	return s
}

// Cancelled in the middle of their work, the Context forms return soon.
func TestContextFormsCancelLatency(t *testing.T) {
	s := queensSearch(16) // about 10^8 nodes
	barren := s
	barren.Accept = nil // no solution: FirstContext walks the whole tree
	sh, _ := s.Shard(1, 3)
	delays := []time.Duration{0, time.Millisecond, 50 * time.Millisecond}
	for name, call := range map[string]func(ctx context.Context) error{
		"AllContext": func(ctx context.Context) error {
			for range s.AllContext(ctx) {
			}
			return ctx.Err()
		},
		"PathsContext": func(ctx context.Context) error {
			for range s.PathsContext(ctx) {
			}
			return ctx.Err()
		},
		"FirstContext": func(ctx context.Context) error {
			b, err := barren.FirstContext(ctx)
			if b != (board{}) {
				t.Errorf("cancelled FirstContext = %v, %v; want the zero board", b, err)
			}
			return err
		},
		"SplitContext": func(ctx context.Context) error {
			parts, err := slowly(s).SplitContext(ctx, 1<<30)
			if parts != nil {
				t.Errorf("cancelled SplitContext = %d parts, %v; want none", len(parts), err)
			}
			return err
		},
		"Shard.AllContext": func(ctx context.Context) error {
			for range sh.AllContext(ctx) {
			}
			return ctx.Err()
		},
	} {
		t.Run(name, func(t *testing.T) { testutil.CancelLatency(t, call, delays...) })
	}
}

func TestFirstContextNoSolution(t *testing.T) {
	_, err := queensSearch(3).FirstContext(context.Background())
	if !errors.Is(err, backtrack.ErrNoSolution) {
		t.Fatalf("FirstContext(3-queens) error %v; want ErrNoSolution", err)
	}
}
