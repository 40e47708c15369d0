package knight_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/internal/cores"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/knight"
)

// Published counts of undirected tours. Open counts are half the directed
// counts of OEIS A165134 (1728 on 5×5, 6,637,920 on 6×6) and of Löbbing and
// Wegener's rectangular tables; closed ones are OEIS A001230 (6×6) and
// Knuth's table of closed tours (3×10: 16, 3×12: 176, 5×6: 8, 5×8: 44,202).
var counts = []knownCount{
	{1, 1, false, 1, false},
	{1, 1, true, 0, false},
	{2, 3, false, 0, false},
	{3, 3, false, 0, false},
	{3, 4, false, 8, false},
	{3, 4, true, 0, false},
	{4, 4, false, 0, false},
	{4, 5, false, 82, false},
	{3, 10, true, 16, false},
	{3, 12, true, 176, false},
	{5, 5, false, 864, false},
	{5, 5, true, 0, false},
	{5, 6, true, 8, false},
	{6, 6, true, 9862, false},
	{5, 8, true, 44202, true},
	{6, 6, false, 3318960, true},
}

// Published counts of long boards, which Count takes by frontier. Closed:
// Knuth's tables of closed tours of 3×n and 5×n boards (OEIS A383660 and
// A383661, the terms for whole boards; 3×40 from the geometrically distinct
// tours, OEIS A169769, and the symmetric ones, A169768: 4a - 2s) and OEIS
// A175881 (6×n). Open: OEIS
// A390833 (Luschny's table of Hamiltonian paths), and four times the
// geometrically distinct open tours of 4×n boards of even length (OEIS
// A328341, none symmetric).
var longCounts = []knownCount{
	{3, 14, true, 1536, false},
	{3, 16, true, 15424, false},
	{3, 20, true, 1448416, false},
	{3, 24, true, 136947616, false},
	{3, 30, true, 126169362176, false},
	{3, 40, true, 11010065269439104, false},
	{3, 8, false, 396, false},
	{3, 11, false, 10672, false},
	{3, 12, false, 57248, false},
	{4, 9, false, 189688, false},
	{4, 10, false, 1213112, true},
	{4, 20, false, 20241304810488, true},
	{4, 26, false, 292981836913356456, true},
	{5, 10, true, 13311268, true},
	{5, 12, true, 4557702762, true},
	{5, 14, true, 1495135512514, true},
	{5, 8, false, 18061054, true},
	{6, 7, true, 1067638, true},
	{6, 8, true, 55488142, true},
	{6, 10, true, 239187240144, true},
	{6, 14, true, 4005716717182224826, true},
}

func TestCountLong(t *testing.T) { checkCounts(t, longCounts) }

// A count that exceeds int64 is an error, not a wrong answer; the largest
// count of 6×n closed tours that fits (6×14) needs no error.
func TestCountOverflow(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		closed     bool
	}{{3, 100, true}, {3, 1000, false}} {
		n, err := knight.Count(c.rows, c.cols, kind(c.closed)...)
		if n != 0 || !errors.Is(err, knight.ErrOverflow) || !strings.Contains(err.Error(), "exceeds int64") {
			t.Errorf("Count(%d, %d, closed %v) = %d, %v; want 0 and an overflow error", c.rows, c.cols, c.closed, n, err)
		}
	}
}

func kind(closed bool) []knight.Option {
	if closed {
		return []knight.Option{knight.ClosedTours()}
	}
	return nil
}

func TestCountKnown(t *testing.T) { checkCounts(t, counts) }

// A knownCount is a published count; slow ones are skipped under -short.
type knownCount struct {
	rows, cols int
	closed     bool
	want       int64
	slow       bool
}

