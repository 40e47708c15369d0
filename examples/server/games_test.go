package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/knight"
	"github.com/go-puzzles/puzzles/minimax"
	"github.com/go-puzzles/puzzles/sevenseg"
)

// The puzzle of a day, size and level is the same on every call and made
// once; another day gives another puzzle.
func TestQueensOfTheDay(t *testing.T) {
	s, ts := newTest(t, config{})
	var a, b, other queensView
	call(t, ts, "GET", "/api/queens?size=7&level=hard", "", &a)
	call(t, ts, "GET", "/api/queens?size=7&level=hard&date=2026-11-26", "", &b)
	call(t, ts, "GET", "/api/queens?size=7&level=hard&date=2026-11-27", "", &other)
	if a.Size != 7 || a.Level != "hard" || a.Date != "2026-11-26" || len(a.Regions) != 7 || a.SVG == "" {
		t.Fatalf("puzzle %+v", a)
	}
	if fmt.Sprint(a.Regions) != fmt.Sprint(b.Regions) || fmt.Sprint(a.Regions) == fmt.Sprint(other.Regions) {
		t.Errorf("same day: %v and %v; next day %v", a.Regions, b.Regions, other.Regions)
	}
	if n := s.queens.len(); n != 2 {
		t.Errorf("%d puzzles cached, want 2", n)
	}
}

// Playing by the hints alone solves the puzzle: each hint's queens are
// placed and its cleared cells marked, until the hint says solved; the
// check agrees. A wrong queen or mark is pointed out first.
func TestPlayQueensByHints(t *testing.T) {
	_, ts := newTest(t, config{})
	play := queensPlay{Size: 9, Level: "expert"}
	body := func() string { b, _ := json.Marshal(play); return string(b) }
	var h hint
	for i := 0; ; i++ {
		if i > 9*9+9 {
			t.Fatalf("no end after %d hints", i)
		}
		if status, raw := call(t, ts, "POST", "/api/queens/hint", body(), &h); status != 200 {
			t.Fatalf("hint %d: %d %s", i, status, raw)
		}
		if h.Solved {
			break
		}
		if h.Rule == "mistake" || len(h.Queens)+len(h.Cleared) == 0 {
			t.Fatalf("hint %d: %+v", i, h)
		}
		play.Queens = append(play.Queens, h.Queens...)
		play.Marks = append(play.Marks, h.Cleared...)
	}
	var c check
	if call(t, ts, "POST", "/api/queens/check", body(), &c); !c.Solved || c.Queens != 9 || c.Wrong != 0 {
		t.Errorf("check after the hints: %+v", c)
	}
	q := play.Queens[0]
	play.Queens[0] = [2]int{q[0], (q[1] + 1) % 9}
	if call(t, ts, "POST", "/api/queens/hint", body(), &h); h.Rule != "mistake" || len(h.Wrong) != 1 || h.Wrong[0] != play.Queens[0] {
		t.Errorf("a moved queen: %+v", h)
	}
	if call(t, ts, "POST", "/api/queens/check", body(), &c); c.Solved || c.Wrong != 1 {
		t.Errorf("check with a moved queen: %+v", c)
	}
	play.Queens = nil
	play.Marks = [][2]int{q}
	if call(t, ts, "POST", "/api/queens/hint", body(), &h); h.Rule != "mistake" || h.Wrong[0] != q {
		t.Errorf("a mark on a queen's cell: %+v", h)
	}
}

func TestConnectFour(t *testing.T) {
	_, ts := newTest(t, config{})
	var v c4View
	// X holds 2, 3 and 4 of the bottom row; column 1 completes four.
	if call(t, ts, "GET", "/api/connect4/move?moves=223344&col=1", "", &v); !v.Over || v.Winner != 1 || v.Moves != "2233441" || v.Board[5][0] != 1 {
		t.Errorf("winning move: %+v", v)
	}
	// From 2233, column 4 wins with the 7th stone; the solver then
	// blocks one end.
	call(t, ts, "GET", "/api/connect4/scores?moves=2233", "", &v)
	if len(v.Scores) != 7 || v.Scores[3] == nil || *v.Scores[3] != 18 {
		t.Errorf("scores of 2233: %v", v.Scores)
	}
	if call(t, ts, "GET", "/api/connect4/move?moves=2233&col=4", "", &v); v.Over || v.Solver == 0 || len(v.Moves) != 6 || v.ToMove != 1 || v.SolverExact == nil || !*v.SolverExact {
		t.Errorf("move 4 from 2233: %+v", v)
	}
	// The solver takes a win at once: O has three in column 2.
	if call(t, ts, "GET", "/api/connect4/move?moves=121212&col=7", "", &v); v.Winner != 2 || v.Solver != 2 {
		t.Errorf("the solver's win: %+v", v)
	}
}

