package main

import (
	"compress/gzip"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"runtime"
	"sync"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
)

//go:embed static templates
var files embed.FS

// config is what a server is set up with; every field has a default (see
// defaults) that suits a small public server.
type config struct {
	Timeout   time.Duration // cap on every request's time
	MaxHeavy  int           // heavy computations at once; others get 503
	MaxNodes  int64         // node budget of each Connect Four column solve
	MoveNodes int64         // node budget of the Connect Four solver's move
	EstNodes  int64         // node budget of all the estimates of one Connect Four request
	Book      *c4.Book      // the opening book of the 7x6 board; nil: the embedded one
	NoBook    bool          // play without an opening book
	Log       *slog.Logger
	Now       func() time.Time // the clock that picks the day's puzzles
}

func defaults(c config) config {
	if c.Timeout <= 0 {
		c.Timeout = 3 * time.Second
	}
	if c.MaxHeavy <= 0 {
		c.MaxHeavy = max(1, runtime.GOMAXPROCS(0)-1)
	}
	if c.MaxNodes <= 0 {
		c.MaxNodes = 1 << 17
	}
	if c.MoveNodes <= 0 {
		c.MoveNodes = 1 << 26
	}
	if c.EstNodes <= 0 {
		c.EstNodes = 1 << 18
	}
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
	if c.NoBook {
		c.Book = nil
	} else if c.Book == nil {
		var err error
		if c.Book, err = openingBook(); err != nil {
			c.Log.Error("connect4: the embedded opening book", "err", err.Error())
		}
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	return c
}

// server is the puzzle site: its pages, its JSON endpoints and the caches
// behind them. Its methods are safe for concurrent use.
type server struct {
	cfg    config
	heavy  chan struct{} // a token per heavy computation running
	pages  *template.Template
	queens *cache[queensKey, *queensDay]
	random *cache[queensKey, *queensDay] // Queens by seed, apart so they never push out the days'
	sticks *cache[sticksKey, *sticksDay]
	mux    *http.ServeMux

	assets   map[string]*asset // the files under static/, by name
	rendered map[string]*asset // the pages, rendered at start
	notFound *asset            // the page of a 404 outside the JSON endpoints
}

// errBusy is the answer of a heavy computation that found no free slot.
var errBusy = errors.New("server: too many heavy requests at once; try again in a second")

// errNotFound answers 404.
var errNotFound = errors.New("server: not found")

// badRequest is an error in what the client sent: it answers 400.
type badRequest struct{ msg string }

func (e badRequest) Error() string { return e.msg }

func bad(format string, args ...any) error { return badRequest{fmt.Sprintf(format, args...)} }

func newServer(c config) *server {
	c = defaults(c)
	s := &server{
		cfg:    c,
		heavy:  make(chan struct{}, c.MaxHeavy),
		queens: newCache[queensKey, *queensDay](256),
		random: newCache[queensKey, *queensDay](64),
		sticks: newCache[sticksKey, *sticksDay](256),
		mux:    http.NewServeMux(),
	}
	// The embedded files are the program's own: an error here is a bug
	// that every test meets.
	static, _ := fs.Sub(files, "static")
	var err error
	if s.assets, err = loadStatic(static); err != nil {
		panic(err)
	}
	s.pages = template.Must(template.ParseFS(files, "templates/*.html"))
	if s.rendered, err = s.renderPages(); err != nil {
		panic(err)
	}
	s.notFound = s.rendered["notfound"]
	s.mux.HandleFunc("GET /static/", s.static)
	for _, p := range []string{"queens", "matchsticks", "connect4", "knight"} {
		s.mux.HandleFunc("GET /"+p, s.page(p))
	}
	s.mux.HandleFunc("GET /{$}", s.page("index"))
	s.mux.HandleFunc("GET /robots.txt", func(w http.ResponseWriter, r *http.Request) { robots.serve(w, r, http.StatusOK, "no-cache") })
	s.mux.HandleFunc("GET /api/queens", s.api(s.queensGet))
	s.mux.HandleFunc("GET /api/queens/solution", s.api(s.queensSolution))
	s.mux.HandleFunc("POST /api/queens/hint", s.api(s.queensHint))
	s.mux.HandleFunc("POST /api/queens/check", s.api(s.queensCheck))
	s.mux.HandleFunc("GET /api/matchsticks", s.api(s.sticksGet))
	s.mux.HandleFunc("GET /api/matchsticks/check", s.api(s.sticksCheck))
	s.mux.HandleFunc("GET /api/connect4", s.api(s.c4Get))
	s.mux.HandleFunc("GET /api/connect4/scores", s.api(s.c4Scores))
	s.mux.HandleFunc("GET /api/connect4/move", s.api(s.c4Move))
	s.mux.HandleFunc("GET /api/knight", s.api(s.knightGet))
	s.mux.HandleFunc("GET /debug/stats", s.api(s.stats))
	return s
}

// ServeHTTP puts every request under the server's time cap, sets the
// security headers, answers what no handler takes (see misrouted),
// recovers a panic into a 500, and logs the request.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.Timeout)
	defer cancel()
	secure(w.Header())
	rw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
	defer func() {
		if v := recover(); v != nil {
			s.cfg.Log.Error("panic", "path", r.URL.Path, "panic", fmt.Sprint(v))
			if !rw.wrote { // else the client has a part of an answer: nothing to do
				s.internalError(rw, r)
			}
		}
		level := slog.LevelInfo
		if rw.status >= 500 {
			level = slog.LevelWarn
		}
		s.cfg.Log.Log(ctx, level, "request", "method", r.Method, "path", r.URL.Path,
			"status", rw.status, "bytes", rw.bytes, "ms", float64(time.Since(start).Microseconds())/1000)
	}()
	r = r.WithContext(ctx)
	if !s.misrouted(rw, r) {
		s.mux.ServeHTTP(rw, r)
	}
}

