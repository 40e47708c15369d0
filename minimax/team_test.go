package minimax_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/minimax"
	"pgregory.net/rapid"
)

// kayles is Kayles on a row of Pins pins: a move knocks down a pin, or two
// that stand side by side, and the player who cannot move loses. A state is
// the set of pins standing, its own key; a move is a pin's index times two,
// plus one to take its right neighbour too. Its moves take a byte, so a
// team reads its table without locks.
type kayles struct{ Pins int }

func (g kayles) Moves(dst []int8, s uint32) []int8 {
	for i := range g.Pins {
		if s&(1<<i) != 0 {
			dst = append(dst, int8(2*i))
			if i+1 < g.Pins && s&(2<<i) != 0 {
				dst = append(dst, int8(2*i+1))
			}
		}
	}
	return dst
}

func (kayles) Play(s uint32, m int8) uint32 {
	s &^= 1 << (m / 2)
	if m%2 == 1 {
		s &^= 2 << (m / 2)
	}
	return s
}

func (kayles) Over(uint32) (minimax.Outcome, bool) { return minimax.Draw, false }
func (kayles) Key(s uint32) uint64                 { return uint64(s) }

// full is the state of g with every pin standing.
func (g kayles) full() uint32 { return 1<<g.Pins - 1 }

// checkKayles fails t unless r is want's value (Outcome and Plies) with a
// line of legal moves that ends the game.
func checkKayles(t *testing.T, name string, g kayles, r, want minimax.Result[int8], err error) {
	t.Helper()
	if err != nil || r.Outcome != want.Outcome || r.Plies != want.Plies || len(r.Line) != r.Plies {
		t.Errorf("%s: %v in %d, line %v (%v); want %v in %d", name, r.Outcome, r.Plies, r.Line, err, want.Outcome, want.Plies)
		return
	}
	s := g.full()
	for i, m := range r.Line {
		if !slices.Contains(g.Moves(nil, s), m) {
			t.Errorf("%s: move %d of line %v is not legal", name, i, r.Line)
			return
		}
		s = g.Play(s, m)
	}
	if len(g.Moves(nil, s)) > 0 {
		t.Errorf("%s: line %v does not end the game", name, r.Line)
	}
}

// huge are numbers of workers past the most a solve runs: math.MaxInt
// panicked in makeslice, 1<<40 killed the process with a fatal
// out-of-memory (8 TB asked), 1<<18 took a thousand times one worker's
// memory and time. (1<<40 is math.MaxInt where int has 32 bits.)
var huge = []int{math.MaxInt, int(min(1<<40, math.MaxInt)), 1 << 18}

// Workers past the most a solve runs get a team of at most GOMAXPROCS, or
// 4 (and 2 at least), which finds the value of one worker within the
// memory budget: it allocates no more than twice it in all, as a team
// does.
func TestWorkersClamped(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	const budget = 32 << 20
	g := kayles{Pins: 14}
	one, err := minimax.Solve(g, g.full(), minimax.Workers(1))
	checkKayles(t, "one worker", g, one, one, err)
	for _, n := range huge {
		before := minimax.Rounds()
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		r, err := minimax.Solve(g, g.full(), minimax.Workers(n), minimax.MaxMemory(budget))
		runtime.ReadMemStats(&m1)
		checkKayles(t, fmt.Sprintf("Workers(%d)", n), g, r, one, err)
		if team := minimax.LastTeam(); minimax.Rounds() == before || team < 2 || team > minimax.MaxTeam() {
			t.Errorf("Workers(%d): a team of %d in %d rounds, want 2 to %d workers", n, team, minimax.Rounds()-before, minimax.MaxTeam())
		}
		if bytes := m1.TotalAlloc - m0.TotalAlloc; bytes > 2*budget {
			t.Errorf("Workers(%d): allocated %d bytes on a budget of %d", n, bytes, budget)
		}
		t.Logf("Workers(%d): %d workers, %d nodes, %d KiB allocated", n, minimax.LastTeam(), r.Nodes, (m1.TotalAlloc-m0.TotalAlloc)>>10)
	}
}

