package testutil

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// Hostile inputs that would end a process with a fatal out-of-memory,
// which no recover catches, are tested in a child process under an
// address-space cap, so that a failure kills the child and not the tests.

// CappedChildren runs the test named test again in a child process for
// each spec, with the environment variable env set to the spec, and fails t
// unless each child passes and logs want lines times "budget error:". The
// child's part of the test reads the spec from env.
func CappedChildren(t *testing.T, test, env string, specs []string, want int) {
	t.Helper()
	for _, spec := range specs {
		cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$", "-test.v")
		cmd.Env = append(os.Environ(), env+"="+spec)
		out, err := cmd.CombinedOutput()
		if err != nil || strings.Count(string(out), "budget error:") != want {
			t.Errorf("child %q: %v\n%s", spec, err, out)
		}
	}
}

// CapAddressSpace caps the process's address space at limit bytes; past
// it, allocation fails as it would on a host with that much memory.
func CapAddressSpace(t TB, limit int64) {
	t.Helper()
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: uint64(limit), Max: uint64(limit)}); err != nil {
		t.Fatalf("setrlimit: %v", err)
	}
}
