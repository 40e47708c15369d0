package c4

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/minimax/minimaxtest"
	"pgregory.net/rapid"
)

// New takes exactly the sizes with 4 to 9 columns and rows whose bitboard
// fits 64 bits, which are those with columns+rows <= 15; New(7, 6) is
// Game{}, and games of one size are equal.
func TestNewSizes(t *testing.T) {
	n := 0
	for w := -1; w <= 11; w++ {
		for h := -1; h <= 11; h++ {
			g, err := New(w, h)
			in := w >= 4 && w <= 9 && h >= 4 && h <= 9
			want := in && w*(h+1) <= 64
			if in && want != (w+h <= 15) {
				t.Errorf("%dx%d: fits %v, but columns+rows is %d", w, h, want, w+h)
			}
			switch {
			case want && err != nil:
				t.Errorf("New(%d, %d): %v", w, h, err)
			case !want && (err == nil || !strings.Contains(err.Error(), "64 bits") || !strings.Contains(err.Error(), "4 to 9 columns")):
				t.Errorf("New(%d, %d) = %v, %v; want an error naming the sizes and the 64-bit limit", w, h, g, err)
			case want:
				n++
				if g.Width() != w || g.Height() != h || g.String() != fmt.Sprintf("%dx%d", w, h) {
					t.Errorf("New(%d, %d) is %v, %d wide and %d high", w, h, g, g.Width(), g.Height())
				}
				if p, err := ParseSize(g.String()); err != nil || p != g {
					t.Errorf("ParseSize(%q) = %v, %v", g.String(), p, err)
				}
				if again, _ := New(w, h); again != g {
					t.Errorf("New(%d, %d) twice: unequal games", w, h)
				}
			}
		}
	}
	if n != 30 { // 36 sizes of 4 to 9, less 8x8, 7x9, 9x7, 8x9, 9x8, 9x9
		t.Errorf("%d sizes, want 30", n)
	}
	if g, err := New(7, 6); g != (Game{}) || err != nil {
		t.Errorf("New(7, 6) = %#v, %v; want Game{}", g, err)
	}
	if g, _ := New(6, 7); g == (Game{}) {
		t.Errorf("New(6, 7) is Game{}")
	}
}

func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"7x6", "4X4", "9×6", "8x8", "x", "07x06", "-1x5", "7x", "1e1x6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseSize(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "connect4: ") {
				t.Fatalf("%q: error %q does not name the package", s, err)
			}
			return
		}
		if h, err := New(g.Width(), g.Height()); err != nil || h != g {
			t.Fatalf("%q: %v, not New(%d, %d)", s, g, g.Width(), g.Height())
		}
	})
}

// sizes is the game of every size.
func sizes() []Game {
	var gs []Game
	for w := MinColumns; w <= MaxColumns; w++ {
		for h := MinRows; h <= MaxRows; h++ {
			if g, err := New(w, h); err == nil {
				gs = append(gs, g)
			}
		}
	}
	return gs
}

// randomOn plays up to n random moves on g's empty board, none of which
// ends the game; it stops early if every move would. It returns the
// position and its moves, columns 1 to Width.
func randomOn(g Game, r *rand.Rand, n int) (Position, string) {
	var p Position
	var moves []byte
	for range n {
		var ok []int
		for c := range g.Width() {
			if g.CanPlay(p, c) && !g.Wins(p, c) && !g.IsFull(g.Play(p, int8(c))) {
				ok = append(ok, c)
			}
		}
		if len(ok) == 0 {
			break
		}
		c := ok[r.IntN(len(ok))]
		p = g.Play(p, int8(c))
		moves = append(moves, byte('1'+c))
	}
	return p, string(moves)
}

// drawGame draws one of the games, and a position of random play on it.
func drawGame(t *rapid.T, games []Game, minLeft int) (Game, Position, string) {
	g := rapid.SampledFrom(games).Draw(t, "size")
	n := rapid.IntRange(0, g.shape().cells-minLeft).Draw(t, "moves")
	p, moves := randomOn(g, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 9)), n)
	return g, p, moves
}

