package minimax_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/minimax"
	"pgregory.net/rapid"
)

// byteMoves is keyedThreats with moves of one byte: the workers of a team
// read their shared table without locks.
type byteMoves struct{}

func (byteMoves) Moves(dst []int8, b board) []int8 {
	for _, m := range (tictactoe{}).Moves(nil, b) {
		dst = append(dst, int8(m))
	}
	return dst
}

func (byteMoves) Play(b board, m int8) board           { return tictactoe{}.Play(b, int(m)) }
func (byteMoves) Over(b board) (minimax.Outcome, bool) { return tictactoe{}.Over(b) }
func (byteMoves) Bound(b board) (lo, hi int)           { return threats{}.Bound(b) }
func (byteMoves) Key(b board) uint64                   { return keyedThreats{}.Key(b) }

// Several workers find the Outcome and Plies of one, and an optimal line,
// for every kind of table: lock-free (byteMoves), keys with locks
// (keyedThreats), states with locks (threats) and a map, which solves on
// one goroutine (tictactoe). The team starts after 8 nodes, so that it
// plays a part in these small solves: in every one of more nodes.
func TestWorkersAgree(t *testing.T) {
	const after = 8
	defer minimax.SetTeamAfter(after)()
	defer minimax.SetSplitAfter(1)()
	before, tests := minimax.Rounds(), int64(0)
	shared, unwound := minimax.Splits()
	defer func() {
		if n := minimax.Rounds() - before; n < tests {
			t.Errorf("%d rounds of teams in %d tests of more than %d nodes, want one a test at least", n, tests, after)
		}
		s, u := minimax.Splits()
		if s-shared < tests {
			t.Errorf("%d frames shared in %d tests of more than %d nodes, want one a test at least", s-shared, tests, after)
		}
		t.Logf("%d tests of more than %d nodes, %d rounds of teams, %d frames shared, %d cut by another worker's move", tests, after, minimax.Rounds()-before, s-shared, u-unwound)
	}()
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		n := rapid.IntRange(2, 4).Draw(t, "workers")
		opts := []minimax.Option{minimax.Workers(n), minimax.TableSize(rapid.IntRange(1, 256).Draw(t, "table"))}
		one, err := minimax.Solve(byteMoves{}, b, minimax.Workers(1))
		if err != nil {
			t.Fatal(err)
		}
		team, err := minimax.Solve(byteMoves{}, b, opts...)
		if err != nil || team.Outcome != one.Outcome || team.Plies != one.Plies {
			t.Fatalf("\n%s%d workers: %v in %d (%v), one: %v in %d", b, n, team.Outcome, team.Plies, err, one.Outcome, one.Plies)
		}
		if team.Nodes > after { // it ran alone to after nodes, then as a team
			tests++
		}
		checkLine(t, byteMoves{}, b, team)
		for _, g := range []minimax.Game[board, int]{keyedThreats{}, threats{}, tictactoe{}} {
			r, err := minimax.Solve(g, b, opts...)
			if err != nil || r.Outcome != one.Outcome || r.Plies != one.Plies {
				t.Fatalf("\n%s%T, %d workers: %v in %d (%v), want %v in %d", b, g, n, r.Outcome, r.Plies, err, one.Outcome, one.Plies)
			}
			checkLine(t, g, b, r)
		}
	})
}

// A Solver with workers keeps what its teams learnt: solving the same
// states again finds the same values.
func TestSolverWorkers(t *testing.T) {
	defer minimax.SetTeamAfter(8)()
	sv := minimax.NewSolver(byteMoves{}, minimax.Workers(3), minimax.ValueOnly())
	for range 2 {
		rapid.Check(t, func(t *rapid.T) {
			b := position(t)
			r, err := sv.Solve(b)
			want, _ := value(tictactoe{}, b)
			if err != nil || r.Outcome != want {
				t.Fatalf("\n%s%v (%v), want %v", b, r.Outcome, err, want)
			}
		})
	}
}

// big is a game that no test solves: 4 moves a state for 30 plies.
var big = hashedTree{tree{Width: 4, Depth: 30}}

// The node budget bounds the nodes of all the workers together: a solve
// over it stops with ErrBudget having visited exactly the budget.
func TestWorkersBudget(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	for _, after := range []int64{1, 64, 1024} {
		restore := minimax.SetSplitAfter(after)
		for _, n := range []int64{500, 5000, 100_000} {
			r, err := minimax.Solve(big, node{}, minimax.Workers(3), minimax.MaxNodes(n))
			if !errors.Is(err, minimax.ErrBudget) || r.Nodes != n {
				t.Errorf("budget %d, frames shared after %d nodes: %v after %d nodes", n, after, err, r.Nodes)
			}
			p, err := minimax.Solve(byteTree(big), node{}, minimax.Workers(3), minimax.MaxNodes(n))
			if !errors.Is(err, minimax.ErrBudget) || p.Nodes != n {
				t.Errorf("lock-free table, budget %d, frames shared after %d nodes: %v after %d nodes", n, after, err, p.Nodes)
			}
		}
		restore()
	}
}