// A game that is over reads as over: the winner, the winning four marked,
// every score null, and no move.
func TestConnectFourOver(t *testing.T) {
	_, ts := newTest(t, config{})
	for _, c := range []struct {
		moves  string
		winner int
		four   [][2]int // rows from the top
	}{
		{"1212121", 1, [][2]int{{2, 0}, {3, 0}, {4, 0}, {5, 0}}},
		{"25437323172442", 2, nil}, // a diagonal of O's

		{"4455667", 1, [][2]int{{5, 3}, {5, 4}, {5, 5}, {5, 6}}},
	} {
		var v c4View
		if status, raw := call(t, ts, "GET", "/api/connect4?moves="+c.moves, "", &v); status != 200 {
			t.Errorf("%s: %d %s", c.moves, status, raw)
			continue
		}
		if !v.Over || v.Winner != c.winner || v.ToMove != 0 || len(v.Four) < 4 {
			t.Errorf("%s: %+v", c.moves, v)
		}
		for _, cell := range v.Four {
			if v.Board[cell[0]][cell[1]] != c.winner {
				t.Errorf("%s: four %v holds %d", c.moves, cell, v.Board[cell[0]][cell[1]])
			}
		}
		if c.four != nil && fmt.Sprint(v.Four) != fmt.Sprint(c.four) {
			t.Errorf("%s: four %v, want %v", c.moves, v.Four, c.four)
		}
		var sc c4View
		status, raw := call(t, ts, "GET", "/api/connect4/scores?moves="+c.moves, "", &sc)
		if status != 200 || !sc.Over || len(sc.Scores) != 7 || sc.Estimates != nil {
			t.Errorf("scores of %s: %d %s", c.moves, status, raw)
		}
		for _, s := range sc.Scores {
			if s != nil {
				t.Errorf("scores of %s: %s", c.moves, raw)
			}
		}
		if status, raw := call(t, ts, "GET", "/api/connect4/move?col=4&moves="+c.moves, "", nil); status != 400 || !strings.Contains(raw, "the game is over") {
			t.Errorf("a move after %s: %d %s", c.moves, status, raw)
		}
	}
}

// fours finds every line: five in a row, and two lines through one cell.
func TestFours(t *testing.T) {
	b := [][]int{
		{2, 0, 0, 0, 0, 0, 0},
		{0, 2, 0, 0, 0, 0, 0},
		{0, 0, 2, 0, 0, 0, 0},
		{0, 0, 0, 2, 0, 0, 0},
		{1, 1, 1, 1, 1, 0, 0},
		{2, 2, 2, 1, 2, 2, 2},
	}
	if got := fmt.Sprint(fours(b, 1)); got != "[[4 0] [4 1] [4 2] [4 3] [4 4]]" {
		t.Errorf("five in a row: %s", got)
	}
	if got := fmt.Sprint(fours(b, 2)); got != "[[0 0] [1 1] [2 2] [3 3]]" {
		t.Errorf("a diagonal: %s", got)
	}
	b[4][0] = 0
	if got := fours(b, 1); len(got) != 4 {
		t.Errorf("four in a row: %v", got)
	}
	b[4][4] = 0
	if got := fours(b, 1); got != nil {
		t.Errorf("three in a row: %v", got)
	}
}

