package regions_test

import (
	"context"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/regions"
)

func BenchmarkCountCorpus(b *testing.B) {
	levels := readCorpus(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range levels {
			if got := mustCount(l.board, 0); got != l.solutions {
				b.Fatalf("level %s: %d solutions, want %d", l.id, got, l.solutions)
			}
		}
	}
}

// The reference: a plain row-by-row counter on the same engine, which tries
// every open column of the next row and checks regions as it goes, on the
// corpus boards of size 10 or less (the larger ones take it minutes).
func BenchmarkCountCorpusSmall(b *testing.B) {
	benchmarkCorpusSmall(b, func(bd *regions.Board) int64 { return mustCount(bd, 0) })
}

func BenchmarkCountCorpusSmall_RowByRow(b *testing.B) {
	benchmarkCorpusSmall(b, rowByRow)
}

func benchmarkCorpusSmall(b *testing.B, count func(*regions.Board) int64) {
	var small []level
	for _, l := range readCorpus(b) {
		if l.board.N() <= 10 {
			small = append(small, l)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range small {
			if got := count(l.board); got != l.solutions {
				b.Fatalf("level %s: %d solutions, want %d", l.id, got, l.solutions)
			}
		}
	}
}

// rowByRow counts solutions row by row on backtrack.Search.
func rowByRow(bd *regions.Board) int64 {
	type partial struct {
		row            int
		prev           int // column of the previous row's queen, or -2
		cols, regsUsed uint32
	}
	n := bd.N()
	s := backtrack.Search[partial]{
		Root: partial{prev: -2},
		Branch: func(dst []partial, p partial) []partial {
			if p.row == n {
				return dst
			}
			for c := range n {
				g := uint32(1) << bd.Region(p.row, c)
				if p.cols&(1<<c) != 0 || p.regsUsed&g != 0 || c-p.prev <= 1 && p.prev-c <= 1 {
					continue
				}
				dst = append(dst, partial{p.row + 1, c, p.cols | 1<<c, p.regsUsed | g})
			}
			return dst
		},
		Accept: func(p partial) bool { return p.row == n },
	}
	var k int64
	s.Walk(context.Background(), func(partial) bool { k++; return true })
	return k
}

// Colors for every LinkedIn board, in both themes.
func BenchmarkColorsLinkedIn(b *testing.B) {
	levels := readLinkedIn(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range levels {
			if len(l.board.Colors(regions.Light)) != l.board.N() || len(l.board.Colors(regions.Dark)) != l.board.N() {
				b.Fatalf("level %s: wrong number of colours", l.id)
			}
		}
	}
}
