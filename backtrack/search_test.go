package backtrack_test

import (
	"context"
	"errors"
	"math/bits"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"pgregory.net/rapid"
)

// board is a partial placement of queens, one per row from the top: the
// columns still open, the columns the diagonals attack in the next row, and
// the column of the queen placed last (-1 at the root). Four fields keep it
// in registers.
type board struct {
	open, diag, anti uint32
	col              int32
}

func newBoard(n int) board { return board{open: 1<<n - 1, col: -1} }

func (b board) done() bool { return b.open == 0 }

func (b board) free() uint32 { return b.open &^ (b.diag | b.anti) }

func (b board) place(c int) board {
	bit := uint32(1) << c
	return board{b.open &^ bit, (b.diag | bit) << 1, (b.anti | bit) >> 1, int32(c)}
}

func queensBranch(dst []board, b board) []board {
	for f := b.free(); f != 0; f &= f - 1 {
		dst = append(dst, b.place(bits.TrailingZeros32(f)))
	}
	return dst
}

func queensSearch(n int) backtrack.Search[board] {
	return backtrack.Search[board]{
		Root:   newBoard(n),
		Branch: queensBranch,
		Accept: board.done,
	}
}

// rooks places n rooks, one per row: its states are the columns used so far.
type rooks struct {
	n, row int
	cols   uint32
}

func rooksSearch(n int) backtrack.Search[rooks] {
	return backtrack.Search[rooks]{
		Root: rooks{n: n},
		Branch: func(dst []rooks, r rooks) []rooks {
			for c := range r.n {
				if r.cols&(1<<c) == 0 {
					dst = append(dst, rooks{r.n, r.row + 1, r.cols | 1<<c})
				}
			}
			return dst
		},
		Accept: func(r rooks) bool { return r.row == r.n },
	}
}

func factorial(n int) int64 {
	f := int64(1)
	for i := 2; i <= n; i++ {
		f *= int64(i)
	}
	return f
}

func TestCountRooksIsFactorial(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 9).Draw(t, "n")
		if got, want := rooksSearch(n).Count(), factorial(n); got != want {
			t.Fatalf("rooks on %d×%d: Count = %d, want %d", n, n, got, want)
		}
	})
}

// A000170: solutions of the n-queens problem.
var queensCounts = []int64{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680}

func TestCountQueens(t *testing.T) {
	for n, want := range queensCounts {
		if got := queensSearch(n).Count(); got != want {
			t.Errorf("%d-queens: Count = %d, want %d", n, got, want)
		}
	}
}

// columns turns a path of boards into the column of each row's queen.
func columns(path []board) []int {
	var cols []int
	for _, b := range path[1:] {
		cols = append(cols, int(b.col))
	}
	return cols
}

// recursive lists n-queens solutions the plain way, as the order to expect.
func recursive(n int) [][]int {
	var out [][]int
	var rec func(b board, cols []int)
	rec = func(b board, cols []int) {
		if b.done() {
			out = append(out, slices.Clone(cols))
			return
		}
		for f := b.free(); f != 0; f &= f - 1 {
			c := bits.TrailingZeros32(f)
			rec(b.place(c), append(cols, c))
		}
	}
	rec(newBoard(n), nil)
	return out
}

func TestOrderIsDeterministic(t *testing.T) {
	var got [][]int
	for path := range queensSearch(8).Paths() {
		got = append(got, columns(path))
	}
	want := recursive(8)
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("8-queens order differs from plain recursion:\ngot  %v\nwant %v", got[:3], want[:3])
	}
	if first := []int{0, 4, 7, 5, 2, 6, 1, 3}; !slices.Equal(got[0], first) {
		t.Fatalf("first 8-queens solution %v, want %v", got[0], first)
	}
}

func TestFirst(t *testing.T) {
	b, ok := queensSearch(6).First()
	if !ok || !b.done() {
		t.Fatalf("First(6-queens) = %+v, %v; want a full board", b, ok)
	}
	if _, ok := queensSearch(3).First(); ok {
		t.Fatal("First(3-queens) found a solution; there is none")
	}
}

