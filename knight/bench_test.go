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
// with -cpu 1,2 to see both). The reference is Peter Luschny's C++ OpenMP
// counter, measured by hand (BENCHMARKS.md).
func BenchmarkCount_Closed6x6(b *testing.B) { benchmarkCount(b, 9862, countOf(6, 6, ClosedTours())) }
func BenchmarkCount_Closed5x8(b *testing.B) { benchmarkCount(b, 44202, countOf(5, 8, ClosedTours())) }
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

func BenchmarkFind_1000x1000Closed(b *testing.B) { benchmarkFind(b, 1000, 1000, ClosedTours()) }
func BenchmarkFind_999x999Open(b *testing.B)     { benchmarkFind(b, 999, 999) }
func BenchmarkFind_8x8Closed(b *testing.B)       { benchmarkFind(b, 8, 8, ClosedTours()) }
func BenchmarkFind_4x1000Open(b *testing.B)      { benchmarkFind(b, 4, 1000) }
func BenchmarkFind_3x1000Closed(b *testing.B)    { benchmarkFind(b, 3, 1000, ClosedTours()) }

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

// Counts by frontier: Count on boards with a short side of 3 to 6, beside
// the enumeration of the same board (backtrack's Count on every core) as the reference where it finishes in seconds.
func BenchmarkCount_Closed5x8Enumerated(b *testing.B) {
	benchmarkCount(b, 44202, enumerated(5, 8, true))
}
func BenchmarkCount_Open4x9(b *testing.B) { benchmarkCount(b, 189688, countOf(4, 9)) }
func BenchmarkCount_Open4x9Enumerated(b *testing.B) {
	benchmarkCount(b, 189688, enumerated(4, 9, false))
}
func BenchmarkCount_Closed5x10(b *testing.B) {
	benchmarkCount(b, 13311268, countOf(5, 10, ClosedTours()))
}
func BenchmarkCount_Closed5x12(b *testing.B) {
	benchmarkCount(b, 4557702762, countOf(5, 12, ClosedTours()))
}
func BenchmarkCount_Closed6x8(b *testing.B) {
	benchmarkCount(b, 55488142, countOf(6, 8, ClosedTours()))
}
func BenchmarkCount_Open5x8(b *testing.B) { benchmarkCount(b, 18061054, countOf(5, 8)) }
func BenchmarkCount_Open4x26(b *testing.B) {
	benchmarkCount(b, 292981836913356456, countOf(4, 26))
}
func BenchmarkCount_Closed3x40(b *testing.B) {
	benchmarkCount(b, 11010065269439104, countOf(3, 40, ClosedTours()))
}

// enumerated counts a board by the pruned search, as Count does for the
// small boards it does not take by frontier.
func enumerated(rows, cols int, closed bool) func() int64 {
	return func() int64 {
		n, _ := enumerate(context.Background(), rows, cols, closed)
		return n
	}
}

func BenchmarkCount_Closed6x10(b *testing.B) {
	benchmarkCount(b, 239187240144, countOf(6, 10, ClosedTours()))
}

// 7×8 closed: the largest count by frontier, lists of about 1.4 GiB; a
// minute or more on 2 cores.
func BenchmarkCount_Closed7x8(b *testing.B) {
	benchmarkCount(b, 34524432316, countOf(7, 8, ClosedTours(), MaxMemory(4<<30)))
}
