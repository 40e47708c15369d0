package knight

import (
	"context"
	"runtime"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// The frontier counter agrees with the pruned search on random small
// boards, open and closed, either way round.
func TestFrontierAgreesWithSearch(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := rapid.IntRange(3, 5).Draw(t, "rows")
		cols := rapid.IntRange(3, 24/rows).Draw(t, "cols")
		closed := rapid.Bool().Draw(t, "closed")
		want := searchCount(rows, cols, closed)
		got, err := newFrontier(rows, cols, !closed).count(context.Background(), rows, cols)
		if err != nil || got != want {
			t.Fatalf("%d×%d closed %v: frontier counts %d, %v; the search %d", rows, cols, closed, got, err, want)
		}
	})
}

// Every board of up to 24 squares with a side of 3 to 5, including those
// without a tour, which Count answers from the rules.
func TestFrontierSmallBoards(t *testing.T) {
	for m := 3; m <= 5; m++ {
		for n := m; m*n <= 24; n++ {
			for _, closed := range []bool{false, true} {
				want := searchCount(m, n, closed)
				got, err := newFrontier(m, n, !closed).count(context.Background(), m, n)
				if err != nil || got != want {
					t.Errorf("%d×%d closed %v: frontier %d, %v; search %d", m, n, closed, got, err, want)
				}
			}
		}
	}
}

// Split among workers from the first square, the counter counts the same.
func TestFrontierWorkers(t *testing.T) {
	defer func(n, p int) { parallelStates, _ = n, runtime.GOMAXPROCS(p) }(parallelStates, runtime.GOMAXPROCS(3))
	for _, c := range []struct {
		rows, cols int
		open       bool
		want       int64
	}{{5, 6, false, 8}, {4, 7, true, 6378}, {3, 12, true, 57248}} {
		for _, from := range []int{1, 7} {
			parallelStates = from
			got, err := newFrontier(c.rows, c.cols, c.open).count(context.Background(), c.rows, c.cols)
			if err != nil || got != c.want {
				t.Errorf("%d×%d open %v, from %d states: %d, %v; want %d", c.rows, c.cols, c.open, from, got, err, c.want)
			}
		}
	}
}

// With no least time between reports, ReportProgress is called before the
// scan and after each square, the squares scanned rising one at a time to
// the board's, the lists holding at least the states reported; the count
// is the same as without it. Counts by enumeration and answers from the
// rules never call it.
func TestReportProgress(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 0
	defer func(n int) { parallelStates = n }(parallelStates)
	for _, c := range []struct {
		rows, cols int
		closed     bool
		from       int
	}{{3, 12, false, 1 << 30}, {5, 8, true, 1 << 30}, {5, 8, true, 16}, {4, 7, false, 1}} {
		parallelStates = c.from
		var got []Progress
		opts := []Option{MaxMemory(0), ReportProgress(func(p Progress) { got = append(got, p) })}
		if c.closed {
			opts = append(opts, ClosedTours())
		}
		n, err := Count(c.rows, c.cols, opts...)
		want, _ := Count(c.rows, c.cols, kindOpts(c.closed)...)
		squares := c.rows * c.cols
		if err != nil || n != want || len(got) != squares+1 {
			t.Fatalf("%d×%d closed %v: %d, %v (want %d) with %d reports, want %d", c.rows, c.cols, c.closed, n, err, want, len(got), squares+1)
		}
		for i, p := range got {
			if p.Scanned != i || p.Squares != squares || p.States < 0 || p.Bytes < p.States*entryBytes {
				t.Fatalf("%d×%d closed %v: report %d is %+v", c.rows, c.cols, c.closed, i, p)
			}
		}
		if got[0].States != 1 || got[squares/2].States < 2 {
			t.Errorf("%d×%d closed %v: %d states at first, %d halfway", c.rows, c.cols, c.closed, got[0].States, got[squares/2].States)
		}
	}
	for _, c := range [][3]int{{5, 5, 0}, {6, 6, 1}, {1, 1, 0}, {5, 9, 1}} {
		calls := 0
		opts := append(kindOpts(c[2] == 1), ReportProgress(func(Progress) { calls++ }))
		if _, err := Count(c[0], c[1], opts...); err != nil || calls != 0 {
			t.Errorf("%d×%d closed %v: %v, %d reports; want none", c[0], c[1], c[2] == 1, err, calls)
		}
	}
}

// With the default least time between reports, a quick count is reported
// twice: before the scan and once done.
func TestReportProgressQuick(t *testing.T) {
	var got []Progress
	if _, err := Count(3, 40, ClosedTours(), ReportProgress(func(p Progress) { got = append(got, p) })); err != nil || len(got) < 2 || got[0].Scanned != 0 || got[len(got)-1].Scanned != 120 {
		t.Errorf("3×40 closed: %v, reports %+v", err, got)
	}
	for i := 1; i < len(got); i++ {
		if got[i].Scanned <= got[i-1].Scanned {
			t.Errorf("report %d after %d: %+v", i, i-1, got)
		}
	}
}

func kindOpts(closed bool) []Option {
	if closed {
		return []Option{ClosedTours()}
	}
	return nil
}
