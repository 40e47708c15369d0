package main

import (
	"fmt"
	"net/http"

	"github.com/go-puzzles/puzzles/regions"
)

// hint is the answer of POST /api/queens/hint: the next thing to do, in
// words, and the cells it is about.
type hint struct {
	Rule    string   `json:"rule"` // a deduction rule, or "mistake", or "solved"
	Why     string   `json:"why"`
	Queens  [][2]int `json:"queens"`  // cells that take a queen
	Cleared [][2]int `json:"cleared"` // cells ruled out
	Wrong   [][2]int `json:"wrong"`   // the player's cells to undo
	Solved  bool     `json:"solved"`
}

// POST /api/queens/hint: first a mistake, if the player has made one;
// else the first deduction of the puzzle's explanation that tells the
// player something new; else that the puzzle is solved.
func (s *server) queensHint(r *http.Request) (any, error) {
	p, d, err := s.readPlay(r)
	if err != nil {
		return nil, err
	}
	sol := d.puzzle.Solution
	if h, ok := mistake(p, sol); ok {
		return h, nil
	}
	queen, mark := cellSet(p.Queens), cellSet(p.Marks)
	for _, st := range d.steps {
		news := false
		for _, c := range st.Queens {
			news = news || !queen[[2]int{c.Row, c.Col}]
		}
		for _, c := range st.Cleared {
			news = news || !mark[[2]int{c.Row, c.Col}]
		}
		if news {
			return hint{Rule: st.Deduction.String(), Why: st.Why, Queens: cells(st.Queens), Cleared: cells(st.Cleared)}, nil
		}
	}
	return hint{Rule: "solved", Why: "Every queen is in place: the puzzle is solved.", Solved: solved(p, sol)}, nil
}

// mistake finds a queen where the solution has none, or a mark where it
// has one.
func mistake(p queensPlay, sol []int) (hint, bool) {
	for _, c := range p.Queens {
		if sol[c[0]] != c[1] {
			return hint{Rule: "mistake", Wrong: [][2]int{c},
				Why: fmt.Sprintf("The queen on %v cannot be right: no solution has a queen there. Take it away.", regions.Cell{Row: c[0], Col: c[1]})}, true
		}
	}
	for _, c := range p.Marks {
		if sol[c[0]] == c[1] {
			return hint{Rule: "mistake", Wrong: [][2]int{c},
				Why: fmt.Sprintf("%v is marked empty, but the queen of row %d goes there. Clear the mark.", regions.Cell{Row: c[0], Col: c[1]}, c[0]+1)}, true
		}
	}
	return hint{}, false
}

// solved reports whether the play's queens are the solution's.
func solved(p queensPlay, sol []int) bool {
	q := cellSet(p.Queens)
	if len(q) != len(sol) {
		return false
	}
	for r, c := range sol {
		if !q[[2]int{r, c}] {
			return false
		}
	}
	return true
}

// check is the answer of POST /api/queens/check.
type check struct {
	Solved bool `json:"solved"`
	Queens int  `json:"queens"` // queens placed
	Wrong  int  `json:"wrong"`  // of those, where the solution has none
}

// POST /api/queens/check: whether the queens placed are the solution.
func (s *server) queensCheck(r *http.Request) (any, error) {
	p, d, err := s.readPlay(r)
	if err != nil {
		return nil, err
	}
	c := check{Solved: solved(p, d.puzzle.Solution), Queens: len(cellSet(p.Queens))}
	for q := range cellSet(p.Queens) {
		if d.puzzle.Solution[q[0]] != q[1] {
			c.Wrong++
		}
	}
	return c, nil
}

func cellSet(cs [][2]int) map[[2]int]bool {
	m := make(map[[2]int]bool, len(cs))
	for _, c := range cs {
		m[c] = true
	}
	return m
}

func cells(cs []regions.Cell) [][2]int {
	out := make([][2]int, len(cs))
	for i, c := range cs {
		out[i] = [2]int{c.Row, c.Col}
	}
	return out
}
