package regions_test

import (
	"bytes"
	"fmt"
	"image/png"
	"math/rand/v2"
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

func ExampleParse() {
	b, err := regions.Parse(board)
	fmt.Println(b.N(), err)
	_, err = regions.Parse("ABCD\nABCD\nABC\nABCD")
	fmt.Println(err)
	// Output:
	// 6 <nil>
	// regions: row 3 has 3 cells, want 4
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

func ExampleBoard_Validate() {
	b, _ := regions.Parse("ABCA\nBBCD\nBCCD\nDDDD")
	fmt.Println(b.Validate())
	// Output: regions: region A is in 2 pieces
}

func ExampleSolutions() {
	b, _ := regions.Parse(board)
	for p := range regions.Solutions(b) {
		fmt.Println(p.Columns())
	}
	// Output:
	// 2 4 0 5 1 3
}

func ExampleCount() {
	b, _ := regions.Parse("AAAA\nBBBB\nCCCC\nDDDD")
	fmt.Println(regions.Count(b, 0), regions.Count(b, 1))
	// Output: 2 1
}

func ExampleGrow() {
	rng := rand.New(rand.NewPCG(1, 2))
	b, err := regions.Grow(queens.Placement{1, 3, 0, 2}, rng)
	fmt.Println(err, b.Validate(), regions.Count(b, 0) >= 1)
	// Output: <nil> <nil> true
}

func ExampleGenerate() {
	rng := rand.New(rand.NewPCG(1, 2))
	pz, _ := regions.Generate(8, rng)
	fmt.Print(pz.Board)
	fmt.Println(pz.Solution.Columns(), regions.Count(pz.Board, 0))
	// Output:
	// AAADDDBB
	// AAADDDDB
	// ACADDDDF
	// DDDDDDDF
	// EDDDDDDF
	// EEGGDDFF
	// EEGGHHFF
	// EGGGGHHF
	// 2 7 1 4 0 6 3 5 1
}

func ExampleDifficulty() {
	rng := rand.New(rand.NewPCG(1, 2))
	pz, _ := regions.Generate(9, rng, regions.Difficulty(regions.Hard))
	fmt.Println(regions.Grade(pz.Board))
	// Output: hard <nil>
}

func ExampleTries() {
	rng := rand.New(rand.NewPCG(1, 2))
	_, err := regions.Generate(5, rng, regions.Difficulty(regions.Hard), regions.Tries(3))
	fmt.Println(err)
	// Output:
	// regions: no 5×5 hard puzzle found in 3 tries
}

func ExampleExplain() {
	b, _ := regions.Parse(board)
	steps, err := regions.Explain(b)
	for _, st := range steps {
		fmt.Printf("%v %v: %s\n", st.Rule, st.Queens, st.Why)
	}
	fmt.Println(err)
	// Output:
	// Single [r2c5]: region B has one open cell left
	// Attacks []: the queen on r2c5 rules out its row, column, region and neighbours
	// Single [r3c1]: region C has one open cell left
	// Attacks []: the queen on r3c1 rules out its row, column, region and neighbours
	// RegionInLine []: region E lies in column 2, so the rest of column 2 is out
	// Single [r1c3]: row 1 has one open cell left
	// Attacks []: the queen on r1c3 rules out its row, column, region and neighbours
	// Single [r6c4]: region F has one open cell left
	// Attacks []: the queen on r6c4 rules out its row, column, region and neighbours
	// Single [r4c6]: row 4 has one open cell left
	// Attacks []: the queen on r4c6 rules out its row, column, region and neighbours
	// Single [r5c2]: row 5 has one open cell left
	// <nil>
}

func ExampleGrade() {
	b, _ := regions.Parse(board)
	fmt.Println(regions.Grade(b))
	b, _ = regions.Parse("AAAA\nBBBB\nCCCC\nDDDD") // two solutions
	l, err := regions.Grade(b)
	fmt.Println(int(l), err)
	// Output:
	// medium <nil>
	// 0 regions: the rules run out before the board is solved
}

func ExampleRule_String() {
	fmt.Println(regions.Single, regions.Probe)
	// Output: Single Probe
}

func ExampleCell_String() {
	fmt.Println(regions.Cell{Row: 2, Col: 0})
	// Output: r3c1
}

func ExampleLevel_String() {
	fmt.Println(regions.Easy, regions.Expert)
	// Output: easy expert
}

func ExampleLevel_MarshalText() {
	text, err := regions.Medium.MarshalText()
	fmt.Println(string(text), err)
	// Output: medium <nil>
}

func ExampleLevel_UnmarshalText() {
	var l regions.Level
	fmt.Println(l.UnmarshalText([]byte("Hard")), l)
	fmt.Println(l.UnmarshalText([]byte("fiendish")))
	// Output:
	// <nil> hard
	// regions: unknown level "fiendish", want easy, medium, hard or expert
}

func ExampleBoard_WriteSVG() {
	b, _ := regions.Parse(board)
	var sol queens.Placement
	for p := range regions.Solutions(b) {
		sol = p
	}
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

func ExampleBoard_ANSI() {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	s := b.ANSI(queens.Placement{1, 3, 0, 2})
	fmt.Println(strings.Count(s, "\n"), strings.Count(s, "♛"), strings.Count(s, "\x1b[48;2;"))
	// Output: 4 4 16
}
