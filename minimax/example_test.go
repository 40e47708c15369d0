package minimax_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"math/bits"
	"slices"
	"strings"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/minimax"
)

// sticks is the subtraction game: a heap of sticks, each move takes 1 to
// Take of them. Normally taking the last stick wins; in the misère version
// it loses. The state is the number of sticks left, a move the number taken.
type sticks struct {
	Take   int
	Misere bool
}

func (g sticks) Moves(dst []int, n int) []int {
	for k := 1; k <= g.Take && k <= n; k++ {
		dst = append(dst, k)
	}
	return dst
}

func (g sticks) Play(n, k int) int { return n - k }

// Over: an empty heap leaves the player to move without a move, a loss, in
// the normal game; in the misère game the opponent took the last stick and lost.
func (g sticks) Over(n int) (minimax.Outcome, bool) {
	if n == 0 && g.Misere {
		return minimax.Win, true
	}
	return minimax.Draw, false
}

// board is a tic-tac-toe position: the cells of X and of O as bit masks,
// cell i = 3*row + col. X moves first, so X is to move when both have as many.
type board struct{ x, o uint16 }

// lines are the eight rows, columns and diagonals as cell masks.
var lines = [8]uint16{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124}

// toMove returns the cells of the player to move and of the opponent.
func (b board) toMove() (mine, theirs uint16) {
	if bits.OnesCount16(b.x) == bits.OnesCount16(b.o) {
		return b.x, b.o
	}
	return b.o, b.x
}

func (b board) String() string {
	var sb strings.Builder
	for i := range 9 {
		switch {
		case b.x&(1<<i) != 0:
			sb.WriteByte('X')
		case b.o&(1<<i) != 0:
			sb.WriteByte('O')
		default:
			sb.WriteByte('.')
		}
		if i%3 == 2 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// tictactoe is the game; a move is a cell number.
type tictactoe struct{}

func (tictactoe) Moves(dst []int, b board) []int {
	for i := range 9 {
		if (b.x|b.o)&(1<<i) == 0 {
			dst = append(dst, i)
		}
	}
	return dst
}

func (tictactoe) Play(b board, i int) board {
	if mine, _ := b.toMove(); mine == b.x {
		b.x |= 1 << i
	} else {
		b.o |= 1 << i
	}
	return b
}

// Over: the player who just moved may have three in a row; a full board
// without one is a draw.
func (tictactoe) Over(b board) (minimax.Outcome, bool) {
	_, theirs := b.toMove()
	for _, l := range lines {
		if theirs&l == l {
			return minimax.Loss, true
		}
	}
	if b.x|b.o == 0777 {
		return minimax.Draw, true
	}
	return minimax.Draw, false
}

// centreFirst is tic-tac-toe with an Orderer: the centre, then the corners,
// then the edges.
type centreFirst struct{ tictactoe }

func (centreFirst) Order(_ board, moves []int) {
	rank := [9]int{1, 2, 1, 2, 0, 2, 1, 2, 1}
	slices.SortStableFunc(moves, func(a, b int) int { return rank[a] - rank[b] })
}

// open scores a tic-tac-toe position for Lookahead: the lines still open to the
// player to move minus those open to the opponent.
func open(b board) int {
	mine, theirs := b.toMove()
	n := 0
	for _, l := range lines {
		if theirs&l == 0 {
			n++
		}
		if mine&l == 0 {
			n--
		}
	}
	return n
}

// The subtraction game: 10 sticks, take 1 to 3, taking the last stick wins.
// The first player wins by leaving a multiple of 4.
func Example() {
	r, err := minimax.Solve(sticks{Take: 3}, 10)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Outcome, "in", r.Plies, "plies, best move", r.Best, "line", r.Line)
	// Output: Win in 5 plies, best move 2 line [2 1 3 1 3]
}

// A Game is three methods. Tic-tac-toe, declared above: a state is the two
// players' cells, a move a cell number.
func ExampleGame() {
	var g minimax.Game[board, int] = tictactoe{}
	b := board{x: 1<<0 | 1<<4, o: 1 << 8} // X in two cells, O in one: O to move
	fmt.Print(b)
	fmt.Println(g.Moves(nil, b))
	b = g.Play(b, 2)
	fmt.Println(g.Over(b))
	r, err := minimax.Solve(g, b)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Outcome, r.Plies, r.Line)
	// Output:
	// X..
	// .X.
	// ..O
	// [1 2 3 5 6 7]
	// Draw false
	// Draw 5 [5 3 1 7 6]
}

func ExampleOutcome() {
	r, err := minimax.Solve(sticks{Take: 2}, 9) // a multiple of 3: lost
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Outcome, r.Outcome == minimax.Loss, r.Outcome < minimax.Draw)
	// Output: Loss true true
}

