package minimaxtest_test

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/minimax/minimaxtest"
)

// recorder is a testing.TB that records what CheckGame reports.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...) }

// heap is a subtraction game: take 1, 2 or 3 sticks, taking the last wins.
type heap struct{}

func (heap) Moves(dst []int, n int) []int {
	for k := 1; k <= 3 && k <= n; k++ {
		dst = append(dst, k)
	}
	return dst
}

func (heap) Play(n, k int) int                { return n - k }
func (heap) Over(int) (minimax.Outcome, bool) { return minimax.Draw, false }

// grid is a game with draws and transpositions: two counters, each move adds
// 1 to one of them; the game ends drawn at (3, 3) and the player who brings
// one counter to 4 loses.
type grid struct{}

type pair struct{ a, b int }

func (grid) Moves(dst []string, p pair) []string { return append(dst, "a", "b") }

func (grid) Play(p pair, m string) pair {
	if m == "a" {
		p.a++
	} else {
		p.b++
	}
	return p
}

func (grid) Over(p pair) (minimax.Outcome, bool) {
	switch {
	case p.a == 4 || p.b == 4:
		return minimax.Win, true
	case p.a == 3 && p.b == 3:
		return minimax.Draw, true
	}
	return minimax.Draw, false
}

// ordered is heap with an Orderer that takes the most first.
type ordered struct{ heap }

func (ordered) Order(_ int, moves []int) { slices.Reverse(moves) }

// bounded is heap with exact bounds and a hash: a heap of a multiple of 4
// is lost, the loser taking one stick at a time and the winner the rest of
// each 4; any other is won by taking the remainder first.
type bounded struct{ heap }

func (bounded) Bound(n int) (lo, hi int) {
	v := -(minimax.WinScore - n/2)
	if n%4 != 0 {
		v = minimax.WinScore - 1 - (n-n%4)/2
	}
	return v, v
}

func (bounded) Hash(n int) uint64 { return uint64(n) }

// expanding is bounded with an Expand that does what its Over, Bound and
// Moves do.
type expanding struct{ bounded }

func (g expanding) Expand(dst []int, n int) ([]int, int, int) {
	lo, hi := g.Bound(n)
	if n == 0 {
		return dst, -minimax.WinScore, -minimax.WinScore // lost: no move
	}
	return g.Moves(dst, n), lo, hi
}

// gridHash is grid with a hash.
type gridHash struct{ grid }

func (gridHash) Hash(p pair) uint64 { return uint64(p.a)<<8 | uint64(p.b) }

// gridKey is grid with a key.
type gridKey struct{ grid }

func (gridKey) Key(p pair) uint64 { return uint64(p.a)<<8 | uint64(p.b) }

// wide is grid on a larger board: the game ends drawn at (8, 8), and the
// player who brings a counter to 9 loses: 97 states, and many more paths
// to them.
type wide struct{ grid }

func (wide) Over(p pair) (minimax.Outcome, bool) {
	switch {
	case p.a == 9 || p.b == 9:
		return minimax.Win, true // the player to move won: the last mover lost
	case p.a == 8 && p.b == 8:
		return minimax.Draw, true
	}
	return minimax.Draw, false
}

func (wide) Hash(p pair) uint64 { return uint64(p.a)<<8 | uint64(p.b) }

// lumped is wide with a hash that sends every state to one value.
type lumped struct{ wide }

func (lumped) Hash(pair) uint64 { return 7 }

func TestGoodGames(t *testing.T) {
	r := &recorder{TB: t}
	minimaxtest.CheckGame(r, heap{}, []int{0, 7, 30})
	minimaxtest.CheckGame[int, int](r, bounded{}, []int{0, 7, 30})
	minimaxtest.CheckGame[int, int](r, expanding{}, []int{0, 7, 30})
	minimaxtest.CheckGame[pair, string](r, gridHash{}, []pair{{}})
	minimaxtest.CheckGame[pair, string](r, gridKey{}, []pair{{}})
	minimaxtest.CheckGame(r, grid{}, []pair{{}})
	minimaxtest.CheckGame[pair, string](r, wide{}, []pair{{}})
	minimaxtest.CheckGame[int, int](r, ordered{}, []int{25}, minimaxtest.MaxStates(10), minimaxtest.TreeNodes(500))
	for _, e := range r.errs {
		t.Error(e)
	}
}

// Broken games, each with one fault.
type (
	sharedBuffer struct {
		heap
		buf *[]int
	}
	clobber       struct{ heap }
	ignoresDst    struct{ heap }
	restless      struct{ heap }
	badOutcome    struct{ heap }
	flaky         struct{ heap }
	dropsMoves    struct{ heap }
	shuffles      struct{ heap }
	pointerStates struct{}
	lossy         struct{ heap }
	boasts        struct{ heap }
	upsideDown    struct{ heap }
	shiftyHash    struct{ heap }
	clashingKey   struct{ heap }
	unboundX      struct{ bounded }
	reorderX      struct{ bounded }
	overX         struct{ grid }
)

