package c4

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"github.com/go-puzzles/puzzles/minimax"
)

// lines is what the lines of four with stones of mine and none of theirs
// are worth to mine (see weight).
func (s *shape) lines(mine, theirs uint64) int {
	h := uint(s.h)
	return dir(mine, theirs, 1, s.starts[0]) + dir(mine, theirs, h+1, s.starts[1]) +
		dir(mine, theirs, h+2, s.starts[2]) + dir(mine, theirs, h, s.starts[3])
}

// dir is lines along one direction, d the shift from a cell to the next,
// for the lines that start at the cells of from. A line starts at each
// bit; bit i of a, b, c and e says whether mine holds its first, second,
// third and fourth cell, and n1, n2 and n4 are the bits of their sum.
func dir(mine, theirs uint64, d uint, from uint64) int {
	a, b, c, e := mine, mine>>d, mine>>(2*d), mine>>(3*d)
	open := from &^ (theirs | theirs>>d | theirs>>(2*d) | theirs>>(3*d))
	ab, cd := a^b, c^e
	n1 := ab ^ cd
	n2 := (a & b) ^ (c & e) ^ (ab & cd)
	n4 := a & b & c & e
	return weight[1]*bits.OnesCount64(open&n1&^n2) + weight[2]*bits.OnesCount64(open&^n1&n2) +
		weight[3]*bits.OnesCount64(open&n1&n2) + weight[4]*bits.OnesCount64(open&n4)
}

// Eval's weights: a line of four cells holding n stones of one player and
// none of the other is worth weight[n] to that player (four is a game
// won), and each stone in the centre column (either of the two of an even
// width), which lies on the most lines, centre more. Measured on the opening: without the centre's weight,
// searches 7 plies deep preferred columns 3 and 5 to the centre.
var weight = [5]int{0, 1, 4, 16, EvalMax}

const centre = 3

// EvalMax bounds Eval: its value lies in [-EvalMax, EvalMax].
const EvalMax = 999

// Eval is a quick guess at the value of p for the player to move, used at
// the horizon of Estimate's searches. Each line of four cells that holds
// stones of one player only counts for that player: 1, 4 or 16 for one,
// two or three stones, and each stone in the centre column 3 more. Eval is
// what the player to move has, less what the opponent has, or -EvalMax if
// the opponent has four. It costs a few dozen bit operations and no search,
// and proves nothing: only Estimate's searches prove wins and losses.
func Eval(p Position) int { return std.eval(p) }

// Eval is [Eval] on the game's board, whose centre column is column
// Width/2, or both columns beside the centre of an even width.
func (g Game) Eval(p Position) int { return g.shape().eval(p) }

func (s *shape) eval(p Position) int {
	mine, theirs := p.cur, p.cur^p.mask
	v := s.lines(mine, theirs) - s.lines(theirs, mine)
	v += centre * (bits.OnesCount64(mine&s.centre) - bits.OnesCount64(theirs&s.centre))
	return min(max(v, -EvalMax), EvalMax)
}

// Estimates is what Estimate found for the columns of a position that
// Scores left Unknown.
type Estimates struct {
	// Scores is the scores given to Estimate, with the columns whose search
	// proved a win or a loss filled in, as Scores would have.
	Scores []int

	// Values is, for each column still Unknown in Scores, its value for
	// the player to move in Eval's units, in [-EvalMax, EvalMax]. It is
	// the mean of the searches Depth and Depth-1 plies deep after a stone
	// there (only Depth if that is 1), which evens out whose turn the
	// horizon falls on. It is 0 for the other columns, and for all of them
	// if Depth is 0.
	Values []int

	// Depth is the depth in plies, after each column's stone, of the
	// deepest round of searches that finished for every column. It is 0 if
	// the first round did not finish, and then Values says nothing.
	Depth int

	// Nodes is the number of states all the searches visited.
	Nodes int64
}

