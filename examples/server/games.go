package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/go-puzzles/puzzles/knight"
	"github.com/go-puzzles/puzzles/sevenseg"
)

// shapes are the matchstick shapes the site offers: each census is small.
var shapes = []string{"d±d=d", "d×d=d", "dd±d=dd", "dd÷d=d", "d±d±d=d", "dd±dd=dd"}

type sticksKey struct {
	date, shape string
	sticks      int
}

type sticksDay struct {
	puzzle sevenseg.Equation
	view   preEncoded // its sticksView
}

// sticksView is the puzzle as GET /api/matchsticks serves it.
type sticksView struct {
	Date     string `json:"date"`
	Shape    string `json:"shape"`
	Sticks   int    `json:"sticks"` // sticks to move
	Equation string `json:"equation"`
	SVG      string `json:"svg"`
}

func (s *server) sticksKeyOf(r *http.Request) (sticksKey, error) {
	q := r.URL.Query()
	d, err := s.day(q.Get("date"))
	if err != nil {
		return sticksKey{}, err
	}
	k := sticksKey{date: d, shape: q.Get("shape"), sticks: 1}
	if k.shape == "" {
		k.shape = shapes[0]
	}
	if !slices.Contains(shapes, k.shape) {
		return k, bad("shape %.20q is not one of %s", k.shape, strings.Join(shapes, " "))
	}
	if v := q.Get("sticks"); v != "" && v != "1" {
		if v != "2" {
			return k, bad("sticks %.20q is not 1 or 2", v)
		}
		k.sticks = 2
	}
	return k, nil
}

// maxCensusMemory is the memory budget of the census behind a matchstick
// puzzle: the shapes the site offers need far less.
const maxCensusMemory = 64 << 20

func (s *server) sticksPuzzle(ctx context.Context, k sticksKey) (*sticksDay, error) {
	return s.sticks.get(ctx, k, func() (*sticksDay, error) {
		var d *sticksDay
		fillCtx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout)
		defer cancel()
		err := s.run(fillCtx, func(ctx context.Context) error {
			e, err := generate(ctx, k)
			if err != nil {
				return err
			}
			var svg bytes.Buffer
			if err := e.WriteSVG(&svg); err != nil {
				return err
			}
			d = &sticksDay{e, encode(sticksView{k.date, k.shape, k.sticks, e.String(), svg.String()})}
			return nil
		})
		return d, err
	})
}

// sticksRules are the rules of the site's puzzles and answers: no number
// starts with 0 (as most collections have it); the census's memory budget.
var sticksRules = []sevenseg.Option{sevenseg.NoLeadingZeros, sevenseg.MaxMemory(maxCensusMemory)}

// maxDraws is how many puzzles generate draws for one of its shape's
// operators: about half of a shape's puzzles have them, so all 64 miss
// with odds of 2⁻⁶⁴.
const maxDraws = 64

// generate makes the puzzle of k. sevenseg reads '×' and '÷' in a shape
// alike, as the operator slot that holds either (so does '±' for '+' and
// '−'), so generate draws until the puzzle has the operators the shape
// writes: a ÷ shape shows ÷.
func generate(ctx context.Context, k sticksKey) (sevenseg.Equation, error) {
	rng := seed("sticks", k.date, k.shape, strconv.Itoa(k.sticks))
	for range maxDraws {
		e, err := sevenseg.GenerateContext(ctx, k.shape, k.sticks, rng, sticksRules...)
		if err != nil || fitsShape(e, k.shape) {
			return e, err
		}
	}
	return sevenseg.Equation{}, fmt.Errorf("no puzzle of shape %s with its operators in %d draws", k.shape, maxDraws)
}

// fitsShape reports whether the operators of e are those shape writes,
// '±' for '+' or '−'.
func fitsShape(e sevenseg.Equation, shape string) bool {
	var want []string
	for _, r := range shape {
		switch r {
		case '±':
			want = append(want, "+-")
		case '×':
			want = append(want, "x")
		case '÷':
			want = append(want, "/")
		case '=':
			want = append(want, "=")
		}
	}
	i := 0
	for _, g := range e.String() {
		if strings.ContainsRune("+-x/=", g) {
			if i == len(want) || !strings.ContainsRune(want[i], g) {
				return false
			}
			i++
		}
	}
	return i == len(want)
}