// internalError answers 500, in JSON under the JSON endpoints.
func (s *server) internalError(w http.ResponseWriter, r *http.Request) {
	const msg = "server: internal error"
	if jsonPath(r.URL.Path) {
		sendError(w, r, http.StatusInternalServerError, msg)
		return
	}
	http.Error(w, msg, http.StatusInternalServerError)
}

type statusWriter struct {
	http.ResponseWriter
	status, bytes int
	wrote         bool // the status line is written
}

func (w *statusWriter) WriteHeader(code int) {
	if code >= 200 {
		w.status, w.wrote = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	w.wrote = true
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

// api adapts a JSON endpoint: its value is written as JSON, its error as
// {"error": "..."} with the status the error calls for.
func (s *server) api(f func(*http.Request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v, err := f(r)
		if err == nil {
			if e, ok := v.(preEncoded); ok {
				sendJSON(w, r, http.StatusOK, e.json, e.gzip)
				return
			}
			b, merr := json.Marshal(v)
			if merr != nil {
				s.cfg.Log.Error("endpoint", "path", r.URL.Path, "err", merr)
				s.internalError(w, r)
				return
			}
			sendJSON(w, r, http.StatusOK, append(b, '\n'), nil)
			return
		}
		var br badRequest
		switch {
		case errors.Is(err, errNotFound):
			sendError(w, r, http.StatusNotFound, err.Error())
		case errors.As(err, &br):
			sendError(w, r, http.StatusBadRequest, err.Error())
		case errors.Is(err, errBusy), errors.Is(err, context.DeadlineExceeded):
			w.Header().Set("Retry-After", "1")
			sendError(w, r, http.StatusServiceUnavailable, errBusy.Error())
		case r.Context().Err() != nil: // the client left: nobody reads the answer
			w.WriteHeader(499)
		default:
			s.cfg.Log.Error("endpoint", "path", r.URL.Path, "err", err)
			s.internalError(w, r)
		}
	}
}

func sizes(lo, hi int) []int {
	var s []int
	for n := lo; n <= hi; n++ {
		s = append(s, n)
	}
	return s
}

// preEncoded is an answer encoded once, for the cached puzzles that many
// requests ask for; its gzip form is made once too, when first asked for.
type preEncoded struct{ *encoded }

type encoded struct {
	json []byte
	once sync.Once
	gz   []byte
}

func encode(v any) preEncoded {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // the views are plain structs: this cannot happen
	}
	return preEncoded{&encoded{json: append(b, '\n')}}
}

// gzip is the answer in gzip.
func (e *encoded) gzip() []byte {
	e.once.Do(func() { e.gz = gzipped(e.json, gzip.DefaultCompression) })
	return e.gz
}

// queueWait is how long a heavy computation waits for a free slot.
const queueWait = 100 * time.Millisecond

// run runs f as a heavy computation once one of the server's slots is
// free; errBusy if none is within queueWait.
func (s *server) run(ctx context.Context, f func(context.Context) error) error {
	select {
	case s.heavy <- struct{}{}:
	default:
		t := time.NewTimer(queueWait)
		defer t.Stop()
		select {
		case s.heavy <- struct{}{}:
		case <-t.C:
			return errBusy
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	defer func() { <-s.heavy }()
	if err := ctx.Err(); err != nil {
		return err
	}
	return f(ctx)
}