// The empty board is far too deep for the node budget: every column comes
// back unknown, promptly, with 200, and with an estimate if the estimates'
// budget allows a search 1 ply deep after each column. (The time cap is
// long, so that the budgets alone decide what comes back.)
func TestConnectFourBudget(t *testing.T) {
	_, ts := newTest(t, config{NoBook: true, MaxNodes: 1000, MoveNodes: 1000, Timeout: time.Minute})
	var v c4View
	if status, raw := call(t, ts, "GET", "/api/connect4/scores?moves=", "", &v); status != 200 || len(v.Scores) != 7 || v.Scores[3] != nil || len(v.Estimates) != 7 || v.Depth < 1 {
		t.Errorf("%d %s", status, raw)
	}
	for c := range v.Estimates {
		if v.Scores[c] != nil || v.Estimates[c] == nil || *v.Estimates[c] > *v.Estimates[3] {
			t.Errorf("column %d: score %v, estimate %v; want no score, an estimate, the centre's best", c+1, v.Scores[c], v.Estimates[c])
		}
	}
	if status, raw := call(t, ts, "GET", "/api/connect4/move?moves=&col=1", "", &v); status != 200 || v.Solver < 1 || len(v.Moves) != 2 || v.SolverExact == nil || *v.SolverExact {
		t.Errorf("%d %s", status, raw)
	}
	if _, err := c4.Parse(v.Moves); err != nil {
		t.Error(err)
	}
	_, ts = newTest(t, config{NoBook: true, MaxNodes: 1000, MoveNodes: 1000, EstNodes: 1, Timeout: time.Minute})
	v = c4View{}
	if status, raw := call(t, ts, "GET", "/api/connect4/scores?moves=", "", &v); status != 200 || v.Scores[3] != nil || v.Estimates != nil || v.Depth != 0 {
		t.Errorf("with one node for estimates: %d %s", status, raw)
	}
	if status, raw := call(t, ts, "GET", "/api/connect4/move?moves=&col=1", "", &v); status != 200 || v.Solver != 4 {
		t.Errorf("with one node for estimates: %d %s; want the centre", status, raw)
	}
}

// With next to no budget the solver still blocks a win at once: after
// 1213, X's stone in column 1 is X's third there.
func TestConnectFourBlocks(t *testing.T) {
	_, ts := newTest(t, config{MaxNodes: 1, MoveNodes: 1, EstNodes: 1, Timeout: time.Minute})
	var v c4View
	if status, raw := call(t, ts, "GET", "/api/connect4/move?moves=1213&col=1", "", &v); status != 200 || v.Solver != 1 {
		t.Errorf("%d %s; want the solver in column 1", status, raw)
	}
}

func TestKnight(t *testing.T) {
	_, ts := newTest(t, config{})
	for _, c := range []struct {
		rows, cols int
		closed     bool
		squares    int
	}{{5, 5, false, 25}, {6, 6, true, 36}, {5, 5, true, 0}, {4, 4, false, 0}, {50, 49, false, 2450}, {1, 1, false, 1}} {
		var v tourView
		call(t, ts, "GET", fmt.Sprintf("/api/knight?rows=%d&cols=%d&closed=%v", c.rows, c.cols, c.closed), "", &v)
		if len(v.Tour) != c.squares || (c.squares > 0) != (v.SVG != "") {
			t.Errorf("%d×%d closed %v: %d squares, svg %d bytes; want %d", c.rows, c.cols, c.closed, len(v.Tour), len(v.SVG), c.squares)
			continue
		}
		tour := make(knight.Tour, len(v.Tour))
		for i, sq := range v.Tour {
			tour[i] = knight.Square{Row: sq[0], Col: sq[1]}
		}
		if err := tour.Validate(c.rows, c.cols); c.squares > 0 && (err != nil || c.closed && !tour.Closed()) {
			t.Errorf("%d×%d: %v", c.rows, c.cols, err)
		}
	}
}

// The answer the library finds is right; the puzzle itself is not.
func TestMatchsticks(t *testing.T) {
	_, ts := newTest(t, config{Timeout: time.Minute}) // a census under -race on a busy machine
	for _, sticks := range []int{1, 2} {
		var v sticksView
		q := url.Values{"shape": {"dd±d=dd"}, "sticks": {fmt.Sprint(sticks)}}
		if status, raw := call(t, ts, "GET", "/api/matchsticks?"+q.Encode(), "", &v); status != 200 || v.Sticks != sticks {
			t.Fatalf("%d %s", status, raw)
		}
		e, err := sevenseg.Parse(v.Equation)
		if err != nil || e.Holds() {
			t.Fatalf("puzzle %q: %v, holds %v", v.Equation, err, e.Holds())
		}
		var answer string
		for sol := range sevenseg.Solutions(e, sticks) {
			answer = sol.Equation.String()
		}
		for _, c := range []struct {
			text string
			want bool
		}{{answer, true}, {v.Equation, false}, {"1+1=2", false}} {
			var a sticksAnswer
			q.Set("answer", c.text)
			if call(t, ts, "GET", "/api/matchsticks/check?"+q.Encode(), "", &a); a.Correct != c.want || a.Why == "" {
				t.Errorf("sticks=%d, %s: %+v, want correct %v", sticks, c.text, a, c.want)
			}
		}
	}
}

