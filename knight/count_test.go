package knight_test

import (
	"context"
	"errors"
	"flag"
	"testing"

	"github.com/go-puzzles/puzzles/knight"
)

var long = flag.Bool("long", false, "also check the counts that take seconds to minutes")

// Published counts of undirected tours. Open counts are half the directed
// counts of OEIS A165134 (1728 on 5×5, 6,637,920 on 6×6) and of Löbbing and
// Wegener's rectangular tables; closed ones are OEIS A001230 (6×6) and
// Knuth's table of closed tours (3×10: 16, 3×12: 176, 5×6: 8, 5×8: 44,202).
var counts = []struct {
	rows, cols int
	closed     bool
	want       int64
	slow       bool
}{
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

func TestCountKnown(t *testing.T) {
	for _, c := range counts {
		if c.slow && !*long {
			continue
		}
		got, err := knight.Count(c.rows, c.cols, c.closed)
		if err != nil || got != c.want {
			t.Errorf("Count(%d, %d, %v) = %d, %v; want %d", c.rows, c.cols, c.closed, got, err, c.want)
		}
		if got2, _ := knight.Count(c.cols, c.rows, c.closed); got2 != got {
			t.Errorf("Count(%d, %d, %v) = %d, but %d transposed", c.rows, c.cols, c.closed, got, got2)
		}
	}
}

func TestCountBadSizes(t *testing.T) {
	for _, rc := range [][2]int{{0, 5}, {5, -1}, {8, 9}, {1 << 40, 1 << 40}} {
		if _, err := knight.Count(rc[0], rc[1], false); err == nil {
			t.Errorf("Count(%d, %d): no error", rc[0], rc[1])
		}
	}
}

func TestCountContextCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := knight.CountContext(ctx, 6, 6, false); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}
