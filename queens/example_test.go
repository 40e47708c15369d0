package queens_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/go-puzzles/puzzles/queens"
)

// Count the ways to place eight queens that do not attack each other, and
// find the first of them.
func Example() {
	n, err := queens.Count(8, queens.Classic)
	if err != nil {
		panic(err)
	}
	p, err := queens.First(8, queens.Classic)
	if err != nil {
		panic(err)
	}
	fmt.Println(n, "placements; the first is", p.Columns())
	// Output: 92 placements; the first is 0 4 7 5 2 6 1 3
}

func ExampleCount() {
	for _, r := range []queens.Rule{queens.Rooks, queens.Classic, queens.NoTouch} {
		n, err := queens.Count(8, r)
		if err != nil {
			panic(err)
		}
		fmt.Println(r, n)
	}
	_, err := queens.Count(65, queens.Classic)
	fmt.Println(err)
	// Output:
	// Rooks 40320
	// Classic 92
	// NoTouch 5242
	// queens: board size 65 out of range 0..64
}

func ExampleCountContext() {
	// A count that would take hours, given a tenth of a second.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	n, err := queens.CountContext(ctx, 20, queens.Classic)
	fmt.Println(n, err)
	// Output: 0 context deadline exceeded
}

// Rooks and no-touch queens are counted by formula, exactly, up to the
// largest int64; past it the error wraps ErrOverflow and gives the count.
func ExampleCount_overflow() {
	n, err := queens.Count(20, queens.Rooks)
	fmt.Println(n, err)
	n, err = queens.Count(21, queens.Rooks)
	fmt.Println(n, errors.Is(err, queens.ErrOverflow))
	fmt.Println(err)
	// Output:
	// 2432902008176640000 <nil>
	// 0 true
	// queens: count overflows int64: Rooks has 51090942171709440000 placements on 21×21
}

func ExampleAll() {
	for p := range queens.All(6, queens.Classic) {
		fmt.Println(p.Columns())
	}
	// Output:
	// 1 3 5 0 2 4
	// 2 5 1 4 0 3
	// 3 0 4 1 5 2
	// 4 2 0 5 3 1
}

func ExampleAllContext() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	k := 0
	for p := range queens.AllContext(ctx, 8, queens.Classic) {
		fmt.Println(p.Columns())
		if k++; k == 3 {
			cancel() // say the client went away
		}
	}
	// Tell a cancelled sequence from a finished one.
	fmt.Println(ctx.Err())
	// Output:
	// 0 4 7 5 2 6 1 3
	// 0 5 7 2 6 3 1 4
	// 0 6 3 5 7 1 4 2
	// context canceled
}

func ExampleFirst() {
	p, err := queens.First(8, queens.Classic)
	fmt.Println(p.Columns(), err)
	p, err = queens.First(8, queens.NoTouch)
	fmt.Println(p.Columns(), err)
	p, err = queens.First(3, queens.Classic) // none exists
	fmt.Println(p == nil, errors.Is(err, queens.ErrNoSolution), err)
	_, err = queens.First(100, queens.Classic)
	fmt.Println(err)
	// Output:
	// 0 4 7 5 2 6 1 3 <nil>
	// 0 2 4 1 5 7 3 6 <nil>
	// true true queens: no placement of 3 pieces under Classic
	// queens: board size 100 out of range 0..64
}

func ExampleFirstContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p, err := queens.FirstContext(ctx, 20, queens.Classic)
	if err != nil {
		panic(err) // the deadline passed, or a bad size
	}
	fmt.Println(p.Columns())
	// Output: 0 2 4 1 3 12 14 11 17 19 16 8 15 18 7 9 6 13 5 10
}

func ExampleRandom() {
	rng := rand.New(rand.NewPCG(1, 2))
	p, err := queens.Random(8, queens.NoTouch, rng)
	fmt.Println(p.Valid(queens.NoTouch), err)
	// Output: true <nil>
}

func ExampleRandomContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rng := rand.New(rand.NewPCG(1, 2)) // the same seed gives the same placement
	p, err := queens.RandomContext(ctx, 8, queens.Classic, rng)
	fmt.Println(p.Columns(), err)
	// Output: 2 7 3 6 0 5 1 4 <nil>
}

func ExampleFundamental() {
	n, _ := queens.Fundamental(8, queens.Classic)
	fmt.Println(n)
	// Output: 12
}

func ExampleFundamentalContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n, err := queens.FundamentalContext(ctx, 4, queens.Rooks)
	fmt.Println(n, err)
	// Output: 7 <nil>
}

func ExamplePlacement() {
	// Row 0 has its piece in column 1, row 1 in column 3, and so on.
	p := queens.Placement{1, 3, 0, 2}
	fmt.Println(len(p), p.Valid(queens.Classic))
	fmt.Print(p)
	// Output:
	// 4 true
	// +---+---+---+---+
	// |   | Q |   |   |
	// +---+---+---+---+
	// |   |   |   | Q |
	// +---+---+---+---+
	// | Q |   |   |   |
	// +---+---+---+---+
	// |   |   | Q |   |
	// +---+---+---+---+
}

func ExamplePlacement_Valid() {
	p := queens.Placement{1, 3, 0, 2}
	fmt.Println(p.Valid(queens.Classic), p.Valid(queens.NoTouch))
	q := queens.Placement{0, 2, 1}
	fmt.Println(q.Valid(queens.Rooks), q.Valid(queens.Classic))
	// Output:
	// true true
	// true false
}

func ExamplePlacement_Validate() {
	for _, p := range []queens.Placement{{1, 3, 0, 2}, {0, 2, 1}, {1, 1, 0}, {0, 5, 1}} {
		fmt.Println(p.Validate(queens.Classic))
	}
	// Output:
	// <nil>
	// queens: the pieces of rows 1 and 2 (columns 2 and 1) are on a diagonal
	// queens: rows 0 and 1 share column 1
	// queens: row 1 has column 5, out of range 0..2
}

func ExamplePlacement_String() {
	fmt.Print(queens.Placement{2, 0, 3, 1})
	fmt.Println(make(queens.Placement, 1000)) // too big to draw
	// Output:
	// +---+---+---+---+
	// |   |   | Q |   |
	// +---+---+---+---+
	// | Q |   |   |   |
	// +---+---+---+---+
	// |   |   |   | Q |
	// +---+---+---+---+
	// |   | Q |   |   |
	// +---+---+---+---+
	// queens.Placement(1000 pieces)
}

func ExamplePlacement_Columns() {
	fmt.Println(queens.Placement{1, 3, 0, 2}.Columns())
	// Output: 1 3 0 2
}

func ExampleRule() {
	for _, r := range []queens.Rule{queens.Rooks, queens.Classic, queens.NoTouch} {
		n, _ := queens.Count(6, r)
		p, _ := queens.First(6, r)
		fmt.Printf("%-7v %3d placements, the first: %s\n", r, n, p.Columns())
	}
	// Output:
	// Rooks   720 placements, the first: 0 1 2 3 4 5
	// Classic   4 placements, the first: 1 3 5 0 2 4
	// NoTouch  90 placements, the first: 0 2 4 1 3 5
}

func ExampleRule_String() {
	fmt.Println(queens.NoTouch)
	// Output: NoTouch
}

func ExampleRule_UnmarshalText() {
	var r queens.Rule
	err := r.UnmarshalText([]byte("NoTouch"))
	fmt.Println(r, err)
	err = r.UnmarshalText([]byte("kings"))
	fmt.Println(err)
	// Output:
	// NoTouch <nil>
	// queens: unknown rule "kings", want rooks, classic or notouch
}

func ExampleRule_MarshalText() {
	text, _ := queens.Classic.MarshalText()
	fmt.Println(string(text))
	// Output: classic
}