// A memory budget too small for the team Workers asks for gets fewer
// workers, or none: each worker's stack, engines and path count against
// it, and the team takes at most a quarter of it. Whatever the budget, a
// solve finds one worker's value or stops with a memory error.
func TestWorkersWithinBudget(t *testing.T) {
	defer minimax.SetTeamAfter(1000)()
	g := kayles{Pins: 12}
	one, err := minimax.Solve(g, g.full(), minimax.Workers(1))
	checkKayles(t, "one worker", g, one, one, err)
	each := minimax.KeyedWorkerBytes[uint32, int8]()
	teams := 0
	for _, budget := range []int64{16 << 10, 32 << 10, 64 << 10, 128 << 10, 256 << 10, 1 << 20} {
		before := minimax.Rounds()
		r, err := minimax.Solve(g, g.full(), minimax.Workers(1<<18), minimax.MaxMemory(budget))
		name := fmt.Sprintf("budget %d", budget)
		if errors.Is(err, minimax.ErrBudget) {
			checkMemoryError(t, name, err, budget)
		} else {
			checkKayles(t, name, g, r, one, err)
		}
		if minimax.Rounds() == before {
			continue
		}
		teams++
		t.Logf("%s: a team of %d workers, %d nodes, %v", name, minimax.LastTeam(), r.Nodes, err)
		if n := int64(minimax.LastTeam()); n < 2 || n*each > budget/4 {
			t.Errorf("%s: a team of %d workers of %d bytes each, want 2 or more within a quarter of the budget", name, n, each)
		}
	}
	if teams == 0 {
		t.Error("no budget had a team")
	}
}

// Cancelled at any time, even before its workers start, a solve with
// Workers past the most returns ctx.Err() at once (it used to take a
// second and return a memory error), whether its team shares the table
// lock-free (byteTree) or behind locks (big).
func TestWorkersClampedCancel(t *testing.T) {
	for _, after := range []int64{1000, 1 << 15} {
		restore := minimax.SetTeamAfter(after)
		for _, n := range huge {
			testutil.CancelLatency(t, func(ctx context.Context) error {
				_, err := minimax.SolveContext(ctx, big, node{}, minimax.Workers(n))
				return err
			}, 0, 5*time.Millisecond, 50*time.Millisecond)
			testutil.CancelLatency(t, func(ctx context.Context) error {
				_, err := minimax.SolveContext(ctx, byteTree(big), node{}, minimax.Workers(n))
				return err
			}, 5*time.Millisecond)
		}
		restore()
	}
}

// A solve that takes on its team part way goes on with the tests it was
// making alone: the team first runs again the test that was under way,
// rather than the first tests of the sequence, and the tests made alone are
// those one worker makes.
func TestTeamGoesOn(t *testing.T) {
	g := byteMoves{}
	var alone []int32
	defer minimax.OnTest(func(beta int32, _ bool) { alone = append(alone, beta) })()
	if _, err := minimax.NewSolver[board, int8](g, minimax.Workers(1)).Solve(board{}); err != nil {
		t.Fatal(err)
	}
	formed := 0
	defer func() {
		if formed == 0 {
			t.Error("no solve took on a team")
		}
	}()
	rapid.Check(t, func(t *rapid.T) {
		defer minimax.SetTeamAfter(int64(rapid.IntRange(1, 300).Draw(t, "teamAfter")))()
		var lone, team []int32
		defer minimax.OnTest(func(beta int32, inTeam bool) {
			if inTeam {
				team = append(team, beta)
			} else if team == nil {
				lone = append(lone, beta)
			}
		})()
		if _, err := minimax.NewSolver[board, int8](g, minimax.Workers(2)).Solve(board{}); err != nil {
			t.Fatal(err)
		}
		if len(lone) > len(alone) || !slices.Equal(lone, alone[:len(lone)]) {
			t.Fatalf("tests alone %v, not the first of one worker's %v", lone, alone)
		}
		if len(team) > 0 {
			formed++
		}
		if len(team) > 0 && team[0] != lone[len(lone)-1] {
			t.Fatalf("the team's first test is of %d, not %d, the one under way: alone %v, team %v", team[0], lone[len(lone)-1], lone, team)
		}
	})
}