// The standard board's fast path and the general path, on a shape of the
// same size, agree on every hook and on Eval.
func TestFastPathAgreesWithGeneral(t *testing.T) {
	std, gen := Game{}, Game{s: newShape(width, height)}
	rapid.Check(t, func(t *rapid.T) {
		p, moves := randomOn(std, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 8)), rapid.IntRange(0, 41).Draw(t, "moves"))
		if c := rapid.IntRange(-1, width-1).Draw(t, "last"); c >= 0 && std.CanPlay(p, c) {
			p = std.Play(p, int8(c)) // may end the game
			moves += string(rune('1' + c))
		}
		o1, v1 := std.Over(p)
		o2, v2 := gen.Over(p)
		l1, h1 := std.Bound(p)
		l2, h2 := gen.Bound(p)
		if o1 != o2 || v1 != v2 || l1 != l2 || h1 != h2 || std.Key(p) != gen.Key(p) || Eval(p) != gen.Eval(p) {
			t.Fatalf("%s: Over %v %v / %v %v, Bound %d %d / %d %d, Eval %d / %d", moves, o1, v1, o2, v2, l1, h1, l2, h2, Eval(p), gen.Eval(p))
		}
		if v1 {
			return
		}
		m1, m2 := std.Moves(make([]int8, 0, 16), p), gen.Moves(nil, p)
		e1, el1, eh1 := std.Expand(make([]int8, 0, 16), p)
		e2, el2, eh2 := gen.Expand(nil, p)
		if !slices.Equal(m1, m2) || !slices.Equal(e1, e2) || el1 != el2 || eh1 != eh2 {
			t.Fatalf("%s: Moves %v / %v, Expand %v %d %d / %v %d %d", moves, m1, m2, e1, el1, eh1, e2, el2, eh2)
		}
		all := slices.Clone(orders[width])
		all = slices.DeleteFunc(all, func(c int8) bool { return !std.CanPlay(p, int(c)) })
		o, q := slices.Clone(all), slices.Clone(all)
		std.Order(p, o)
		gen.Order(p, q)
		if !slices.Equal(o, q) {
			t.Fatalf("%s: Order %v / %v", moves, o, q)
		}
		for _, c := range all {
			if a, b := std.Play(p, c), gen.Play(p, c); a != b {
				t.Fatalf("%s then %d: Play %+v / %+v", moves, c+1, a, b)
			}
		}
	})
}

// The empty spots a Position keeps on any board are those its stones make,
// and it knows it holds four exactly when the last mover's stones do.
func TestSizedSpotsAndFour(t *testing.T) {
	games := sizes()
	rapid.Check(t, func(t *rapid.T) {
		g, p, moves := drawGame(t, games, 0)
		s := g.shape()
		if c := rapid.IntRange(0, g.Width()-1).Draw(t, "last"); g.CanPlay(p, c) {
			p = g.Play(p, int8(c))
			moves += string(rune('1' + c))
		}
		mine, theirs := spotsByCells(s, p.cur)&^p.mask, spotsByCells(s, p.cur^p.mask)&^p.mask
		if p.mine&^p.mask != mine || p.theirs&^p.mask != theirs {
			t.Fatalf("%v %s: empty spots %#x %#x, want %#x %#x", g, moves, p.mine&^p.mask, p.theirs&^p.mask, mine, theirs)
		}
		o, over := g.Over(p)
		four := fourByCells(s, p.cur^p.mask)
		if p.four() != four || over != (four || g.IsFull(p)) || over && o != map[bool]minimax.Outcome{true: minimax.Loss, false: minimax.Draw}[four] {
			t.Fatalf("%v %s: four %v, Over %v %v; four by cells %v", g, moves, p.four(), o, over, four)
		}
	})
}

// linesOf is the lines of four on the board of s, cell by cell.
func linesOf(s *shape) [][4]uint64 {
	var ls [][4]uint64
	for c := range s.w {
		for r := range s.h {
			for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
				if c2, r2 := c+3*d[0], r+3*d[1]; c2 >= s.w || r2 < 0 || r2 >= s.h {
					continue
				}
				var l [4]uint64
				for i := range 4 {
					l[i] = 1 << ((c+i*d[0])*(s.h+1) + r + i*d[1])
				}
				ls = append(ls, l)
			}
		}
	}
	return ls
}

// spotsByCells is spots, line by line: the cell of each line of four whose
// other three cells hold stones.
func spotsByCells(s *shape, stones uint64) uint64 {
	var r uint64
	for _, l := range linesOf(s) {
		for i := range 4 {
			n := 0
			for j := range 4 {
				if j != i && stones&l[j] != 0 {
					n++
				}
			}
			if n == 3 {
				r |= l[i]
			}
		}
	}
	return r
}

func fourByCells(s *shape, stones uint64) bool {
	for _, l := range linesOf(s) {
		if stones&l[0] != 0 && stones&l[1] != 0 && stones&l[2] != 0 && stones&l[3] != 0 {
			return true
		}
	}
	return false
}

// plainScore is the score of p on g by a plain minimax over the columns
// with a table of exact scores: it uses the rules only (CanPlay, Wins,
// IsFull, Play), none of the hooks.
func plainScore(g Game, p Position, memo map[Position]int) int {
	if v, ok := memo[p]; ok {
		return v
	}
	cells := g.Width() * g.Height()
	best := -cells // below any score
	for c := range g.Width() {
		switch {
		case !g.CanPlay(p, c):
			continue
		case g.Wins(p, c):
			best = max(best, (cells+1-p.Stones())/2)
		case g.IsFull(g.Play(p, int8(c))):
			best = max(best, 0)
		default:
			best = max(best, -plainScore(g, g.Play(p, int8(c)), memo))
		}
	}
	memo[p] = best
	return best
}

