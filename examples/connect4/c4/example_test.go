package c4_test

import (
	"context"
	"fmt"
	"log"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/minimax"
)

// Solve a position given as the columns played, and score every column for
// the player to move: the best column's score is the position's.
func Example() {
	p, err := c4.Parse("76543217654")
	if err != nil {
		log.Fatal(err)
	}
	sv := minimax.NewSolver(c4.Game{}, minimax.ValueOnly(), minimax.TableSize(c4.TableSize))
	r, err := sv.Solve(p)
	fmt.Println("score:", c4.Score(p, r.Outcome, r.Plies), err)
	s, err := c4.Scores(context.Background(), sv, p)
	fmt.Println("columns:", s, "best:", c4.Best(s)+1, err)
	// Output:
	// score: 2 <nil>
	// columns: [-6 -6 -12 2 2 -4 -2] best: 4 <nil>
}