// GET /api/matchsticks?shape=d±d=d&sticks=1&date=2026-11-26
func (s *server) sticksGet(r *http.Request) (any, error) {
	k, err := s.sticksKeyOf(r)
	if err != nil {
		return nil, err
	}
	d, err := s.sticksPuzzle(r.Context(), k)
	if err != nil {
		return nil, err
	}
	return d.view, nil
}

// sticksAnswer is the answer of GET /api/matchsticks/check.
type sticksAnswer struct {
	Answer  string `json:"answer"`
	Correct bool   `json:"correct"`
	Why     string `json:"why"`
}

// GET /api/matchsticks/check?shape=..&sticks=..&date=..&answer=6+3=9: whether
// answer is one the puzzle reaches by moving its number of sticks. For an
// answer that is no equation, why says in words what to type.
func (s *server) sticksCheck(r *http.Request) (any, error) {
	k, err := s.sticksKeyOf(r)
	if err != nil {
		return nil, err
	}
	text := r.URL.Query().Get("answer")
	if len(text) > maxAnswer {
		return nil, bad("answer is %d bytes long; an answer has at most %d", len(text), maxAnswer)
	}
	a, err := parseAnswer(text)
	if err != nil { // a typo is an answer too: the reply says what to type
		return sticksAnswer{Why: err.Error()}, nil
	}
	d, err := s.sticksPuzzle(r.Context(), k)
	if err != nil {
		return nil, err
	}
	moving := "moving one stick"
	if k.sticks == 2 {
		moving = "moving two sticks"
	}
	out := sticksAnswer{Answer: a.String(), Why: pretty(a) + " is true, but " + moving + " of the puzzle does not make it."}
	switch {
	case !a.Holds():
		out.Why = pretty(a) + " is not true."
	case leadingZero(a):
		out.Why = pretty(a) + " is true, but here no number starts with 0."
	}
	for sol := range sevenseg.SolutionsContext(r.Context(), d.puzzle, k.sticks, sticksRules...) {
		if sol.Equation == a {
			out.Correct, out.Why = true, "Right! "+pretty(a)+" is true."
			break
		}
	}
	return out, r.Context().Err()
}

// maxAnswer is the longest answer, in bytes, that the check reads.
const maxAnswer = 64

// answerChars are the characters an answer may have besides digits.
const answerChars = "+-−x×X*/÷= "

// parseAnswer reads a player's answer, or says in words what to type.
func parseAnswer(text string) (sevenseg.Equation, error) {
	const how = "Type the equation with digits and + − × ÷ = (x or * for ×, / for ÷), such as 6+3=9."
	if len(text) > maxAnswer {
		return sevenseg.Equation{}, bad("That answer is too long: type at most %d characters.", maxAnswer)
	}
	if strings.TrimSpace(text) == "" {
		return sevenseg.Equation{}, bad("%s", how)
	}
	var odd []string
	digits := 0
	for _, r := range text {
		switch {
		case r >= '0' && r <= '9':
			if digits++; digits > sevenseg.MaxDigits {
				return sevenseg.Equation{}, bad("A number has at most %d digits.", sevenseg.MaxDigits)
			}
		case strings.ContainsRune(answerChars, r):
			digits = 0
		default:
			q := "“" + string(r) + "”"
			if !unicode.IsPrint(r) {
				q = strconv.QuoteRune(r)
			}
			if !slices.Contains(odd, q) && len(odd) < 3 {
				odd = append(odd, q)
			}
		}
	}
	switch {
	case len(odd) == 1:
		return sevenseg.Equation{}, bad("%s is not part of an equation. %s", odd[0], how)
	case len(odd) > 1:
		return sevenseg.Equation{}, bad("%s are not part of an equation. %s", strings.Join(odd, ", "), how)
	case !strings.Contains(text, "="):
		return sevenseg.Equation{}, bad("An equation needs an = sign, such as 6+3=9.")
	}
	a, err := sevenseg.Parse(text)
	if err != nil {
		return a, bad("Put a number on each side of every + − × ÷ and =, such as 6+3=9.")
	}
	return a, nil
}