// chain is a tree that is a single path depth levels long.
func chain(depth int) backtrack.Search[int] {
	return backtrack.Search[int]{
		Branch: func(dst []int, x int) []int {
			if x < depth {
				dst = append(dst, x+1)
			}
			return dst
		},
		Accept: func(x int) bool { return x == depth },
	}
}

func TestMillionLevelsDeep(t *testing.T) {
	const depth = 1_000_000
	s := chain(depth)
	if got, ok := s.First(); !ok || got != depth {
		t.Fatalf("First = %d, %v; want %d, true", got, ok, depth)
	}
	if got := s.Count(); got != 1 {
		t.Fatalf("Count = %d, want 1", got)
	}
	for path := range s.Paths() {
		if len(path) != depth+1 || path[0] != 0 || path[depth] != depth {
			t.Fatalf("path has %d states from %d to %d", len(path), path[0], path[len(path)-1])
		}
	}
}

func TestNoAllocationsPerNode(t *testing.T) {
	s := queensSearch(10) // 35,539 nodes
	nodes, _ := s.Walk(context.Background(), func(board) bool { return true })
	allocs := testing.AllocsPerRun(5, func() {
		s.Walk(context.Background(), func(board) bool { return true })
	})
	// The buffers grow by doubling: a few allocations per walk, none per node.
	if allocs > 24 {
		t.Fatalf("walking %d nodes made %.0f allocations, want a handful", nodes, allocs)
	}
}

func TestBreakStopsTheSearch(t *testing.T) {
	calls := 0
	s := queensSearch(10)
	branch := s.Branch
	s.Branch = func(dst []board, b board) []board { calls++; return branch(dst, b) }
	for range s.All() {
		break
	}
	after := calls
	if after == 0 || after > 1000 {
		t.Fatalf("Branch called %d times before the first solution", after)
	}
	for b := range s.All() {
		if b.done() {
			break
		}
	}
	if calls != 2*after {
		t.Fatalf("Branch called %d times after break, want %d", calls-after, after)
	}
}

func TestWalkBudget(t *testing.T) {
	s := queensSearch(8)
	all, err := s.Walk(context.Background(), func(board) bool { return true })
	if err != nil || all != 2057 {
		t.Fatalf("Walk(8-queens) = %d nodes, %v; want 2057, nil", all, err)
	}
	found := 0
	nodes, err := s.Walk(context.Background(), func(board) bool { found++; return true }, backtrack.MaxNodes(100))
	if !errors.Is(err, backtrack.ErrBudget) || nodes != 100 {
		t.Fatalf("Walk with budget 100 = %d nodes, %v; want 100, ErrBudget", nodes, err)
	}
	if nodes, err := s.Walk(context.Background(), func(board) bool { return true }, backtrack.MaxNodes(all)); err != nil || nodes != all {
		t.Fatalf("Walk with budget %d = %d, %v; want the whole tree", all, nodes, err)
	}
}

func TestWalkCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	nodes, err := queensSearch(12).Walk(ctx, func(board) bool { return true })
	if !errors.Is(err, context.Canceled) || nodes > 5000 {
		t.Fatalf("cancelled Walk = %d nodes, %v; want few, context.Canceled", nodes, err)
	}
	n, err := queensSearch(12).CountContext(ctx)
	if !errors.Is(err, context.Canceled) || n != 0 {
		t.Fatalf("cancelled CountContext = %d, %v; want 0, context.Canceled", n, err)
	}
}

func TestPathsAreParentChildChains(t *testing.T) {
	for path := range queensSearch(6).Paths() {
		for i := 1; i < len(path); i++ {
			kids := queensBranch(nil, path[i-1])
			if !slices.Contains(kids, path[i]) {
				t.Fatalf("path %v: state %d is not a child of state %d", columns(path), i, i-1)
			}
		}
	}
}

func TestNilCallbacks(t *testing.T) {
	leaf := backtrack.Search[int]{Root: 7, Accept: func(int) bool { return true }}
	if got := slices.Collect(leaf.All()); !slices.Equal(got, []int{7}) {
		t.Fatalf("nil Branch: All = %v, want [7]", got)
	}
	none := backtrack.Search[int]{Root: 7, Branch: chain(3).Branch}
	if got := none.Count(); got != 0 {
		t.Fatalf("nil Accept: Count = %d, want 0", got)
	}
}
