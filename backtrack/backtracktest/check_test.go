package backtracktest_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/backtrack/backtracktest"
)

// recorder is a testing.TB that records what Check reports. Check calls only
// Helper and Errorf; any other method would panic on the nil TB inside.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// board is an n-queens position as bit masks: a small value state.
type board struct {
	open, diag, anti uint32
}

func queens(n int) backtrack.Search[board] {
	return backtrack.Search[board]{
		Root: board{open: 1<<n - 1},
		Branch: func(dst []board, b board) []board {
			for f := b.open &^ (b.diag | b.anti); f != 0; f &= f - 1 {
				bit := f & -f
				dst = append(dst, board{b.open &^ bit, (b.diag | bit) << 1, (b.anti | bit) >> 1})
			}
			return dst
		},
		Accept: func(b board) bool { return b.open == 0 },
	}
}

// cols is an n-queens position as the column of each row's queen so far: a
// state holding a slice, the kind that invites sharing bugs.
type cols struct {
	n    int
	cols []int
}

func (c cols) safe(col int) bool {
	row := len(c.cols)
	for r, q := range c.cols {
		if q == col || q-col == row-r || col-q == row-r {
			return false
		}
	}
	return true
}

// colsQueens counts n-queens with each child given a slice of its own.
func colsQueens(n int) backtrack.Search[cols] {
	return colsSearch(n, func(c cols, col int) cols {
		return cols{c.n, append(slices.Clip(c.cols), col)}
	})
}

// colsSearch is n-queens on cols states whose children child makes.
func colsSearch(n int, child func(c cols, col int) cols) backtrack.Search[cols] {
	return backtrack.Search[cols]{
		Root: cols{n: n},
		Branch: func(dst []cols, c cols) []cols {
			if len(c.cols) == c.n {
				return dst
			}
			for col := range c.n {
				if c.safe(col) {
					dst = append(dst, child(c, col))
				}
			}
			return dst
		},
		Accept: func(c cols) bool { return len(c.cols) == c.n },
	}
}

// link is an immutable list of choices that shares its tail with its
// siblings: sharing is fine when nothing writes.
type link struct {
	depth, choice int
	parent        *link
}

func binaryStrings(n int) backtrack.Search[*link] {
	return backtrack.Search[*link]{
		Root: &link{},
		Branch: func(dst []*link, l *link) []*link {
			if l.depth < n {
				dst = append(dst, &link{l.depth + 1, 0, l}, &link{l.depth + 1, 1, l})
			}
			return dst
		},
		Accept: func(l *link) bool { return l.depth == n && l.choice == 1 },
	}
}

// naturals is an infinite tree: every number's child is the next one.
func naturals() backtrack.Search[int] {
	return backtrack.Search[int]{
		Branch: func(dst []int, x int) []int { return append(dst, x+1) },
		Accept: func(x int) bool { return x%100 == 0 },
	}
}

func checkPasses[S any](t *testing.T, s backtrack.Search[S], opts ...backtracktest.Option) {
	t.Helper()
	var r recorder
	backtracktest.Check(&r, s, opts...)
	for _, e := range r.errors {
		t.Error(e)
	}
}

func TestCheckPassesGoodSearches(t *testing.T) {
	t.Run("queens", func(t *testing.T) { checkPasses(t, queens(8)) })
	t.Run("queens cut", func(t *testing.T) { checkPasses(t, queens(12), backtracktest.MaxNodes(5000)) })
	t.Run("slices", func(t *testing.T) { checkPasses(t, colsQueens(7)) })
	t.Run("pointers", func(t *testing.T) { checkPasses(t, binaryStrings(10)) })
	t.Run("infinite", func(t *testing.T) { checkPasses(t, naturals(), backtracktest.MaxNodes(3000)) })
	t.Run("leaf", func(t *testing.T) {
		checkPasses(t, backtrack.Search[int]{Root: 1, Accept: func(int) bool { return true }})
	})
	t.Run("no solutions", func(t *testing.T) { checkPasses(t, queens(3)) })
	t.Run("maps", func(t *testing.T) { checkPasses(t, subsets(4)) })
	// 35,539 nodes: Count runs on every core.
	t.Run("parallel", func(t *testing.T) { checkPasses(t, queens(10), backtracktest.MaxNodes(40_000)) })
}

