package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
)

// mix is the load test's mix of requests, in percent: mostly the Queens
// puzzle of the day, the other endpoints with fresh arguments, and one in
// four hostile: huge sizes, malformed bodies and positions, deep Connect
// Four positions, and requests cancelled midway.
var mix = []share{
	{"queens-of-the-day", 40}, {"queens-other-days", 5}, {"queens-hint", 7}, {"matchsticks", 6},
	{"connect4-move", 8}, {"knight", 9}, {"hostile-huge-size", 5}, {"hostile-malformed", 10},
	{"hostile-deep-connect4", 5}, {"hostile-cancelled", 5},
}

// share is a kind of request and its share of the mix.
type share struct {
	name    string
	percent int
}

// draw picks a kind of request from the mix, or only the kind named.
func draw(r *rand.Rand, only string) string {
	if only != "" {
		return only
	}
	x := r.IntN(100)
	for _, m := range mix {
		if x -= m.percent; x < 0 {
			return m.name
		}
	}
	return mix[0].name
}

// one sends one request of the kind named.
func one(ctx context.Context, client *http.Client, base, name string, r *rand.Rand) sample {
	method, path, body := "GET", "", ""
	switch name {
	case "queens-of-the-day":
		path = "/api/queens?size=8&level=medium"
	case "queens-other-days":
		path = fmt.Sprintf("/api/queens?size=%d&date=2026-%02d-%02d", 5+r.IntN(8), 1+r.IntN(12), 1+r.IntN(28))
	case "queens-hint":
		method, path = "POST", "/api/queens/hint"
		body = `{"size":8,"level":"medium","queens":[],"marks":[]}`
	case "matchsticks":
		path = "/api/matchsticks?shape=" + []string{"d%C2%B1d%3Dd", "dd%C2%B1d%3Ddd", "dd%C3%B7d%3Dd"}[r.IntN(3)]
	case "connect4-move":
		moves, p := randomMoves(r, 10+r.IntN(20))
		col := r.IntN(c4.Columns)
		for !p.CanPlay(col) {
			col = (col + 1) % c4.Columns
		}
		path = fmt.Sprintf("/api/connect4/move?moves=%s&col=%d", moves, col+1)
	case "knight":
		path = fmt.Sprintf("/api/knight?rows=%d&cols=%d&closed=%v", 1+r.IntN(50), 1+r.IntN(50), r.IntN(2) == 0)
	case "hostile-huge-size":
		path = []string{"/api/queens?size=1000000", "/api/knight?rows=99999&cols=99999", "/api/matchsticks?shape=ddddddddd%2Bddddddddd%3Dddddddddd&sticks=9"}[r.IntN(3)]
	case "hostile-malformed":
		method, path = "POST", "/api/queens/hint"
		body = []string{`{"size":8,"queens":[[99,-1]]}`, `{"size":`, strings.Repeat("[", 40000), `{"size":8,"queens":[` + strings.Repeat("[1,1],", 4000) + `[1,1]]}`}[r.IntN(4)]
		if r.IntN(2) == 0 {
			method, body = "GET", ""
			path = []string{"/api/connect4/move?moves=9999&col=1", "/api/connect4?moves=" + strings.Repeat("4", 43), "/api/matchsticks/check?answer=%00%FF" + strings.Repeat("1", 64)}[r.IntN(3)]
		}
	case "hostile-deep-connect4":
		path = "/api/connect4/scores?moves=" + deep[r.IntN(len(deep))]
	case "hostile-cancelled":
		return cancelled(ctx, client, base, r)
	default:
		return sample{name: name}
	}
	req, err := http.NewRequestWithContext(ctx, method, base+path, strings.NewReader(body))
	if err != nil {
		return sample{name: name}
	}
	start := time.Now()
	status, _ := do(client, req)
	return sample{name: name, status: status, took: time.Since(start)}
}

// deep are Connect Four positions far too deep to solve within the
// server's node budget.
var deep = []string{"", "4", "44", "43", "4453"}

// cancelled starts a heavy request and gives up on it after a millisecond
// or two, as a visitor who closes the tab.
func cancelled(ctx context.Context, client *http.Client, base string, r *rand.Rand) sample {
	ctx, cancel := context.WithTimeout(ctx, time.Duration(500+r.IntN(1500))*time.Microsecond)
	defer cancel()
	path := []string{"/api/connect4/scores?moves=4", fmt.Sprintf("/api/queens?size=12&level=expert&date=2025-%02d-%02d", 1+r.IntN(12), 1+r.IntN(28))}[r.IntN(2)]
	start := time.Now()
	status, _ := get(ctx, client, base+path)
	return sample{name: "hostile-cancelled", status: status, took: time.Since(start)}
}

// randomMoves is a Connect Four game of up to n random moves, none of
// which ends it.
func randomMoves(r *rand.Rand, n int) (string, c4.Position) {
	var p c4.Position
	var b strings.Builder
	for range n {
		c := r.IntN(c4.Columns)
		if !p.CanPlay(c) || p.Wins(c) {
			continue
		}
		if q := p.Play(c); !q.IsFull() {
			p = q
			b.WriteByte(byte('1' + c))
		}
	}
	return b.String(), p
}

// report prints the latencies per endpoint, the answers by status and the
// server's memory and goroutines; it reports whether any answer was a 5xx
// other than 503.
func report(w io.Writer, samples []sample, elapsed time.Duration, conc int, before, peak, after stats) bool {
	by := map[string][]sample{}
	for _, s := range samples {
		by[s.name] = append(by[s.name], s)
	}
	names := make([]string, 0, len(by))
	for n := range by {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Fprintf(w, "%d requests, %d at once, in %v (%.0f/s)\n", len(samples), conc, elapsed.Round(time.Millisecond), float64(len(samples))/elapsed.Seconds())
	fmt.Fprintf(w, "%-22s %6s %9s %9s %9s  %s\n", "endpoint", "n", "p50", "p99", "max", "statuses")
	bad := false
	for _, n := range names {
		ss := by[n]
		slices.SortFunc(ss, func(a, b sample) int { return int(a.took - b.took) })
		statuses := map[int]int{}
		for _, s := range ss {
			statuses[s.status]++
			bad = bad || s.status >= 500 && s.status != 503
		}
		fmt.Fprintf(w, "%-22s %6d %9s %9s %9s  %s\n", n, len(ss), ms(ss[len(ss)/2].took), ms(ss[(len(ss)*99)/100].took), ms(ss[len(ss)-1].took), statusList(statuses))
	}
	fmt.Fprintf(w, "server      %12s %12s %12s %12s\n", "goroutines", "heap", "rss", "peak rss")
	for _, row := range []struct {
		name string
		st   stats
	}{{"before", before}, {"peak in run", peak}, {"after", after}} {
		fmt.Fprintf(w, "%-11s %12d %12s %12s %12s\n", row.name, row.st.Goroutines, mb(row.st.Heap), mb(row.st.RSS), mb(row.st.PeakRSS))
	}
	if bad {
		fmt.Fprintln(w, "FAIL: a 5xx other than 503")
	}
	return bad
}

func statusList(m map[int]int) string {
	var keys []int
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	var parts []string
	for _, k := range keys {
		label := fmt.Sprint(k)
		if k == 0 {
			label = "none" // cancelled or failed
		}
		parts = append(parts, fmt.Sprintf("%s×%d", label, m[k]))
	}
	return strings.Join(parts, " ")
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000) }
func mb(b int64) string         { return fmt.Sprintf("%.1fMB", float64(b)/(1<<20)) }