// Every shape's puzzles show the shape's operators and no number starting
// with 0, on several days; the answer the library finds under the site's
// rules is right.
func TestMatchsticksShapes(t *testing.T) {
	_, ts := newTest(t, config{Timeout: time.Minute})
	days := []string{"2026-11-26", "2026-11-27", "2026-12-01"}
	if testing.Short() {
		days = days[:1]
	}
	for _, shape := range shapes {
		for _, sticks := range []int{1, 2} {
			for _, date := range days {
				var v sticksView
				q := url.Values{"shape": {shape}, "sticks": {fmt.Sprint(sticks)}, "date": {date}}
				if status, raw := call(t, ts, "GET", "/api/matchsticks?"+q.Encode(), "", &v); status != 200 {
					t.Fatalf("%s: %d %s", q.Encode(), status, raw)
				}
				e, err := sevenseg.Parse(v.Equation)
				if err != nil || !fitsShape(e, shape) || leadingZero(e) || e.Holds() {
					t.Errorf("%s, %d stick(s), %s: puzzle %s (%v)", shape, sticks, date, v.Equation, err)
					continue
				}
				var answers []string
				for sol := range sevenseg.Solutions(e, sticks, sticksRules...) {
					answers = append(answers, sol.Equation.String())
				}
				if len(answers) != 1 {
					t.Errorf("%s: %d answers %v", v.Equation, len(answers), answers)
					continue
				}
				var a sticksAnswer
				q.Set("answer", answers[0])
				if call(t, ts, "GET", "/api/matchsticks/check?"+q.Encode(), "", &a); !a.Correct {
					t.Errorf("%s: answer %s: %+v", v.Equation, answers[0], a)
				}
			}
		}
	}
}

// A mistyped answer gets words that say what to type, not the library's
// message; an answer over 64 bytes, which the page does not send, is a 400.
func TestMatchsticksMessages(t *testing.T) {
	_, ts := newTest(t, config{})
	for _, c := range []struct{ answer, want string }{
		{"5+3=9a", "“a” is not part of an equation. Type the equation with digits and + − × ÷ ="},
		{"5+3=9ab?", "“a”, “b”, “?” are not part of an equation."},
		{"", "Type the equation with digits"},
		{"5+3", "An equation needs an = sign"},
		{"5++3=8", "Put a number on each side"},
		{"1234567890=1", "A number has at most 9 digits."},
	} {
		var a sticksAnswer
		status, raw := call(t, ts, "GET", "/api/matchsticks/check?"+url.Values{"answer": {c.answer}}.Encode(), "", &a)
		if status != 200 || a.Correct || !strings.Contains(a.Why, c.want) || strings.Contains(raw, "sevenseg") {
			t.Errorf("answer %q: %d %s; want %s", c.answer, status, raw, c.want)
		}
	}
	for _, c := range []struct{ answer, want string }{
		{"1+1=3", "1+1=3 is not true."},
		{"2x3=6", "2×3=6 is true, but moving one stick of the puzzle does not make it."},
		{"05+1=6", "here no number starts with 0"},
	} {
		var a sticksAnswer
		call(t, ts, "GET", "/api/matchsticks/check?"+url.Values{"answer": {c.answer}}.Encode(), "", &a)
		if a.Correct || a.Why != c.want && !strings.Contains(a.Why, c.want) {
			t.Errorf("answer %q: %+v; want %s", c.answer, a, c.want)
		}
	}
}

