package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// day is the fixed clock of the tests.
var day = time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)

func newTest(t *testing.T, c config) (*server, *httptest.Server) {
	t.Helper()
	if c.Now == nil {
		c.Now = func() time.Time { return day }
	}
	s := newServer(c)
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return s, ts
}

// call sends a request and decodes the JSON answer into out (if not nil);
// it returns the status and the raw body.
func call(t *testing.T, ts *httptest.Server, method, path, body string, out any) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	res, b := send(t, ts.Client(), req)
	if out != nil && res.StatusCode == http.StatusOK {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s %s: %v in %.200s", method, path, err, b)
		}
	}
	return res.StatusCode, string(b)
}

// send sends req through client and returns the answer with its body read.
func send(t *testing.T, client *http.Client, req *http.Request) (*http.Response, []byte) {
	t.Helper()
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, b
}

func TestBadRequests(t *testing.T) {
	_, ts := newTest(t, config{})
	huge := `{"size":8,"queens":[` + strings.Repeat("[0,0],", 5000) + `[0,0]]}`
	for _, c := range []struct{ method, path, body, want string }{
		{"GET", "/api/queens?size=99", "", `size \"99\" is not a number from 5 to 12`},
		{"GET", "/api/queens?size=1e9", "", "is not a number from 5 to 12"},
		{"GET", "/api/queens?level=godlike", "", "is not easy, medium, hard or expert"},
		{"GET", "/api/queens?date=2026-13-01", "", "is not a day from 2000-01-01"},
		{"POST", "/api/queens/hint", "{not json", "body: invalid character"},
		{"POST", "/api/queens/hint", huge, "request body too large"},
		{"POST", "/api/queens/hint", `{"size":8,"queens":[[8,0]]}`, "cell [8, 0] is off the 8×8 board"},
		{"POST", "/api/queens/check", `{"size":4}`, "size \\\"4\\\" is not a number"},
		{"GET", "/api/connect4?moves=48", "", "move 2 is '8', want a column 1 to 7"},
		{"GET", "/api/connect4/scores?moves=12121212", "", "wins the game"},
		{"GET", "/api/connect4/move?moves=1212121&col=2", "", "the game is over"},
		{"GET", "/api/connect4/move?moves=" + strings.Repeat("1", 100), "", "more than the 42 cells"},
		{"GET", "/api/connect4/move?moves=111111&col=1", "", `col \"1\" is not a column 1 to 7 with room`},
		{"GET", "/api/connect4/move?col=x", "", "is not a column 1 to 7"},
		{"GET", "/api/knight?rows=100000", "", `rows \"100000\" is not a number from 1 to 50`},
		{"GET", "/api/knight?cols=-1", "", "cols"},
		{"GET", "/api/knight?closed=maybe", "", "is not true or false"},
		{"GET", "/api/matchsticks?shape=ddd%2Bddd%3Dddd", "", "is not one of d±d=d"},
		{"GET", "/api/matchsticks?sticks=3", "", "is not 1 or 2"},
		{"GET", "/api/matchsticks/check?answer=" + strings.Repeat("1", 100), "", "at most 64"},
	} {
		status, body := call(t, ts, c.method, c.path, c.body, nil)
		if status != http.StatusBadRequest || !strings.Contains(body, c.want) {
			t.Errorf("%s %.60s: %d %.200s; want 400 and %q", c.method, c.path, status, body, c.want)
		}
	}
}

func TestPagesAndRoutes(t *testing.T) {
	_, ts := newTest(t, config{})
	for _, c := range []struct {
		method, path string
		status       int
		want         string
	}{
		{"GET", "/", 200, "Connect Four"},
		{"GET", "/queens", 200, `<option value="8" selected>8×8</option>`},
		{"GET", "/static/queens.js", 200, "use strict"},
		{"GET", "/static/common.js", 200, "use strict"},
		{"GET", "/matchsticks", 200, "<option>dd±dd=dd</option>"},
		{"GET", "/connect4", 200, `id="c4-board"`},
		{"GET", "/knight", 200, `max="50"`},
		{"GET", "/static/connect4.js", 200, "use strict"},
		{"GET", "/static/games.css", 200, ".c4-grid"},
		{"GET", "/static/style.css", 200, ".q-board"},
		{"GET", "/robots.txt", 200, "User-agent: *"},
		{"GET", "/nope", 404, "<h1>Not found</h1>"},
		{"GET", "/static/", 404, "<h1>Not found</h1>"},
		{"POST", "/queens", 405, "takes GET or HEAD, not POST"},
		{"POST", "/api/queens", 405, `{"error":"server: /api/queens takes GET, not POST"}`},
		{"GET", "/api/queens/hint", 405, `{"error":`},
		{"GET", "/api/nope", 404, `{"error":"server: no endpoint /api/nope"}`},
	} {
		status, body := call(t, ts, c.method, c.path, "", nil)
		if status != c.status || !strings.Contains(body, c.want) {
			t.Errorf("%s %s: %d %.100q; want %d and %q", c.method, c.path, status, body, c.status, c.want)
		}
	}
}

