//go:build linux

package regions_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/regions"
)

// childEnv marks a run of the test binary as the child of
// TestCountShardBigK, which runs under a cap on its address space.
const childEnv = "REGIONS_SHARD_BIG_K_CHILD"

// At the largest k, a shard of the 20×20 board whose regions are its columns
// costs memory for its own parts only, and returns soon after cancellation
// while it is still looking for them. A list of the whole split once took
// gigabytes and ended the process with a fatal out-of-memory, so the check
// runs in a child process with a 3 GiB address space, and the parent asserts
// that it exited normally.
func TestCountShardBigK(t *testing.T) {
	if os.Getenv(childEnv) == "1" {
		bigKChild(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestCountShardBigK$", "-test.v")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	t.Logf("child:\n%s", out)
}

func bigKChild(t *testing.T) {
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: 3 << 30, Max: 3 << 30}); err != nil {
		t.Fatalf("setrlimit: %v", err)
	}
	b := striped(regions.MaxN, true)
	for _, k := range []int{4096, 16384, 65536} {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			n, err := regions.CountShardContext(ctx, b, k-1, k)
			if n != 0 {
				t.Errorf("k=%d: count %d after cancel", k, n)
			}
			return err
		}, 50*time.Millisecond)
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		n, err := regions.CountShardContext(ctx, b, k-1, k)
		runtime.ReadMemStats(&after)
		cancel()
		if n != 0 || !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("k=%d with a deadline: %d, %v", k, n, err)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
			t.Errorf("k=%d: allocated %d bytes before the deadline, want under 1 MiB", k, got)
		}
	}
}
