package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/knight"
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
	if call(t, ts, "GET", "/api/connect4/move?moves=2233&col=4", "", &v); v.Over || v.Solver == 0 || len(v.Moves) != 6 || v.ToMove != 1 {
		t.Errorf("move 4 from 2233: %+v", v)
	}
	// The solver takes a win at once: O has three in column 2.
	if call(t, ts, "GET", "/api/connect4/move?moves=121212&col=7", "", &v); v.Winner != 2 || v.Solver != 2 {
		t.Errorf("the solver's win: %+v", v)
	}
}

// The empty board is far too deep for the node budget: every column comes
// back unknown, promptly, with 200, and with an estimate if the estimates'
// budget allows a search 1 ply deep after each column. (The time cap is
// long, so that the budgets alone decide what comes back.)
func TestConnectFourBudget(t *testing.T) {
	_, ts := newTest(t, config{MaxNodes: 1000, Timeout: time.Minute})
	var v c4View
	if status, raw := call(t, ts, "GET", "/api/connect4/scores?moves=", "", &v); status != 200 || len(v.Scores) != 7 || v.Scores[3] != nil || len(v.Estimates) != 7 || v.Depth < 1 {
		t.Errorf("%d %s", status, raw)
	}
	for c := range v.Estimates {
		if v.Scores[c] != nil || v.Estimates[c] == nil || *v.Estimates[c] > *v.Estimates[3] {
			t.Errorf("column %d: score %v, estimate %v; want no score, an estimate, the centre's best", c+1, v.Scores[c], v.Estimates[c])
		}
	}
	if status, raw := call(t, ts, "GET", "/api/connect4/move?moves=&col=1", "", &v); status != 200 || v.Solver < 1 || len(v.Moves) != 2 {
		t.Errorf("%d %s", status, raw)
	}
	if _, err := c4.Parse(v.Moves); err != nil {
		t.Error(err)
	}
	_, ts = newTest(t, config{MaxNodes: 1000, EstNodes: 1, Timeout: time.Minute})
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
	_, ts := newTest(t, config{MaxNodes: 1, EstNodes: 1, Timeout: time.Minute})
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
	_, ts := newTest(t, config{})
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
