package regions_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// Grow's boards validate and have the placement among their solutions.
func TestGrow(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(regions.MinN, regions.MaxN).Draw(t, "n")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		p, _ := queens.Random(n, queens.NoTouch, rng)
		b, err := regions.Grow(p, rng)
		if err != nil || b.Validate() != nil || !isSolution(b, p) {
			t.Fatalf("Grow(%v): %v, %v\n%s", p, err, b.Validate(), b)
		}
	})
	for _, p := range []queens.Placement{{0, 1, 2, 3}, {1, 3}, {0, 2, 4, 1, 3, 5, 7, 9, 11, 6, 8, 10, 12, 14, 16, 18, 20, 13, 15, 17, 19}} {
		if _, err := regions.Grow(p, rand.New(rand.NewPCG(1, 2))); err == nil {
			t.Errorf("Grow(%v) gave no error", p)
		}
	}
}

// Generate's puzzles validate and have exactly one solution, the one it
// reports; the same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(regions.MinN, 12).Draw(t, "n")
		seed := rapid.Uint64().Draw(t, "seed")
		pz, err := regions.Generate(n, rand.New(rand.NewPCG(seed, 3)))
		if err != nil {
			t.Fatal(err)
		}
		if pz.Board.Validate() != nil || !isSolution(pz.Board, pz.Solution) {
			t.Fatalf("bad puzzle\n%s%v", pz.Board, pz.Solution)
		}
		var sols []queens.Placement
		for p := range regions.Solutions(pz.Board) {
			sols = append(sols, p)
		}
		if len(sols) != 1 || !slices.Equal(sols[0], pz.Solution) {
			t.Fatalf("%d solutions\n%s", len(sols), pz.Board)
		}
		if _, err := regions.Grade(pz.Board); err != nil {
			t.Fatalf("the rules cannot solve\n%s: %v", pz.Board, err)
		}
		again, _ := regions.Generate(n, rand.New(rand.NewPCG(seed, 3)))
		if again.Board.String() != pz.Board.String() || !slices.Equal(again.Solution, pz.Solution) {
			t.Fatal("same seed, different puzzle")
		}
	})
}

// A Level as an option gets that level, on small boards and on large ones,
// where Easy puzzles are rare unless Generate steers towards them.
func TestGenerateLevel(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 5))
	for _, n := range []int{5, 10, 14} {
		for _, l := range []regions.Level{regions.Easy, regions.Medium, regions.Hard, regions.Expert} {
			pz, err := regions.Generate(n, rng, l)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := regions.Grade(pz.Board); err != nil || got != l || mustCount(pz.Board, 0) != 1 {
				t.Errorf("n=%d: asked for %v, got %v, %v", n, l, got, err)
			}
		}
	}
	for _, c := range []struct {
		n    int
		opts []regions.Option
		want string
	}{
		{3, nil, "regions: board size 3 out of range 4..20"},
		{21, nil, "regions: board size 21 out of range 4..20"},
		{8, []regions.Option{regions.Level(9)}, "regions: unknown level 9"},
		{8, []regions.Option{regions.Level(-1)}, "regions: unknown level -1"},
		{8, []regions.Option{regions.Tries(0)}, "regions: no 8×8 puzzle within 0 tries: backtrack: budget exhausted"},
		{8, []regions.Option{regions.Tries(-5)}, "regions: no 8×8 puzzle within 0 tries: backtrack: budget exhausted"},
		{8, []regions.Option{regions.Level(0), regions.Tries(0)}, "regions: no 8×8 puzzle within 0 tries: backtrack: budget exhausted"},
		{8, []regions.Option{regions.Easy, regions.Hard, regions.Tries(9), regions.Tries(0)}, "regions: no 8×8 hard puzzle within 0 tries: backtrack: budget exhausted"},
		{8, []regions.Option{regions.Hard, regions.Tries(0)}, "regions: no 8×8 hard puzzle within 0 tries: backtrack: budget exhausted"},
		{4, []regions.Option{regions.Expert, regions.Tries(3)}, "regions: no 4×4 expert puzzle within 3 tries: backtrack: budget exhausted"},
	} {
		_, err := regions.Generate(c.n, rng, c.opts...)
		if err == nil || err.Error() != c.want {
			t.Errorf("Generate(%d) error = %v, want %q", c.n, err, c.want)
		}
		if budget := strings.Contains(c.want, "tries"); errors.Is(err, backtrack.ErrBudget) != budget {
			t.Errorf("Generate(%d): errors.Is(%v, backtrack.ErrBudget) = %v, want %v", c.n, err, !budget, budget)
		}
	}
}

// Options print as they are written.
func TestOptionString(t *testing.T) {
	for _, c := range []struct {
		o    regions.Option
		want string
	}{
		{regions.Hard, "hard"},
		{regions.Level(0), "Level(0)"},
		{regions.Tries(500), "regions.Tries(500)"},
		{regions.Tries(-5), "regions.Tries(0)"},
	} {
		if got := fmt.Sprint(c.o); got != c.want {
			t.Errorf("fmt.Sprint(%#v) = %q, want %q", c.o, got, c.want)
		}
	}
}

