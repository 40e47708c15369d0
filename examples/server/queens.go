package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"image/color"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/regions"
)

// Sizes of the Queens puzzle of the day.
const (
	minQueens = 5
	maxQueens = 12
	maxBody   = 16 << 10 // bytes of a JSON request body
)

type queensKey struct {
	date  string // the day's puzzle, or "" for a random one
	seed  int64  // a random puzzle's number, 0 for the day's
	n     int
	level regions.Level
}

// maxSeed bounds a random puzzle's number: nine digits.
const maxSeed = 999_999_999

// queensDay is a puzzle of the day with what its endpoints serve.
type queensDay struct {
	puzzle regions.Puzzle
	view   preEncoded // its queensView
}

// queensView is the puzzle as GET /api/queens serves it.
type queensView struct {
	Date    string  `json:"date,omitempty"` // a puzzle of the day's
	Seed    int64   `json:"seed,omitempty"` // a random puzzle's
	Size    int     `json:"size"`
	Level   string  `json:"level"`
	Regions [][]int `json:"regions"` // region of each cell, row by row
	Colors  palette `json:"colors"`  // of each region
	SVG     string  `json:"svg"`     // the board, one rect per cell, row by row
}

// palette is a colour per region ("#rrggbb"), for light and dark pages,
// as regions.Board.Colors chooses them: adjacent regions stay apart for
// colour-blind eyes too.
type palette struct {
	Light []string `json:"light"`
	Dark  []string `json:"dark"`
}

// day reads the day's date from ?date= (YYYY-MM-DD), today by the
// server's clock without it.
func (s *server) day(v string) (string, error) {
	if v == "" {
		return s.cfg.Now().UTC().Format(time.DateOnly), nil
	}
	t, err := time.Parse(time.DateOnly, v)
	if err != nil || t.Year() < 2000 || t.Year() > 2100 {
		return "", bad("date %.20q is not a day from 2000-01-01 to 2100-12-31 (YYYY-MM-DD)", v)
	}
	return v, nil
}

// queensKeyOf reads the puzzle's day or seed, size and level: the day's
// puzzle by default, a random one with a seed (from 1 to maxSeed, a
// decimal number; a seed and a date together are an error).
func (s *server) queensKeyOf(date, size, level, seed string) (queensKey, error) {
	var k queensKey
	if seed != "" {
		if date != "" {
			return k, bad("date %.20q and seed %.20q: ask for a day's puzzle or a random one, not both", date, seed)
		}
		n, err := strconv.ParseInt(seed, 10, 64)
		if err != nil || n < 1 || n > maxSeed {
			return k, bad("seed %.20q is not a number from 1 to %d", seed, maxSeed)
		}
		k.seed = n
	} else {
		d, err := s.day(date)
		if err != nil {
			return k, err
		}
		k.date = d
	}
	n := 8
	var err error
	if size != "" {
		if n, err = strconv.Atoi(size); err != nil || n < minQueens || n > maxQueens {
			return queensKey{}, bad("size %.20q is not a number from %d to %d", size, minQueens, maxQueens)
		}
	}
	l := regions.Medium
	if level != "" {
		if err := l.UnmarshalText([]byte(level)); err != nil {
			return queensKey{}, bad("level %.20q is not easy, medium, hard or expert", level)
		}
	}
	k.n, k.level = n, l
	return k, nil
}

// seed turns a puzzle's name into a random source, the same every time.
func seed(parts ...string) *rand.Rand {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	x := h.Sum64()
	return rand.New(rand.NewPCG(x, x>>32|x<<32))
}

// queensPuzzle returns the puzzle of k from its cache (the days' or the
// random puzzles'), made on a miss as a heavy computation.
func (s *server) queensPuzzle(ctx context.Context, k queensKey) (*queensDay, error) {
	c := s.queens
	if k.seed != 0 {
		c = s.random
	}
	return c.get(ctx, k, func() (*queensDay, error) {
		var d *queensDay
		fillCtx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout)
		defer cancel()
		err := s.run(fillCtx, func(ctx context.Context) error {
			var err error
			d, err = makeQueens(ctx, k, queensTries)
			return err
		})
		return d, err
	})
}

// queensTries is how many boards the server tries for a puzzle of the day.
const queensTries = 200

