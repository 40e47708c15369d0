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

// asMain names the environment variable that makes the test binary run as
// the program, so that a test can watch it as a process.
const asMain = "CONNECT4_EXAMPLE_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMain) != "" {
		main()
	}
	os.Exit(m.Run())
}

// A reader that stops after the first line, as head -1 does, ends -solve
// quietly with status 1: not killed by SIGPIPE, no message.
func TestClosedPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	var errs bytes.Buffer
	cmd := exec.Command(os.Args[0], "-solve")
	cmd.Env = append(os.Environ(), asMain+"=1")
	// Quick positions fill the pipe, then slower ones (tens of ms each),
	// whose lines are written one by one, meet the closed pipe.
	cmd.Stdin = strings.NewReader(strings.Repeat("2233\n", 10000) + strings.Repeat("76543217654\n", 30))
	cmd.Stdout, cmd.Stderr = w, &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil || line != "2233 18\n" {
		t.Errorf("first line %q, %v", line, err)
	}
	err = cmd.Wait()
	st, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if st.Signaled() || cmd.ProcessState.ExitCode() != 1 || errs.Len() != 0 {
		t.Errorf("-solve with stdout closed after a line: %v (signal %v), stderr %q; want exit status 1, quietly", err, st.Signaled(), errs.String())
	}
}
