package main

import (
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/minimax/minimaxtest"
	"pgregory.net/rapid"
)

// dfs is the reference: plain minimax without memory or pruning. It returns
// whether the player to move wins and the number of moves to the end, the
// winner fastest, the loser slowest.
func dfs(g *game, s state, buf []int8) (win bool, plies int) {
	if _, over := g.Over(s); over {
		return false, 0
	}
	moves := g.Moves(buf[len(buf):], s)
	for _, m := range moves {
		w, p := dfs(g, g.Play(s, m), moves[len(moves):])
		switch {
		case !w && (!win || p+1 < plies): // a win, the first or a faster one
			win, plies = true, p+1
		case w && !win && p+1 > plies: // a loss, lasting longer
			plies = p + 1
		}
	}
	return win, plies
}

// reference solves s with dfs.
func reference(g *game, s state) (minimax.Outcome, int) {
	win, plies := dfs(g, s, make([]int8, 0, 4*64))
	if win {
		return minimax.Win, plies
	}
	return minimax.Loss, plies
}

func TestAgreesWithReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows, cols := rapid.IntRange(1, 5).Draw(t, "rows"), rapid.IntRange(1, 5).Draw(t, "cols")
		g := newGame(rows, cols)
		n := rows * cols
		a, b := rapid.IntRange(0, n-1).Draw(t, "a"), rapid.IntRange(0, n-1).Draw(t, "b")
		plat := rapid.Uint64Range(0, 1<<n-1).Draw(t, "platforms") | 1<<a | 1<<b
		s := state{plat: plat, me: int8(a), opp: int8(b)}
		r, err := minimax.Solve(g, s)
		if err != nil {
			t.Fatal(err)
		}
		if o, p := reference(g, s); o != r.Outcome || p != r.Plies || len(r.Line) != p {
			t.Fatalf("%+v:\n%sreference %v in %d, Solve %v in %d, line %v", s, g.draw(s, true), o, p, r.Outcome, r.Plies, r.Line)
		}
	})
}

// The benchmark's games, checked one by one.
func TestFull5AgreesWithReference(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 625 games with the slow reference")
	}
	g, starts := full5()
	for _, s := range starts {
		r, err := minimax.Solve(g, s)
		if err != nil {
			t.Fatal(err)
		}
		if o, p := reference(g, s); o != r.Outcome || p != r.Plies {
			t.Errorf("A at %d, B at %d: reference %v in %d, Solve %v in %d", s.me, s.opp, o, p, r.Outcome, r.Plies)
		}
	}
}

// full5 is every start on a full 5×5 board: 625 pairs of cells.
func full5() (*game, []state) {
	g := newGame(5, 5)
	var starts []state
	for a := range int8(25) {
		for b := range int8(25) {
			starts = append(starts, state{plat: 1<<25 - 1, me: a, opp: b})
		}
	}
	return g, starts
}

// benchmarkFull5 solves every start of full5 with solve.
func benchmarkFull5(b *testing.B, solve func(*game, state) int) {
	g, starts := full5()
	b.ReportAllocs()
	for b.Loop() {
		total := 0
		for _, s := range starts {
			total += solve(g, s)
		}
		if total == 0 {
			b.Fatal("no moves at all")
		}
	}
}

// BenchmarkFull5_Solve solves all 625 starts with minimax.Solve, which
// reuses the maps of finished solves.
func BenchmarkFull5_Solve(b *testing.B) {
	benchmarkFull5(b, func(g *game, s state) int { return plies(minimax.Solve(g, s)) })
}

// BenchmarkFull5_Solver solves all 625 starts with one minimax.Solver, reset
// before each start so that each solve does the same work as Solve: the
// same time, since Solve reuses the memory of earlier calls too.
func BenchmarkFull5_Solver(b *testing.B) {
	g, _ := full5()
	sv := minimax.NewSolver(g)
	benchmarkFull5(b, func(_ *game, s state) int { sv.Reset(); return plies(sv.Solve(s)) })
}

// BenchmarkFull5_Reference solves all 625 starts with the memo-free dfs, the
// reference for BenchmarkFull5_Solve (BENCHMARKS.md has the ratio).
func BenchmarkFull5_Reference(b *testing.B) {
	benchmarkFull5(b, func(g *game, s state) int { _, p := reference(g, s); return p })
}

// The game keeps minimax's contract (pure Moves, Play and Over), and Solve
// agrees with a plain minimax on its small positions, on boards of a few
// sizes from every pair of starting cells.
func TestGameKeepsTheContract(t *testing.T) {
	for _, size := range [][2]int{{1, 3}, {2, 3}, {3, 3}, {3, 4}} {
		g := newGame(size[0], size[1])
		n := size[0] * size[1]
		var starts []state
		for a := range int8(n) {
			for b := range int8(n) {
				if a != b {
					starts = append(starts, state{plat: 1<<n - 1, me: a, opp: b})
				}
			}
		}
		minimaxtest.CheckGame(t, g, starts)
	}
}

// plies returns the plies of a solve that must succeed.
func plies(r minimax.Result[int8], err error) int {
	if err != nil {
		panic(err)
	}
	return r.Plies
}
