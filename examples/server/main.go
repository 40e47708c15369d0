// Command server serves the library's puzzles as a small web site: the
// Queens puzzle of the day with hints, a matchstick puzzle, Connect Four
// against the perfect solver and an animated knight's tour, each page
// backed by JSON endpoints (see the README beside this program).
//
//	go run ./examples/server [-addr 127.0.0.1:8080] [-timeout 3s] [-max-heavy 4]
//
// It prints the address it serves, e.g. http://127.0.0.1:8080, logs each
// request as JSON to stderr, and on SIGINT or SIGTERM stops taking
// connections and finishes the requests in flight before it exits.
//
// With -load it instead runs a bounded load test against a copy of itself
// on a loopback port and prints latencies per endpoint, answers by status,
// and the server's peak memory and goroutines (see the README).
//
// Exit status: 0 done, 1 an I/O error or a failed load test, 2 bad usage
// or an address it cannot listen on.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	signal.Ignore(syscall.SIGPIPE)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// onServer, if set, sees the server before it serves: tests add routes.
var onServer func(*server)

// run is the program with its arguments and outputs; it returns the exit
// status once ctx is done and the server has shut down.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	timeout := fs.Duration("timeout", 3*time.Second, "cap on each request's time")
	maxHeavy := fs.Int("max-heavy", 0, "heavy computations at once, others get 503 (0: one less than the cores, at least 1)")
	load := fs.Bool("load", false, "run the load test against a copy of this server on a loopback port")
	requests := fs.Int("requests", 3000, "with -load: requests to send")
	conc := fs.Int("c", 32, "with -load: requests at once")
	only := fs.String("only", "", "with -load: send only this kind of request, e.g. queens-of-the-day")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: server [-addr host:port] [-timeout 3s] [-max-heavy n]\n       server -load [-requests 3000] [-c 32] [-only kind]")
		fs.PrintDefaults()
		fmt.Fprintln(stderr, "\nExit status: 0 done, 1 an I/O error or a failed load test, 2 bad usage or an address it cannot listen on.")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 || *requests < 1 || *requests > 100_000 || *conc < 1 || *conc > 256 {
		fs.Usage()
		return 2
	}
	if *load {
		return runLoad(ctx, stdout, stderr, *requests, *conc, *only)
	}
	log := newJSONLog(stderr)
	s := newServer(config{Timeout: *timeout, MaxHeavy: *maxHeavy, Log: log})
	if onServer != nil {
		onServer(s)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "server: %v\n", err)
		return 2
	}
	if _, err := fmt.Fprintf(stdout, "http://%s\n", ln.Addr()); err != nil {
		ln.Close()
		if !errors.Is(err, syscall.EPIPE) {
			fmt.Fprintf(stderr, "server: %v\n", err)
		}
		return 1
	}
	return serve(ctx, s, ln, log)
}

func newJSONLog(w io.Writer) *slog.Logger { return slog.New(slog.NewJSONHandler(w, nil)) }

// serve serves s on ln until ctx is done, then shuts down gracefully.
func serve(ctx context.Context, s *server, ln net.Listener, log *slog.Logger) int {
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      s.cfg.Timeout + 10*time.Second,
		IdleTimeout:       30 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	log.Info("serving", "addr", ln.Addr().String())
	select {
	case err := <-done:
		log.Error("serve", "err", err)
		return 1
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout+time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		log.Error("shutdown", "err", err)
		return 1
	}
	log.Info("stopped")
	return 0
}