// Explain's steps place the queens of the only solution.
func TestExplainFindsSolution(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pz := regionstest.Puzzle(regions.MinN, 14).Draw(t, "puzzle")
		steps, err := regions.Explain(pz.Board)
		if err != nil {
			t.Fatalf("Generate made a puzzle the rules cannot solve: %v\n%s", err, pz.Board)
		}
		checkSteps(t, steps, pz.Solution)
	})
}

// Generate and Grow check their arguments at the door.
func TestGenerateMisuse(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		f    func()
		want string
	}{
		{func() { regions.Generate(8, nil) }, "regions: nil *rand.Rand"},
		{func() { regions.Generate(8, rng, regions.Tries(3), nil) }, "regions: nil Option"},
		{func() { regions.GenerateContext(noContext, 8, rng) }, "regions: nil Context"},
		{func() { regions.GradeContext(noContext, &regions.Board{}) }, "regions: nil Context"},
		{func() { regions.ExplainContext(noContext, &regions.Board{}) }, "regions: nil Context"},
		{func() { regions.Grow(queens.Placement{1, 3, 0, 2}, nil) }, "regions: nil *rand.Rand"},
	} {
		func() {
			defer func() {
				if r := recover(); r != c.want {
					t.Errorf("recovered %v, want %q", r, c.want)
				}
			}()
			c.f()
		}()
	}
}

// GenerateContext stops soon after a cancel, in the middle of making one
// puzzle after another: on 4×4 boards, asked for a level they seldom or
// never have, and on 20×20 boards.
func TestGenerateCancel(t *testing.T) {
	for _, n := range []int{regions.MinN, regions.MaxN} {
		rng := rand.New(rand.NewPCG(1, 2))
		testutil.CancelLatency(t, func(ctx context.Context) error {
			for {
				pz, err := regions.GenerateContext(ctx, n, rng, regions.Expert, regions.Tries(1<<40))
				if err != nil {
					if pz.Board != nil {
						t.Errorf("a puzzle and error %v", err)
					}
					return err
				}
			}
		}, 50*time.Millisecond)
	}
}

// GradeContext and ExplainContext stop soon after a cancel, on 20×20 boards
// on which the rules try every probe before they get stuck.
func TestGradeCancel(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var boards []*regions.Board
	for range 10 {
		p, _ := queens.Random(regions.MaxN, queens.NoTouch, rng)
		b, _ := regions.Grow(p, rng)
		boards = append(boards, b)
	}
	for _, f := range []func(context.Context, *regions.Board) error{
		func(ctx context.Context, b *regions.Board) error { _, err := regions.GradeContext(ctx, b); return err },
		func(ctx context.Context, b *regions.Board) error {
			_, err := regions.ExplainContext(ctx, b)
			return err
		},
	} {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			for {
				for _, b := range boards {
					if err := f(ctx, b); err == context.Canceled {
						return err
					}
				}
			}
		}, 50*time.Millisecond)
	}
}

// checkSteps checks that steps place exactly the queens of sol and never
// rule out one of its cells.
func checkSteps(t interface{ Fatalf(string, ...any) }, steps []regions.Step, sol queens.Placement) {
	got := make(queens.Placement, len(sol))
	for i := range got {
		got[i] = -1
	}
	for _, st := range steps {
		for _, c := range st.Cleared {
			if sol[c.Row] == c.Col {
				t.Fatalf("%v rules out %v, a queen of the solution (%s)", st.Deduction, c, st.Why)
			}
		}
		for _, c := range st.Queens {
			got[c.Row] = c.Col
		}
	}
	if !slices.Equal(got, sol) {
		t.Fatalf("steps place %v, solution %v", got, sol)
	}
}

// benchmarkGenerate times Generate on n×n boards and reports the median
// time of a puzzle beside the mean, since a few puzzles take many tries.
func benchmarkGenerate(b *testing.B, n int, opts ...regions.Option) {
	rng := rand.New(rand.NewPCG(1, 2))
	var times []time.Duration
	b.ReportAllocs()
	for b.Loop() {
		start := time.Now()
		if _, err := regions.Generate(n, rng, opts...); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "median-ns")
}

func BenchmarkGenerate_8(b *testing.B)  { benchmarkGenerate(b, 8) }
func BenchmarkGenerate_10(b *testing.B) { benchmarkGenerate(b, 10) }
func BenchmarkGenerate_11(b *testing.B) { benchmarkGenerate(b, 11) }
func BenchmarkGenerate_12(b *testing.B) { benchmarkGenerate(b, 12) }
func BenchmarkGenerate_16(b *testing.B) { benchmarkGenerate(b, 16) }
func BenchmarkGenerate_20(b *testing.B) { benchmarkGenerate(b, 20) }

// Asking for a level costs the tries that grade at other levels.
func BenchmarkGenerateDifficulty_11(b *testing.B) { benchmarkDifficulty(b, 11) }
func BenchmarkGenerateDifficulty_16(b *testing.B) { benchmarkDifficulty(b, 16) }
func BenchmarkGenerateDifficulty_20(b *testing.B) { benchmarkDifficulty(b, 20) }

func benchmarkDifficulty(b *testing.B, n int) {
	for _, l := range []regions.Level{regions.Easy, regions.Medium, regions.Hard, regions.Expert} {
		b.Run(l.String(), func(b *testing.B) { benchmarkGenerate(b, n, l) })
	}
}