// counted is a game whose Play calls f with the number of plays so far, from
// any worker.
type counted struct {
	hashedTree
	n *atomic.Int64
	f func(n int64)
}

func (g counted) Play(s node, m int) node {
	g.f(g.n.Add(1))
	return g.hashedTree.Play(s, m)
}

// A cancelled team returns at once and leaves no worker running.
func TestWorkersCancelLatency(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	testutil.CancelLatency(t, func(ctx context.Context) error {
		_, err := minimax.SolveContext(ctx, big, node{}, minimax.Workers(4))
		return err
	}, 0, 10*time.Millisecond, 50*time.Millisecond)
}

// A cancelled team stops within a check of ctx (1024 nodes) per worker.
func TestWorkersCancel(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	ctx, cancel := context.WithCancel(context.Background())
	var at atomic.Int64
	g := counted{big, new(atomic.Int64), func(n int64) {
		if n == 200_000 {
			at.Store(n)
			cancel()
		}
	}}
	r, err := minimax.SolveContext(ctx, g, node{}, minimax.Workers(4))
	if !errors.Is(err, context.Canceled) || r.Line != nil {
		t.Fatalf("%+v, %v", r, err)
	}
	if after := g.n.Load() - at.Load(); after > 4*1024 {
		t.Errorf("%d plays after the cancel, want at most 4 workers times 1024", after)
	}
}

