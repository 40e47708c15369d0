package sevenseg_test

import (
	"iter"
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

// benchmarkSolutions solves every layout of the sample within the given
// number of sticks with solve and reports the time per layout.
func benchmarkSolutions(b *testing.B, sticks int, solve func(sevenseg.Equation, int, ...sevenseg.Option) iter.Seq[sevenseg.Solution]) {
	layouts := sample(32)
	b.ReportAllocs()
	for b.Loop() {
		for _, e := range layouts {
			for range solve(e, sticks) {
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(layouts)), "ns/layout")
}

// Solutions against the published move-by-move method on the same 32 layouts.
func BenchmarkSolutions_K1(b *testing.B) { benchmarkSolutions(b, 1, sevenseg.Solutions) }
func BenchmarkSolutions_K2(b *testing.B) { benchmarkSolutions(b, 2, sevenseg.Solutions) }
func BenchmarkSolutions_K3(b *testing.B) { benchmarkSolutions(b, 3, sevenseg.Solutions) }
func BenchmarkSolutionsMoveByMove_K1(b *testing.B) {
	benchmarkSolutions(b, 1, sevenseg.SolutionsMoveByMove)
}
func BenchmarkSolutionsMoveByMove_K2(b *testing.B) {
	benchmarkSolutions(b, 2, sevenseg.SolutionsMoveByMove)
}

// benchmarkCensus takes the census of shape for the given number of sticks
// and reports the time per layout.
func benchmarkCensus(b *testing.B, shape string, sticks int) {
	b.ReportAllocs()
	var layouts int64
	for b.Loop() {
		c, err := sevenseg.Census(shape, sticks)
		if err != nil {
			b.Fatal(err)
		}
		layouts = c.Layouts
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*layouts), "ns/layout")
}

// The census of all 2,000,000 dd±dd=dd layouts; compare ns/layout with the
// Solutions and SolutionsMoveByMove benchmarks above.
func BenchmarkCensus_K1(b *testing.B) { benchmarkCensus(b, "dd±dd=dd", 1) }
func BenchmarkCensus_K2(b *testing.B) { benchmarkCensus(b, "dd±dd=dd", 2) }

// benchmarkOne solves the one equation s within the given number of sticks
// with solve.
func benchmarkOne(b *testing.B, s string, sticks int, solve func(sevenseg.Equation, int, ...sevenseg.Option) iter.Seq[sevenseg.Solution], opts ...sevenseg.Option) {
	e, err := sevenseg.Parse(s)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		for range solve(e, sticks, opts...) {
		}
	}
}

// A published equation with two operators, within 2 sticks, under the
// default Strict leniency and under the Permissive one.
func BenchmarkSolutions_TwoOps(b *testing.B) { benchmarkOne(b, "66-30-66=92", 2, sevenseg.Solutions) }
func BenchmarkSolutionsMoveByMove_TwoOps(b *testing.B) {
	benchmarkOne(b, "66-30-66=92", 2, sevenseg.SolutionsMoveByMove)
}
func BenchmarkSolutions_TwoOpsPermissive(b *testing.B) {
	benchmarkOne(b, "66-30-66=92", 2, sevenseg.Solutions, sevenseg.Permissive, sevenseg.BothForms)
}
func BenchmarkSolutionsMoveByMove_TwoOpsPermissive(b *testing.B) {
	benchmarkOne(b, "66-30-66=92", 2, sevenseg.SolutionsMoveByMove, sevenseg.Permissive, sevenseg.BothForms)
}

// Products and quotients: 6×2=18÷3 within 2 sticks.
func BenchmarkSolutions_Times(b *testing.B) { benchmarkOne(b, "6x2=18/3", 2, sevenseg.Solutions) }
func BenchmarkSolutionsMoveByMove_Times(b *testing.B) {
	benchmarkOne(b, "6x2=18/3", 2, sevenseg.SolutionsMoveByMove)
}