// checkCounts checks Count on each board of table and on its transpose.
func checkCounts(t *testing.T, table []knownCount) {
	for _, c := range table {
		if c.slow && testing.Short() {
			continue
		}
		got, err := knight.Count(c.rows, c.cols, kind(c.closed)...)
		if err != nil || got != c.want {
			t.Errorf("Count(%d, %d, closed %v) = %d, %v; want %d", c.rows, c.cols, c.closed, got, err, c.want)
		}
		if got2, _ := knight.Count(c.cols, c.rows, kind(c.closed)...); got2 != got {
			t.Errorf("Count(%d, %d, closed %v) = %d, but %d transposed", c.rows, c.cols, c.closed, got, got2)
		}
	}
}

func TestCountBadSizes(t *testing.T) {
	for _, rc := range [][2]int{{0, 5}, {5, -1}, {8, 9}, {7, 10}, {7, 11}, {10, 10}, {1 << 40, 1 << 40}, {1 << 62, 4}, {3, 1 << 21}} {
		if _, err := knight.Count(rc[0], rc[1]); err == nil {
			t.Errorf("Count(%d, %d): no error", rc[0], rc[1])
		}
	}
}

// Boards without a tour of the kind asked answer 0 at once, where a search
// would take seconds (5×9 and 4×12 closed) or days (7×9 closed).
func TestCountNoTourAtOnce(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		closed     bool
	}{{5, 9, true}, {4, 12, true}, {4, 16, true}, {7, 9, true}, {3, 6, false}, {4, 4, false}, {2, 32, false}} {
		within(t, "Count", func() {
			if n, err := knight.Count(c.rows, c.cols, kind(c.closed)...); n != 0 || err != nil {
				t.Errorf("Count(%d, %d, closed %v) = %d, %v; want 0", c.rows, c.cols, c.closed, n, err)
			}
		})
	}
}

func TestCountContextCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if n, err := knight.CountContext(ctx, 6, 6); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("CountContext = %d, %v; want 0, context.Canceled", n, err)
	}
}

// CountContext returns soon after its context is cancelled, at any moment of
// a count that would take days (7×7 open, 8×8 closed), with its workers
// stopped.
func TestCountContextLatency(t *testing.T) {
	testutil.CancelLatency(t, func(ctx context.Context) error {
		n, err := knight.CountContext(ctx, 7, 7)
		if n != 0 {
			t.Errorf("CountContext(7, 7) = %d, %v; want 0", n, err)
		}
		return err
	}, delays...)
	testutil.CancelLatency(t, func(ctx context.Context) error {
		n, err := knight.CountContext(ctx, 8, 8, knight.ClosedTours())
		if n != 0 {
			t.Errorf("CountContext(8, 8, ClosedTours()) = %d, %v; want 0", n, err)
		}
		return err
	}, delays...)
	testutil.CancelLatency(t, func(ctx context.Context) error { // by frontier, minutes
		n, err := knight.CountContext(ctx, 6, 12, knight.ClosedTours())
		if n != 0 {
			t.Errorf("CountContext(6, 12, ClosedTours()) = %d, %v; want 0", n, err)
		}
		return err
	}, delays...)
}

func TestCountNilArguments(t *testing.T) {
	var nilCtx context.Context
	mustPanic(t, "knight: nil Context", func() { knight.CountContext(nilCtx, 5, 5) })
	mustPanic(t, "knight: nil Option", func() { knight.Count(5, 5, nil) })
}

// Counts by frontier, whose steps split over the cores past a few thousand
// states, are the same on one core and on two (and within the package,
// TestFrontierWorkers splits them from the first state).
func TestCountFrontierGOMAXPROCS(t *testing.T) {
	boards := [][3]int{{4, 20, 0}, {3, 40, 1}}
	if !testing.Short() {
		boards = append(boards, [3]int{6, 7, 1}, [3]int{5, 10, 1})
	}
	cores.Same(t, func() []int64 {
		var out []int64
		for _, c := range boards {
			n, err := knight.Count(c[0], c[1], kind(c[2] == 1)...)
			if err != nil {
				t.Fatalf("Count(%d, %d): %v", c[0], c[1], err)
			}
			out = append(out, n)
		}
		return out
	})
}
