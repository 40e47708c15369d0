package minimax_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/minimax"
)

// Forced play costs about one node per ply: two null-window passes and the
// line, whatever the length.
func TestForcedChainNodes(t *testing.T) {
	const n = 30_000
	r, err := minimax.Solve(chain{N: n}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Outcome != minimax.Loss || r.Plies != n || len(r.Line) != n {
		t.Fatalf("chain of %d: %v in %d, line of %d", n, r.Outcome, r.Plies, len(r.Line))
	}
	if r.Nodes > 4*n {
		t.Errorf("chain of %d plies took %d nodes, want at most %d", n, r.Nodes, 4*n)
	}
	t.Logf("chain of %d plies: %d nodes", n, r.Nodes)
}

// The deep games run in a child process with a small stack limit: a search
// that recursed once per ply would crash it.
func TestDeepGames(t *testing.T) {
	if os.Getenv("MINIMAX_DEEP_CHILD") == "1" {
		deepGames(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestDeepGames$", "-test.v")
	cmd.Env = append(os.Environ(), "MINIMAX_DEEP_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestDeepGames") {
		t.Fatalf("child: %v\n%s", err, out)
	}
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, "deep:") {
			t.Log(strings.TrimSpace(l))
		}
	}
}

func deepGames(t *testing.T) {
	debug.SetMaxStack(8 << 20)

	// 200,000 plies, every state on the path a branch: solved in full.
	const n = 200_000
	r, err := minimax.Solve(comb{N: n}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Outcome != minimax.Loss || r.Plies != n || len(r.Line) != n {
		t.Errorf("comb of %d: %v in %d, line of %d", n, r.Outcome, r.Plies, len(r.Line))
	}
	t.Logf("deep: comb of %d plies solved in %d nodes", n, r.Nodes)

	// 10,000,000 plies with a budget and a deadline: an error, not a crash.
	for _, c := range []struct {
		g      minimax.Game[int, int]
		budget int64
	}{{chain{N: 10_000_000}, 3_000_000}, {comb{N: 10_000_000}, 1_000_000}} {
		g := c.g
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		start := time.Now()
		r, err := minimax.SolveContext(ctx, g, 0, minimax.MaxNodes(c.budget))
		cancel()
		if !errors.Is(err, minimax.ErrBudget) && !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%T of 10M plies: %v after %d nodes", g, err, r.Nodes)
		}
		t.Logf("deep: %T of 10M plies: %v after %d nodes in %v", g, err, r.Nodes, time.Since(start).Round(time.Millisecond))
	}
}

// A cancelled search returns at once, with ctx.Err().
func TestCancelLatency(t *testing.T) {
	g := tree{Width: 4, Depth: 40}
	t.Run("SolveContext", func(t *testing.T) {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			r, err := minimax.SolveContext(ctx, g, node{})
			if r.Line != nil || r.Plies != 0 {
				t.Errorf("cancelled SolveContext returned %+v", r)
			}
			return err
		}, 50*time.Millisecond)
	})
	t.Run("LookaheadContext", func(t *testing.T) {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			_, err := minimax.LookaheadContext(ctx, g, node{}, 40, hash)
			return err
		}, 50*time.Millisecond)
	})
}

// nilSticks is a nil pointer to a game whose methods have value receivers:
// calling them would dereference it.
var nilSticks *sticks

func TestPanicsAtTheDoor(t *testing.T) {
	ctx := context.Background()
	var none context.Context // nil
	for _, c := range []struct {
		want string
		call func()
	}{
		{"minimax: nil Context", func() { minimax.SolveContext(none, tictactoe{}, board{}) }},
		{"minimax: nil Context", func() { minimax.LookaheadContext(none, tictactoe{}, board{}, 1, open) }},
		{"minimax: nil Game", func() { minimax.Solve[int, int](nil, 0) }},
		{"minimax: nil Game", func() { minimax.Lookahead[int, int](nil, 0, 1, func(int) int { return 0 }) }},
		{"minimax: nil eval", func() { minimax.Lookahead(tictactoe{}, board{}, 1, nil) }},
		{"minimax: nil Option", func() { minimax.SolveContext(ctx, tictactoe{}, board{}, nil) }},
		{"minimax: nil Option", func() { minimax.LookaheadContext(ctx, tictactoe{}, board{}, 1, open, minimax.MaxNodes(5), nil) }},
		{"minimax: nil Game (a nil *minimax_test.sticks)", func() { minimax.Solve[int, int](nilSticks, 10) }},
		{"minimax: nil Game (a nil *minimax_test.sticks)", func() { minimax.Lookahead[int, int](nilSticks, 10, 1, func(int) int { return 0 }) }},
		{"minimax: nil Game (a nil *minimax_test.sticks)", func() { minimax.NewSolver[int, int](nilSticks) }},
		{"minimax: Solver not made by NewSolver", func() { new(minimax.Solver[int, int]).Solve(10) }},
		{"minimax: Solver not made by NewSolver", func() { new(minimax.Solver[int, int]).SolveContext(ctx, 10) }},
		{"minimax: Solver not made by NewSolver", func() { new(minimax.Solver[int, int]).Reset() }},
		{"minimax: Solver not made by NewSolver", func() { (*minimax.Solver[int, int])(nil).Solve(10) }},
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

func TestErrBudgetIsBacktracks(t *testing.T) {
	_, err := minimax.SolveContext(context.Background(), tree{Width: 3, Depth: 20}, node{}, minimax.MaxNodes(10))
	if !errors.Is(err, minimax.ErrBudget) || err.Error() != "backtrack: budget exhausted" {
		t.Errorf("budget error %q", err)
	}
}
