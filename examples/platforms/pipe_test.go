package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestMain runs the program itself when the test binary is re-executed
// as it, so that a test can give it a real pipe for standard output.
func TestMain(m *testing.M) {
	if os.Getenv("PLATFORMS_RUN_MAIN") == "1" {
		main()
	}
	os.Exit(m.Run())
}

// A closed output pipe ends the program with exit status 1 (an I/O error)
// if a write failed, or 0 if all was written before, quietly either way,
// and never by the signal SIGPIPE. Closed before the program starts, every
// write fails.
func TestClosedStdout(t *testing.T) {
	for _, c := range []struct {
		args   []string
		before bool // close the pipe before the program starts, else after the first line
	}{{nil, true}, {[]string{"-explain"}, true}, {[]string{"-explain"}, false}} {
		code, stderr := runPiped(t, c.args, c.before)
		if stderr != "" || code != 1 && (c.before || code != 0) {
			t.Errorf("%v, closed before start %v: exit %d, stderr %q", c.args, c.before, code, stderr)
		}
	}
}

// runPiped runs the program on the first sample with args and standard
// output a pipe whose read end is closed before it starts or after its
// first line, and returns its exit status and standard error. It fails the
// test if a signal ended the program.
func runPiped(t *testing.T, args []string, before bool) (int, string) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "PLATFORMS_RUN_MAIN=1")
	cmd.Stdin = strings.NewReader(samples[0].in)
	cmd.Stdout = w
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if before {
		r.Close()
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if !before {
		if line, err := bufio.NewReader(r).ReadString('\n'); err != nil || line != samples[0].want {
			t.Errorf("first line %q, %v", line, err)
		}
		r.Close()
	}
	cmd.Wait()
	if ws := cmd.ProcessState.Sys().(syscall.WaitStatus); ws.Signaled() {
		t.Fatalf("%v: killed by %v", args, ws.Signal())
	}
	return cmd.ProcessState.ExitCode(), stderr.String()
}
