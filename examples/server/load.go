package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"time"
)

// serverCommand is the command that starts the server under load: this
// program itself on a free loopback port.
var serverCommand = func() (*exec.Cmd, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return exec.Command(exe, "-addr", "127.0.0.1:0"), nil
}

// loadTime bounds a load test's whole run.
const loadTime = 3 * time.Minute

// sample is one request of the load test and what came of it.
type sample struct {
	name   string // the endpoint, or the kind of hostile request
	status int    // 0 if the request failed or was cancelled
	took   time.Duration
}

// runLoad starts the server, sends it requests, conc at once, and prints
// the report. It exits 1 if the server answered a 5xx other than 503 or
// kept goroutines it did not have before.
func runLoad(ctx context.Context, stdout, stderr io.Writer, requests, conc int, only string) int {
	if only != "" && !slices.ContainsFunc(mix, func(m share) bool { return m.name == only }) {
		fmt.Fprintf(stderr, "server: -only %q is not a kind of request of the load test\n", only)
		return 2
	}
	ctx, cancel := context.WithTimeout(ctx, loadTime)
	defer cancel()
	base, stop, err := startServer()
	if err != nil {
		fmt.Fprintf(stderr, "server: load: %v\n", err)
		return 1
	}
	defer stop()
	before, err := serverStats(base, true)
	if err != nil {
		fmt.Fprintf(stderr, "server: load: %v\n", err)
		return 1
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conc}, Timeout: 15 * time.Second}
	get(ctx, client, base+"/api/queens?size=8&level=medium") // the day's puzzle, as any visitor would leave it
	start := time.Now()
	done := make(chan struct{})
	peakc := make(chan stats)
	go func() { peakc <- watch(base, done) }()
	samples := hammer(ctx, client, base, requests, conc, only)
	elapsed := time.Since(start)
	close(done)
	peak := <-peakc
	client.CloseIdleConnections()
	after := settle(base, before)
	bad := report(stdout, samples, elapsed, conc, before, peak, after)
	if after.Goroutines > before.Goroutines+2 {
		fmt.Fprintf(stdout, "FAIL: %d goroutines after the run, %d before\n", after.Goroutines, before.Goroutines)
		bad = true
	}
	if bad {
		return 1
	}
	fmt.Fprintln(stdout, "ok")
	return 0
}

// startServer starts the server and returns its base URL, which must be
// on a loopback address, and a function that stops it.
func startServer() (string, func(), error) {
	cmd, err := serverCommand()
	if err != nil {
		return "", nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop := func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	base := strings.TrimSpace(line)
	u, perr := url.Parse(base)
	if err != nil || perr != nil {
		stop()
		return "", nil, fmt.Errorf("the server printed %q: %v", line, errors.Join(err, perr))
	}
	if ip := net.ParseIP(u.Hostname()); ip == nil || !ip.IsLoopback() {
		stop()
		return "", nil, fmt.Errorf("the server is on %s, not a loopback address", u.Host)
	}
	return base, stop, nil
}

// stats is what GET /debug/stats reports.
type stats struct {
	Goroutines int64 `json:"goroutines"`
	Heap       int64 `json:"heap_bytes"`
	RSS        int64 `json:"rss_bytes"`
	PeakRSS    int64 `json:"peak_rss_bytes"`
}

// serverStats asks the server for its stats, after a garbage collection
// if gc.
func serverStats(base string, gc bool) (stats, error) {
	var st stats
	c := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 5 * time.Second}
	u := base + "/debug/stats"
	if gc {
		u += "?gc=1"
	}
	res, err := c.Get(u)
	if err != nil {
		return st, err
	}
	defer res.Body.Close()
	return st, json.NewDecoder(res.Body).Decode(&st)
}

// watch samples the server's stats every 100 ms until done, and returns
// the most goroutines and the largest heap seen, with the last RSS figures.
func watch(base string, done <-chan struct{}) stats {
	var peak stats
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-done:
			return peak
		case <-t.C:
		}
		st, err := serverStats(base, false)
		if err != nil {
			continue
		}
		peak.Goroutines = max(peak.Goroutines, st.Goroutines)
		peak.Heap = max(peak.Heap, st.Heap)
		peak.RSS, peak.PeakRSS = max(peak.RSS, st.RSS), st.PeakRSS
	}
}

// settle waits up to 5 s for the server's goroutines to fall back to
// where they were, as connections close, and returns its stats then.
func settle(base string, before stats) stats {
	var st stats
	for range 50 {
		st, _ = serverStats(base, true)
		if st.Goroutines <= before.Goroutines {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	return st
}

// hammer sends the requests, conc at a time, and returns what came back.
func hammer(ctx context.Context, client *http.Client, base string, requests, conc int, only string) []sample {
	work := make(chan int)
	out := make([]sample, requests)
	var wg sync.WaitGroup
	for range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				r := newRand(uint64(i))
				out[i] = one(ctx, client, base, draw(r, only), r)
			}
		}()
	}
	for i := range requests {
		select {
		case work <- i:
		case <-ctx.Done():
		}
	}
	close(work)
	wg.Wait()
	return slices.DeleteFunc(out, func(s sample) bool { return s.name == "" })
}

// newRand is the random source of request i of a load test.
func newRand(i uint64) *rand.Rand { return rand.New(rand.NewPCG(i, 7)) }

func get(ctx context.Context, client *http.Client, u string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
	if err != nil {
		return 0, err
	}
	return do(client, req)
}

func do(client *http.Client, req *http.Request) (int, error) {
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	_, err = io.Copy(io.Discard, res.Body)
	return res.StatusCode, err
}