// subsets yields the subsets of 0..n-1 as maps, each child a new map.
func subsets(n int) backtrack.Search[map[int]bool] {
	return backtrack.Search[map[int]bool]{
		Root: map[int]bool{},
		Branch: func(dst []map[int]bool, m map[int]bool) []map[int]bool {
			top := -1
			for k := range m {
				top = max(top, k)
			}
			for k := top + 1; k < n; k++ {
				c := map[int]bool{k: true}
				for j := range m {
					c[j] = true
				}
				dst = append(dst, c)
			}
			return dst
		},
		Accept: func(m map[int]bool) bool { return len(m)%2 == 0 },
	}
}

// checkFails runs Check on s and wants its first report to contain want.
func checkFails[S any](t *testing.T, s backtrack.Search[S], want string) {
	t.Helper()
	var r recorder
	backtracktest.Check(&r, s)
	if len(r.errors) == 0 {
		t.Fatalf("Check passed a broken search; want a report of %q", want)
	}
	if !strings.Contains(r.errors[0], want) || !strings.HasPrefix(r.errors[0], "backtracktest: ") {
		t.Fatalf("Check reported %q; want a report of %q", r.errors[0], want)
	}
	t.Log(r.errors[0])
}

func TestCheckFailsSharedScratch(t *testing.T) {
	var scratch []int
	checkFails(t, colsSearch(8, func(c cols, col int) cols {
		scratch = append(scratch[:0], c.cols...)
		return cols{c.n, append(scratch, col)}
	}), "Children must not share memory")
}

func TestCheckFailsAppendAliasing(t *testing.T) {
	checkFails(t, colsSearch(8, func(c cols, col int) cols {
		return cols{c.n, append(c.cols, col)}
	}), "Children must not share memory")
}

// The habit of recursive code: one slice with room for every row, shared by
// all states.
func TestCheckFailsOneSliceForAll(t *testing.T) {
	s := colsSearch(8, func(c cols, col int) cols {
		return cols{c.n, append(c.cols, col)}
	})
	s.Root.cols = make([]int, 0, 8)
	checkFails(t, s, "Children must not share memory")
}

func TestCheckFailsOverwrittenDst(t *testing.T) {
	s := queens(6)
	branch := s.Branch
	s.Branch = func(dst []board, b board) []board { return branch(dst[:0], b) }
	checkFails(t, s, "Branch changed the states already in dst")
}

func TestCheckFailsDstDependentChildren(t *testing.T) {
	s := queens(6)
	branch := s.Branch
	s.Branch = func(dst []board, b board) []board {
		if len(dst) > 0 {
			return dst
		}
		return branch(dst, b)
	}
	checkFails(t, s, "Branch appends different children when dst is not empty")
}

func TestCheckFailsNondeterministicBranch(t *testing.T) {
	s := queens(6)
	branch := s.Branch
	calls := 0
	s.Branch = func(dst []board, b board) []board {
		calls++
		mark := len(dst)
		dst = branch(dst, b)
		if calls%2 == 0 {
			slices.Reverse(dst[mark:])
		}
		return dst
	}
	checkFails(t, s, "Branch is not deterministic")
}

func TestCheckFailsNondeterministicAccept(t *testing.T) {
	s := queens(6)
	calls := 0
	s.Accept = func(b board) bool { calls++; return b.open == 0 || calls%2 == 0 }
	checkFails(t, s, "Accept is not deterministic")
}

// A Branch that depends on how often it was called passes the tests of each
// state but makes the runs of the search disagree.
func TestCheckFailsOrderDependentBranch(t *testing.T) {
	s := queens(6)
	branch := s.Branch
	calls := 0
	s.Branch = func(dst []board, b board) []board {
		if calls++; calls > 2000 {
			return dst
		}
		return branch(dst, b)
	}
	var r recorder
	backtracktest.Check(&r, s)
	if !slices.ContainsFunc(r.errors, func(e string) bool { return strings.Contains(e, "must depend on their argument alone") }) {
		t.Fatalf("Check reported %q; want runs that disagree", r.errors)
	}
}

func TestCheckFailsShuffled(t *testing.T) {
	checkFails(t, queens(6).Shuffled(rand.New(rand.NewPCG(1, 2))), "Branch is not deterministic")
}

func TestCheckNilOption(t *testing.T) {
	defer func() {
		if v := recover(); v != "backtracktest: nil Option" {
			t.Fatalf("recovered %v, want backtracktest: nil Option", v)
		}
	}()
	backtracktest.Check(t, queens(4), nil)
}
