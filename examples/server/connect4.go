package main

import (
	"context"
	"fmt"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/minimax"
)

// c4View is a Connect Four position as the endpoints serve it.
type c4View struct {
	Size   string  `json:"size"`   // columns x rows, e.g. 7x6
	Moves  string  `json:"moves"`  // the columns played, from 1
	Board  [][]int `json:"board"`  // rows from the top: 0 empty, 1 first player, 2 second
	ToMove int     `json:"toMove"` // 1 or 2; 0 once the game is over
	Winner int     `json:"winner"` // 1 or 2 once someone has four
	Over   bool    `json:"over"`
	// Four is the cells [row from the top, col] of the winner's lines of
	// four (four cells, or more if a stone made two lines or five in a row).
	Four   [][2]int `json:"four,omitempty"`
	Solver int      `json:"solver,omitempty"` // the column the solver played, from 1
	// SolverExact, with Solver, says whether the solver's column is proven
	// optimal (false: the best estimate, when no solve finished in time).
	SolverExact *bool  `json:"solverExact,omitempty"`
	Scores      []*int `json:"scores,omitempty"` // per column for the player to move; null: full or unknown
	// Estimates is, per column whose score is unknown, an estimate in the
	// units of c4.Eval, null for the others; none at all when the searches
	// did not get 1 ply deep. Depth is how deep they got (c4.Estimate).
	Estimates []*int `json:"estimates,omitempty"`
	Depth     int    `json:"estimateDepth,omitempty"`
}

