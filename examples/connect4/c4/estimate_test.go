package c4

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"pgregory.net/rapid"
)

// unknown is the scores of a position that nothing was solved of.
func unknown() []int {
	s := make([]int, Columns)
	for c := range s {
		s[c] = Unknown
	}
	return s
}

// The first stone in the centre starts 7 lines, and counts 3 more.
func TestEval(t *testing.T) {
	for _, c := range []struct {
		moves string
		want  int
	}{
		{"", 0},
		{"4", -10},   // the opponent's centre stone
		{"44", -3},   // O's stone, above X's, has more lines open
		{"1", -3},    // a corner starts 3 lines
		{"12", -1},   // X's corner 2 lines, O's neighbour 3, 1 shared
		{"1122", -3}, // a pair each, O's on the second row with more lines open
	} {
		p, err := Parse(c.moves)
		if err != nil {
			t.Fatal(err)
		}
		if got := Eval(p); got != c.want {
			t.Errorf("Eval(%q) = %d, want %d", c.moves, got, c.want)
		}
	}
}

// windows is every line of four cells on the board, as bitboards: 24
// horizontal, 21 vertical and 12 along each diagonal.
func windows() []uint64 {
	var w []uint64
	for c := range width {
		for r := range height {
			for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
				if c2, r2 := c+3*d[0], r+3*d[1]; c2 >= width || r2 < 0 || r2 >= height {
					continue
				}
				var m uint64
				for i := range 4 {
					m |= 1 << ((c+i*d[0])*(height+1) + r + i*d[1])
				}
				w = append(w, m)
			}
		}
	}
	return w
}

// evalByWindows is Eval line by line, for the test of lines' bit-slicing.
func evalByWindows(p Position) int {
	mine, theirs := p.cur, p.cur^p.mask
	v := 0
	for _, w := range windows() {
		a, b := bits.OnesCount64(w&mine), bits.OnesCount64(w&theirs)
		switch {
		case b == 0:
			v += weight[a]
		case a == 0:
			v -= weight[b]
		}
	}
	v += centre * (bits.OnesCount64(mine&colMask(width/2)) - bits.OnesCount64(theirs&colMask(width/2)))
	return min(max(v, -EvalMax), EvalMax)
}

// Eval counts by bit-slicing what the lines of four, one by one, give, in
// positions of random play and after a move that wins.
func TestEvalByWindows(t *testing.T) {
	if n := len(windows()); n != 69 {
		t.Fatalf("%d lines of four, want 69", n)
	}
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		p, moves := randomPosition(rand.New(rand.NewPCG(seed, 4)), rapid.IntRange(0, 41).Draw(t, "moves"))
		for c := range Columns {
			if p.CanPlay(c) {
				p = p.Play(c) // may complete four: Eval must still count
				break
			}
		}
		if got, want := Eval(p), evalByWindows(p); got != want {
			t.Fatalf("%s and a stone: Eval %d, by windows %d", moves, got, want)
		}
	})
}

// The board's mirror image has the same value.
func TestEvalMirror(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		p, moves := randomPosition(rand.New(rand.NewPCG(seed, 5)), rapid.IntRange(0, 41).Draw(t, "moves"))
		m, err := Parse(strings.Map(func(r rune) rune { return '1' + '7' - r }, moves))
		if err != nil {
			t.Fatal(err)
		}
		if Eval(p) != Eval(m) {
			t.Fatalf("%s: Eval %d, mirrored %d", moves, Eval(p), Eval(m))
		}
	})
}

// With a budget far short of a solve, the estimates of the opening send
// the first stone to the centre.
func TestEstimateOpening(t *testing.T) {
	for _, budget := range []int64{1 << 16, 1 << 18} {
		e, err := Estimate(context.Background(), Position{}, unknown(), budget)
		if !errors.Is(err, minimax.ErrBudget) || e.Depth < 4 || e.Nodes > budget || e.Best() != 3 {
			t.Errorf("budget %d: %+v, best %d, err %v; want column 4, depth 4 or more", budget, e, e.Best(), err)
		}
		if !slices.Equal(e.Scores, unknown()) {
			t.Errorf("budget %d: proved %v in the opening", budget, e.Scores)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if e, err := Estimate(ctx, Position{}, unknown(), 0); !errors.Is(err, context.Canceled) || e.Depth != 0 || e.Best() != 3 {
		t.Errorf("cancelled: %+v, err %v", e, err)
	}
}

// Whatever the budgets, and even with no time at all, the column chosen
// wins at once if one does, and never lets the opponent win at once if
// another column does not.
func TestEstimateNeverLosesAtOnce(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		p, moves := randomPosition(rand.New(rand.NewPCG(seed, 6)), rapid.IntRange(0, 41).Draw(t, "moves"))
		ctx := context.Background()
		if rapid.Bool().Draw(t, "no time") {
			ctx = done
		}
		sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(1<<10),
			minimax.MaxNodes(rapid.Int64Range(1, 2000).Draw(t, "solve nodes")))
		s, _ := Scores(ctx, sv, p)
		e, _ := Estimate(ctx, p, s, rapid.Int64Range(1, 5000).Draw(t, "estimate nodes"))
		c := e.Best()
		win, safe := false, false
		for o := range Columns {
			win = win || p.Wins(o)
			safe = safe || p.CanPlay(o) && !p.Play(o).canWin()
		}
		switch {
		case !p.CanPlay(c):
			t.Fatalf("%s: column %d is full", moves, c+1)
		case win && !p.Wins(c):
			t.Fatalf("%s: column %d, not the win at once (%+v)", moves, c+1, e)
		case !win && safe && p.Play(c).canWin():
			t.Fatalf("%s: column %d lets the opponent win at once (%+v)", moves, c+1, e)
		}
	})
}

// What Estimate's searches prove is what the solver finds, values are
// given for the columns still unknown only, and the budget holds.
func TestEstimateProvesTheTruth(t *testing.T) {
	exact := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(TableSize))
	proved := 0
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		p, moves := randomPosition(rand.New(rand.NewPCG(seed, 7)), rapid.IntRange(20, 41).Draw(t, "moves"))
		budget := rapid.Int64Range(1, 50_000).Draw(t, "estimate nodes")
		e, err := Estimate(context.Background(), p, unknown(), budget)
		if e.Nodes > budget || err != nil && !errors.Is(err, minimax.ErrBudget) {
			t.Fatalf("%s: %d nodes of %d, err %v", moves, e.Nodes, budget, err)
		}
		want, _ := Scores(context.Background(), exact, p)
		for c, v := range e.Scores {
			switch {
			case v != Unknown && v != want[c]:
				t.Fatalf("%s: column %d scores %d, the solver %d (%+v)", moves, c+1, v, want[c], e)
			case v != Unknown && e.Values[c] != 0:
				t.Fatalf("%s: column %d is known and has value %d", moves, c+1, e.Values[c])
			case v != Unknown:
				proved++
			case e.Values[c] < -EvalMax || e.Values[c] > EvalMax:
				t.Fatalf("%s: column %d has value %d", moves, c+1, e.Values[c])
			}
		}
	})
	if proved == 0 {
		t.Error("no search proved anything")
	}
}
