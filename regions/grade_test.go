package regions_test

import (
	"math/rand/v2"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
)

// Explain and Grade over the 834 LinkedIn puzzles, against the reference
// Count(b, 2), the check that a puzzle has one solution.
func BenchmarkExplainLinkedIn(b *testing.B) {
	benchmarkBoards(b, linkedInBoards(b), func(bd *regions.Board) { regions.Explain(bd) })
}

func BenchmarkGradeLinkedIn(b *testing.B) {
	benchmarkBoards(b, linkedInBoards(b), func(bd *regions.Board) { regions.Grade(bd) })
}

func BenchmarkGradeLinkedIn_Count(b *testing.B) {
	benchmarkBoards(b, linkedInBoards(b), func(bd *regions.Board) { mustCount(bd, 2) })
}

// Grade of generated puzzles, as Generate calls it, against Count(b, 2).
func BenchmarkGradePuzzles_11(b *testing.B)       { benchmarkPuzzles(b, 11, grade) }
func BenchmarkGradePuzzles_16(b *testing.B)       { benchmarkPuzzles(b, 16, grade) }
func BenchmarkGradePuzzles_20(b *testing.B)       { benchmarkPuzzles(b, 20, grade) }
func BenchmarkGradePuzzles_11_Count(b *testing.B) { benchmarkPuzzles(b, 11, count2) }
func BenchmarkGradePuzzles_16_Count(b *testing.B) { benchmarkPuzzles(b, 16, count2) }
func BenchmarkGradePuzzles_20_Count(b *testing.B) { benchmarkPuzzles(b, 20, count2) }

// Grade of grown boards with many solutions, where the rules get stuck
// after trying every probe.
func BenchmarkGradeGrown_11(b *testing.B) { benchmarkBoards(b, grown(b, 11), grade) }
func BenchmarkGradeGrown_16(b *testing.B) { benchmarkBoards(b, grown(b, 16), grade) }
func BenchmarkGradeGrown_20(b *testing.B) { benchmarkBoards(b, grown(b, 20), grade) }

func grade(bd *regions.Board)  { regions.Grade(bd) }
func count2(bd *regions.Board) { mustCount(bd, 2) }

func linkedInBoards(b *testing.B) []*regions.Board {
	var bs []*regions.Board
	for _, l := range readLinkedIn(b) {
		bs = append(bs, l.board)
	}
	return bs
}

func benchmarkPuzzles(b *testing.B, n int, f func(*regions.Board)) {
	rng := rand.New(rand.NewPCG(1, 2))
	var bs []*regions.Board
	for range 10 {
		pz, err := regions.Generate(n, rng)
		if err != nil {
			b.Fatal(err)
		}
		bs = append(bs, pz.Board)
	}
	benchmarkBoards(b, bs, f)
}

func grown(b *testing.B, n int) []*regions.Board {
	rng := rand.New(rand.NewPCG(1, 2))
	var bs []*regions.Board
	for range 20 {
		p, _ := queens.Random(n, queens.NoTouch, rng)
		bd, err := regions.Grow(p, rng)
		if err != nil {
			b.Fatal(err)
		}
		bs = append(bs, bd)
	}
	return bs
}

// benchmarkBoards reports the time per board.
func benchmarkBoards(b *testing.B, bs []*regions.Board, f func(*regions.Board)) {
	b.ReportAllocs()
	for b.Loop() {
		for _, bd := range bs {
			f(bd)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(bs))/1e6, "ms/board")
}
