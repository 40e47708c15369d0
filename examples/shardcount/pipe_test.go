//go:build unix

package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// argsEnv holds the arguments, separated by newlines, with which the test
// binary runs as the program itself.
const argsEnv = "SHARDCOUNT_TEST_ARGS"

// asProgram runs main with args in a child process that is the test binary,
// its stdout the write end of a pipe; after reading lines lines from the
// pipe, it closes the read end. It returns the child's state and stderr.
func asProgram(t *testing.T, stdin string, lines int, args ...string) (*os.ProcessState, string) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestClosedStdout$")
	cmd.Env = append(os.Environ(), argsEnv+"="+strings.Join(args, "\n"))
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout = w
	var errs bytes.Buffer
	cmd.Stderr = &errs
	if lines == 0 {
		r.Close()
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if lines > 0 {
		br := bufio.NewReader(r)
		for range lines {
			if _, err := br.ReadString('\n'); err != nil {
				t.Fatalf("%q: reading the output: %v", args, err)
			}
		}
		r.Close()
	}
	err = cmd.Wait()
	if err != nil && !errors.As(err, new(*exec.ExitError)) {
		t.Fatal(err)
	}
	return cmd.ProcessState, errs.String()
}

// With stdout a pipe that its reader has closed, the program exits with
// status 1, quietly, and is not killed by SIGPIPE: before its first line,
// in every mode, and after the job's line while it counts.
func TestClosedStdout(t *testing.T) {
	if args, ok := os.LookupEnv(argsEnv); ok {
		os.Args = append([]string{"shardcount"}, strings.Split(args, "\n")...)
		main()
		return
	}
	lines := strings.Join(shardLines(t, 3), "\n")
	for _, c := range []struct {
		lines int
		args  []string
	}{
		{0, append(slices.Clone(words), "-k", "3")},
		{0, append(slices.Clone(words), "-k", "3", "-shard", "1")},
		{0, []string{"-sum"}},
		{1, []string{"-search", "test.words", "-base", "8", "-length", "8", "-k", "4"}}, // 16,777,216 words
	} {
		st, errs := asProgram(t, lines, c.lines, c.args...)
		ws := st.Sys().(syscall.WaitStatus)
		if ws.Signaled() || st.ExitCode() != exitFailure || errs != "" {
			t.Errorf("%q, stdout closed after %d lines: %v (signalled: %v), stderr %q; want exit status %d and no message",
				c.args, c.lines, st, ws.Signaled(), errs, exitFailure)
		}
	}
}
