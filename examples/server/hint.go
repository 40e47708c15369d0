package main

import (
	"errors"
	"net/http"

	"github.com/go-puzzles/puzzles/regions"
)

// hint is the answer of POST /api/queens/hint: the next thing to do, in
// words, and the cells it is about.
type hint struct {
	Rule    string   `json:"rule"` // a regions.Deduction's name, or "mistake", or "solved"
	Why     string   `json:"why"`
	Queens  [][2]int `json:"queens"`  // cells that take a queen
	Cleared [][2]int `json:"cleared"` // cells ruled out
	Wrong   [][2]int `json:"wrong"`   // the player's cells to undo
	Solved  bool     `json:"solved"`
}

// POST /api/queens/hint: regions.HintContext's answer to the player's
// position: a mistake first, if the player has made one; else the next
// deduction from the position; else that the puzzle is solved.
func (s *server) queensHint(r *http.Request) (any, error) {
	p, d, err := s.readPlay(r)
	if err != nil {
		return nil, err
	}
	pos := regions.Position{Queens: regionCells(p.Queens), Marks: regionCells(p.Marks)}
	st, err := regions.HintContext(r.Context(), d.puzzle.Board, pos)
	switch {
	case errors.Is(err, regions.ErrSolved):
		return hint{Rule: "solved", Why: "Every queen is in place: the puzzle is solved.", Solved: true}, nil
	case err != nil && r.Context().Err() == nil:
		// The puzzle has one solution, so the error is about the cells
		// sent: a cell twice, or both a queen and a mark.
		return nil, bad("%v", err)
	case err != nil:
		return nil, err
	}
	rule := st.Deduction.String()
	if st.Deduction == regions.Mistake {
		rule = "mistake"
	}
	return hint{Rule: rule, Why: st.Why, Queens: cells(st.Queens), Cleared: cells(st.Cleared), Wrong: cells(st.Wrong)}, nil
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

// regionCells turns [row, col] pairs into cells.
func regionCells(cs [][2]int) []regions.Cell {
	out := make([]regions.Cell, len(cs))
	for i, c := range cs {
		out[i] = regions.Cell{Row: c[0], Col: c[1]}
	}
	return out
}

// cells turns cells into [row, col] pairs.
func cells(cs []regions.Cell) [][2]int {
	out := make([][2]int, len(cs))
	for i, c := range cs {
		out[i] = [2]int{c.Row, c.Col}
	}
	return out
}
