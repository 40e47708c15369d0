package knighttest_test

import (
	"testing"

	"github.com/go-puzzles/puzzles/knight"
	"github.com/go-puzzles/puzzles/knight/knighttest"
	"pgregory.net/rapid"
)

// Every board drawn has a tour of its kind, and every tour drawn is a valid
// tour of its board, closed where asked.
func TestGenerators(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := knighttest.OpenBoard().Draw(t, "open board")
		if tour, err := knight.Find(b.Rows, b.Cols); tour == nil || err != nil {
			t.Fatalf("%v has no tour: %v", b, err)
		}
		b = knighttest.ClosedBoard().Draw(t, "closed board")
		if tour, err := knight.Find(b.Rows, b.Cols, knight.ClosedTours()); tour == nil || err != nil {
			t.Fatalf("%v has no closed tour: %v", b, err)
		}
		tour := knighttest.Tour().Draw(t, "tour")
		b = knighttest.BoardOf(tour)
		if err := tour.Validate(b.Rows, b.Cols); err != nil {
			t.Fatal(err)
		}
		tour = knighttest.ClosedTour().Draw(t, "closed tour")
		b = knighttest.BoardOf(tour)
		if err := tour.Validate(b.Rows, b.Cols); err != nil || !tour.Closed() {
			t.Fatalf("%v, closed %v", err, tour.Closed())
		}
	})
}

// The generators reach every board of their kind.
func TestGeneratorsCoverBoards(t *testing.T) {
	for _, c := range []struct {
		gen  *rapid.Generator[knighttest.Board]
		want int
	}{{knighttest.OpenBoard(), 59}, {knighttest.ClosedBoard(), 29}} {
		seen := map[knighttest.Board]bool{}
		for seed := range 3000 {
			seen[c.gen.Example(seed)] = true
		}
		if len(seen) != c.want {
			t.Errorf("%d boards drawn, want %d", len(seen), c.want)
		}
	}
}
