package c4

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/minimax/minimaxtest"
	"pgregory.net/rapid"
)

// randomPosition plays n random moves from the empty board, none of which
// ends the game; it stops early if every move would.
func randomPosition(r *rand.Rand, n int) (Position, string) {
	var p Position
	moves := ""
	for range n {
		var ok []int
		for c := range width {
			m := p.free() & colMask(c)
			if m != 0 && spots(p.cur)&m == 0 && p.mask|m != full {
				ok = append(ok, c)
			}
		}
		if len(ok) == 0 {
			break
		}
		c := ok[r.IntN(len(ok))]
		p = p.drop(p.free() & colMask(c))
		moves += string(rune('1' + c))
	}
	return p, moves
}

// solveScore solves p with the engine and returns its score.
func solveScore(sv *minimax.Solver[Position, int8], p Position) int {
	r, err := sv.Solve(p)
	if err != nil {
		panic(err) // the default budgets hold every test position
	}
	return Score(p, r.Outcome, r.Plies)
}

// Positions whose scores can be checked by hand.
func TestKnownPositions(t *testing.T) {
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly())
	for _, c := range []struct {
		moves string
		want  int
	}{
		{"121212", 18}, // X completes column 1 with the 7th stone
		{"223344", 18}, // X completes 1-4 or 2-5 along the bottom row
		{"22334", -18}, // O blocks one end of X's three, X takes the other
		{"2233", 18},   // X plays 4: two ends open, a win with the 7th stone
	} {
		p, err := Parse(c.moves)
		if err != nil {
			t.Fatalf("%s: %v", c.moves, err)
		}
		if got, ref := solveScore(sv, p), newNegamax(smallSlots).solve(p); got != c.want || ref != c.want {
			t.Errorf("%s: engine %d, negamax %d, want %d", c.moves, got, ref, c.want)
		}
	}
}

// The engine and the dedicated negamax give the same score on positions
// of random play.
func TestEngineAgreesWithNegamax(t *testing.T) {
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly())
	ng := newNegamax(smallSlots)
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		p, moves := randomPosition(rand.New(rand.NewPCG(seed, 1)), rapid.IntRange(16, 41).Draw(t, "moves"))
		ng.reset()
		if got, want := solveScore(sv, p), ng.solve(p); got != want {
			t.Fatalf("%s: engine %d, negamax %d", moves, got, want)
		}
	})
}

// The game keeps the engine's contract, its Bound and Key included, and
// Solve agrees with a plain minimax near the end of random games.
func TestGameKeepsTheContract(t *testing.T) {
	minimaxtest.CheckGame[Position, int8](t, Game{}, []Position{{}}, minimaxtest.MaxStates(500), minimaxtest.TreeNodes(100))
	r := rand.New(rand.NewPCG(1, 2))
	var starts []Position
	for range 20 {
		p, _ := randomPosition(r, 32+r.IntN(8))
		starts = append(starts, p)
	}
	minimaxtest.CheckGame[Position, int8](t, Game{}, starts, minimaxtest.MaxStates(2000), minimaxtest.TreeNodes(20_000))
}

// The spots a Position keeps, updated move by move, are those its stones
// make.
func TestSpotsFollowTheStones(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		p, moves := randomPosition(rand.New(rand.NewPCG(seed, 3)), rapid.IntRange(0, 41).Draw(t, "moves"))
		if p.mine != spots(p.cur) || p.theirs != spots(p.cur^p.mask) {
			t.Fatalf("%s: spots %#x and %#x, want %#x and %#x", moves, p.mine, p.theirs, spots(p.cur), spots(p.cur^p.mask))
		}
	})
}

// four reports whether stones holds four in a line: in each direction d,
// pairs of stones d apart that are 2d apart from another pair.
func four(stones uint64) bool {
	v := stones & (stones >> 1)
	h := stones & (stones >> (height + 1))
	d := stones & (stones >> height)
	u := stones & (stones >> (height + 2))
	return v&(v>>2)|h&(h>>(2*(height+1)))|d&(d>>(2*height))|u&(u>>(2*(height+2))) != 0
}

// A Position knows it holds four in a row exactly when the last mover's
// stones do, in games played to their end, winning moves included.
func TestFourFollowsTheStones(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 4))
		var p Position
		for {
			o, over := Game{}.Over(p)
			if want := four(p.cur ^ p.mask); p.four() != want || over != (want || p.mask == full) {
				t.Fatalf("%+v: four %v, Over %v %v; four in a row %v", p, p.four(), o, over, want)
			}
			if over {
				return
			}
			var cols []int
			for c := range width {
				if p.CanPlay(c) {
					cols = append(cols, c)
				}
			}
			p = p.Play(cols[r.IntN(len(cols))])
		}
	})
}

// Game.Play, which writes drop out, plays as Position.Play does.
func TestGamePlayIsDrop(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, moves := randomPosition(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 5)), rapid.IntRange(0, 41).Draw(t, "moves"))
		for c := range width {
			if p.CanPlay(c) {
				if got, want := (Game{}).Play(p, int8(c)), p.Play(c); got != want {
					t.Fatalf("%s then column %d: Game.Play %+v, Position.Play %+v", moves, c+1, got, want)
				}
			}
		}
	})
}

// Game.Order, which writes spots out, orders the moves by the spots they
// make, the centre first among equals.
func TestOrderBySpots(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, moves := randomPosition(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 6)), rapid.IntRange(0, 41).Draw(t, "moves"))
		var got, want []int8
		for _, c := range order {
			if p.CanPlay(int(c)) {
				got = append(got, c)
			}
		}
		want = slices.Clone(got)
		(Game{}).Order(p, got)
		score := func(c int8) int { return bits.OnesCount64(spots(p.cur|p.free()&colMask(int(c))) &^ p.mask) }
		slices.SortStableFunc(want, func(a, b int8) int { return score(b) - score(a) })
		if !slices.Equal(got, want) {
			t.Fatalf("%s: Order gave %v, want %v", moves, got, want)
		}
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "4453", "121212", "1111111", "80", strings.Repeat("1234567", 6)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "connect4: ") {
				t.Fatalf("%q: error %q does not name the package", s, err)
			}
			return
		}
		if p.Stones() != len(s) {
			t.Fatalf("%q: %d stones", s, p.Stones())
		}
		if _, over := (Game{}).Over(p); over && p.mask != full {
			t.Fatalf("%q: parsed a finished game", s)
		}
	})
}