func ExampleOutcome_String() {
	fmt.Println(minimax.Win, minimax.Draw, minimax.Loss)
	// Output: Win Draw Loss
}

func ExampleResult() {
	r, err := minimax.Solve(tictactoe{}, board{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%v in %d plies, best %d, line %v\n", r.Outcome, r.Plies, r.Best, r.Line)
	// Output: Draw in 9 plies, best 0, line [0 4 1 2 6 3 5 7 8]
}

// With the centre tried first, the line starts there; the value is the same.
func ExampleOrderer() {
	r, err := minimax.Solve[board, int](centreFirst{}, board{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Outcome, r.Plies, r.Line)
	// Output: Draw 9 [4 0 2 6 3 5 8 1 7]
}

func ExampleOption() {
	opts := []minimax.Option{minimax.MaxNodes(1_000_000), minimax.TableSize(1 << 16)}
	r, err := minimax.SolveContext(context.Background(), tictactoe{}, board{}, opts...)
	fmt.Println(r.Outcome, r.Plies, err)
	// Output: Draw 9 <nil>
}

func ExampleMaxNodes() {
	ctx := context.Background()
	r, err := minimax.SolveContext(ctx, tictactoe{}, board{}, minimax.MaxNodes(100))
	fmt.Println(r.Nodes, errors.Is(err, minimax.ErrBudget))
	// Output: 100 true
}

// A line of ten thousand states with two moves each takes more than a
// budget of 512 KiB: the search stops with a memory error.
func ExampleMaxMemory() {
	ctx := context.Background()
	_, err := minimax.SolveContext(ctx, sticks{Take: 2}, 10_000, minimax.MaxMemory(1<<19))
	var me *backtrack.MemoryError
	fmt.Println(errors.Is(err, minimax.ErrBudget), errors.As(err, &me) && me.Budget == 1<<19)

	r, err := minimax.SolveContext(ctx, sticks{Take: 2}, 10_000, minimax.MaxMemory(0))
	fmt.Println(r.Outcome, r.Plies, err)
	// Output:
	// true true
	// Win 6667 <nil>
}

// A small table still gives the same result; it only costs more nodes.
func ExampleTableSize() {
	ctx := context.Background()
	small, _ := minimax.SolveContext(ctx, tictactoe{}, board{}, minimax.TableSize(64))
	full, err := minimax.Solve(tictactoe{}, board{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(small.Outcome == full.Outcome, small.Plies == full.Plies, small.Nodes > full.Nodes)
	// Output: true true true
}

func ExampleSolve() {
	r, err := minimax.Solve(tictactoe{}, board{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Outcome, r.Plies, r.Line)

	// X in a corner, O on an edge next to it: X wins in 5 plies.
	r, err = minimax.Solve(tictactoe{}, board{x: 1 << 0, o: 1 << 1})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Outcome, r.Plies, r.Line)
	// Output:
	// Draw 9 [0 4 1 2 6 3 5 7 8]
	// Win 5 [3 6 4 2 5]
}

func ExampleSolveContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	r, err := minimax.SolveContext(ctx, sticks{Take: 2, Misere: true}, 7)
	fmt.Println(r.Outcome, r.Plies, err)

	cancel() // a done context stops the search at once
	_, err = minimax.SolveContext(ctx, sticks{Take: 3}, 1_000_000)
	fmt.Println(err)
	// Output:
	// Loss 5 <nil>
	// context canceled
}

func ExampleLookahead() {
	est, err := minimax.Lookahead(tictactoe{}, board{}, 2, open)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(est.Score, est.Depth, est.Line)

	// Deep enough, the search proves the win of the position in Solve's example.
	est, err = minimax.Lookahead(tictactoe{}, board{x: 1 << 0, o: 1 << 1}, 9, open)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(minimax.WinScore-est.Score, est.Depth, est.Line)
	// Output:
	// 1 2 [4 0]
	// 5 5 [6 3 4 2 8]
}

// With a node budget, LookaheadContext returns the deepest search it completed.
func ExampleLookaheadContext() {
	ctx := context.Background()
	est, err := minimax.LookaheadContext(ctx, tictactoe{}, board{}, 9, open, minimax.MaxNodes(300))
	fmt.Println(est.Depth, est.Line, errors.Is(err, minimax.ErrBudget))
	// Output: 3 [4 0 2] true
}

func ExampleEstimate() {
	est, err := minimax.Lookahead(tictactoe{}, board{x: 1 << 4}, 3, open)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("score %d at depth %d, best %d, line %v\n", est.Score, est.Depth, est.Best, est.Line)
	// Output: score -1 at depth 3, best 0, line [0 2 5]
}
