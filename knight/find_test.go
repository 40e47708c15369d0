package knight_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/knight"
)

// Find returns a valid tour, closed where asked, on every board up to 16×16
// that has one, and an error on the rest.
func TestFindSizes(t *testing.T) {
	for rows := 1; rows <= 16; rows++ {
		for cols := 1; cols <= 16; cols++ {
			for _, closed := range []bool{false, true} {
				m, n := min(rows, cols), max(rows, cols)
				checkFind(t, rows, cols, closed, hasTour(m, n, closed))
			}
		}
	}
}

// Find covers long 3-row and 4-row strips, each way round: every length
// up to 80, and some long ones.
func TestFindStrips(t *testing.T) {
	for n := 1; n <= 80; n++ {
		for _, closed := range []bool{false, true} {
			for _, m := range []int{3, 4} {
				checkFind(t, m, n, closed, hasTour(min(m, n), max(m, n), closed))
				checkFind(t, n, m, closed, hasTour(min(m, n), max(m, n), closed))
			}
		}
	}
	for _, n := range []int{998, 999, 1000, 1001, 4096} {
		for _, closed := range []bool{false, true} {
			for _, m := range []int{3, 4} {
				checkFind(t, m, n, closed, hasTour(m, n, closed))
			}
		}
	}
}

// Large boards, each kind of construction; unless -short also more of them
// and their transposes at full size.
func TestFindLarge(t *testing.T) {
	cases := []struct {
		rows, cols int
		closed     bool
	}{
		{1000, 1000, true}, {999, 999, false}, {37, 1001, false}, {3, 1001, false}, {1000, 3, false},
		{3, 20, true}, {5, 1000, true}, {4, 1 << 20, false}, {3, 1398100, true},
	}
	if !testing.Short() {
		cases = append(cases, []struct {
			rows, cols int
			closed     bool
		}{{999, 1000, true}, {1 << 20, 4, false}, {1398100, 3, true}, {2048, 2048, true}, {2047, 2047, false}}...)
	}
	for _, c := range cases {
		checkFind(t, c.rows, c.cols, c.closed, true)
	}
}

func checkFind(t *testing.T, rows, cols int, closed, want bool) {
	t.Helper()
	tour, err := knight.Find(rows, cols, kind(closed)...)
	if !want {
		if tour != nil || !errors.Is(err, knight.ErrNoSolution) {
			t.Errorf("Find(%d, %d, closed %v) = %v, %v; want nil, ErrNoSolution", rows, cols, closed, tour, err)
		}
		return
	}
	if err != nil {
		t.Errorf("Find(%d, %d, closed %v): %v", rows, cols, closed, err)
		return
	}
	if err := tour.Validate(rows, cols); err != nil {
		t.Errorf("Find(%d, %d, closed %v): %v", rows, cols, closed, err)
	}
	if closed && !tour.Closed() {
		t.Errorf("Find(%d, %d, true): tour is not closed", rows, cols)
	}
}

// hasTour is the existence rule written out from the theorems, for m ≤ n.
func hasTour(m, n int, closed bool) bool {
	if closed {
		return !(m%2 == 1 && n%2 == 1 || m <= 2 || m == 4 || m == 3 && n <= 8)
	}
	return m == 1 && n == 1 || m == 3 && (n == 4 || n >= 7) || m == 4 && n >= 5 || m >= 5
}

func TestFindBadSizes(t *testing.T) {
	for _, rc := range [][2]int{{0, 0}, {-3, 5}, {5, 0}, {3000, 3000}, {1 << 62, 4}, {4, 1 << 62}, {-1 << 62, -4}} {
		if tour, err := knight.Find(rc[0], rc[1]); tour != nil || err == nil || !strings.HasPrefix(err.Error(), "knight: ") {
			t.Errorf("Find(%d, %d) = %v, %v; want an error", rc[0], rc[1], tour, err)
		}
	}
}

