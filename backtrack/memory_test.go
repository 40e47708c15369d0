package backtrack_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
)

// spray is a state of a tree with no end: 32 bytes, its depth and its place
// among its siblings.
type spray struct {
	depth, i int64
	_        [2]int64
}

// endless returns a tree in which every state has width children and none
// is accepted: a depth-first walk goes down forever, keeping width-1
// siblings pending at every level, so its memory grows without bound.
func endless(width int) backtrack.Search[spray] {
	return backtrack.Search[spray]{
		Branch: func(dst []spray, x spray) []spray {
			for i := range width {
				dst = append(dst, spray{depth: x.depth + 1, i: int64(i)})
			}
			return dst
		},
		Accept: func(spray) bool { return false },
	}
}

// wantMemoryError fails t unless err is a *MemoryError of op with the
// given budget, which errors.Is sees as ErrBudget.
func wantMemoryError(t *testing.T, what string, err error, op string, budget int64) {
	t.Helper()
	var me *backtrack.MemoryError
	if !errors.As(err, &me) || !errors.Is(err, backtrack.ErrBudget) || me.Budget != budget || !strings.HasPrefix(me.Op, op) {
		t.Fatalf("%s: error %v; want a MemoryError of %q with a budget of %d wrapping ErrBudget", what, err, op, budget)
	}
}

// A deep path with wide nodes stops at MaxMemory with a MemoryError, in
// every call that takes options; the same tree, cut to a depth that fits,
// runs to its end.
func TestMaxMemoryStopsDeepWidePaths(t *testing.T) {
	const budget = 1 << 20
	s := endless(64)
	ctx := context.Background()
	visit := func(spray) bool { return true }
	nodes, err := s.Walk(ctx, visit, backtrack.MaxMemory(budget))
	wantMemoryError(t, "Walk", err, "backtrack: Walk", budget)
	// 64 states of 32 bytes a level, and a record of 16 bytes for each: the
	// buffers of budget/3072 levels fill the budget, one level a node. A walk
	// stops when its buffers, doubled while the old ones are copied, would
	// pass the budget: when they hold a sixth to a third of it.
	if fit := int64(budget / 3072); nodes < fit/8 || nodes > fit/3 {
		t.Errorf("Walk visited %d nodes before it stopped; want %d to %d", nodes, fit/8, fit/3)
	}
	_, err = s.FirstContext(ctx, backtrack.MaxMemory(budget))
	wantMemoryError(t, "FirstContext", err, "backtrack: FirstContext", budget)
	for _, procs := range []int{1, 2} {
		func() {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			n, err := s.CountContext(ctx, backtrack.MaxMemory(budget))
			wantMemoryError(t, fmt.Sprintf("CountContext at GOMAXPROCS=%d", procs), err, "backtrack: CountContext", budget)
			if n != 0 {
				t.Errorf("CountContext = %d with its error; want 0", n)
			}
		}()
	}
	sh, _ := endless(1).Shard(0, 2) // a path with no end: the cut is never found
	_, err = sh.Walk(ctx, visit, backtrack.MaxMemory(budget))
	wantMemoryError(t, "Shard.Walk", err, "backtrack: Shard.Walk", budget)
	_, err = sh.CountContext(ctx, backtrack.MaxMemory(budget))
	wantMemoryError(t, "Shard.CountContext", err, "backtrack: Shard.CountContext", budget)

	cut := s
	cut.Branch = func(dst []spray, x spray) []spray {
		if x.depth < 50 && x.i == 0 {
			return s.Branch(dst, x)
		}
		return dst
	}
	cut.Accept = func(x spray) bool { return x.depth == 50 && x.i == 0 }
	if n, err := cut.CountContext(ctx, backtrack.MaxMemory(budget)); n != 1 || err != nil {
		t.Errorf("CountContext of a path 50 levels deep = %d, %v; want 1, nil", n, err)
	}
	if _, err := cut.Walk(ctx, visit, backtrack.MaxMemory(budget)); err != nil {
		t.Errorf("Walk of a path 50 levels deep: %v", err)
	}
}

