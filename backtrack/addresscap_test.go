//go:build linux && !race

// The race detector maps terabytes of shadow memory, which no address-space
// cap admits: these tests run without it.

package backtrack_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
)

// capChild names the environment variable that makes the test binary a
// child walking hostile trees under an address-space cap: "budget cap".
const capChild = "BACKTRACK_TEST_CAP_CHILD"

// A tree with no end and wide nodes makes a walk, a count on every core, a
// split and a shard's search for its parts grow without bound: under an
// address-space cap that was a fatal out-of-memory, which no recover
// catches. Under their memory budget they return a MemoryError and the
// process lives. The child runs with a budget of 64 MiB under a 3 GB cap,
// and unless -short with the default budget under a 4 GB cap.
func TestHostileTreesUnderAddressCap(t *testing.T) {
	if spec := os.Getenv(capChild); spec != "" {
		walkUnderCap(t, spec)
		return
	}
	cases := []string{fmt.Sprint(64<<20, " ", int64(3e9))}
	if !testing.Short() {
		cases = append(cases, fmt.Sprint(backtrack.DefaultMaxMemory, " ", int64(4e9)))
	}
	testutil.CappedChildren(t, "TestHostileTreesUnderAddressCap", capChild, cases, 4)
}

// walkUnderCap caps the address space, runs each hostile call and reports.
func walkUnderCap(t *testing.T, spec string) {
	var budget, limit int64
	if _, err := fmt.Sscan(spec, &budget, &limit); err != nil {
		t.Fatalf("bad %s %q: %v", capChild, spec, err)
	}
	testutil.CapAddressSpace(t, limit)
	var opts []backtrack.Option
	if budget != backtrack.DefaultMaxMemory {
		opts = append(opts, backtrack.MaxMemory(budget))
	}
	ctx := context.Background()
	sh, _ := endless(1).Shard(0, 2)
	for name, call := range map[string]func() error{
		"Walk": func() error {
			_, err := endless(64).Walk(ctx, func(spray) bool { return true }, opts...)
			return err
		},
		"CountContext": func() error {
			_, err := endless(64).CountContext(ctx, opts...)
			return err
		},
		"SplitContext": func() error {
			_, err := endless(1000).SplitContext(ctx, 1<<40, opts...)
			return err
		},
		"Shard.Walk": func() error {
			_, err := sh.Walk(ctx, func(spray) bool { return true }, opts...)
			return err
		},
	} {
		err := call()
		wantMemoryError(t, name, err, "backtrack: "+name, budget)
		t.Logf("budget error: %v (%s)", err, peaks())
	}
}

// peaks returns the process's peak address space and resident set so far.
func peaks() string {
	b, _ := os.ReadFile("/proc/self/status")
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmPeak:") || strings.HasPrefix(line, "VmHWM:") {
			out = append(out, strings.Join(strings.Fields(line), " "))
		}
	}
	return strings.Join(out, ", ")
}
