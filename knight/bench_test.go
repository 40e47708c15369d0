package knight

import (
	"context"
	"testing"
)

// benchmarkCount counts tours with count, which must give want.
func benchmarkCount(b *testing.B, want int64, count func() int64) {
	b.ReportAllocs()
	for b.Loop() {
		if got := count(); got != want {
			b.Fatalf("count = %d, want %d", got, want)
		}
	}
}

func countOf(rows, cols int, opts ...Option) func() int64 {
	return func() int64 { n, _ := Count(rows, cols, opts...); return n }
}

// Count: the pruned search on backtrack's Count, on GOMAXPROCS cores (run
// with -cpu 1,2 to see both). The reference is a C++ OpenMP counter at about
// 0.10 s (6×6 closed), 3.9 s (6×6 open) and 1.1 s (5×8 closed) on the same
// 2-core machines.
func BenchmarkCount_Closed6x6(b *testing.B) { benchmarkCount(b, 9862, countOf(6, 6, Closed())) }
func BenchmarkCount_Closed5x8(b *testing.B) { benchmarkCount(b, 44202, countOf(5, 8, Closed())) }
func BenchmarkCount_Open6x6(b *testing.B)   { benchmarkCount(b, 3318960, countOf(6, 6)) }
func BenchmarkCount_Open5x5(b *testing.B)   { benchmarkCount(b, 864, countOf(5, 5)) }

// The in-package reference for the pruning: the same count of 5×5 open
// tours by the unpruned search.
func BenchmarkCount_UnprunedOpen5x5(b *testing.B) {
	benchmarkCount(b, 864, func() int64 {
		g := newGraph(5, 5)
		var n int64
		for _, c := range startClasses(5, 5) {
			n += c.size * g.plain(task{h: 1 << c.sq, free: g.all &^ (1 << c.sq)})
		}
		return n / 2
	})
}

// benchmarkFind finds a tour of a rows×cols board.
func benchmarkFind(b *testing.B, rows, cols int, opts ...Option) {
	b.ReportAllocs()
	for b.Loop() {
		if t, err := Find(rows, cols, opts...); t == nil || err != nil {
			b.Fatal(t, err)
		}
	}
}

func BenchmarkFind_1000x1000Closed(b *testing.B) { benchmarkFind(b, 1000, 1000, Closed()) }
func BenchmarkFind_999x999Open(b *testing.B)     { benchmarkFind(b, 999, 999) }
func BenchmarkFind_8x8Closed(b *testing.B)       { benchmarkFind(b, 8, 8, Closed()) }
func BenchmarkFind_4x1000Open(b *testing.B)      { benchmarkFind(b, 4, 1000) }
func BenchmarkFind_3x1000Closed(b *testing.B)    { benchmarkFind(b, 3, 1000, Closed()) }

// The first tour of Tours from a corner of 8×8, and beside it the same
// search walked by the engine directly.
func BenchmarkTours_First8x8(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for range Tours(8, 8, Square{}) {
			break
		}
	}
}

func BenchmarkTours_Walk8x8(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		t := newTourSearch(8, 8, Square{}, false)
		t.search().Walk(context.Background(), func(step) bool { return false })
	}
}

// Open counts on a board with both sides odd start only from squares of the
// corners' colour; the reference starts from every square, as Count once did.
func BenchmarkCount_Open5x7(b *testing.B) { benchmarkCount(b, 622868, countOf(5, 7)) }
func BenchmarkCount_Open5x7EveryStart(b *testing.B) {
	benchmarkCount(b, 622868, func() int64 { return searchCount(5, 7, false) })
}
