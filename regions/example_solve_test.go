package regions_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
)

// puzzle is a 6×6 board with one solution.
const puzzle = `AAAAAA
AAAABD
CEDDDD
EEDDDD
EEDDDD
EEFFDD`

// columns is the 20×20 board whose regions are its columns: it has more
// solutions than any count can finish.
var columns = strings.Repeat("ABCDEFGHIJKLMNOPQRST\n", 20)

func ExampleSolutions() {
	b, _ := regions.Parse(puzzle)
	for p := range regions.Solutions(b) {
		fmt.Println(p.Columns())
	}
	b, _ = regions.Parse("AAAA\nBBBB\nCCCC\nDDDD")
	for p := range regions.Solutions(b) {
		fmt.Println(p.Columns())
	}
	// Output:
	// 2 4 0 5 1 3
	// 1 3 0 2
	// 2 0 3 1
}

func ExampleSolutionsContext() {
	b, _ := regions.Parse(columns)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	k := 0
	for range regions.SolutionsContext(ctx, b) {
		k++
	}
	fmt.Println(k > 0, ctx.Err()) // the loop ended because ctx is done
	// Output: true context deadline exceeded
}

func ExampleCount() {
	b, _ := regions.Parse("AAAA\nBBBB\nCCCC\nDDDD")
	fmt.Println(regions.Count(b, 0))
	fmt.Println(regions.Count(b, 1))
	b, _ = regions.Parse(columns)
	fmt.Println(regions.Count(b, 1000)) // all of them would take ages
	fmt.Println(regions.Count(nil, 0))
	// Output:
	// 2 <nil>
	// 1 <nil>
	// 1000 <nil>
	// 0 regions: empty board
}

func ExampleCountContext() {
	b, _ := regions.Parse(columns)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	fmt.Println(regions.CountContext(ctx, b, 0))
	b, _ = regions.Parse(puzzle)
	fmt.Println(regions.CountContext(context.Background(), b, 0))
	// Output:
	// 0 context deadline exceeded
	// 1 <nil>
}

func ExampleGrow() {
	rng := rand.New(rand.NewPCG(1, 2))
	b, err := regions.Grow(queens.Placement{1, 3, 0, 2}, rng)
	fmt.Print(b)
	fmt.Println(err, b.Valid())
	fmt.Println(regions.Count(b, 0))
	// Output:
	// AAAB
	// CAAB
	// CCDB
	// CCDB
	// <nil> true
	// 1 <nil>
}

func ExampleGenerate() {
	rng := rand.New(rand.NewPCG(1, 2))
	pz, err := regions.Generate(8, rng)
	fmt.Print(pz.Board)
	n, _ := regions.Count(pz.Board, 0)
	fmt.Println(pz.Solution.Columns(), n, err)
	_, err = regions.Generate(21, rng)
	fmt.Println(err)
	// Output:
	// AAAAAAAC
	// AAABBACC
	// AAAAAACC
	// EDDAAACC
	// EEDDDAAC
	// EGGFGGCC
	// GGGGGCCC
	// GGGHHHHC
	// 6 4 7 2 0 3 1 5 1 <nil>
	// regions: board size 21 out of range 4..20
}

func ExampleGenerateContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pz, err := regions.GenerateContext(ctx, 8, rand.New(rand.NewPCG(1, 2)))
	fmt.Println(pz.Solution.Columns(), err)
	cancel()
	_, err = regions.GenerateContext(ctx, 8, rand.New(rand.NewPCG(1, 2)))
	fmt.Println(err)
	// Output:
	// 6 4 7 2 0 3 1 5 <nil>
	// context canceled
}

func ExamplePuzzle() {
	pz, _ := regions.Generate(6, rand.New(rand.NewPCG(1, 2)))
	pz.Board.WriteText(os.Stdout, nil)
	fmt.Println(regions.Count(pz.Board, 0))
	pz.Board.WriteText(os.Stdout, pz.Solution)
	// Output:
	// c e a a b b
	// c e e e b f
	// c c e d b f
	// c e e d d f
	// c e e e e f
	// c c e e e f
	// 1 <nil>
	// c e ♛ a b b
	// c e e e ♛ f
	// ♛ c e d b f
	// c e e ♛ d f
	// c ♛ e e e f
	// c c e e e ♛
}

