// Package knighttest generates boards and knight's tours for property tests
// of code that uses package knight.
//
// Its pgregory.net/rapid generators draw boards that have an open or a
// closed tour ([OpenBoard], [ClosedBoard]) and tours of them ([Tour],
// [ClosedTour]). They work in [rapid.Check] and, through [rapid.MakeFuzz],
// in native fuzz tests; the values they draw shrink towards small boards.
// Every board has sides from 1 to 10, so drawing a value is cheap.
package knighttest

import (
	"sync"

	"github.com/go-puzzles/puzzles/knight"
	"pgregory.net/rapid"
)

// maxSide is the longest side of a drawn board.
const maxSide = 10

// Board is the size of a board: Rows rows of Cols squares.
type Board struct {
	Rows, Cols int
}

// BoardOf returns the smallest board from the top left corner that holds
// every square of t: for a tour, its board. It costs O(len(t)).
func BoardOf(t knight.Tour) Board {
	var b Board
	for _, s := range t {
		b.Rows, b.Cols = max(b.Rows, s.Row+1), max(b.Cols, s.Col+1)
	}
	return b
}

// OpenBoard returns a generator of boards, sides 1 to 10, that have a tour,
// from 1×1 and 3×4 up to 10×10. On each, knight.Find returns one.
func OpenBoard() *rapid.Generator[Board] {
	return boards(false)
}

// ClosedBoard returns a generator of boards, sides 1 to 10, that have a
// closed tour, from 5×6 and 3×10 up to 10×10. On each, knight.Find with
// knight.ClosedTours returns one.
func ClosedBoard() *rapid.Generator[Board] {
	return boards(true)
}

// Tour returns a generator of tours of boards drawn by OpenBoard, some of
// them closed by chance. BoardOf gives the board of a drawn tour.
//
// A tour is that of knight.Find, or on a board of up to 25 squares one of
// the first tours of knight.Tours from one of its ends; then turned by a
// symmetry of the board, perhaps reversed, and if it is closed started
// anywhere along it.
func Tour() *rapid.Generator[knight.Tour] {
	return tours(false)
}

// ClosedTour returns a generator of closed tours of boards drawn by
// ClosedBoard. A tour is that of knight.Find with knight.ClosedTours, turned
// by a symmetry of the board, perhaps reversed, and started anywhere along it.
func ClosedTour() *rapid.Generator[knight.Tour] {
	return tours(true)
}

// sides[closed][r-1] lists the c in 1..maxSide for which an r×c board has a
// tour of that kind, as knight.Find says.
var (
	sidesOnce sync.Once
	sides     [2][maxSide][]int
)

func sidesFor(closed bool) [maxSide][]int {
	sidesOnce.Do(func() {
		for k, opts := range [][]knight.Option{nil, {knight.ClosedTours()}} {
			for r := 1; r <= maxSide; r++ {
				for c := 1; c <= maxSide; c++ {
					if t, _ := knight.Find(r, c, opts...); t != nil {
						sides[k][r-1] = append(sides[k][r-1], c)
					}
				}
			}
		}
	})
	if closed {
		return sides[1]
	}
	return sides[0]
}

func boards(closed bool) *rapid.Generator[Board] {
	return rapid.Custom(func(t *rapid.T) Board {
		table := sidesFor(closed)
		var rows []int
		for r, cs := range table {
			if len(cs) > 0 {
				rows = append(rows, r+1)
			}
		}
		r := rapid.SampledFrom(rows).Draw(t, "rows")
		c := rapid.SampledFrom(table[r-1]).Draw(t, "cols")
		return Board{r, c}
	})
}

func tours(closed bool) *rapid.Generator[knight.Tour] {
	return rapid.Custom(func(t *rapid.T) knight.Tour {
		b := boards(closed).Draw(t, "board")
		var opts []knight.Option
		if closed {
			opts = append(opts, knight.ClosedTours())
		}
		tour, _ := knight.Find(b.Rows, b.Cols, opts...)
		if !closed && b.Rows*b.Cols <= 25 {
			tour = searched(t, b, tour)
		}
		tour = turned(t, b, tour)
		if rapid.Bool().Draw(t, "reversed") {
			for i, j := 0, len(tour)-1; i < j; i, j = i+1, j-1 {
				tour[i], tour[j] = tour[j], tour[i]
			}
		}
		if tour.Closed() {
			k := rapid.IntRange(0, len(tour)-1).Draw(t, "first")
			tour = append(tour[k:], tour[:k]...)
		}
		return tour
	})
}

// searched returns one of the first tours of knight.Tours from an end of
// tour, a tour of b; tours from there exist, and on a board this small even
// the whole search takes about a millisecond.
func searched(t *rapid.T, b Board, tour knight.Tour) knight.Tour {
	start := tour[0]
	if rapid.Bool().Draw(t, "from the other end") {
		start = tour[len(tour)-1]
	}
	k := rapid.IntRange(0, 7).Draw(t, "which")
	i := 0
	for s := range knight.Tours(b.Rows, b.Cols, start) {
		tour = s
		if i++; i > k {
			break
		}
	}
	return tour
}

// turned returns tour, a tour of b, under a symmetry of b: reflections, and
// on a square board the reflection in the diagonal.
func turned(t *rapid.T, b Board, tour knight.Tour) knight.Tour {
	flipRows := rapid.Bool().Draw(t, "flip rows")
	flipCols := rapid.Bool().Draw(t, "flip cols")
	swap := b.Rows == b.Cols && rapid.Bool().Draw(t, "transpose")
	out := make(knight.Tour, len(tour))
	for i, s := range tour {
		if flipRows {
			s.Row = b.Rows - 1 - s.Row
		}
		if flipCols {
			s.Col = b.Cols - 1 - s.Col
		}
		if swap {
			s.Row, s.Col = s.Col, s.Row
		}
		out[i] = s
	}
	return out
}