// makeQueens makes the puzzle of k within the given tries. Running out of
// tries is running out of a budget, as a request past the time cap is: it
// answers 503, as errBusy does.
func makeQueens(ctx context.Context, k queensKey, tries int64) (*queensDay, error) {
	rng := seed("queens", k.date, strconv.Itoa(k.n), k.level.String())
	if k.seed != 0 {
		rng = seed("queens-random", strconv.FormatInt(k.seed, 10), strconv.Itoa(k.n), k.level.String())
	}
	p, err := regions.GenerateContext(ctx, k.n, rng, k.level, regions.Tries(tries))
	if errors.Is(err, backtrack.ErrBudget) {
		return nil, fmt.Errorf("%w (%w)", errBusy, err)
	}
	if err != nil {
		return nil, err
	}
	var svg bytes.Buffer
	if err := p.Board.WriteSVG(&svg, nil); err != nil {
		return nil, err
	}
	v := queensView{Date: k.date, Seed: k.seed, Size: k.n, Level: k.level.String(), SVG: svg.String()}
	for r := range k.n {
		row := make([]int, k.n)
		for c := range row {
			row[c] = p.Board.Region(r, c)
		}
		v.Regions = append(v.Regions, row)
	}
	v.Colors = palette{Light: hexColors(p.Board.Colors(regions.Light)), Dark: hexColors(p.Board.Colors(regions.Dark))}
	return &queensDay{puzzle: p, view: encode(v)}, nil
}

// hexColors spells colours as CSS does, #rrggbb.
func hexColors(cs []color.RGBA) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return out
}

// queensOf is the puzzle a request's query names: date (or seed), size
// and level.
func (s *server) queensOf(r *http.Request) (*queensDay, error) {
	q := r.URL.Query()
	k, err := s.queensKeyOf(q.Get("date"), q.Get("size"), q.Get("level"), q.Get("seed"))
	if err != nil {
		return nil, err
	}
	return s.queensPuzzle(r.Context(), k)
}

// GET /api/queens?size=8&level=medium&date=2026-11-26
func (s *server) queensGet(r *http.Request) (any, error) {
	d, err := s.queensOf(r)
	if err != nil {
		return nil, err
	}
	return d.view, nil
}

// solution is the answer of GET /api/queens/solution.
type solution struct {
	Queens [][2]int `json:"queens"` // [row, col] of each queen, row by row
}

// GET /api/queens/solution?size=8&level=medium&date=2026-11-26: the
// puzzle's queens, for a player who gives up. The puzzle itself never
// carries them.
func (s *server) queensSolution(r *http.Request) (any, error) {
	d, err := s.queensOf(r)
	if err != nil {
		return nil, err
	}
	var sol solution
	for r, c := range d.puzzle.Solution {
		sol.Queens = append(sol.Queens, [2]int{r, c})
	}
	return sol, nil
}

// queensPlay is the body of POST /api/queens/hint and /check: the puzzle
// and the player's cells, each [row, col] from 0.
type queensPlay struct {
	Date   string   `json:"date"`
	Seed   int64    `json:"seed"`
	Size   int      `json:"size"`
	Level  string   `json:"level"`
	Queens [][2]int `json:"queens"`
	Marks  [][2]int `json:"marks"`
}

// readPlay reads and checks a play, and finds its puzzle.
func (s *server) readPlay(r *http.Request) (queensPlay, *queensDay, error) {
	var p queensPlay
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, maxBody))
	if err := dec.Decode(&p); err != nil {
		return p, nil, bad("body: %v (want JSON of at most %d bytes)", err, maxBody)
	}
	var seed string
	if p.Seed != 0 {
		seed = strconv.FormatInt(p.Seed, 10)
	}
	k, err := s.queensKeyOf(p.Date, strconv.Itoa(p.Size), p.Level, seed)
	if err != nil {
		return p, nil, err
	}
	for _, set := range [][][2]int{p.Queens, p.Marks} {
		for _, c := range set {
			if c[0] < 0 || c[0] >= k.n || c[1] < 0 || c[1] >= k.n {
				return p, nil, bad("cell [%d, %d] is off the %d×%d board", c[0], c[1], k.n, k.n)
			}
		}
	}
	d, err := s.queensPuzzle(r.Context(), k)
	return p, d, err
}
