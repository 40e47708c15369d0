package regions_test

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"strings"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
)

// board is a 6×6 puzzle with one solution.
const board = `AAAAAA
AAAABD
CEDDDD
EEDDDD
EEDDDD
EEFFDD`

// Read a puzzle, count its solutions and grade it, then draw the one
// solution it has.
func Example() {
	b, err := regions.Parse("AAAAB\nAABBB\nCAABE\nEADBE\nEEEEE")
	n, _ := regions.Count(b, 0)
	level, _ := regions.Grade(b)
	fmt.Println(err, n, level)
	for sol := range regions.Solutions(b) {
		b.WriteText(os.Stdout, sol)
	}
	// Output:
	// <nil> 1 easy
	// a ♛ a a b
	// a a b ♛ b
	// ♛ a a b e
	// e a ♛ b e
	// e e e e ♛
}

func ExampleBoard() {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	fmt.Println(b.N(), b.Region(3, 0), b.Valid())
	fmt.Print(b)
	var empty regions.Board
	fmt.Println(empty.N(), empty.Validate())
	// Output:
	// 4 2 true
	// AABB
	// AABB
	// CCDD
	// CCDD
	// 0 regions: empty board
}

func ExampleParse() {
	b, err := regions.Parse(board)
	fmt.Println(b.N(), err)
	for _, text := range []string{"", "ABCD\nABCD\nABC\nABCD", "ABCD\nABCD\n\nABCD\nABCD", "ABCD\nAB?D\nABCD\nABCD"} {
		_, err = regions.Parse(text)
		fmt.Println(err)
	}
	// Output:
	// 6 <nil>
	// regions: the board is empty
	// regions: row 3 has 3 cells, want 4
	// regions: blank line at row 3
	// regions: row 2 has '?', want a letter
}

func ExampleBoard_String() {
	b, _ := regions.Parse("a b c d\nabcd\nabcd\nabcd")
	fmt.Print(b)
	// Output:
	// ABCD
	// ABCD
	// ABCD
	// ABCD
}

func ExampleBoard_N() {
	b, _ := regions.Parse(board)
	fmt.Println(b.N())
	// Output: 6
}

func ExampleBoard_Region() {
	b, _ := regions.Parse(board)
	fmt.Println(b.Region(0, 0), b.Region(2, 2), b.Region(5, 2))
	// Output: 0 3 5
}

func ExampleBoard_Valid() {
	whole, _ := regions.Parse(board)
	split, _ := regions.Parse("ABCA\nBBCD\nBCCD\nDDDD")
	fmt.Println(whole.Valid(), split.Valid())
	// Output: true false
}

func ExampleBoard_Validate() {
	b, _ := regions.Parse("ABCA\nBBCD\nBCCD\nDDDD")
	fmt.Println(b.Validate())
	// Output: regions: region A is in 2 pieces
}

func ExampleBoard_WriteSVG() {
	b, _ := regions.Parse(board)
	sol := queens.Placement{2, 4, 0, 5, 1, 3}
	var sb strings.Builder
	err := b.WriteSVG(&sb, sol)
	fmt.Println(err, strings.Count(sb.String(), "<rect"), strings.Count(sb.String(), "♛"))
	// Output: <nil> 36 6
}

func ExampleBoard_WritePNG() {
	b, _ := regions.Parse(board)
	var buf bytes.Buffer
	err := b.WritePNG(&buf, nil)
	img, _ := png.Decode(&buf)
	fmt.Println(err, img.Bounds())
	// Output: <nil> (0,0)-(241,241)
}

func ExampleBoard_WriteANSI() {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	var sb strings.Builder
	b.WriteANSI(&sb, queens.Placement{1, 3, 0, 2})
	first, _, _ := strings.Cut(sb.String(), "\n")
	fmt.Printf("%q\n", first)
	// Output:
	// "\x1b[48;2;110;150;180m\x1b[38;2;0;0;0ma \x1b[48;2;110;150;180m\x1b[38;2;0;0;0m♛ \x1b[48;2;180;140;60m\x1b[38;2;0;0;0mb \x1b[48;2;180;140;60m\x1b[38;2;0;0;0mb \x1b[0m"
}

func ExampleBoard_WriteText() {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	b.WriteText(os.Stdout, nil)
	b.WriteText(os.Stdout, queens.Placement{1, 3, 0, 2})
	// Output:
	// a a b b
	// a a b b
	// c c d d
	// c c d d
	// a ♛ b b
	// a a b ♛
	// ♛ c d d
	// c c ♛ d
}

func ExampleCell() {
	c := regions.Cell{Row: 2, Col: 0}
	b, _ := regions.Parse(board)
	fmt.Println(c, b.Region(c.Row, c.Col))
	// Output: r3c1 2
}

func ExampleCell_String() {
	fmt.Println(regions.Cell{Row: 2, Col: 0})
	// Output: r3c1
}
