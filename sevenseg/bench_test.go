package sevenseg_test

import (
	"math/rand/v2"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
)

// sample returns n layouts of dd±dd=dd drawn with a fixed seed.
func sample(n int) []sevenseg.Equation {
	rng := rand.New(rand.NewPCG(1, 2))
	out := make([]sevenseg.Equation, n)
	for i := range out {
		b := []byte{byte('0' + rng.IntN(10)), byte('0' + rng.IntN(10)), "+-"[rng.IntN(2)],
			byte('0' + rng.IntN(10)), byte('0' + rng.IntN(10)), '=', byte('0' + rng.IntN(10)), byte('0' + rng.IntN(10))}
		out[i], _ = sevenseg.Parse(string(b))
	}
	return out
}

// benchmarkSolve solves every layout of the sample for k sticks with solve
// and reports the time per layout.
func benchmarkSolve(b *testing.B, k int, solve func(sevenseg.Equation, int, ...sevenseg.Option) func(func(sevenseg.Solution) bool)) {
	layouts := sample(32)
	b.ReportAllocs()
	for b.Loop() {
		for _, e := range layouts {
			for range solve(e, k) {
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(layouts)), "ns/layout")
}

// Solve against the published move-by-move method on the same 32 layouts.
func BenchmarkSolve_K1(b *testing.B)           { benchmarkSolve(b, 1, solveFast) }
func BenchmarkSolve_K2(b *testing.B)           { benchmarkSolve(b, 2, solveFast) }
func BenchmarkSolve_K3(b *testing.B)           { benchmarkSolve(b, 3, solveFast) }
func BenchmarkSolveMoveByMove_K1(b *testing.B) { benchmarkSolve(b, 1, solveReference) }
func BenchmarkSolveMoveByMove_K2(b *testing.B) { benchmarkSolve(b, 2, solveReference) }

// benchmarkCount takes the census of shape for k sticks and reports the
// time per layout.
func benchmarkCount(b *testing.B, shape string, k int) {
	b.ReportAllocs()
	var layouts int64
	for b.Loop() {
		c, err := sevenseg.Count(shape, k)
		if err != nil {
			b.Fatal(err)
		}
		layouts = c.Layouts
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*layouts), "ns/layout")
}

// The census of all 2,000,000 dd±dd=dd layouts; compare ns/layout with the
// Solve and SolveMoveByMove benchmarks above.
func BenchmarkCount_K1(b *testing.B) { benchmarkCount(b, "dd±dd=dd", 1) }
func BenchmarkCount_K2(b *testing.B) { benchmarkCount(b, "dd±dd=dd", 2) }