// A panic in any worker reaches the caller once every worker has stopped:
// as it was if on the caller's goroutine, else as an error that prints the
// value and the stack of the worker that panicked and wraps the value if
// that is an error.
func TestWorkersPanic(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	boom := errors.New("boom")
	for _, c := range []struct {
		value  any
		helper bool // whether it panics on a helper's goroutine, else on the caller's
	}{{"play 50,000", false}, {boom, false}, {"play 50,000", true}, {boom, true}} {
		before := runtime.NumGoroutine()
		g := panicky{big, new(atomic.Int64), goroutine(), c.helper, c.value}
		v := catch(func() { minimax.Solve(g, node{}, minimax.Workers(4)) })
		err, _ := v.(error)
		switch {
		case !c.helper && v != c.value:
			t.Errorf("on the caller's goroutine: recovered %v, want %v", v, c.value)
		case !c.helper:
		case err == nil:
			t.Errorf("on a helper: recovered %#v, want an error", v)
		case !isWorkerPanic(v, c.value):
			t.Errorf("on a helper: recovered %#v, want a *backtrack.WorkerPanic of %v", v, c.value)
		case !strings.Contains(err.Error(), fmt.Sprint(c.value)) || !strings.Contains(err.Error(), "minimax_test.panicky.Play("):
			t.Errorf("on a helper: recovered %q, want the value and the stack of the helper's Play", err)
		case c.value == boom && !errors.Is(err, boom), c.value != boom && errors.Unwrap(err) != nil:
			t.Errorf("on a helper: recovered %v, which unwraps to %v, want %v", v, errors.Unwrap(err), c.value)
		}
		for i := 0; runtime.NumGoroutine() > before; i++ {
			if i == 100 {
				t.Fatalf("%d goroutines, %d before the solve", runtime.NumGoroutine(), before)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// panicky is big, whose Play panics with value from its 50,000th play on,
// on a helper's goroutine if helper, else on that of the caller, caller.
type panicky struct {
	hashedTree
	n      *atomic.Int64
	caller int
	helper bool
	value  any
}

func (g panicky) Play(s node, m int) node {
	if n := g.n.Add(1); n >= 50_000 && n%64 == 0 && (goroutine() != g.caller) == g.helper {
		panic(g.value)
	}
	return g.hashedTree.Play(s, m)
}

// goroutine returns the number of the goroutine it is called on, which its
// stack's first line says.
func goroutine() int {
	buf := make([]byte, 64)
	buf = buf[:runtime.Stack(buf, false)]
	if f := strings.Fields(string(buf)); len(f) >= 2 && f[0] == "goroutine" {
		if n, err := strconv.Atoi(f[1]); err == nil {
			return n
		}
	}
	panic(fmt.Sprintf("no goroutine number in %q", buf))
}

// catch calls f and returns what it panicked with, or nil.
func catch(f func()) (v any) {
	defer func() { v = recover() }()
	f()
	return nil
}

// runtime.Goexit in a worker (t.FailNow, say) ends the caller's goroutine
// too.
func TestWorkersGoexit(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	g := counted{big, new(atomic.Int64), func(n int64) {
		if n == 50_000 {
			runtime.Goexit()
		}
	}}
	returned := make(chan bool)
	go func() {
		ok := false
		defer func() { returned <- ok }()
		minimax.Solve(g, node{}, minimax.Workers(4))
		ok = true
	}()
	if <-returned {
		t.Error("Solve returned")
	}
}

// The memory budget covers the table and every worker's path: a team on a
// small budget allocates no more than twice it in all (the rounds that
// grow the shared table allocate it afresh), and holds less than it at any
// time.
func TestWorkersMaxMemory(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	const budget = 256 << 10
	before := minimax.Rounds()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	solve := []func() error{
		func() error {
			_, err := minimax.Solve(big, node{}, minimax.Workers(3), minimax.MaxMemory(budget), minimax.MaxNodes(200_000), minimax.TableSize(0))
			return err
		},
		func() error {
			_, err := minimax.Solve(byteTree(big), node{}, minimax.Workers(3), minimax.MaxMemory(budget), minimax.MaxNodes(200_000), minimax.TableSize(0))
			return err
		},
	}
	for i, f := range solve {
		runtime.ReadMemStats(&m0)
		err := f()
		runtime.ReadMemStats(&m1)
		if !errors.Is(err, minimax.ErrBudget) || minimax.Rounds() == before {
			t.Fatalf("game %d: %v after %d rounds of teams, want ErrBudget from a team", i, err, minimax.Rounds()-before)
		}
		if bytes := m1.TotalAlloc - m0.TotalAlloc; bytes > 2*budget {
			t.Errorf("game %d: allocated %d bytes on a budget of %d", i, bytes, budget)
		}
		before = minimax.Rounds()
	}
}

// byteTree is tree with moves of one byte and its nodes' hashes as keys
// (which a test of this size does not see collide): a team reads its table
// without locks.
type byteTree struct{ tree }

func (g byteTree) Moves(dst []int8, n node) []int8 {
	for i := range g.Width {
		dst = append(dst, int8(i))
	}
	return dst
}

func (g byteTree) Play(n node, m int8) node { return g.tree.Play(n, int(m)) }
func (byteTree) Key(n node) uint64          { return n.h }

// badOver is big, whose Over returns no outcome of the three once it has
// been called n times, by any worker.
type badOver struct {
	hashedTree
	calls *atomic.Int64
	n     int64
}

func (g badOver) Over(s node) (minimax.Outcome, bool) {
	if g.calls.Add(1) == g.n {
		return 7, true
	}
	return g.hashedTree.Over(s)
}

// An error in a helper stops the team and is the solve's.
func TestWorkersError(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	r, err := minimax.Solve(badOver{big, new(atomic.Int64), 50_000}, node{}, minimax.Workers(3))
	if err == nil || !strings.Contains(err.Error(), "Over returned") || r.Line != nil {
		t.Errorf("%+v, %v", r, err)
	}
}

// A Solver with workers on a game with a Hasher, whose team shares the
// table behind locks, keeps it from one call to the next.
func TestSolverWorkersLocked(t *testing.T) {
	defer minimax.SetTeamAfter(8)()
	sv := minimax.NewSolver[board, int](threats{}, minimax.Workers(2))
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		r, err := sv.Solve(b)
		o, p := value(tictactoe{}, b)
		if err != nil || r.Outcome != o || r.Plies != p {
			t.Fatalf("\n%s%v in %d (%v), want %v in %d", b, r.Outcome, r.Plies, err, o, p)
		}
		checkLine(t, threats{}, b, r)
	})
}

// lopsided is a game whose first state has three moves: to a draw after 12
// plies, to a draw after 18, and to a win at once. A team's master,
// searching the long draw, is cut by a helper's win.
type lopsided struct{}

// side is a state of lopsided: its path from the first state, the plies
// left, and whether the player to move has lost.
type side struct {
	path uint64
	left int8
	lost bool
}

func (lopsided) Moves(dst []int, s side) []int {
	if s.path == 1 {
		return append(dst, 0, 1, 2)
	}
	return append(dst, 0, 1)
}

func (lopsided) Play(s side, m int) side {
	c := side{path: s.path*4 + uint64(m), left: s.left - 1}
	if s.path == 1 {
		c.left, c.lost = [3]int8{12, 18, 0}[m], m == 2
	}
	if c.path%64 == 0 {
		runtime.Gosched() // so that a helper runs on one core (GOMAXPROCS=1) too
	}
	return c
}

func (lopsided) Over(s side) (minimax.Outcome, bool) {
	switch {
	case s.lost:
		return minimax.Loss, true
	case s.left == 0:
		return minimax.Draw, true
	}
	return 0, false
}

func (lopsided) Key(s side) uint64 { return s.path }

// A helper's move that cuts a shared state makes its owner drop its own
// search there and back up: the value is still right.
func TestWorkersUnwind(t *testing.T) {
	defer minimax.SetTeamAfter(8)()
	defer minimax.SetSplitAfter(64)()
	_, before := minimax.Splits()
	for range 50 {
		r, err := minimax.Solve(lopsided{}, side{path: 1, left: 19}, minimax.Workers(2))
		if err != nil || r.Outcome != minimax.Win || r.Plies != 1 || r.Best != 2 {
			t.Fatalf("%+v, %v; want a win with move 2", r, err)
		}
		if _, n := minimax.Splits(); n > before {
			return
		}
	}
	t.Error("no worker backed up to a state another's move cut, in 50 solves")
}

// isWorkerPanic reports whether v is the module's wrapper of a worker's
// panic with value.
func isWorkerPanic(v, value any) bool {
	wp, ok := v.(*backtrack.WorkerPanic)
	return ok && wp.Value == value
}
