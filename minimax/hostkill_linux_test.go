package minimax_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// The searches that grew until the process died of a fatal out-of-memory
// run in a child process whose address space is limited to 512 MiB more
// than it has at the start (not under the race detector, whose shadow
// memory needs more): a cyclic game with a period of 65536 plies and the
// default budget, and a deep acyclic one with a budget of 128 MiB, must
// return errors, not kill it; solves with Workers past the most, values.
func TestNoFatalOutOfMemory(t *testing.T) {
	if os.Getenv("MINIMAX_OOM_CHILD") == "1" {
		outOfMemoryChild(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoFatalOutOfMemory$", "-test.v")
	cmd.Env = append(os.Environ(), "MINIMAX_OOM_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestNoFatalOutOfMemory") {
		t.Fatalf("child: %v\n%s", err, out)
	}
}

func outOfMemoryChild(t *testing.T) {
	if !raceEnabled {
		limit := vmSize(t) + 512<<20
		if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limit, Max: limit}); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	if r, err := minimax.SolveContext(ctx, loop{N: 1 << 16, Step: 2}, 0); !errors.Is(err, minimax.ErrCycle) {
		t.Errorf("cyclic game: %v after %d nodes", err, r.Nodes)
	}
	_, err := minimax.SolveContext(ctx, comb{N: 1 << 28}, 0, minimax.MaxMemory(128<<20))
	checkMemoryError(t, "deep game", err, 128<<20)
	// Workers(1<<40) died of a fatal out-of-memory; the team it gets now
	// is one of a worker a core at most, within the default budget.
	g := kayles{Pins: 16}
	one, err := minimax.SolveContext(ctx, g, g.full())
	checkKayles(t, "one worker", g, one, one, err)
	for _, n := range huge {
		r, err := minimax.SolveContext(ctx, g, g.full(), minimax.Workers(n))
		checkKayles(t, fmt.Sprintf("Workers(%d)", n), g, r, one, err)
	}
}

// vmSize returns the size of the process's address space.
func vmSize(t *testing.T) uint64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(status), "\n") {
		if f := strings.Fields(l); len(f) == 3 && f[0] == "VmSize:" && f[2] == "kB" {
			if kb, err := strconv.ParseUint(f[1], 10, 64); err == nil {
				return kb << 10
			}
		}
	}
	t.Fatal("no VmSize in /proc/self/status")
	return 0
}
