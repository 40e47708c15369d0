package c4_test

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/minimax"
)

// Sizes: 4 to 9 columns and rows whose bitboard fits 64 bits; 7x6 is the
// zero Game.
func ExampleNew() {
	g, err := c4.New(5, 4)
	fmt.Println(g, g.Width(), g.Height(), err)
	std, _ := c4.New(7, 6)
	fmt.Println(std == c4.Game{})
	_, err = c4.New(8, 8)
	fmt.Println(err != nil)
	// Output:
	// 5x4 5 4 <nil>
	// true
	// true
}

func ExampleParseSize() {
	g, err := c4.ParseSize("6x5")
	fmt.Println(g.Width(), g.Height(), err)
	_, err = c4.ParseSize("6 by 5")
	fmt.Println(err)
	// Output:
	// 6 5 <nil>
	// connect4: size "6 by 5" is not columns x rows, e.g. 7x6
}

// Moves are columns 1 to the board's width.
func ExampleGame_Parse() {
	g, _ := c4.New(4, 4)
	p, err := g.Parse("1234")
	fmt.Println(p.Stones(), err)
	_, err = g.Parse("15")
	fmt.Println(err)
	// Output:
	// 4 <nil>
	// connect4: move 2 is '5', want a column 1 to 4
}

// On a board of 5 columns and 4 rows the first player draws in the three
// middle columns and loses in the outer ones, to the 20th and last stone.
func ExampleGame_Scores() {
	g, _ := c4.New(5, 4)
	sv := minimax.NewSolver(g, minimax.ValueOnly(), minimax.TableSize(c4.TableSize))
	s, err := g.Scores(context.Background(), sv, c4.Position{})
	fmt.Println(s, c4.Best(s)+1, err)
	// Output:
	// [-1 0 0 0 -1] 3 <nil>
}

// A solved position's score counts the board's cells: on 5x4, a win with
// the 7th stone scores (20+2-7)/2.
func ExampleGame_Score() {
	g, _ := c4.New(5, 4)
	p, err := g.Parse("121212")
	if err != nil {
		log.Fatal(err)
	}
	r, err := minimax.Solve(g, p, minimax.ValueOnly())
	fmt.Println(r.Outcome, r.Plies, g.Score(p, r.Outcome, r.Plies), err)
	// Output:
	// Win 1 7 <nil>
}

// The board, row by row from the top: X the first player's, O the second's.
func ExampleGame_At() {
	g, _ := c4.New(4, 4)
	p, _ := g.Parse("2233")
	for row := g.Height() - 1; row >= 0; row-- {
		for c := range g.Width() {
			fmt.Print(string(".XO"[g.At(p, row, c)]))
		}
		fmt.Println()
	}
	// Output:
	// ....
	// ....
	// .OO.
	// .XX.
}

// After 223344 on 4x4, X completes the bottom row in column 1.
func ExampleGame_Wins() {
	g, _ := c4.New(4, 4)
	p, _ := g.Parse("223344")
	for c := range g.Width() {
		fmt.Println(c+1, g.CanPlay(p, c), g.Wins(p, c))
	}
	fmt.Println(g.IsFull(p))
	// Output:
	// 1 true true
	// 2 true false
	// 3 true false
	// 4 true false
	// false
}

// Estimate guesses the columns a budget left unsolved: with no solve at
// all on 9x6, searches of a few thousand nodes prefer the middle column.
func ExampleGame_Estimate() {
	g, _ := c4.New(9, 6)
	s := []int{c4.Unknown, c4.Unknown, c4.Unknown, c4.Unknown, c4.Unknown, c4.Unknown, c4.Unknown, c4.Unknown, c4.Unknown}
	e, err := g.Estimate(context.Background(), c4.Position{}, s, 5000)
	fmt.Println(e.Best()+1, e.Depth > 0, errors.Is(err, minimax.ErrBudget))
	// Output:
	// 5 true true
}

// Eval weighs the lines of four each player can still make, and the
// centre, for the player to move: after the first stone, the second player
// sees the 3 lines of a corner, or the 5 lines of a middle column and 3
// for the centre, which on an even width is both middle columns.
func ExampleGame_Eval() {
	g, _ := c4.New(6, 4)
	for _, moves := range []string{"1", "3", "4", "6"} {
		p, _ := g.Parse(moves)
		fmt.Println(moves, g.Eval(p))
	}
	// Output:
	// 1 -3
	// 3 -8
	// 4 -8
	// 6 -3
}