// Estimate estimates the columns of p that the scores s (of Scores) leave
// Unknown, by rounds of depth-limited searches. Each round runs one
// [minimax.LookaheadContext] per column, with [Eval] at the horizon, 1 ply
// deep after its stone, then 2, and so on, so that every column's value
// comes from the same depths. A search that proves a win or a loss, or reaches the end of
// every line (a draw), makes that column's score exact, and it is searched
// no more. Estimate stops when every column is exact, or at the first
// search that ctx or the node budget stops, which leaves the values of
// the round before.
//
// maxNodes bounds the nodes of all the searches together (at most
// maxNodes, <= 0 for no limit: then only ctx or the end of the game stops
// it); each search has a table of TableSize states at most. Each round
// costs several times the one before, so the budget, not the board, sets
// the depth reached: about 9 plies in the opening for 262,144 nodes.
// Estimate returns what it found with ctx.Err() or minimax.ErrBudget if
// either stopped it, else nil.
func Estimate(ctx context.Context, p Position, s []int, maxNodes int64) (Estimates, error) {
	return Game{}.Estimate(ctx, p, s, maxNodes)
}

// Estimate is [Estimate] on the game's board: s holds Width scores, or
// Estimate returns an error.
func (g Game) Estimate(ctx context.Context, p Position, s []int, maxNodes int64) (Estimates, error) {
	w := g.Width()
	if len(s) != w {
		return Estimates{}, fmt.Errorf("connect4: %d scores for the %d columns of a %v board", len(s), w, g)
	}
	e := Estimates{Scores: slices.Clone(s), Values: make([]int, w)}
	var open []int // the columns still to estimate
	for c, v := range s {
		if v == Unknown && g.CanPlay(p, c) {
			open = append(open, c)
		}
	}
	prev := make([]int, w) // the values of the last round
	for depth := 1; len(open) > 0; depth++ {
		var next []int
		vals := make([]int, w)
		for _, c := range open {
			opts := []minimax.Option{minimax.TableSize(TableSize)}
			if maxNodes > 0 {
				left := maxNodes - e.Nodes
				if left <= 0 {
					return e.known(), minimax.ErrBudget
				}
				opts = append(opts, minimax.MaxNodes(left))
			}
			q := g.Play(p, int8(c))
			est, err := minimax.LookaheadContext(ctx, g, q, depth, g.Eval, opts...)
			e.Nodes += est.Nodes
			if err != nil {
				return e.known(), err
			}
			switch {
			case est.Score > minimax.MaxEval: // the opponent wins
				e.Scores[c] = -g.Score(q, minimax.Win, minimax.WinScore-est.Score)
			case est.Score < -minimax.MaxEval: // the opponent loses
				e.Scores[c] = -g.Score(q, minimax.Loss, minimax.WinScore+est.Score)
			case est.Depth < depth: // every line ended within the depth: a draw
				e.Scores[c] = 0
			default:
				vals[c] = -est.Score
				next = append(next, c)
			}
		}
		open = next
		copy(e.Values, vals)
		e.Depth = depth
		if depth > 1 {
			for _, c := range open {
				e.Values[c] = (vals[c] + prev[c]) / 2
			}
		}
		prev = vals
	}
	return e, nil
}

// known clears the values of the columns whose scores are known.
func (e Estimates) known() Estimates {
	for c, v := range e.Scores {
		if v != Unknown {
			e.Values[c] = 0
		}
	}
	return e
}

// Best is the column to play, or -1 if every column is full. It takes the
// best exact score if it is a win or a draw, else the best estimate, else
// the longest loss, the centre first among equals. Without estimates
// (Depth 0) it is Best of Scores.
func (e Estimates) Best() int {
	if e.Depth == 0 {
		return Best(e.Scores)
	}
	rank := func(c int) int {
		switch v := e.Scores[c]; {
		case v == Unknown:
			return e.Values[c] // within ±EvalMax
		case v < 0:
			return v - 2*EvalMax
		default:
			return v + 2*EvalMax
		}
	}
	c := -1
	for _, o := range orderOf(len(e.Scores)) {
		if e.Scores[o] > Full && (c < 0 || rank(int(o)) > rank(c)) {
			c = int(o)
		}
	}
	return c
}