// parseAnswer never panics, never lets the library's message through, and
// what it accepts the library reads back the same.
func FuzzParseAnswer(f *testing.F) {
	for _, s := range []string{"6+3=9", "5+3=9a", "", "=", "-1=-1", "2×3=6", "1/0=x", "\xff", "1234567890=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := parseAnswer(text)
		if err != nil {
			if strings.Contains(err.Error(), "sevenseg") || !errors.As(err, new(badRequest)) {
				t.Fatalf("%q: %v", text, err)
			}
			return
		}
		if b, err := sevenseg.Parse(a.String()); err != nil || b != a {
			t.Fatalf("%q: %s reads back as %s, %v", text, a, b, err)
		}
	})
}

// parseGame never panics; a game it reads, on any size, has a stone for
// each move, and a four exactly when it has a winner.
func FuzzParseGame(f *testing.F) {
	for _, s := range []string{"", "4453", "1212121", "25437323172442", "12121212", "8", "1111111"} {
		f.Add(uint8(7), uint8(6), s)
	}
	f.Add(uint8(4), uint8(4), "1212121")
	f.Add(uint8(9), uint8(6), "99999")
	f.Fuzz(func(t *testing.T, w, h uint8, moves string) {
		g, err := c4.New(int(w), int(h))
		if err != nil {
			return
		}
		cg, err := parseGame(g, moves)
		if err != nil {
			if !errors.As(err, new(badRequest)) {
				t.Fatalf("%q: %v", moves, err)
			}
			return
		}
		v := cg.view()
		stones := 0
		for _, row := range v.Board {
			for _, x := range row {
				if x != 0 {
					stones++
				}
			}
		}
		if len(v.Board) != int(h) || len(v.Board[0]) != int(w) || stones != len(moves) || (cg.winner != 0) != (len(v.Four) >= 4) || (cg.winner != 0 && !v.Over) {
			t.Fatalf("%dx%d %q: %d stones, winner %d, four %v", w, h, moves, stones, cg.winner, v.Four)
		}
	})
}

// size=WxH picks the board: its moves, its solver and its scores; a size
// that is no board is a 400 that names the sizes.
func TestConnectFourSizes(t *testing.T) {
	_, ts := newTest(t, config{})
	var v c4View
	if status, raw := call(t, ts, "GET", "/api/connect4/move?size=9x6&moves=99&col=9", "", &v); status != 200 || v.Size != "9x6" || len(v.Board) != 6 || len(v.Board[0]) != 9 || v.Board[3][8] != 1 || v.Solver == 0 {
		t.Errorf("9x6: %d %s", status, raw)
	}
	// 4x4 is small enough to solve from the empty board: every score exact.
	if status, raw := call(t, ts, "GET", "/api/connect4/scores?size=4x4&moves=", "", &v); status != 200 || len(v.Scores) != 4 || v.Estimates != nil {
		t.Errorf("4x4: %d %s", status, raw)
	}
	for c, s := range v.Scores {
		if s == nil {
			t.Errorf("4x4: column %d has no exact score", c+1)
		}
	}
	// Four in a row on a 4x4 board, across the bottom.
	if status, raw := call(t, ts, "GET", "/api/connect4?size=4x4&moves=1122334", "", &v); status != 200 || v.Winner != 1 || len(v.Four) != 4 {
		t.Errorf("4x4 win: %d %s", status, raw)
	}
	for _, c := range []struct{ path, want string }{
		{"/api/connect4?size=8x8", "no 8x8 board"},
		{"/api/connect4/scores?size=7by6", "is not columns x rows"},
		{"/api/connect4/move?size=4x4&moves=5", "want a column 1 to 4"},
		{"/api/connect4/move?size=5x4&moves=&col=6", "is not a column 1 to 5 with room"},
	} {
		if status, raw := call(t, ts, "GET", c.path, "", nil); status != 400 || !strings.Contains(raw, c.want) || !strings.HasPrefix(raw, `{"error":`) {
			t.Errorf("%s: %d %s; want 400 and %q", c.path, status, raw, c.want)
		}
	}
}