// small is the sizes whose positions of a dozen empty cells or more the
// plain minimax solves in a test.
func small() []Game {
	var gs []Game
	for _, s := range [][2]int{{4, 4}, {5, 4}, {4, 5}, {6, 4}, {4, 6}, {5, 5}, {7, 4}, {4, 7}, {9, 4}, {4, 9}, {6, 5}, {5, 6}, {8, 7}, {7, 8}, {9, 6}, {6, 9}} {
		g, _ := New(s[0], s[1])
		gs = append(gs, g)
	}
	return gs
}

// On boards of every kind, the engine with the game's hooks gives the
// score the plain minimax gives, with the rules alone.
func TestSizedGameAgreesWithPlainMinimax(t *testing.T) {
	games := small()
	solvers := map[Game]*minimax.Solver[Position, int8]{}
	rapid.Check(t, func(t *rapid.T) {
		g := rapid.SampledFrom(games).Draw(t, "size")
		left := rapid.IntRange(1, 13).Draw(t, "left")
		p, moves := randomOn(g, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 10)), g.shape().cells-left)
		if _, over := g.Over(p); over {
			return
		}
		sv := solvers[g]
		if sv == nil {
			sv = minimax.NewSolver(g, minimax.ValueOnly(), minimax.TableSize(1<<12))
			solvers[g] = sv
		}
		r, err := sv.Solve(p)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := g.Score(p, r.Outcome, r.Plies), plainScore(g, p, map[Position]int{}); got != want {
			t.Fatalf("%v %s: engine %d, plain minimax %d", g, moves, got, want)
		}
	})
}

// A game of each size keeps the engine's contract, its Bound, Key and
// Expand included, from the empty board and near the end of random games.
func TestSizedGamesKeepTheContract(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, g := range sizes() {
		starts := []Position{{}}
		for range 5 {
			p, _ := randomOn(g, r, g.shape().cells-7-r.IntN(3))
			starts = append(starts, p)
		}
		minimaxtest.CheckGame[Position, int8](t, g, starts, minimaxtest.MaxStates(200), minimaxtest.TreeNodes(1000))
	}
}

// Parse reads back the moves that made a position, on every board, and
// rejects a column past the board's width.
func TestParseRoundTrip(t *testing.T) {
	games := sizes()
	rapid.Check(t, func(t *rapid.T) {
		g, p, moves := drawGame(t, games, 1)
		q, err := g.Parse(moves)
		if err != nil || q != p {
			t.Fatalf("%v: Parse(%q) = %+v, %v; want %+v", g, moves, q, err, p)
		}
		bad := moves + string(rune('1'+g.Width()))
		if _, err := g.Parse(bad); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("1 to %d", g.Width())) {
			t.Fatalf("%v: Parse(%q): %v", g, bad, err)
		}
	})
}

func FuzzGameParse(f *testing.F) {
	f.Add(uint8(0), "4453")
	f.Add(uint8(5), "1111")
	f.Add(uint8(30), "99999")
	f.Fuzz(func(t *testing.T, size uint8, s string) {
		games := sizes()
		g := games[int(size)%len(games)]
		p, err := g.Parse(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "connect4: ") {
				t.Fatalf("%v %q: error %q does not name the package", g, s, err)
			}
			return
		}
		if p.Stones() != len(s) {
			t.Fatalf("%v %q: %d stones", g, s, p.Stones())
		}
		if _, over := g.Over(p); over && !g.IsFull(p) {
			t.Fatalf("%v %q: parsed a finished game", g, s)
		}
	})
}

// Scores, Best and Estimate work on every board: the best column's score
// is the position's, and Estimate proves what Scores finds.
func TestSizedScores(t *testing.T) {
	games := small()
	rapid.Check(t, func(t *rapid.T) {
		g := rapid.SampledFrom(games).Draw(t, "size")
		p, moves := randomOn(g, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 11)), g.shape().cells-rapid.IntRange(2, 12).Draw(t, "left"))
		if _, over := g.Over(p); over {
			return
		}
		sv := minimax.NewSolver(g, minimax.ValueOnly(), minimax.TableSize(1<<12))
		s, err := g.Scores(t.Context(), sv, p)
		if err != nil || len(s) != g.Width() {
			t.Fatalf("%v %s: %v, %v", g, moves, s, err)
		}
		if b := Best(s); b < 0 || s[b] != plainScore(g, p, map[Position]int{}) {
			t.Fatalf("%v %s: scores %v, best %d, plain minimax %d", g, moves, s, b, plainScore(g, p, map[Position]int{}))
		}
		e, err := g.Estimate(t.Context(), p, slices.Repeat([]int{Unknown}, g.Width()), 3000)
		if err != nil && err != minimax.ErrBudget {
			t.Fatalf("%v %s: Estimate: %v", g, moves, err)
		}
		for c, v := range e.Scores {
			if v != Unknown && v != s[c] {
				t.Fatalf("%v %s: column %d estimated %d, solved %d", g, moves, c+1, v, s[c])
			}
		}
		if _, err := g.Estimate(t.Context(), p, s[1:], 10); err == nil {
			t.Fatalf("%v: Estimate took %d scores", g, len(s)-1)
		}
	})
}
