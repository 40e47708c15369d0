package backtrack_test

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
)

// childEnv tells a test binary started by runChild to do the dangerous part.
const childEnv = "BACKTRACK_TEST_CHILD"

// runChild runs the test named name in a child process with childEnv set and
// fails unless the child exits cleanly: a failure there may kill the process.
func runChild(t *testing.T, name string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$", "-test.v")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: "+name) {
		t.Fatalf("child process: %v\n%s", err, out)
	}
}

// boom is the value the panicking callbacks raise.
type boom struct{ id uint64 }

// quad is a node of a complete tree of width 4: its depth and its number
// among the nodes of that depth.
type quad struct {
	depth int
	id    uint64
}

// panicky returns a tree of 4^8 leaves (87,381 nodes, too many for Count to
// stay serial) whose Branch or Accept panics on the last leaf, and a count of
// the Branch and Accept calls in flight and of calls made after stop was set.
func panicky(inBranch bool, stop *atomic.Bool) (s backtrack.Search[quad], inFlight, late *atomic.Int64) {
	const depth = 8
	inFlight, late = new(atomic.Int64), new(atomic.Int64)
	last := uint64(1)<<(2*depth) - 1
	// enter records a call of Branch (branch true) or Accept on q.
	enter := func(q quad, branch bool) {
		inFlight.Add(1)
		if stop.Load() {
			late.Add(1)
		}
		if branch == inBranch && q.depth == depth && q.id == last {
			panic(boom{q.id})
		}
	}
	s = backtrack.Search[quad]{
		Branch: func(dst []quad, q quad) []quad {
			defer inFlight.Add(-1)
			enter(q, true)
			if q.depth < depth {
				for i := range uint64(4) {
					dst = append(dst, quad{q.depth + 1, 4*q.id + i})
				}
			}
			return dst
		},
		Accept: func(q quad) bool {
			defer inFlight.Add(-1)
			enter(q, false)
			return q.depth == depth
		},
	}
	return s, inFlight, late
}

// countRecovering runs s.Count and returns what a deferred recover saw.
func countRecovering(s backtrack.Search[quad]) (v any) {
	defer func() { v = recover() }()
	s.Count()
	return nil
}

// A panic in Branch or Accept on a worker goroutine reaches a deferred
// recover on the caller's goroutine after every worker has stopped, as a
// *WorkerPanic holding the value raised and the stack of the worker, down
// to the function that panicked. A regression would kill the test binary,
// so the work runs in a child process.
func TestCountPanicReachesCaller(t *testing.T) {
	if os.Getenv(childEnv) == "" {
		runChild(t, "TestCountPanicReachesCaller")
		return
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	for _, inBranch := range []bool{true, false} {
		var stop atomic.Bool
		s, inFlight, late := panicky(inBranch, &stop)
		v := countRecovering(s)
		stop.Store(true)
		want := boom{uint64(1)<<16 - 1}
		wp, ok := v.(*backtrack.WorkerPanic)
		if !ok || wp.Value != want {
			t.Fatalf("panic in Branch=%v: recovered %v, want a *WorkerPanic of %v", inBranch, v, want)
		}
		if frame := "backtrack_test.TestCountPanicReachesCaller.panicky.func"; !strings.Contains(string(wp.Stack), frame) ||
			!strings.Contains(wp.Error(), frame) || !strings.HasPrefix(wp.Error(), fmt.Sprint(want)) {
			t.Fatalf("panic in Branch=%v: the WorkerPanic does not show the worker's stack down to the panic:\n%s", inBranch, wp.Error())
		}
		if n := inFlight.Load(); n != 0 {
			t.Fatalf("panic in Branch=%v: %d calls still running after Count panicked", inBranch, n)
		}
		time.Sleep(20 * time.Millisecond)
		if n := late.Load(); n != 0 {
			t.Fatalf("panic in Branch=%v: %d calls after Count panicked", inBranch, n)
		}
	}
}

func mustPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		t.Helper()
		if v := recover(); v != want {
			t.Errorf("panicked with %v, want %q", v, want)
		}
	}()
	f()
}

func TestProgrammingErrorsPanicAtTheDoor(t *testing.T) {
	s := queensSearch(8)
	visit := func(board) bool { return true }
	var nilCtx context.Context
	mustPanic(t, "backtrack: nil Context", func() { s.Walk(nilCtx, visit) })
	mustPanic(t, "backtrack: nil Context", func() { s.CountContext(nilCtx) })
	mustPanic(t, "backtrack: nil Context", func() { s.AllContext(nilCtx) })
	mustPanic(t, "backtrack: nil Context", func() { s.PathsContext(nilCtx) })
	mustPanic(t, "backtrack: nil Context", func() { s.FirstContext(nilCtx) })
	mustPanic(t, "backtrack: nil Context", func() { s.SplitContext(nilCtx, 4) })
	sh, _ := s.Shard(0, 2)
	mustPanic(t, "backtrack: nil Context", func() { sh.AllContext(nilCtx) })
	mustPanic(t, "backtrack: nil visit function", func() { s.Walk(context.Background(), nil) })
	mustPanic(t, "backtrack: nil Option", func() { s.Walk(context.Background(), visit, nil) })
	mustPanic(t, "backtrack: Shuffled with a nil *rand.Rand", func() { s.Shuffled(nil) })
}

// runParts runs every part's All on a goroutine of its own and returns what
// each yielded.
func runParts(parts []backtrack.Search[board]) [][]board {
	out := make([][]board, len(parts))
	var wg sync.WaitGroup
	for i, p := range parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out[i] = slices.Collect(p.All())
		}()
	}
	wg.Wait()
	return out
}

// The parts of a shuffled search may run concurrently (the race detector
// watches), yield what the whole search does, and a seed reproduces them.
func TestSplitShuffledRunsConcurrently(t *testing.T) {
	split := func() []backtrack.Search[board] {
		return queensSearch(8).Shuffled(rand.New(rand.NewPCG(5, 6))).Split(12)
	}
	a, b := runParts(split()), runParts(split())
	counts := map[board]int{}
	for _, part := range a {
		for _, x := range part {
			counts[x]++
		}
	}
	want := map[board]int{}
	for x := range queensSearch(8).All() {
		want[x]++
	}
	if !maps.Equal(counts, want) {
		t.Fatalf("shuffled parts yield %d distinct states, the search %d", len(counts), len(want))
	}
	for i := range a {
		if !slices.Equal(a[i], b[i]) {
			t.Fatalf("part %d: the same seed gave two orders", i)
		}
	}
}

// CountContext and Walk give up soon after their context is cancelled,
// CountContext whether it still runs on one goroutine or already on every
// core.
func TestCancelLatency(t *testing.T) {
	s := queensSearch(16) // about 10^8 nodes: minutes under the race detector
	delays := []time.Duration{0, time.Millisecond, 50 * time.Millisecond}
	t.Run("CountContext", func(t *testing.T) {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			n, err := s.CountContext(ctx)
			if n != 0 {
				t.Errorf("cancelled CountContext = %d, %v; want 0", n, err)
			}
			return err
		}, delays...)
	})
	t.Run("Walk", func(t *testing.T) {
		testutil.CancelLatency(t, func(ctx context.Context) error {
			_, err := s.Walk(ctx, func(board) bool { return true })
			return err
		}, delays...)
	})
}
