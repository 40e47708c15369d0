package regions_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// drawings are the ways a board draws itself.
var drawings = map[string]func(*regions.Board, io.Writer, queens.Placement) error{
	"WriteSVG":  withoutOptions((*regions.Board).WriteSVG),
	"WritePNG":  withoutOptions((*regions.Board).WritePNG),
	"WriteANSI": withoutOptions((*regions.Board).WriteANSI),
	"WriteText": (*regions.Board).WriteText,
}

// withoutOptions returns draw without its DrawOptions.
func withoutOptions(draw func(*regions.Board, io.Writer, queens.Placement, ...regions.DrawOption) error) func(*regions.Board, io.Writer, queens.Placement) error {
	return func(b *regions.Board, w io.Writer, sol queens.Placement) error { return draw(b, w, sol) }
}

// Pictures refuse placements that do not fit the board and empty boards,
// without panicking, and pass on the writer's error.
func TestPictureErrors(t *testing.T) {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	for name, draw := range drawings {
		for _, p := range []queens.Placement{{0, 1}, {0, 1, 2, 9}, {-1, 0, 1, 2}} {
			if err := draw(b, io.Discard, p); err == nil {
				t.Errorf("%s(%v) gave no error", name, p)
			}
		}
		for _, empty := range []*regions.Board{nil, new(regions.Board)} {
			if err := draw(empty, io.Discard, nil); err == nil || err.Error() != "regions: empty board" {
				t.Errorf("%s of %#v: %v", name, empty, err)
			}
		}
		if err := draw(b, failWriter{}, queens.Placement{1, 3, 0, 2}); !errors.Is(err, errWrite) {
			t.Errorf("%s to a failing writer: %v", name, err)
		}
	}
}

var errWrite = errors.New("disk full")

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errWrite }

// WriteText shows the board's letters in lower case and a queen on each
// cell of a solution; WriteANSI the same, with colour.
func TestText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := regionstest.Board(regions.MinN, regions.MaxN).Draw(t, "board")
		var plain bytes.Buffer
		if err := b.WriteText(&plain, nil); err != nil {
			t.Fatal(err)
		}
		want := strings.ToLower(b.String())
		if got := strings.ReplaceAll(plain.String(), " ", ""); got != want {
			t.Fatalf("WriteText:\n%s\nwant the letters of\n%s", got, want)
		}
	})
	rapid.Check(t, func(t *rapid.T) {
		pz := regionstest.Puzzle(regions.MinN, 12).Draw(t, "puzzle")
		var plain, ansi bytes.Buffer
		if pz.Board.WriteText(&plain, pz.Solution) != nil || pz.Board.WriteANSI(&ansi, pz.Solution) != nil {
			t.Fatal("cannot draw the solution")
		}
		n := pz.Board.N()
		if strings.Count(plain.String(), "♛") != n || strings.Count(ansi.String(), "♛") != n ||
			strings.Count(ansi.String(), "\x1b[48;2;") != n*n || strings.Count(ansi.String(), "\x1b[0m\n") != n {
			t.Fatalf("solution %v drawn as\n%s%s", pz.Solution, plain.String(), ansi.String())
		}
	})
}

// A queen off the board is named by its row and its column as given, even
// at the ends of int's range.
func TestPictureErrorNamesTheQueen(t *testing.T) {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	for _, c := range []struct {
		sol  queens.Placement
		want string
	}{
		{queens.Placement{math.MaxInt, 0, 0, 0}, fmt.Sprintf("regions: sol[0] = %d, off the board: want a column in 0..3", math.MaxInt)},
		{queens.Placement{-1, 0, 0, 0}, "regions: sol[0] = -1, off the board: want a column in 0..3"},
		{queens.Placement{1, 3, 0, math.MinInt}, fmt.Sprintf("regions: sol[3] = %d, off the board: want a column in 0..3", math.MinInt)},
		{queens.Placement{1, 3, 4, 2}, "regions: sol[2] = 4, off the board: want a column in 0..3"},
	} {
		for name, draw := range drawings {
			if err := draw(b, io.Discard, c.sol); err == nil || err.Error() != c.want {
				t.Errorf("%s(%v): %v, want %q", name, c.sol, err, c.want)
			}
		}
	}
}

// A nil writer is a programming error: every drawing panics at once with a
// message that names it, even for a board it could not draw.
func TestPictureNilWriter(t *testing.T) {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	for name, draw := range drawings {
		for _, bd := range []*regions.Board{b, nil} {
			func() {
				defer func() {
					if r := recover(); r != "regions: nil io.Writer" {
						t.Errorf("%s to a nil writer: recovered %v", name, r)
					}
				}()
				draw(bd, nil, nil)
			}()
		}
	}
}