// Find agrees with the existence rule on random boards, long strips among
// them, and every tour it returns is valid and closed where asked.
func FuzzFind(f *testing.F) {
	f.Add(uint8(4), uint16(123), false)
	f.Add(uint8(3), uint16(250), true)
	f.Add(uint8(7), uint16(9), true)
	f.Fuzz(func(t *testing.T, r uint8, c uint16, closed bool) {
		rows, cols := 1+int(r)%12, 1+int(c)%600
		if c&0x8000 != 0 {
			rows, cols = cols, rows
		}
		checkFind(t, rows, cols, closed, hasTour(min(rows, cols), max(rows, cols), closed))
	})
}

func TestFindNilOption(t *testing.T) {
	mustPanic(t, "knight: nil Option", func() { knight.Find(5, 5, knight.ClosedTours(), nil) })
}

// FindContext with a context that is never done, and with one that could
// be, returns Find's tour on a board of each construction, each way round.
func TestFindContextSameTour(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, c := range []struct {
		rows, cols int
		closed     bool
	}{
		{1, 1, false}, {3, 4, false}, {5, 5, false}, {6, 6, true}, {8, 8, true},
		{37, 101, false}, {99, 99, false}, {100, 100, true}, {3, 100, true},
		{3, 1001, false}, {4, 1000, false}, {1000, 4, false}, {101, 37, false},
	} {
		want, err := knight.Find(c.rows, c.cols, kind(c.closed)...)
		if err != nil {
			t.Fatalf("Find(%d, %d, closed %v): %v", c.rows, c.cols, c.closed, err)
		}
		for _, ctx := range []context.Context{context.Background(), ctx} {
			got, err := knight.FindContext(ctx, c.rows, c.cols, kind(c.closed)...)
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("FindContext(%d, %d, closed %v) = %d squares, %v; want Find's tour", c.rows, c.cols, c.closed, len(got), err)
			}
		}
	}
}

// FindContext answers a bad size with an error and a board without a tour
// with ErrNoSolution, as Find does; given a context done before the call,
// it returns nil and the context's error for any board of a valid size.
func TestFindContextErrors(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	live, stop := context.WithCancel(context.Background())
	defer stop()
	for _, c := range []struct {
		ctx        context.Context
		rows, cols int
		closed     bool
		want       error // nil: a size error
	}{
		{live, 4, 7, true, knight.ErrNoSolution},
		{live, 0, 7, false, nil},
		{cancelled, 2048, 2048, true, context.Canceled},
		{cancelled, 3, 1398100, false, context.Canceled},
		{cancelled, 4, 7, true, context.Canceled},
		{cancelled, 0, 7, false, nil},
	} {
		tour, err := knight.FindContext(c.ctx, c.rows, c.cols, kind(c.closed)...)
		if tour != nil || err == nil || c.want != nil && !errors.Is(err, c.want) || c.want == nil && !strings.HasPrefix(err.Error(), "knight: board") {
			t.Errorf("FindContext(%v, %d, %d, closed %v) = %v, %v; want nil, %v", c.ctx.Err(), c.rows, c.cols, c.closed, tour, err, c.want)
		}
	}
	var nilCtx context.Context
	mustPanic(t, "knight: nil Context", func() { knight.FindContext(nilCtx, 5, 5) })
	mustPanic(t, "knight: nil Option", func() { knight.FindContext(context.Background(), 5, 5, nil) })
}

// FindContext returns soon after its context is cancelled in the middle of
// a large board, with nil and context.Canceled, whichever construction it
// is in; and Find still works after.
func TestFindContextLatency(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		closed     bool
		delays     int // how many of delays[1:]: each must come before the find ends
	}{{2048, 2048, true, 4}, {2047, 2047, false, 4}, {3, 1398100, false, 4}, {1 << 20, 4, false, 3}} { // the last takes some 170 ms
		testutil.CancelLatency(t, func(ctx context.Context) error {
			tour, err := knight.FindContext(ctx, c.rows, c.cols, kind(c.closed)...)
			if tour != nil {
				t.Errorf("FindContext(%d, %d, closed %v) = a tour of %d squares, %v; want nil", c.rows, c.cols, c.closed, len(tour), err)
			}
			return err
		}, delays[1:1+c.delays]...)
	}
	checkFind(t, 100, 100, true, true)
}
