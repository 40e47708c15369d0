package c4

import (
	"runtime"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// benchmarkWorkers is benchmarkEngine with one worker per core: run with
// -cpu 1,2 to set the wall time on two cores beside one. A position that
// takes more than 8,192 nodes is solved by a team (see minimax.Workers);
// its node counts include every worker's.
func benchmarkWorkers(b *testing.B, n int) {
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(TableSize), minimax.Workers(runtime.GOMAXPROCS(0)))
	benchmarkSolve(b, n, sv.Reset, func(p Position) (int, int64) {
		r, err := sv.Solve(p)
		if err != nil {
			b.Fatal(err)
		}
		return Score(p, r.Outcome, r.Plies), r.Nodes
	})
}

func BenchmarkSolve_Workers_12(b *testing.B) { benchmarkWorkers(b, 12) }
func BenchmarkSolve_Workers_20(b *testing.B) { benchmarkWorkers(b, 20) }