// From a position in the opening book the solver plays the book's move and
// the scores are the book's, exact, with no search budget at all; off the
// book it searches.
func TestConnectFourBook(t *testing.T) {
	// A book of a late position is cheap to build: 22 stones, then 2 more.
	start, p := lateGame(22)
	b, _, err := c4.BuildBook(t.Context(), 24, c4.BookStart(p))
	if err != nil {
		t.Fatal(err)
	}
	_, ts := newTest(t, config{Book: b, MaxNodes: 1, MoveNodes: 1, EstNodes: 1, Timeout: time.Minute})
	var v c4View
	if status, raw := call(t, ts, "GET", "/api/connect4/scores?moves="+start, "", &v); status != 200 || v.Estimates != nil {
		t.Fatalf("%d %s", status, raw)
	}
	want, known := b.Scores(p)
	for c, s := range v.Scores {
		if want[c] == c4.Full && s == nil {
			continue
		}
		if !known[c] || s == nil || *s != want[c] {
			t.Errorf("column %d: %v, the book has %d (known %v)", c+1, s, want[c], known[c])
		}
	}
	best, ok := b.Move(p)
	if !ok {
		t.Fatalf("the book has no move for its start %s", start)
	}
	solved, err := c4.Scores(t.Context(), minimax.NewSolver(c4.Game{}, minimax.ValueOnly()), p)
	if err != nil || solved[best] != slices.Max(solved) {
		t.Fatalf("the book plays column %d; the solver scores %v (%v)", best+1, solved, err)
	}
	// The solver to move at start: the book's column, proven.
	if status, raw := call(t, ts, "GET", "/api/connect4/move?moves="+start, "", &v); status != 200 || v.Solver != best+1 || v.SolverExact == nil || !*v.SolverExact {
		t.Errorf("move from the book's start: %d %s; want column %d, exact", status, raw, best+1)
	}
	// Off the book, with no budget, the move is an estimate.
	if status, raw := call(t, ts, "GET", "/api/connect4/move?moves=44&col=4", "", &v); status != 200 || v.SolverExact == nil || *v.SolverExact {
		t.Errorf("move off the book: %d %s; want an estimate", status, raw)
	}
}

// lateGame is a game of n stones, played at random (seeded) but never
// leaving a win at once to the player to move.
func lateGame(n int) (string, c4.Position) {
	r := rand.New(rand.NewPCG(1, 2))
	for {
		var p c4.Position
		moves := ""
		for try := 0; len(moves) < n && try < 1000; try++ {
			c := r.IntN(c4.Columns)
			if !p.CanPlay(c) || p.Wins(c) {
				continue
			}
			if q := p.Play(c); !slices.ContainsFunc([]int{0, 1, 2, 3, 4, 5, 6}, q.Wins) {
				p, moves = q, moves+strconv.Itoa(c+1)
			}
		}
		if len(moves) == n {
			return moves, p
		}
	}
}

// The embedded opening book, if built, gives the empty board's exact
// scores (-2 -1 0 1 0 -1 -2: the centre wins, its neighbours draw) and the
// solver's first stone in the centre, proven, with no search; without it
// the empty board's columns are estimates, none claimed exact.
func TestOpeningBook(t *testing.T) {
	b, err := openingBook()
	if err != nil {
		t.Fatalf("the embedded book: %v", err)
	}
	_, ts := newTest(t, config{MaxNodes: 1, MoveNodes: 1})
	var v c4View
	if status, raw := call(t, ts, "GET", "/api/connect4/scores?moves=", "", &v); status != 200 || len(v.Scores) != 7 {
		t.Fatalf("%d %s", status, raw)
	}
	if b == nil {
		t.Log("no c4book/7x6.book embedded: the opening is estimated")
		for c, s := range v.Scores {
			if s != nil || v.Estimates == nil || v.Estimates[c] == nil {
				t.Errorf("column %d: score %v without a book", c+1, s)
			}
		}
		return
	}
	t.Logf("the book: depth %d, %d positions", b.Depth(), b.Len())
	for c, want := range []int{-2, -1, 0, 1, 0, -1, -2} {
		if s := v.Scores[c]; s == nil || *s != want {
			t.Errorf("column %d: %v, want %d exact", c+1, s, want)
		}
	}
	if status, raw := call(t, ts, "GET", "/api/connect4/move?moves=", "", &v); status != 200 || v.Solver != 4 || v.SolverExact == nil || !*v.SolverExact {
		t.Errorf("the solver's first stone: %d %s; want column 4, proven", status, raw)
	}
}