// A Level is an Option: ask for a hard puzzle, trying at most 500 boards.
func ExampleOption() {
	rng := rand.New(rand.NewPCG(1, 2))
	pz, err := regions.Generate(9, rng, regions.Hard, regions.Tries(500))
	fmt.Println(err)
	fmt.Println(regions.Grade(pz.Board))
	// Output:
	// <nil>
	// hard <nil>
}

// No 4×4 puzzle is Expert: Generate runs all its tries and gives up with
// an error wrapping backtrack.ErrBudget.
func ExampleTries() {
	rng := rand.New(rand.NewPCG(1, 2))
	_, err := regions.Generate(4, rng, regions.Expert, regions.Tries(3))
	fmt.Println(errors.Is(err, backtrack.ErrBudget))
	fmt.Println(err)
	// Output:
	// true
	// regions: no 4×4 expert puzzle within 3 tries: backtrack: budget exhausted
}

func ExampleExplain() {
	b, _ := regions.Parse(puzzle)
	steps, err := regions.Explain(b)
	for _, st := range steps {
		fmt.Printf("%v %v: %s\n", st.Deduction, st.Queens, st.Why)
	}
	fmt.Println(err)
	// Output:
	// Single [r2c5]: region B has one open cell left
	// Attacks []: the queen on r2c5 rules out its row, column, region and neighbours
	// Single [r3c1]: region C has one open cell left
	// Attacks []: the queen on r3c1 rules out its row, column, region and neighbours
	// RegionInLine []: region E lies in column 2, so column 2's queen is in region E: the rest of column 2 is out
	// Single [r1c3]: row 1 has one open cell left
	// Attacks []: the queen on r1c3 rules out its row, column, region and neighbours
	// Single [r6c4]: region F has one open cell left
	// Attacks []: the queen on r6c4 rules out its row, column, region and neighbours
	// Single [r4c6]: row 4 has one open cell left
	// Attacks []: the queen on r4c6 rules out its row, column, region and neighbours
	// Single [r5c2]: row 5 has one open cell left
	// <nil>
}

func ExampleExplainContext() {
	b, _ := regions.Parse(puzzle)
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	steps, err := regions.ExplainContext(ctx, b)
	fmt.Println(len(steps), err)
	cancel()
	steps, err = regions.ExplainContext(ctx, b)
	fmt.Println(len(steps), err)
	// Output:
	// 12 <nil>
	// 0 context canceled
}

func ExampleStep_String() {
	b, _ := regions.Parse(puzzle)
	steps, _ := regions.Explain(b)
	for _, st := range steps[:3] {
		fmt.Println(st)
	}
	// Output:
	// Single: region B has one open cell left; queen on r2c5
	// Attacks: the queen on r2c5 rules out its row, column, region and neighbours; 14 cells out
	// Single: region C has one open cell left; queen on r3c1
}

func ExampleStep() {
	b, _ := regions.Parse(puzzle)
	steps, _ := regions.Explain(b)
	for _, st := range steps[:5] {
		fmt.Println(st.Deduction, st.Queens, len(st.Cleared), st.Why)
	}
	fmt.Println(steps[4].Cleared)
	// Output:
	// Single [r2c5] 0 region B has one open cell left
	// Attacks [] 14 the queen on r2c5 rules out its row, column, region and neighbours
	// Single [r3c1] 0 region C has one open cell left
	// Attacks [] 7 the queen on r3c1 rules out its row, column, region and neighbours
	// RegionInLine [] 1 region E lies in column 2, so column 2's queen is in region E: the rest of column 2 is out
	// [r1c2]
}

