package c4

import (
	"math/rand/v2"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// benchPositions is 100 positions after n random moves, seeded, with their
// scores by the dedicated negamax.
func benchPositions(b *testing.B, n int) ([]Position, []int) {
	r := rand.New(rand.NewPCG(uint64(n), 2026))
	ng := newNegamax(bigSlots)
	var ps []Position
	var scores []int
	for len(ps) < 100 {
		p, _ := randomPosition(r, n)
		if p.Stones() != n {
			continue
		}
		ps = append(ps, p)
		scores = append(scores, ng.solve(p))
	}
	return ps, scores
}

// benchmarkSolve solves the positions with solve, starting each round with
// an empty table (reset, not timed), and reports nodes and time per
// Position.
func benchmarkSolve(b *testing.B, n int, reset func(), solve func(Position) (int, int64)) {
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
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(TableSize))
	benchmarkSolve(b, n, sv.Reset, func(p Position) (int, int64) {
		r, err := sv.Solve(p)
		if err != nil {
			b.Fatal(err)
		}
		return Score(p, r.Outcome, r.Plies), r.Nodes
	})
}

// benchmarkNegamax solves with the dedicated negamax, the reference, whose
// table has slots entries.
func benchmarkNegamax(b *testing.B, n int, slots uint64) {
	ng := newNegamax(slots)
	benchmarkSolve(b, n, ng.reset, func(p Position) (int, int64) {
		before := ng.nodes
		return ng.solve(p), ng.nodes - before
	})
}

// The engine against Pons' algorithm with his table of 8M entries (40 MB),
// and with one of 131K entries (655 KB) that stays in the caches as the
// engine's table of 64K states (1.5 MB) does. Measured on one core, ms a
// Position after 12 / 20 / 28 random moves: the engine 26.7 / 0.057 /
// 0.0018, the negamax 30.1 / 0.069 / 0.0025 with Pons' table (the engine
// takes 0.89 / 0.83 / 0.74 of its time) and 15.5 / 0.028 with the small one
// (the engine takes 1.7 / 1.9 times as long: with both tables in the
// caches, the engine's interface calls and bookkeeping cost about 70 ns a
// node against the negamax's 40).
func BenchmarkSolve_Engine_12(b *testing.B)       { benchmarkEngine(b, 12) }
func BenchmarkSolve_Negamax_12(b *testing.B)      { benchmarkNegamax(b, 12, bigSlots) }
func BenchmarkSolve_NegamaxSmall_12(b *testing.B) { benchmarkNegamax(b, 12, smallSlots) }
func BenchmarkSolve_Engine_20(b *testing.B)       { benchmarkEngine(b, 20) }
func BenchmarkSolve_Negamax_20(b *testing.B)      { benchmarkNegamax(b, 20, bigSlots) }
func BenchmarkSolve_NegamaxSmall_20(b *testing.B) { benchmarkNegamax(b, 20, smallSlots) }
func BenchmarkSolve_Engine_28(b *testing.B)       { benchmarkEngine(b, 28) }
func BenchmarkSolve_Negamax_28(b *testing.B)      { benchmarkNegamax(b, 28, bigSlots) }
func BenchmarkSolve_NegamaxSmall_28(b *testing.B) { benchmarkNegamax(b, 28, smallSlots) }
