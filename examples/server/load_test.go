package main

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// A short load test against this test binary run as the server: every
// kind of request is sent, no answer is a 5xx but the documented 503, and
// the server's goroutines come back to where they were.
func TestLoad(t *testing.T) {
	serverCommand = func() (*exec.Cmd, error) {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "SERVER_MAIN=-addr 127.0.0.1:0")
		return cmd, nil
	}
	var out, errOut strings.Builder
	code := runLoad(context.Background(), &out, &errOut, 250, 32, "")
	if code != 0 {
		t.Fatalf("exit %d, stderr %s, report:\n%s", code, errOut.String(), out.String())
	}
	for _, want := range []string{"queens-of-the-day", "hostile-malformed", "hostile-huge-size", "knight", "peak rss", "\nok\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	t.Log("\n" + out.String())
}

// The mix's hostile requests all answer 400, and its Connect Four moves
// are legal.
func TestLoadMix(t *testing.T) {
	_, ts := newTest(t, config{MaxNodes: 1000})
	for i := range 60 {
		r := newRand(uint64(i))
		s := one(context.Background(), ts.Client(), ts.URL, draw(r, ""), r)
		switch {
		case strings.HasPrefix(s.name, "hostile-huge"), strings.HasPrefix(s.name, "hostile-malformed"):
			if s.status != 400 {
				t.Errorf("request %d (%s): status %d, want 400", i, s.name, s.status)
			}
		case s.name == "connect4-move", s.name == "knight", s.name == "queens-hint", s.name == "queens-of-the-day":
			if s.status != 200 && s.status != 503 {
				t.Errorf("request %d (%s): status %d", i, s.name, s.status)
			}
		}
	}
}