// Four of LinkedIn's puzzles, one of each level.
func ExampleGrade() {
	for _, text := range []string{
		"AABBBCCC\nADBDBECC\nADBDBCCC\nADDDBFGC\nADDDBFGG\nADHDBFGG\nHDHDBFFG\nHHHHGGGG",
		"ABBBCBBD\nAAABCCBD\nBBBBBCBD\nEEEBBBBD\nEBBBBBBB\nBBBBFBBG\nHHBFFBGG\nHHBFBBBG",
		"AABBBBCC\nABBDDBBC\nABDDDDBC\nEBDDFDBC\nEBBDFFBC\nEEBBBFFC\nEEEEEGFH\nEEEGGGHH",
		"AAABBBBB\nABBBCCCB\nAABBCCBB\nADDEEFFB\nADDEEFFB\nGDHHEFBB\nGGHHBBBB\nGGHBBBBB",
		"AAAA\nBBBB\nCCCC\nDDDD", // two solutions
	} {
		b, _ := regions.Parse(text)
		l, err := regions.Grade(b)
		fmt.Println(l, err)
	}
	// Output:
	// easy <nil>
	// medium <nil>
	// hard <nil>
	// expert <nil>
	// Level(0) regions: the rules run out before the board is solved
}

func ExampleGradeContext() {
	b, _ := regions.Parse("AABBBCCC\nADBDBECC\nADBDBCCC\nADDDBFGC\nADDDBFGG\nADHDBFGG\nHDHDBFFG\nHHHHGGGG")
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	fmt.Println(regions.GradeContext(ctx, b))
	cancel()
	fmt.Println(regions.GradeContext(ctx, b))
	// Output:
	// easy <nil>
	// Level(0) context canceled
}

// The harder steps of an expert puzzle from LinkedIn: a Probe that fails at
// once, a Group, and a Probe through a forced move.
func ExampleExplain_expert() {
	b, _ := regions.Parse(`AAABBBBB
ABBBCCCB
AABBCCBB
ADDEEFFB
ADDEEFFB
GDHHEFBB
GGHHBBBB
GGHBBBBB`)
	steps, err := regions.Explain(b)
	for _, st := range steps[:9] {
		if st.Deduction == regions.Group || st.Deduction == regions.Probe {
			fmt.Printf("%v %v: %s\n", st.Deduction, st.Cleared, st.Why)
		}
	}
	fmt.Println(len(steps), err)
	// Output:
	// Probe [r6c5]: a queen on r6c5 would leave column 4 without an open cell
	// Group [r2c5 r3c5]: columns 6 and 7 have all their open cells in regions C and F, so those regions' queens are in these columns: the other cells of those regions are out
	// Probe [r4c6 r5c6]: a queen on r4c6 or r5c6 would leave column 5 without an open cell
	// Probe [r3c6]: if r3c6 held a queen: column 5 would have one cell left, r5c5; and column 7 would have no open cell; so r3c6 is out
	// Group [r4c1 r4c8 r5c1 r5c8 r6c8 r7c8 r8c8]: rows 1 and 3 have all their open cells in regions A and B, so those regions' queens are in these rows: the other cells of those regions are out
	// 25 <nil>
}

func ExampleDeduction() {
	for r := regions.Attacks; r <= regions.Probe; r++ {
		fmt.Print(int(r), " ", r, "\n")
	}
	// Output:
	// 1 Attacks
	// 2 Single
	// 3 RegionInLine
	// 4 LineInRegion
	// 5 Group
	// 6 Probe
}

func ExampleDeduction_String() {
	fmt.Println(regions.Single, regions.Probe, regions.Deduction(9))
	// Output: Single Probe Deduction(9)
}

func ExampleLevel() {
	// A Level is a flag value: -difficulty hard.
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	var level regions.Level
	fs.TextVar(&level, "difficulty", regions.Medium, "easy, medium, hard or expert")
	fs.Parse([]string{"-difficulty", "hard"})
	fmt.Println(level, int(level))
	// Output: hard 3
}

func ExampleLevel_String() {
	fmt.Println(regions.Easy, regions.Expert, regions.Level(0))
	// Output: easy expert Level(0)
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