// pretty writes e as people do: − × ÷ for - x /.
func pretty(e sevenseg.Equation) string {
	return strings.NewReplacer("-", "−", "x", "×", "/", "÷").Replace(e.String())
}

// leadingZero reports whether a number of e of two or more digits starts
// with 0.
func leadingZero(e sevenseg.Equation) bool {
	s := e.String()
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '0' && (i == 0 || strings.IndexByte("0123456789", s[i-1]) < 0) && strings.IndexByte("0123456789", s[i+1]) >= 0 {
			return true
		}
	}
	return false
}

// Board sizes of the knight's tour.
const (
	minKnight = 1
	maxKnight = 50
)

// tourView is the answer of GET /api/knight.
type tourView struct {
	Rows   int      `json:"rows"`
	Cols   int      `json:"cols"`
	Closed bool     `json:"closed"`
	Tour   [][2]int `json:"tour"` // squares [row, col] in order; none if no tour
	SVG    string   `json:"svg"`
}

// GET /api/knight?rows=8&cols=8&closed=true
func (s *server) knightGet(r *http.Request) (any, error) {
	q := r.URL.Query()
	var side [2]int
	for i, name := range []string{"rows", "cols"} {
		n, err := strconv.Atoi(q.Get(name))
		if q.Get(name) == "" {
			n, err = 8, nil
		}
		if err != nil || n < minKnight || n > maxKnight {
			return nil, bad("%s %.20q is not a number from %d to %d", name, q.Get(name), minKnight, maxKnight)
		}
		side[i] = n
	}
	closed, err := strconv.ParseBool(q.Get("closed"))
	if q.Get("closed") == "" {
		closed, err = false, nil
	}
	if err != nil {
		return nil, bad("closed %.20q is not true or false", q.Get("closed"))
	}
	v := tourView{Rows: side[0], Cols: side[1], Closed: closed, Tour: [][2]int{}}
	// Find costs O(rows×cols), a few milliseconds at the cap: not heavy.
	var opts []knight.Option
	if closed {
		opts = append(opts, knight.ClosedTours())
	}
	t, err := knight.Find(v.Rows, v.Cols, opts...)
	if errors.Is(err, knight.ErrNoSolution) {
		return v, nil // the page says the board has no tour
	}
	if err != nil {
		return nil, err
	}
	var svg bytes.Buffer
	if err := t.WriteSVG(&svg); err != nil {
		return nil, err
	}
	v.SVG = svg.String()
	for _, sq := range t {
		v.Tour = append(v.Tour, [2]int{sq.Row, sq.Col})
	}
	return v, nil
}

// GET /debug/stats: the process's goroutines, heap and resident memory
// (now and at its peak), for the load test; with ?gc=1 after a garbage
// collection that returns what it frees to the system. It answers only
// clients on a loopback address: others get 404.
func (s *server) stats(r *http.Request) (any, error) {
	if host, _, _ := net.SplitHostPort(r.RemoteAddr); !net.ParseIP(host).IsLoopback() {
		return nil, errNotFound
	}
	if r.URL.Query().Get("gc") != "" {
		debug.FreeOSMemory()
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	st := map[string]int64{"goroutines": int64(runtime.NumGoroutine()), "heap_bytes": int64(m.HeapAlloc),
		"heavy_running": int64(len(s.heavy)), "cached_queens": int64(s.queens.len()), "cached_sticks": int64(s.sticks.len())}
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			f := strings.Fields(line)
			if len(f) == 3 && (f[0] == "VmRSS:" || f[0] == "VmHWM:") {
				kb, _ := strconv.ParseInt(f[1], 10, 64)
				st[map[string]string{"VmRSS:": "rss_bytes", "VmHWM:": "peak_rss_bytes"}[f[0]]] = kb << 10
			}
		}
	}
	return st, nil
}
