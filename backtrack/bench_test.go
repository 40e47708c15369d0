package backtrack_test

import (
	"context"
	"math/bits"
	"testing"
)

// countRecursive is the hand-written reference: plain recursion over the
// same board states the engine's searches use.
func countRecursive(b board) int64 {
	if b.done() {
		return 1
	}
	var n int64
	for f := b.free(); f != 0; f &= f - 1 {
		n += countRecursive(b.place(bits.TrailingZeros32(f)))
	}
	return n
}

// benchmarkQueens12 counts 12-queens (14,200 solutions) with count.
func benchmarkQueens12(b *testing.B, count func() int64) {
	b.ReportAllocs()
	for b.Loop() {
		if n := count(); n != 14200 {
			b.Fatalf("count = %d, want 14200", n)
		}
	}
}

// BenchmarkQueens12_Recursive is the reference.
func BenchmarkQueens12_Recursive(b *testing.B) {
	benchmarkQueens12(b, func() int64 { return countRecursive(newBoard(12)) })
}

// BenchmarkQueens12_Walk is the engine on one goroutine.
func BenchmarkQueens12_Walk(b *testing.B) {
	s := queensSearch(12)
	benchmarkQueens12(b, func() int64 {
		var n int64
		s.Walk(context.Background(), func(board) bool { n++; return true })
		return n
	})
}

// BenchmarkQueens12_Count is the engine on every core.
func BenchmarkQueens12_Count(b *testing.B) {
	s := queensSearch(12)
	benchmarkQueens12(b, s.Count)
}

// countRecursiveBranch is hand-written recursion through the same Branch and
// Accept functions the engine calls, with one reused buffer per depth.
func countRecursiveBranch(b board, bufs [][]board, depth int) int64 {
	var n int64
	if b.done() {
		n++
	}
	kids := queensBranch(bufs[depth][:0], b)
	bufs[depth] = kids
	for _, k := range kids {
		n += countRecursiveBranch(k, bufs, depth+1)
	}
	return n
}

// BenchmarkQueens12_RecursiveBranch is recursion doing the engine's work.
func BenchmarkQueens12_RecursiveBranch(b *testing.B) {
	bufs := make([][]board, 13)
	benchmarkQueens12(b, func() int64 { return countRecursiveBranch(newBoard(12), bufs, 0) })
}
