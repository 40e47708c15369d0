package main

import (
	"math/rand/v2"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// benchPositions is 100 positions after n random moves, seeded, with their
// scores by the dedicated negamax.
func benchPositions(b *testing.B, n int) ([]position, []int) {
	r := rand.New(rand.NewPCG(uint64(n), 2026))
	ng := newNegamax(bigSlots)
	var ps []position
	var scores []int
	for len(ps) < 100 {
		p, _ := randomPosition(r, n)
		if p.stones() != n {
			continue
		}
		ps = append(ps, p)
		scores = append(scores, ng.solve(p))
	}
	return ps, scores
}

// benchmarkSolve solves the positions with solve, starting each round with
// an empty table (reset, not timed), and reports nodes and time per
// position.
func benchmarkSolve(b *testing.B, n int, reset func(), solve func(position) (int, int64)) {
	ps, want := benchPositions(b, n)
	b.ReportAllocs()
	var nodes int64
	for b.Loop() {
		b.StopTimer()
		reset()
		b.StartTimer()
		for i, p := range ps {
			s, k := solve(p)
			if s != want[i] {
				b.Fatalf("position %d: score %d, want %d", i, s, want[i])
			}
			nodes += k
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N*len(ps)), "nodes/pos")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps))/1e6, "ms/pos")
}

// benchmarkEngine solves through the generic engine with the game's hooks.
func benchmarkEngine(b *testing.B, n int) {
	sv := minimax.NewSolver(game{}, minimax.ValueOnly(), minimax.TableSize(tableSize))
	benchmarkSolve(b, n, sv.Reset, func(p position) (int, int64) {
		r := sv.Solve(p)
		return score(p, r.Outcome, r.Plies), r.Nodes
	})
}

// benchmarkNegamax solves with the dedicated negamax, the reference.
func benchmarkNegamax(b *testing.B, n int) {
	ng := newNegamax(bigSlots)
	benchmarkSolve(b, n, ng.reset, func(p position) (int, int64) {
		before := ng.nodes
		return ng.solve(p), ng.nodes - before
	})
}

func BenchmarkSolve_Engine_12(b *testing.B)  { benchmarkEngine(b, 12) }
func BenchmarkSolve_Negamax_12(b *testing.B) { benchmarkNegamax(b, 12) }
func BenchmarkSolve_Engine_20(b *testing.B)  { benchmarkEngine(b, 20) }
func BenchmarkSolve_Negamax_20(b *testing.B) { benchmarkNegamax(b, 20) }
func BenchmarkSolve_Engine_28(b *testing.B)  { benchmarkEngine(b, 28) }
func BenchmarkSolve_Negamax_28(b *testing.B) { benchmarkNegamax(b, 28) }
