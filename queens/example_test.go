package queens_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/go-puzzles/puzzles/queens"
)

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
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n, err := queens.CountContext(ctx, 10, queens.Classic)
	fmt.Println(n, err)
	// Output: 724 <nil>
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

func ExampleFirst() {
	p, ok := queens.First(8, queens.Classic)
	fmt.Println(p.Columns(), ok)
	p, ok = queens.First(8, queens.NoTouch)
	fmt.Println(p.Columns(), ok)
	// Output:
	// 0 4 7 5 2 6 1 3 true
	// 0 2 4 1 5 7 3 6 true
}

func ExampleRandom() {
	rng := rand.New(rand.NewPCG(1, 2))
	p, ok := queens.Random(8, queens.NoTouch, rng)
	fmt.Println(ok, p.Valid(queens.NoTouch))
	// Output: true true
}

func ExampleFundamental() {
	n, _ := queens.Fundamental(8, queens.Classic)
	fmt.Println(n)
	// Output: 12
}

func ExampleFundamentalContext() {
	n, err := queens.FundamentalContext(context.Background(), 4, queens.Rooks)
	fmt.Println(n, err)
	// Output: 7 <nil>
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

func ExamplePlacement_String() {
	fmt.Print(queens.Placement{2, 0, 3, 1})
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
}

func ExamplePlacement_Columns() {
	fmt.Println(queens.Placement{1, 3, 0, 2}.Columns())
	// Output: 1 3 0 2
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