// Expand gives bounds wider than Bound's.
func (unboundX) Expand(dst []int, n int) ([]int, int, int) {
	return heap{}.Moves(dst, n), -minimax.WinScore, minimax.WinScore
}

// Expand lists the moves in another order than Moves.
func (g reorderX) Expand(dst []int, n int) ([]int, int, int) {
	lo, hi := g.Bound(n)
	if lo == hi {
		lo, hi = -minimax.WinScore+1, minimax.WinScore-1
	}
	ms := heap{}.Moves(dst, n)
	slices.Reverse(ms[len(dst):])
	return ms, lo, hi
}

// Expand never says the game is over.
func (overX) Expand(dst []string, p pair) ([]string, int, int) {
	return grid{}.Moves(dst, p), -minimax.WinScore, minimax.WinScore
}

// Key gives two heaps one key.
func (clashingKey) Key(n int) uint64 { return uint64(n / 2) }

// Bound claims every heap is won with the next move.
func (boasts) Bound(int) (lo, hi int) { return minimax.WinScore - 1, minimax.WinScore - 1 }

// Bound swaps its lower and upper bound.
func (upsideDown) Bound(int) (lo, hi int) { return 0, -1 }

// Hash counts its calls.
func (shiftyHash) Hash(n int) uint64 { calls++; return uint64(n + calls) }

// Moves reuses one buffer when given none. It lists the moves from the
// most sticks down.
func (g sharedBuffer) Moves(dst []int, n int) []int {
	if dst == nil {
		dst = (*g.buf)[:0]
	}
	ms := g.heap.Moves(dst, n)
	slices.Reverse(ms[len(dst):])
	*g.buf = ms
	return ms
}

// Moves overwrites dst's first element.
func (clobber) Moves(dst []int, n int) []int {
	if len(dst) > 0 {
		dst[0] = -1
	}
	return heap{}.Moves(dst, n)
}

// Moves ignores dst.
func (ignoresDst) Moves(dst []int, n int) []int { return heap{}.Moves(nil, n) }

var calls int

func (restless) Moves(dst []int, n int) []int {
	calls++
	if calls%2 == 0 && n > 1 {
		return heap{}.Moves(dst, n-1)
	}
	return heap{}.Moves(dst, n)
}

func (badOutcome) Over(n int) (minimax.Outcome, bool) { return 5, n == 0 }

func (flaky) Over(n int) (minimax.Outcome, bool) {
	calls++
	return minimax.Draw, n == 0 && calls%2 == 0
}

func (dropsMoves) Order(_ int, moves []int) { moves[0] = 99 }

func (shuffles) Order(_ int, moves []int) {
	calls++
	if calls%2 == 0 {
		slices.Reverse(moves)
	}
}

type cell struct{ n int }

func (pointerStates) Moves(dst []int, c *cell) []int { return heap{}.Moves(dst, c.n) }
func (pointerStates) Play(c *cell, k int) *cell      { c.n -= k; return c }
func (pointerStates) Over(*cell) (minimax.Outcome, bool) {
	return minimax.Draw, false
}

// lossy forgets the last move of each state: its Moves drops it on the
// second call on a state with more than two sticks.
func (lossy) Moves(dst []int, n int) []int {
	calls++
	ms := heap{}.Moves(dst, n)
	if calls%3 == 0 && len(ms) > len(dst)+1 {
		ms = ms[:len(ms)-1]
	}
	return ms
}