// Split keeps a list that grows with n and the width of the tree: past
// MaxMemory, SplitContext returns nil and a MemoryError.
func TestSplitContextMaxMemory(t *testing.T) {
	wide := endless(1000) // a million parts two levels down
	parts, err := wide.SplitContext(context.Background(), 1<<20, backtrack.MaxMemory(1<<20))
	wantMemoryError(t, "SplitContext", err, "backtrack: SplitContext", 1<<20)
	if parts != nil {
		t.Errorf("SplitContext returned %d parts with its error; want none", len(parts))
	}
	if parts, err := wide.SplitContext(context.Background(), 100_000, backtrack.MaxMemory(1<<30)); err != nil || len(parts) != 1_000_000 {
		t.Errorf("SplitContext(100,000) in 1 GiB = %d parts, %v; want 1,000,000, nil", len(parts), err)
	}
}

// A lifted budget lets a walk grow past what the default would allow; a
// budget's bytes count only the walk's own buffers, not those an earlier
// walk left in the pool.
func TestMaxMemoryLiftedAndPooled(t *testing.T) {
	deep := chain(1 << 20)
	nodes, err := deep.Walk(context.Background(), func(int) bool { return true }, backtrack.MaxMemory(1<<20))
	wantMemoryError(t, "Walk of a million levels in 1 MiB", err, "backtrack: Walk", 1<<20)
	for _, lift := range []int64{0, -1} {
		if nodes, err := deep.Walk(context.Background(), func(int) bool { return true }, backtrack.MaxMemory(lift)); err != nil || nodes != 1<<20+1 {
			t.Fatalf("Walk with MaxMemory(%d) = %d nodes, %v; want every one of %d", lift, nodes, err, 1<<20+1)
		}
	}
	_ = nodes
	for range deep.All() { // the pool now holds a buffer of a million states
	}
	small := queensSearch(8)
	if nodes, err := small.Walk(context.Background(), func(board) bool { return true }, backtrack.MaxMemory(4096)); err != nil || nodes != 2057 {
		t.Fatalf("Walk(8-queens) in 4 KiB after a big walk = %d nodes, %v; want 2057, nil", nodes, err)
	}
}

// CountContext stops with ErrBudget under MaxNodes(n) exactly when the tree
// has more than n nodes, on one goroutine or many; SplitContext when it
// would expand more than n states.
func TestCountContextMaxNodes(t *testing.T) {
	for _, c := range []struct {
		n            int
		nodes, count int64
	}{{8, 2057, 92}, {10, 35_539, 724}} { // 10-queens is counted in parallel
		s := queensSearch(c.n)
		for _, procs := range []int{1, 2, 4} {
			func() {
				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
				if got, err := s.CountContext(context.Background(), backtrack.MaxNodes(c.nodes)); got != c.count || err != nil {
					t.Errorf("%d-queens, GOMAXPROCS=%d: CountContext(MaxNodes(%d)) = %d, %v; want %d, nil", c.n, procs, c.nodes, got, err, c.count)
				}
				for _, short := range []int64{c.nodes - 1, c.nodes / 2, min(c.nodes-1, 20_000), 100, 1} {
					if got, err := s.CountContext(context.Background(), backtrack.MaxNodes(short)); got != 0 || err != backtrack.ErrBudget {
						t.Errorf("%d-queens, GOMAXPROCS=%d: CountContext(MaxNodes(%d)) = %d, %v; want 0, ErrBudget", c.n, procs, short, got, err)
					}
				}
			}()
		}
	}
	// Split(50) of 8-queens expands the root, its 8 children and their 42.
	s := queensSearch(8)
	for _, short := range []int64{1, 9, 50} {
		if parts, err := s.SplitContext(context.Background(), 50, backtrack.MaxNodes(short)); parts != nil || err != backtrack.ErrBudget {
			t.Errorf("SplitContext(50, MaxNodes(%d)) = %d parts, %v; want nil, ErrBudget", short, len(parts), err)
		}
	}
	if parts, err := s.SplitContext(context.Background(), 50, backtrack.MaxNodes(51)); len(parts) != len(s.Split(50)) || err != nil {
		t.Errorf("SplitContext(50, MaxNodes(51)) = %d parts, %v; want Split's %d", len(parts), err, len(s.Split(50)))
	}
}
