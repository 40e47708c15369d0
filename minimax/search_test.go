package minimax_test

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"pgregory.net/rapid"
)

func zero(board) int { return 0 }

// Deep enough, Lookahead proves exactly what Solve proves.
func TestSearchAgreesWithSolve(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := position(t)
		r, err := minimax.Solve(tictactoe{}, b)
		if err != nil {
			t.Fatal(err)
		}
		est, err := minimax.LookaheadContext(context.Background(), tictactoe{}, b, 9, zero)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		switch r.Outcome {
		case minimax.Win:
			want = minimax.WinScore - r.Plies
		case minimax.Loss:
			want = -(minimax.WinScore - r.Plies)
		}
		if est.Score != want {
			t.Fatalf("\n%sSearch scores %d, Solve says %v in %d", b, est.Score, r.Outcome, r.Plies)
		}
		if r.Outcome != minimax.Draw && len(est.Line) != r.Plies {
			t.Fatalf("\n%sSearch line %v, Solve %v in %d", b, est.Line, r.Outcome, r.Plies)
		}
	})
}

func TestSearchDepthAndBudget(t *testing.T) {
	ctx := context.Background()
	est, err := minimax.LookaheadContext(ctx, tictactoe{}, board{}, 3, zero)
	if err != nil || est.Depth != 3 || len(est.Line) != 3 || est.Score != 0 {
		t.Errorf("depth 3: %+v, %v", est, err)
	}
	est, err = minimax.LookaheadContext(ctx, tictactoe{}, board{}, 9, zero, minimax.MaxNodes(300))
	if !errors.Is(err, minimax.ErrBudget) || est.Depth < 1 || est.Depth >= 9 {
		t.Errorf("budget 300: depth %d, %v", est.Depth, err)
	}
	est, err = minimax.LookaheadContext(ctx, tictactoe{}, board{}, 9, zero, minimax.MaxNodes(1))
	if !errors.Is(err, minimax.ErrBudget) || est.Depth != 0 || est.Line != nil {
		t.Errorf("budget 1: %+v, %v", est, err)
	}
}

func TestSearchClampsEval(t *testing.T) {
	// Every reply is scored huge for the player to move after it.
	huge := func(board) int { return math.MaxInt }
	est, _ := minimax.LookaheadContext(context.Background(), tictactoe{}, board{}, 1, huge)
	if est.Score != -minimax.MaxEval {
		t.Errorf("score %d, want -MaxEval", est.Score)
	}
}