func TestBrokenGames(t *testing.T) {
	buf := []int(nil)
	for _, c := range []struct {
		name, want string
		check      func(testing.TB)
	}{
		{"shared buffer", "reuse a buffer of its own", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, sharedBuffer{buf: &buf}, []int{9})
		}},
		{"clobber", "changed the elements already in dst", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, clobber{}, []int{9})
		}},
		{"ignores dst", "it must return dst with the moves appended", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, ignoresDst{}, []int{9})
		}},
		{"restless", "not deterministic", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, restless{}, []int{9})
		}},
		{"bad outcome", "want Loss, Draw or Win", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, badOutcome{}, []int{3})
		}},
		{"flaky", "Over(0) returned", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, flaky{}, []int{3})
		}},
		{"drops moves", "not a permutation", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, dropsMoves{}, []int{3})
		}},
		{"shuffles", "Order(3, [1 2 3]) gave", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, shuffles{}, []int{3})
		}},
		{"pointer states", "Play", func(t testing.TB) {
			minimaxtest.CheckGame[*cell, int](t, pointerStates{}, []*cell{{n: 9}})
		}},
		{"no starts", "no start states", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, heap{}, nil)
		}},
		{"boasts", "Bound(0) returned (1073741823, 1073741823), but a plain minimax says Loss in 0 plies", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, boasts{}, []int{4})
		}},
		{"upside down", "lo > hi", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, upsideDown{}, []int{4})
		}},
		{"shifty hash", "Hash(4) returned 0x5, then 0x6: not deterministic", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, shiftyHash{}, []int{4})
		}},
		{"clashing key", "distinct states must have distinct keys", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, clashingKey{}, []int{4})
		}},
		{"unbound expand", "Expand(4) returned bounds (-1073741824, 1073741824), Bound", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, unboundX{}, []int{4})
		}},
		{"reordering expand", "Expand(3) returned the moves [3 2 1], Moves [1 2 3]", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, reorderX{}, []int{3})
		}},
		{"expand not over", "for a state Over says is a", func(t testing.TB) {
			minimaxtest.CheckGame[pair, string](t, overX{}, []pair{{3, 2}})
		}},
		{"lumped hash", "visited more than 1940 nodes for the 97 states", func(t testing.TB) {
			minimaxtest.CheckGame[pair, string](t, lumped{}, []pair{{}})
		}},
		{"lossy", "minimaxtest: ", func(t testing.TB) {
			minimaxtest.CheckGame[int, int](t, lossy{}, []int{9})
		}},
	} {
		calls = 0
		r := &recorder{TB: t}
		c.check(r)
		if len(r.errs) == 0 {
			t.Errorf("%s: no error reported", c.name)
			continue
		}
		if !strings.Contains(r.errs[0], c.want) || !strings.HasPrefix(r.errs[0], "minimaxtest: ") {
			t.Errorf("%s: first error %q, want one saying %q", c.name, r.errs[0], c.want)
		}
		t.Logf("%s: %s", c.name, r.errs[0])
		if len(r.errs) > 11 {
			t.Errorf("%s: %d errors reported, want at most 11", c.name, len(r.errs))
		}
	}
}

func TestPanics(t *testing.T) {
	for _, c := range []struct {
		want string
		call func()
	}{
		{"minimaxtest: nil testing.TB", func() { minimaxtest.CheckGame[int, int](nil, heap{}, nil) }},
		{"minimaxtest: nil Game", func() { minimaxtest.CheckGame[int, int](t, nil, nil) }},
		{"minimaxtest: nil Game", func() { minimaxtest.CheckGame[int, int](t, (*heap)(nil), []int{3}) }},
		{"minimaxtest: nil Option", func() { minimaxtest.CheckGame[int, int](t, heap{}, nil, nil) }},
	} {
		func() {
			defer func() {
				if got := recover(); got != c.want {
					t.Errorf("panic %v, want %q", got, c.want)
				}
			}()
			c.call()
		}()
	}
}

// The budgets are int64, as every budget of the module is: a bound past
// int32 works, and each budget decides what is checked.
func TestBudgets(t *testing.T) {
	for _, tc := range []struct {
		name      string
		opts      []minimaxtest.Option
		wantFirst string // the start of the first error, "" for none
	}{
		{"defaults", nil, "minimaxtest: Over(0) returned outcome 5"},
		{"states past int32", []minimaxtest.Option{minimaxtest.MaxStates(math.MaxInt64)}, "minimaxtest: Over(0) returned outcome 5"},
		{"no bound on states", []minimaxtest.Option{minimaxtest.MaxStates(0)}, "minimaxtest: Over(0) returned outcome 5"},
		{"negative bound on states", []minimaxtest.Option{minimaxtest.MaxStates(-1)}, "minimaxtest: Over(0) returned outcome 5"},
		{"three states, small trees", []minimaxtest.Option{minimaxtest.MaxStates(3), minimaxtest.TreeNodes(1)}, ""},
		{"three states, trees past int32", []minimaxtest.Option{minimaxtest.MaxStates(3), minimaxtest.TreeNodes(math.MaxInt64)}, "minimaxtest: Solve(8): minimax: Over returned Outcome(5)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &recorder{TB: t}
			minimaxtest.CheckGame[int, int](r, badOutcome{}, []int{10}, tc.opts...)
			switch {
			case tc.wantFirst == "" && len(r.errs) > 0:
				t.Errorf("got %q, want no error", r.errs)
			case tc.wantFirst != "" && (len(r.errs) == 0 || !strings.HasPrefix(r.errs[0], tc.wantFirst)):
				t.Errorf("got %q, want a first error starting %q", r.errs, tc.wantFirst)
			}
		})
	}
}