func view(g c4.Game, moves string, p c4.Position, winner int) c4View {
	v := c4View{Size: g.String(), Moves: moves, Winner: winner, Over: winner != 0 || g.IsFull(p)}
	for row := g.Height() - 1; row >= 0; row-- {
		line := make([]int, g.Width())
		for c := range line {
			line[c] = g.At(p, row, c)
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

// c4Game is a game on the request's board, and its position.
type c4Game struct {
	g      c4.Game
	moves  string
	p      c4.Position
	winner int // the player with four, or 0
}

// game reads ?size= (columns x rows, 7x6 if absent) and ?moves=: a game
// going on, or one its last move ended with a four or a full board.
func game(r *http.Request) (c4Game, error) {
	q := r.URL.Query()
	g := c4.Game{}
	if size := q.Get("size"); size != "" {
		var err error
		if g, err = c4.ParseSize(size); err != nil {
			return c4Game{}, bad("%v", err)
		}
	}
	return parseGame(g, q.Get("moves"))
}

// parseGame reads the columns played, from 1, from the empty board of g: a
// game going on, or one that its last move ended.
func parseGame(g c4.Game, moves string) (c4Game, error) {
	p, err := g.Parse(moves)
	if err == nil {
		return c4Game{g, moves, p, 0}, nil
	}
	if n := len(moves); n > 0 && n <= g.Width()*g.Height() {
		// Parse refuses a last move that makes four: the game is over.
		q, err2 := g.Parse(moves[:n-1])
		if c := int(moves[n-1]) - '1'; err2 == nil && g.Wins(q, c) {
			return c4Game{g, moves, g.Play(q, int8(c)), 1 + q.Stones()%2}, nil
		}
	}
	return c4Game{}, bad("moves %.50q: %v", moves, err)
}

func (cg c4Game) view() c4View { return view(cg.g, cg.moves, cg.p, cg.winner) }

func (cg c4Game) over() bool { return cg.winner != 0 || cg.g.IsFull(cg.p) }

// GET /api/connect4?moves=4453: the position, the game going on or over.
func (s *server) c4Get(r *http.Request) (any, error) {
	cg, err := game(r)
	if err != nil {
		return nil, err
	}
	return cg.view(), nil
}

// maxSolveMemory is the memory budget of a request's Connect Four solver:
// its 64K-position table takes 1.5 MB, and a line at most 42 frames.
const maxSolveMemory = 16 << 20

// scores solves every column of p as a heavy computation (see scoresIn).
func (s *server) scores(ctx context.Context, g c4.Game, p c4.Position) (c4.Estimates, error) {
	var e c4.Estimates
	err := s.run(ctx, func(ctx context.Context) error {
		e = s.scoresIn(ctx, g, p, s.cfg.Timeout/4, s.cfg.Timeout/4)
		return ctx.Err()
	})
	return e, err
}

// scoresIn scores every column of p: from the opening book where it knows
// the position after the column's stone, else by a solve within the
// server's node budget, all of them within solveTime; then it estimates
// the columns not solved, all of them within the estimate budget and
// estTime.
func (s *server) scoresIn(ctx context.Context, g c4.Game, p c4.Position, solveTime, estTime time.Duration) c4.Estimates {
	solveCtx, cancel := context.WithTimeout(ctx, solveTime)
	defer cancel()
	sc, known := s.bookScores(g, p)
	sv := minimax.NewSolver(g, minimax.ValueOnly(), minimax.TableSize(c4.TableSize),
		minimax.MaxNodes(s.cfg.MaxNodes), minimax.MaxMemory(maxSolveMemory))
	for c := range sc {
		if known[c] {
			continue
		}
		q := g.Play(p, int8(c))
		if r, err := sv.SolveContext(solveCtx, q); err == nil {
			sc[c] = -g.Score(q, r.Outcome, r.Plies)
		}
	}
	estCtx, cancel := context.WithTimeout(ctx, estTime)
	defer cancel()
	e, _ := g.Estimate(estCtx, p, sc, s.cfg.EstNodes)
	return e
}

// bookScores is the score of each column of p that needs no search: a full
// column, a stone that wins or fills the board, and, on the standard board,
// a column after whose stone the position is in the opening book. The
// others are c4.Unknown, and not known.
func (s *server) bookScores(g c4.Game, p c4.Position) ([]int, []bool) {
	w, cells := g.Width(), g.Width()*g.Height()
	sc, known := make([]int, w), make([]bool, w)
	for c := range w {
		sc[c], known[c] = c4.Unknown, true
		switch {
		case !g.CanPlay(p, c):
			sc[c] = c4.Full
		case g.Wins(p, c):
			sc[c] = (cells + 1 - p.Stones()) / 2
		case p.Stones()+1 == cells:
			sc[c] = 0
		default:
			known[c] = false
		}
	}
	if g == (c4.Game{}) && s.cfg.Book != nil {
		bs, bk := s.cfg.Book.Scores(p)
		for c := range w {
			if !known[c] && bk[c] {
				sc[c], known[c] = bs[c], true
			}
		}
	}
	return sc, known
}

// solverMove is the solver's column in p, a game not over, as a heavy
// computation. It is the opening book's move if the book has p; else the
// best move of a solve within the move budget and 3/4 of the time cap;
// else the best of scoresIn (within a sixteenth for its solves and one for
// its estimates), which is not proven optimal: exact says which. It takes
// 7/8 of the time cap at most.
func (s *server) solverMove(ctx context.Context, g c4.Game, p c4.Position) (col int, exact bool, err error) {
	if g == (c4.Game{}) && s.cfg.Book != nil {
		if c, ok := s.cfg.Book.Move(p); ok {
			return c, true, nil // a lookup: no heavy slot
		}
	}
	err = s.run(ctx, func(ctx context.Context) error {
		solveCtx, cancel := context.WithTimeout(ctx, s.cfg.Timeout*3/4)
		defer cancel()
		r, err := minimax.SolveContext(solveCtx, g, p, minimax.TableSize(c4.TableSize),
			minimax.MaxNodes(s.cfg.MoveNodes), minimax.MaxMemory(maxSolveMemory), moveWorkers(p))
		if err == nil {
			col, exact = int(r.Best), true
			return nil
		}
		s.cfg.Log.Warn("connect4: no proven move within the budget", "size", g.String(), "stones", p.Stones(), "nodes", r.Nodes, "err", err.Error())
		col = s.scoresIn(ctx, g, p, s.cfg.Timeout/16, s.cfg.Timeout/16).Best()
		return ctx.Err()
	})
	return col, exact, err
}

// moveWorkers is the workers of a solve of the solver's move in p: every
// core just past the 7x6 book's ten stones, where a sampled line took 50M
// nodes (3.1 s on one core, 1.3 s on two), and one worker later, where
// solves are short and a team would cost more than it gains.
func moveWorkers(p c4.Position) minimax.Option {
	if p.Stones() <= 12 {
		return minimax.Workers(runtime.GOMAXPROCS(0))
	}
	return minimax.Workers(1)
}

// GET /api/connect4/scores?moves=4453: the score of each column for the
// player to move: 0 a draw, above 0 a win (the sooner the higher), below
// 0 a loss; null for a full column or one not solved within the budget,
// which has an estimate instead if the searches got far enough. Once the
// game is over every score is null.
func (s *server) c4Scores(r *http.Request) (any, error) {
	cg, err := game(r)
	if err != nil {
		return nil, err
	}
	if v := cg.view(); v.Over {
		v.Scores = make([]*int, cg.g.Width())
		return v, nil
	}
	var e c4.Estimates
	if sc, known := s.bookScores(cg.g, cg.p); !slices.Contains(known, false) {
		e.Scores = sc // all from the book or the rules: no heavy slot
	} else if e, err = s.scores(r.Context(), cg.g, cg.p); err != nil {
		return nil, err
	}
	v := cg.view()
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
	cg, err := game(r)
	if err != nil {
		return nil, err
	}
	if cg.over() {
		return nil, bad("moves %.50q: the game is over; start a new one", cg.moves)
	}
	if q := r.URL.Query(); q.Has("col") {
		col, err := strconv.Atoi(q.Get("col"))
		if err != nil || !cg.g.CanPlay(cg.p, col-1) {
			return nil, bad("col %.20q is not a column 1 to %d with room", q.Get("col"), cg.g.Width())
		}
		if cg = cg.play(col - 1); cg.over() {
			return cg.view(), nil
		}
	}
	c, exact, err := s.solverMove(r.Context(), cg.g, cg.p)
	if err != nil {
		return nil, err
	}
	v := cg.play(c).view()
	v.Solver, v.SolverExact = c+1, &exact
	return v, nil
}

// play drops a stone of the player to move in column c (from 0), which has
// room.
func (cg c4Game) play(c int) c4Game {
	if cg.g.Wins(cg.p, c) {
		cg.winner = 1 + cg.p.Stones()%2
	}
	cg.moves += strconv.Itoa(c + 1)
	cg.p = cg.g.Play(cg.p, int8(c))
	return cg
}

// c4Size is a board size the Connect Four page offers.
type c4Size struct{ Value, Label string }

// c4Sizes is every board size of package c4, by number of cells.
var c4Sizes = func() []c4Size {
	var gs []c4.Game
	for w := c4.MinColumns; w <= c4.MaxColumns; w++ {
		for h := c4.MinRows; h <= c4.MaxRows; h++ {
			if g, err := c4.New(w, h); err == nil {
				gs = append(gs, g)
			}
		}
	}
	slices.SortStableFunc(gs, func(a, b c4.Game) int { return a.Width()*a.Height() - b.Width()*b.Height() })
	var out []c4Size
	for _, g := range gs {
		out = append(out, c4Size{g.String(), fmt.Sprintf("%d × %d", g.Width(), g.Height())})
	}
	return out
}()