// With its one heavy slot taken, the server answers 503 with Retry-After
// to heavy requests and keeps nothing of the failed fill; once the slot is
// free the same request succeeds.
func TestBusy(t *testing.T) {
	s, ts := newTest(t, config{MaxHeavy: 1, NoBook: true})
	s.heavy <- struct{}{}
	for _, path := range []string{"/api/queens?size=6", "/api/connect4/scores?moves=2233", "/api/matchsticks"} {
		res, err := ts.Client().Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 503 || res.Header.Get("Retry-After") != "1" || !strings.Contains(string(b), "too many heavy requests") {
			t.Errorf("%s while busy: %d, Retry-After %q, %s", path, res.StatusCode, res.Header.Get("Retry-After"), b)
		}
	}
	if n := s.queens.len(); n != 0 {
		t.Errorf("%d puzzles cached after failed fills", n)
	}
	// The knight's tour, cheap at every size allowed, is not heavy.
	if status, body := call(t, ts, "GET", "/api/knight?rows=50&cols=50", "", nil); status != 200 {
		t.Errorf("knight while busy: %d %.100s", status, body)
	}
	<-s.heavy
	if status, body := call(t, ts, "GET", "/api/queens?size=6", "", nil); status != 200 {
		t.Errorf("after the slot is free: %d %s", status, body)
	}
}

// A request past the server's time cap gets 503, not a 500 or a hang.
func TestTimeCap(t *testing.T) {
	_, ts := newTest(t, config{Timeout: time.Nanosecond, NoBook: true}) // the book answers at once
	status, body := call(t, ts, "GET", "/api/connect4/scores?moves=", "", nil)
	if status != 503 || !strings.Contains(body, "try again") {
		t.Errorf("%d %s; want 503", status, body)
	}
}

// The stats answer loopback clients only.
func TestStats(t *testing.T) {
	s, ts := newTest(t, config{})
	var st map[string]int64
	if status, body := call(t, ts, "GET", "/debug/stats?gc=1", "", &st); status != 200 || st["goroutines"] < 1 || st["heap_bytes"] < 1 {
		t.Errorf("%d %s", status, body)
	}
	req := httptest.NewRequest("GET", "/debug/stats", nil)
	req.RemoteAddr = "192.0.2.1:4000"
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	if w.Code != 404 {
		t.Errorf("from 192.0.2.1: %d %s", w.Code, w.Body)
	}
}

// The handler logs one line per request, as JSON.
func TestLog(t *testing.T) {
	var buf syncBuffer
	_, ts := newTest(t, config{Log: newJSONLog(&buf)})
	call(t, ts, "GET", "/api/knight?rows=99", "", nil)
	var line struct {
		Msg, Path string
		Status    int
	}
	for range 200 { // the line is written once the answer is sent
		if buf.String() != "" {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := json.Unmarshal([]byte(buf.String()), &line); err != nil || line.Msg != "request" || line.Path != "/api/knight" || line.Status != 400 {
		t.Errorf("log %q: %+v, %v", buf.String(), line, err)
	}
}

// syncBuffer is a bytes.Buffer for one writer and one reader at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A panic in a handler is a logged 500, and the server goes on.
func TestPanicIsA500(t *testing.T) {
	var buf syncBuffer
	s, ts := newTest(t, config{Log: newJSONLog(&buf)})
	s.mux.HandleFunc("GET /boom", func(http.ResponseWriter, *http.Request) { panic("boom") })
	if status, body := call(t, ts, "GET", "/boom", "", nil); status != 500 || !strings.Contains(body, "internal error") {
		t.Errorf("%d %s", status, body)
	}
	if status, _ := call(t, ts, "GET", "/api/knight", "", nil); status != 200 {
		t.Errorf("after the panic: %d", status)
	}
	for range 200 {
		if strings.Contains(buf.String(), `"panic":"boom"`) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Errorf("no panic logged: %s", buf.String())
}
