package main

import (
	"context"
	"net/http"
	"strconv"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/minimax"
)

// c4View is a Connect Four position as the endpoints serve it.
type c4View struct {
	Moves  string  `json:"moves"`  // the columns played, 1 to 7
	Board  [][]int `json:"board"`  // rows from the top: 0 empty, 1 first player, 2 second
	ToMove int     `json:"toMove"` // 1 or 2; 0 once the game is over
	Winner int     `json:"winner"` // 1 or 2 once someone has four
	Over   bool    `json:"over"`
	// Four is the cells [row from the top, col] of the winner's lines of
	// four (four cells, or more if a stone made two lines or five in a row).
	Four   [][2]int `json:"four,omitempty"`
	Solver int      `json:"solver,omitempty"` // the column the solver played, 1 to 7
	Scores []*int   `json:"scores,omitempty"` // per column for the player to move; null: full or unknown
	// Estimates is, per column whose score is unknown, an estimate in the
	// units of c4.Eval, null for the others; none at all when the searches
	// did not get 1 ply deep. Depth is how deep they got (c4.Estimate).
	Estimates []*int `json:"estimates,omitempty"`
	Depth     int    `json:"estimateDepth,omitempty"`
}

func view(moves string, p c4.Position, winner int) c4View {
	v := c4View{Moves: moves, Winner: winner, Over: winner != 0 || p.IsFull()}
	for row := c4.Rows - 1; row >= 0; row-- {
		line := make([]int, c4.Columns)
		for c := range line {
			line[c] = p.At(row, c)
		}
		v.Board = append(v.Board, line)
	}
	if !v.Over {
		v.ToMove = 1 + p.Stones()%2
	}
	if winner != 0 {
		v.Four = fours(v.Board, winner)
	}
	return v
}

// fours is the cells [row, col] of board that are in a line of four stones
// of player, row by row.
func fours(board [][]int, player int) [][2]int {
	rows, cols := len(board), len(board[0])
	in := make([][]bool, rows)
	for r := range in {
		in[r] = make([]bool, cols)
	}
	at := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && board[r][c] == player }
	for r := range rows {
		for c := range cols {
			for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
				if at(r, c) && at(r+d[0], c+d[1]) && at(r+2*d[0], c+2*d[1]) && at(r+3*d[0], c+3*d[1]) {
					for i := range 4 {
						in[r+i*d[0]][c+i*d[1]] = true
					}
				}
			}
		}
	}
	var out [][2]int
	for r := range rows {
		for c := range cols {
			if in[r][c] {
				out = append(out, [2]int{r, c})
			}
		}
	}
	return out
}

// game reads ?moves=: a game going on, or one its last move ended with a
// four or a full board; winner is the player with four, or 0.
func game(r *http.Request) (moves string, p c4.Position, winner int, err error) {
	return parseGame(r.URL.Query().Get("moves"))
}

// parseGame reads the columns played, 1 to 7, from the empty board: a game
// going on, or one that its last move ended.
func parseGame(moves string) (_ string, p c4.Position, winner int, err error) {
	p, err = c4.Parse(moves)
	if err == nil {
		return moves, p, 0, nil
	}
	if n := len(moves); n > 0 && n <= c4.Rows*c4.Columns {
		// c4.Parse refuses a last move that makes four: the game is over.
		q, err2 := c4.Parse(moves[:n-1])
		if c := int(moves[n-1]) - '1'; err2 == nil && q.Wins(c) {
			return moves, q.Play(c), 1 + q.Stones()%2, nil
		}
	}
	return "", p, 0, bad("moves %.50q: %v", moves, err)
}

// GET /api/connect4?moves=4453: the position, the game going on or over.
func (s *server) c4Get(r *http.Request) (any, error) {
	moves, p, winner, err := game(r)
	if err != nil {
		return nil, err
	}
	return view(moves, p, winner), nil
}

// maxSolveMemory is the memory budget of a request's Connect Four solver:
// its 64K-position table takes 1.5 MB, and a line at most 42 frames.
const maxSolveMemory = 16 << 20

// scores solves every column of p as a heavy computation, each column
// within the server's node budget and all of them within half the
// server's time cap; then it estimates the columns not solved, all of them
// within the estimate budget and a quarter of the time cap.
func (s *server) scores(ctx context.Context, p c4.Position) (c4.Estimates, error) {
	var e c4.Estimates
	err := s.run(ctx, func(ctx context.Context) error {
		solveCtx, cancel := context.WithTimeout(ctx, s.cfg.Timeout/2)
		defer cancel()
		sv := minimax.NewSolver(c4.Game{}, minimax.ValueOnly(), minimax.TableSize(c4.TableSize),
			minimax.MaxNodes(s.cfg.MaxNodes), minimax.MaxMemory(maxSolveMemory))
		sc, _ := c4.Scores(solveCtx, sv, p)
		estCtx, cancel := context.WithTimeout(ctx, s.cfg.Timeout/4)
		defer cancel()
		e, _ = c4.Estimate(estCtx, p, sc, s.cfg.EstNodes)
		return ctx.Err()
	})
	return e, err
}

// GET /api/connect4/scores?moves=4453: the score of each column for the
// player to move: 0 a draw, above 0 a win (the sooner the higher), below
// 0 a loss; null for a full column or one not solved within the budget,
// which has an estimate instead if the searches got far enough. Once the
// game is over every score is null.
func (s *server) c4Scores(r *http.Request) (any, error) {
	moves, p, winner, err := game(r)
	if err != nil {
		return nil, err
	}
	if v := view(moves, p, winner); v.Over {
		v.Scores = make([]*int, c4.Columns)
		return v, nil
	}
	e, err := s.scores(r.Context(), p)
	if err != nil {
		return nil, err
	}
	v := view(moves, p, 0)
	v.Depth = e.Depth
	for c, x := range e.Scores {
		if x == c4.Full || x == c4.Unknown {
			v.Scores = append(v.Scores, nil)
		} else {
			v.Scores = append(v.Scores, &x)
		}
		if e.Depth > 0 {
			var est *int
			if x == c4.Unknown {
				est = &e.Values[c]
			}
			v.Estimates = append(v.Estimates, est)
		}
	}
	return v, nil
}

// GET /api/connect4/move?moves=4453&col=4: the player drops a stone in
// col (1 to 7), and unless that ends the game the solver answers with its
// best column. Without col the solver plays the next stone.
func (s *server) c4Move(r *http.Request) (any, error) {
	moves, p, winner, err := game(r)
	if err != nil {
		return nil, err
	}
	if winner != 0 || p.IsFull() {
		return nil, bad("moves %.50q: the game is over; start a new one", moves)
	}
	mover := 1 + p.Stones()%2
	if q := r.URL.Query(); q.Has("col") {
		col, err := strconv.Atoi(q.Get("col"))
		if err != nil || !p.CanPlay(col-1) {
			return nil, bad("col %.20q is not a column 1 to 7 with room", q.Get("col"))
		}
		moves += strconv.Itoa(col)
		if p.Wins(col - 1) {
			return view(moves, p.Play(col-1), mover), nil
		}
		if p = p.Play(col - 1); p.IsFull() {
			return view(moves, p, 0), nil
		}
		mover = 3 - mover
	}
	e, err := s.scores(r.Context(), p)
	if err != nil {
		return nil, err
	}
	c := e.Best()
	moves += strconv.Itoa(c + 1)
	winner = 0
	if p.Wins(c) {
		winner = mover
	}
	v := view(moves, p.Play(c), winner)
	v.Solver = c + 1
	return v, nil
}
