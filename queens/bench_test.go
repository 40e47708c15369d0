package queens

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/internal/testutil"
)

// benchmarkCount counts placements with count, which must give want.
func benchmarkCount(b *testing.B, want int64, count func() int64) {
	b.ReportAllocs()
	for b.Loop() {
		if got := count(); got != want {
			b.Fatalf("count = %d, want %d", got, want)
		}
	}
}

// Count: constellations for Classic, formulas for Rooks and NoTouch, on
// GOMAXPROCS cores (run with -cpu 1,2 to see one core and two).
func BenchmarkCount_Classic12(b *testing.B) {
	benchmarkCount(b, 14200, func() int64 { n, _ := Count(12, Classic); return n })
}

func BenchmarkCount_Classic13(b *testing.B) {
	benchmarkCount(b, 73712, func() int64 { n, _ := Count(13, Classic); return n })
}

func BenchmarkCount_Classic14(b *testing.B) {
	benchmarkCount(b, 365596, func() int64 { n, _ := Count(14, Classic); return n })
}

func BenchmarkCount_Classic15(b *testing.B) {
	benchmarkCount(b, 2279184, func() int64 { n, _ := Count(15, Classic); return n })
}

func BenchmarkCount_Classic16(b *testing.B) {
	benchmarkCount(b, 14772512, func() int64 { n, _ := Count(16, Classic); return n })
}

func BenchmarkCount_Classic17(b *testing.B) {
	benchmarkCount(b, 95815104, func() int64 { n, _ := Count(17, Classic); return n })
}

func BenchmarkCount_Classic18(b *testing.B) {
	benchmarkCount(b, 666090624, func() int64 { n, _ := Count(18, Classic); return n })
}

func BenchmarkFundamental_Classic12(b *testing.B) {
	benchmarkCount(b, 1787, func() int64 { n, _ := Fundamental(12, Classic); return n })
}

func BenchmarkFundamental_Classic16(b *testing.B) {
	benchmarkCount(b, 1846955, func() int64 { n, _ := Fundamental(16, Classic); return n })
}

func BenchmarkCount_NoTouch20(b *testing.B) {
	benchmarkCount(b, 327460573946510746, func() int64 { n, _ := Count(20, NoTouch); return n })
}

func BenchmarkCount_Rooks20(b *testing.B) {
	benchmarkCount(b, 2432902008176640000, func() int64 { n, _ := Count(20, Rooks); return n })
}

// The references: the plain bitboard kernel, which counts every placement
// (each mirror pair once), as a Somers-style counter does, and the backtrack
// engine's Count over the same boards.
func BenchmarkEnumerate_Classic12(b *testing.B) {
	benchmarkCount(b, 14200, func() int64 { n, _ := enumerate(context.Background(), 12, Classic); return n })
}

func BenchmarkEnumerate_Classic16(b *testing.B) {
	benchmarkCount(b, 14772512, func() int64 { n, _ := enumerate(context.Background(), 16, Classic); return n })
}

func BenchmarkEnumerate_NoTouch12(b *testing.B) {
	benchmarkCount(b, 63779034, func() int64 { n, _ := enumerate(context.Background(), 12, NoTouch); return n })
}

func BenchmarkCount_Engine12(b *testing.B) {
	benchmarkCount(b, 14200, search(12, Classic, nil).Count)
}

func BenchmarkCount_EngineNoTouch12(b *testing.B) {
	benchmarkCount(b, 63779034, search(12, NoTouch, nil).Count)
}

// Counters in other languages, beside Count on one core (-cpu 1): a
// Somers-style C bitboard counter, Takaken's, NQueensFAF, ... Each program
// that GO_PUZZLES_QUEENS_COUNTERS names ("label=command arg ...;..." as
// testutil.Programs reads it) gets n as its last argument and must print
// the count (thousands separators allowed). Without the variable these
// skip; go run ./internal/cmd/benchmarks runs them when it is set.
func BenchmarkExternal_Classic16(b *testing.B) { benchmarkExternal(b, 16, 14772512) }
func BenchmarkExternal_Classic17(b *testing.B) { benchmarkExternal(b, 17, 95815104) }
func BenchmarkExternal_Classic18(b *testing.B) { benchmarkExternal(b, 18, 666090624) }

func benchmarkExternal(b *testing.B, n int, want int64) {
	const env = "GO_PUZZLES_QUEENS_COUNTERS"
	progs := testutil.Programs(b, env)
	if len(progs) == 0 {
		b.Skip("set " + env + " to compare counters in other languages")
	}
	count := regexp.MustCompile(`(^|\D)` + strconv.FormatInt(want, 10) + `(\D|$)`)
	unseparated := strings.NewReplacer(",", "", "_", "", "'", "")
	for _, p := range progs {
		b.Run(p.Label, func(b *testing.B) {
			for b.Loop() {
				out, err := p.Output("", strconv.Itoa(n))
				if err != nil {
					b.Fatal(err)
				}
				if !count.MatchString(unseparated.Replace(out)) {
					b.Fatalf("%s %d printed %q, not the count %d", p.Label, n, out, want)
				}
			}
		})
	}
}
