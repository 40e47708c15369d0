package regions_test

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// isSolution checks p against the rules as written: a NoTouch placement
// with one queen per region.
func isSolution(b *regions.Board, p queens.Placement) bool {
	if len(p) != b.N() || !p.Valid(queens.NoTouch) {
		return false
	}
	seen := map[int]bool{}
	for r, c := range p {
		seen[b.Region(r, c)] = true
	}
	return len(seen) == b.N()
}

// striped returns the n×n board whose regions are its rows, or its columns.
func striped(n int, byColumn bool) *regions.Board {
	var sb strings.Builder
	for r := range n {
		for c := range n {
			g := r
			if byColumn {
				g = c
			}
			sb.WriteByte(byte('A' + g))
		}
		sb.WriteByte('\n')
	}
	b, err := regions.Parse(sb.String())
	if err != nil {
		panic(err)
	}
	return b
}

// A board whose regions are its rows or its columns has the NoTouch
// placements as solutions (A002464).
func TestStripedBoards(t *testing.T) {
	for n := regions.MinN; n <= 10; n++ {
		want, _ := queens.Count(n, queens.NoTouch)
		for _, byColumn := range []bool{false, true} {
			if got := mustCount(striped(n, byColumn), 0); got != want {
				t.Errorf("n=%d, by column %v: %d solutions, want %d", n, byColumn, got, want)
			}
		}
	}
}

// Solutions yields valid, distinct solutions, as many as Count and a plain
// row-by-row count find, and Count with a limit stops there.
func TestSolutions(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := regionstest.Board(regions.MinN, 9).Draw(t, "board")
		var all []string
		for q := range regions.Solutions(b) {
			if !isSolution(b, q) {
				t.Fatalf("invalid solution %v", q)
			}
			all = append(all, q.Columns())
		}
		slices.Sort(all)
		if len(all) == 0 || len(slices.Compact(all)) != len(all) {
			t.Fatalf("%d solutions, or some repeat", len(all))
		}
		k := int64(len(all))
		if got := mustCount(b, 0); got != k {
			t.Fatalf("Count = %d, Solutions yields %d", got, k)
		}
		if got := rowByRow(b); got != k {
			t.Fatalf("row by row: %d, Solutions yields %d", got, k)
		}
		limit := rapid.Int64Range(-1, k+1).Draw(t, "limit")
		want := k
		if limit > 0 {
			want = min(limit, k)
		}
		if got := mustCount(b, limit); got != want {
			t.Fatalf("Count(b, %d) = %d of %d", limit, got, k)
		}
	})
}

// noContext is a nil context.Context, the programming error the context
// forms catch.
var noContext context.Context

// On any board, regions in pieces or not, the solver counts what a plain
// row-by-row counter counts.
func TestCountAnyBoard(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(regions.MinN, 8).Draw(t, "n")
		cells := rapid.SliceOfN(rapid.IntRange(0, n-1), n*n, n*n).Draw(t, "regions")
		at := rapid.SliceOfNDistinct(rapid.IntRange(0, n*n-1), n, n, rapid.ID).Draw(t, "seats")
		for g, i := range at {
			cells[i] = g // every region has a cell
		}
		var sb strings.Builder
		for i, g := range cells {
			sb.WriteByte(byte('A' + g))
			if i%n == n-1 {
				sb.WriteByte('\n')
			}
		}
		b, err := regions.Parse(sb.String())
		if err != nil {
			t.Fatal(err)
		}
		if got, want := mustCount(b, 0), rowByRow(b); got != want {
			t.Fatalf("Count = %d, row by row %d\n%s", got, want, b)
		}
	})
}

// Every context form panics on a nil Context, at the call.
func TestNilContext(t *testing.T) {
	b := striped(4, false)
	for name, f := range map[string]func(){
		"CountContext":     func() { regions.CountContext(noContext, b, 0) },
		"SolutionsContext": func() { regions.SolutionsContext(noContext, b) },
		"GenerateContext":  func() { regions.GenerateContext(noContext, 8, nil) },
	} {
		func() {
			defer func() {
				if r := recover(); r != "regions: nil Context" {
					t.Errorf("%s(nil): recovered %v", name, r)
				}
			}()
			f()
		}()
	}
}

// The context forms stop soon after a cancel on the largest board with the
// most solutions, which no count finishes.
func TestCancel(t *testing.T) {
	b := striped(regions.MaxN, true)
	t.Run("CountContext", func(t *testing.T) {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			k, err := regions.CountContext(ctx, b, 0)
			if k != 0 {
				t.Errorf("count %d after cancel", k)
			}
			return err
		}, 50*time.Millisecond)
	})
	t.Run("CountContextLimit", func(t *testing.T) {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			_, err := regions.CountContext(ctx, b, 1<<62)
			return err
		}, 50*time.Millisecond)
	})
	t.Run("SolutionsContext", func(t *testing.T) {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			for range regions.SolutionsContext(ctx, b) {
			}
			return ctx.Err()
		}, 50*time.Millisecond)
	})
}

// On every size the package accepts, the context forms given a done context
// return at once with its error and yield nothing, even on boards they would
// finish in a few nodes.
func TestCancelledEverySize(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for n := regions.MinN; n <= regions.MaxN; n++ {
		b := striped(n, true)
		for _, limit := range []int64{0, 1, 1 << 40} {
			if k, err := regions.CountContext(ctx, b, limit); k != 0 || err != context.Canceled {
				t.Errorf("n=%d: CountContext(limit %d) = %d, %v", n, limit, k, err)
			}
		}
		for p := range regions.SolutionsContext(ctx, b) {
			t.Errorf("n=%d: SolutionsContext yields %v", n, p)
		}
		if k, err := regions.CountShardContext(ctx, b, 0, 1); k != 0 || err != context.Canceled {
			t.Errorf("n=%d: CountShardContext = %d, %v", n, k, err)
		}
	}
}

// Breaking out of Solutions stops the search: the loop gets exactly the
// solutions it asked for, and the call returns although the search could
// run for ages (a hang fails the test after 2 s).
func TestSolutionsBreak(t *testing.T) {
	for _, n := range []int{regions.MinN, 12, regions.MaxN} {
		b := striped(n, true)
		for _, want := range []int{1, 2, 1000} {
			done := make(chan int, 1)
			go func() {
				k := 0
				for range regions.Solutions(b) {
					k++
					if k == want {
						break
					}
				}
				done <- k
			}()
			select {
			case k := <-done:
				if n == regions.MinN {
					want = min(want, 2) // the 4×4 board has two solutions
				}
				if k != want {
					t.Errorf("n=%d: %d solutions before the break at %d", n, k, want)
				}
			case <-time.After(2 * time.Second):
				t.Fatalf("n=%d: Solutions still running 2 s after a break", n)
			}
		}
	}
}

// Cancelling a count that would not finish returns soon on every size from
// 12, where the count of the column board takes over a second.
func TestCancelMidSizes(t *testing.T) {
	for _, n := range []int{12, 14, 16, 18} {
		b := striped(n, true)
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			testutil.CancelLatency(t, func(ctx context.Context) error {
				_, err := regions.CountContext(ctx, b, 0)
				return err
			}, 50*time.Millisecond)
		})
	}
}

// mustCount is regions.Count for a board that must count: it panics on an
// error, which fails the test or benchmark that called it.
func mustCount(b *regions.Board, limit int64) int64 {
	n, err := regions.Count(b, limit)
	if err != nil {
		panic(err)
	}
	return n
}
