package main

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain runs the program itself when the test binary is re-executed
// with SERVER_MAIN set, so tests can watch the real process.
func TestMain(m *testing.M) {
	if os.Getenv("SERVER_MAIN") != "" {
		os.Args = append([]string{"server"}, strings.Fields(os.Getenv("SERVER_MAIN"))...)
		main()
		return
	}
	os.Exit(m.Run())
}

// run prints the address, serves it, and on cancellation lets the request
// in flight finish before it returns 0.
func TestServeAndShutdown(t *testing.T) {
	started, release := make(chan struct{}), make(chan struct{})
	onServer = func(s *server) {
		s.mux.HandleFunc("GET /slow", func(w http.ResponseWriter, r *http.Request) {
			close(started)
			<-release
			w.Write([]byte("done"))
		})
	}
	defer func() { onServer = nil }()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r, w := io.Pipe()
	var errOut syncBuffer
	code := make(chan int, 1)
	go func() { code <- run(ctx, []string{"-addr", "127.0.0.1:0"}, w, &errOut) }()
	addr, err := bufio.NewReader(r).ReadString('\n')
	if err != nil || !strings.HasPrefix(addr, "http://127.0.0.1:") {
		t.Fatalf("address line %q, %v", addr, err)
	}
	slow := make(chan string, 1)
	go func() {
		res, err := http.Get(strings.TrimSpace(addr) + "/slow")
		if err != nil {
			slow <- err.Error()
			return
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		slow <- string(b)
	}()
	<-started
	cancel()
	select {
	case c := <-code:
		t.Fatalf("run returned %d with a request in flight", c)
	case <-time.After(100 * time.Millisecond):
	}
	close(release)
	if s := <-slow; s != "done" {
		t.Errorf("the request in flight at shutdown got %q", s)
	}
	if c := <-code; c != 0 {
		t.Errorf("exit %d, stderr %s", c, errOut.String())
	}
	for _, want := range []string{`"msg":"serving"`, `"msg":"shutting down"`, `"msg":"stopped"`} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("log lacks %s:\n%s", want, errOut.String())
		}
	}
}

func TestUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
	}{{[]string{"-h"}, 0}, {[]string{"-nope"}, 2}, {[]string{"extra"}, 2}, {[]string{"-load", "-c", "0"}, 2}, {[]string{"-addr", "256.0.0.1:1"}, 2}} {
		var out, errOut strings.Builder
		if code := run(context.Background(), c.args, &out, &errOut); code != c.code {
			t.Errorf("%v: exit %d, want %d; %s", c.args, code, c.code, errOut.String())
		}
	}
}

// With stdout a pipe whose reader has gone, the program exits 1 quietly,
// not killed by SIGPIPE.
func TestClosedStdout(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SERVER_MAIN=-addr 127.0.0.1:0")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	cmd.Stdout = w
	var errOut strings.Builder
	cmd.Stderr = &errOut
	err = cmd.Run()
	w.Close()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Fatalf("run: %v, want exit status 1", err)
	}
	ws := exit.Sys().(syscall.WaitStatus)
	if ws.Signaled() || ws.ExitStatus() != 1 || errOut.String() != "" {
		t.Errorf("signaled %v (%v), exit %d, stderr %q; want exit 1 and nothing", ws.Signaled(), ws.Signal(), ws.ExitStatus(), errOut.String())
	}
}
