package c4

import (
	"context"
	"errors"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// At tells the first player's stones from the second's, whoever is to move.
func TestAt(t *testing.T) {
	p, err := Parse("121")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ row, col, want int }{{0, 0, 1}, {1, 0, 1}, {0, 1, 2}, {1, 1, 0}, {-1, 0, 0}, {0, 7, 0}} {
		if got := p.At(c.row, c.col); got != c.want {
			t.Errorf("At(%d, %d) = %d, want %d", c.row, c.col, got, c.want)
		}
	}
}

// After 2233111111 column 4 completes the bottom row with the 11th stone
// (16) and column 2 draws at best; a full column scores Full; a done
// context leaves Unknown the columns it would have to search.
func TestScores(t *testing.T) {
	p, err := Parse("2233111111")
	if err != nil {
		t.Fatal(err)
	}
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(TableSize))
	s, err := Scores(context.Background(), sv, p)
	if err != nil || s[0] != Full || s[1] != 0 || s[3] != 16 || Best(s) != 3 {
		t.Errorf("scores %v, best %d, err %v; want column 1 full, 2 a draw, 4 16 and best", s, Best(s), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s, err = Scores(ctx, sv, p)
	if !errors.Is(err, context.Canceled) || s[1] != Unknown || s[3] != 16 || s[0] != Full {
		t.Errorf("cancelled: scores %v, err %v", s, err)
	}
	budget := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.MaxNodes(10))
	if _, err := Scores(context.Background(), budget, Position{}); !errors.Is(err, minimax.ErrBudget) {
		t.Errorf("empty board with 10 nodes: err %v, want ErrBudget", err)
	}
}
