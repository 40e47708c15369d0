package knight_test

import (
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/knight"
	"github.com/go-puzzles/puzzles/knight/knighttest"
	"pgregory.net/rapid"
)

// Find returns a valid tour of every board that has one, closed where asked.
func TestFindOnDrawnBoards(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := knighttest.OpenBoard().Draw(t, "board")
		if tour, err := knight.Find(b.Rows, b.Cols); err != nil || !tour.Valid(b.Rows, b.Cols) {
			t.Fatalf("Find(%d, %d) = %v, %v", b.Rows, b.Cols, tour, err)
		}
		b = knighttest.ClosedBoard().Draw(t, "closed board")
		if tour, err := knight.Find(b.Rows, b.Cols, knight.ClosedTours()); err != nil || !tour.Valid(b.Rows, b.Cols) || !tour.Closed() {
			t.Fatalf("Find(%d, %d, ClosedTours()) = %v, %v", b.Rows, b.Cols, tour, err)
		}
	})
}

// checkTour checks the invariants of a valid tour: Valid and Validate
// agree, String numbers every square once, WriteSVG draws it, and moving
// one square breaks it.
func checkTour(t *rapid.T) {
	tour := knighttest.Tour().Draw(t, "tour")
	b := knighttest.BoardOf(tour)
	if err := tour.Validate(b.Rows, b.Cols); err != nil || !tour.Valid(b.Rows, b.Cols) {
		t.Fatalf("drawn tour invalid: %v", err)
	}
	fields := strings.Fields(tour.String())
	if len(fields) != len(tour) {
		t.Fatalf("String has %d numbers, want %d", len(fields), len(tour))
	}
	for i, f := range fields {
		k, err := strconv.Atoi(f)
		if err != nil || tour[k-1] != (knight.Square{Row: i / b.Cols, Col: i % b.Cols}) {
			t.Fatalf("String puts %q on square %d", f, i)
		}
	}
	if err := tour.WriteSVG(io.Discard); err != nil {
		t.Fatal(err)
	}
	if len(tour) > 1 {
		i := rapid.IntRange(0, len(tour)-1).Draw(t, "moved")
		bad := append(knight.Tour(nil), tour...)
		bad[i].Col += rapid.IntRange(1, 3).Draw(t, "by")
		if bad.Valid(b.Rows, b.Cols) || bad.Validate(b.Rows, b.Cols) == nil {
			t.Fatalf("moving square %d keeps the tour valid", i)
		}
	}
}

func TestDrawnTours(t *testing.T) {
	rapid.Check(t, checkTour)
}

// The same property as a native fuzz test: go test -fuzz FuzzDrawnTours.
func FuzzDrawnTours(f *testing.F) {
	for i := range 4 {
		seed := make([]byte, 512) // rapid reads 8 bytes a draw
		for j := range seed {
			seed[j] = byte(i * j)
		}
		f.Add(seed)
	}
	f.Fuzz(rapid.MakeFuzz(checkTour))
}
