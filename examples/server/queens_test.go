package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/regions"
)

// A puzzle of the day not found within its tries is a budget run out: the
// error is errBusy, which answers 503, and still says why.
func TestMakeQueensBudget(t *testing.T) {
	k := queensKey{date: "2026-11-26", n: 6, level: regions.Hard}
	for _, c := range []struct {
		tries int64
		busy  bool
	}{
		{0, true},
		{queensTries, false},
	} {
		d, err := makeQueens(context.Background(), k, c.tries)
		if busy := errors.Is(err, errBusy); busy != c.busy || busy != errors.Is(err, backtrack.ErrBudget) {
			t.Errorf("%d tries: error %v, want busy %v", c.tries, err, c.busy)
		}
		if (d == nil) != c.busy {
			t.Errorf("%d tries: puzzle %v with error %v", c.tries, d != nil, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := makeQueens(ctx, k, queensTries); !errors.Is(err, context.Canceled) || errors.Is(err, errBusy) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
}

// A seed asks for a random puzzle: the same seed gives the same board, not
// the day's, kept in a cache of its own; the seed comes back, the date does
// not. Bad seeds are 400s that name the bound.
func TestQueensSeed(t *testing.T) {
	s, ts := newTest(t, config{})
	var a, b, c, today queensView
	call(t, ts, "GET", "/api/queens?size=7&seed=42", "", &a)
	call(t, ts, "GET", "/api/queens?size=7&seed=42", "", &b)
	call(t, ts, "GET", "/api/queens?size=7&seed=43", "", &c)
	call(t, ts, "GET", "/api/queens?size=7", "", &today)
	if a.Seed != 42 || a.Date != "" || a.Size != 7 || len(a.Regions) != 7 {
		t.Fatalf("seed 42: %+v", a)
	}
	if fmt.Sprint(a.Regions) != fmt.Sprint(b.Regions) || fmt.Sprint(a.Regions) == fmt.Sprint(c.Regions) || fmt.Sprint(a.Regions) == fmt.Sprint(today.Regions) {
		t.Errorf("seed 42 twice: %v, %v; seed 43 %v; today %v", a.Regions, b.Regions, c.Regions, today.Regions)
	}
	for _, q := range []string{"seed=0", "seed=-1", "seed=1000000000", "seed=x", "seed=1e3", "seed=5&date=2026-11-26"} {
		status, body := call(t, ts, "GET", "/api/queens?"+q, "", nil)
		if status != http.StatusBadRequest || !strings.Contains(body, "seed") {
			t.Errorf("%s: %d %s, want 400 naming the seed", q, status, body)
		}
	}
	if d, r := s.queens.len(), s.random.len(); d != 1 || r != 2 {
		t.Errorf("%d day's and %d random puzzles cached, want 1 and 2", d, r)
	}
	var h hint
	if status, raw := call(t, ts, "POST", "/api/queens/hint", `{"size":7,"level":"medium","seed":42}`, &h); status != 200 || h.Why == "" {
		t.Errorf("a hint for seed 42: %d %s", status, raw)
	}
}

// The solution comes from its own endpoint, never with the puzzle, and
// solves the puzzle it is asked for, random or of a day.
func TestQueensSolution(t *testing.T) {
	_, ts := newTest(t, config{})
	for _, q := range []string{"size=8&level=hard", "size=6&level=easy&date=2026-01-02", "size=10&seed=7"} {
		var v map[string]any
		_, raw := call(t, ts, "GET", "/api/queens?"+q, "", &v)
		if _, ok := v["queens"]; ok || strings.Contains(raw, "solution") || strings.Contains(raw, "♛") {
			t.Errorf("%s: the puzzle gives its solution away: %.200s", q, raw)
		}
		var sol solution
		if status, raw := call(t, ts, "GET", "/api/queens/solution?"+q, "", &sol); status != 200 {
			t.Fatalf("%s: %d %s", q, status, raw)
		}
		p := queensPlay{Queens: sol.Queens}
		json.Unmarshal([]byte(raw), &p) // date, size, level and seed
		for _, kv := range strings.Split(q, "&") {
			k, val, _ := strings.Cut(kv, "=")
			switch k {
			case "size":
				p.Size, _ = strconv.Atoi(val)
			case "level":
				p.Level = val
			case "date":
				p.Date = val
			case "seed":
				p.Seed, _ = strconv.ParseInt(val, 10, 64)
			}
		}
		body, _ := json.Marshal(p)
		var c check
		if call(t, ts, "POST", "/api/queens/check", string(body), &c); !c.Solved || c.Queens != p.Size {
			t.Errorf("%s: the solution %v checks as %+v", q, sol.Queens, c)
		}
	}
	if status, _ := call(t, ts, "GET", "/api/queens/solution?size=13", "", nil); status != http.StatusBadRequest {
		t.Errorf("size 13: %d, want 400", status)
	}
}

// Each region has a colour for light pages and one for dark, as #rrggbb,
// the light ones those the SVG draws.
func TestQueensColors(t *testing.T) {
	_, ts := newTest(t, config{})
	var v queensView
	call(t, ts, "GET", "/api/queens?size=12", "", &v)
	hex := regexp.MustCompile(`^#[0-9a-f]{6}$`)
	if len(v.Colors.Light) != 12 || len(v.Colors.Dark) != 12 {
		t.Fatalf("colours %+v", v.Colors)
	}
	for g := range 12 {
		if !hex.MatchString(v.Colors.Light[g]) || !hex.MatchString(v.Colors.Dark[g]) || v.Colors.Light[g] == v.Colors.Dark[g] {
			t.Errorf("region %d: %q light, %q dark", g, v.Colors.Light[g], v.Colors.Dark[g])
		}
		if !strings.Contains(v.SVG, `fill="`+v.Colors.Light[g]+`"`) {
			t.Errorf("region %d: %s is not in the SVG", g, v.Colors.Light[g])
		}
	}
}

// The puzzle's parameters never panic, and what they accept is in bounds:
// a day or a seed, never both, a size from 5 to 12.
func FuzzQueensKey(f *testing.F) {
	f.Add("", "8", "medium", "")
	f.Add("", "12", "expert", "999999999")
	f.Add("2026-11-26", "5", "easy", "")
	f.Add("2026-02-30", "7", "x", "0")
	s := newServer(config{})
	f.Fuzz(func(t *testing.T, date, size, level, seed string) {
		k, err := s.queensKeyOf(date, size, level, seed)
		if err != nil {
			if !errors.As(err, new(badRequest)) {
				t.Fatalf("%v is not a bad request", err)
			}
			return
		}
		if (k.date == "") == (k.seed == 0) || k.seed < 0 || k.seed > maxSeed || k.n < minQueens || k.n > maxQueens {
			t.Fatalf("%q %q %q %q: %+v", date, size, level, seed, k)
		}
	})
}
