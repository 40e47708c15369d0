package cores

import (
	"runtime"
	"testing"
)

// recorder is a testing.TB that records a Fatalf instead of stopping.
type recorder struct {
	testing.TB
	failed string
}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(format string, args ...any) {
	r.failed = format
	runtime.Goexit()
}

// run calls Same on its own goroutine, so that Fatalf's Goexit ends only it.
func run(f func() []int64) string {
	r := &recorder{}
	done := make(chan struct{})
	go func() { defer close(done); Same(r, f) }()
	<-done
	return r.failed
}

func TestSamePassesAndRestores(t *testing.T) {
	before := runtime.GOMAXPROCS(0)
	if msg := run(func() []int64 { return []int64{1, 2, 3} }); msg != "" {
		t.Fatalf("Same failed on equal results: %q", msg)
	}
	if after := runtime.GOMAXPROCS(0); after != before {
		t.Fatalf("GOMAXPROCS is %d after Same, was %d", after, before)
	}
}

func TestSameFailsOnDifferentResults(t *testing.T) {
	differ := func() []int64 { return []int64{int64(runtime.GOMAXPROCS(0))} }
	if run(differ) == "" {
		t.Fatal("Same passed results that depend on GOMAXPROCS")
	}
	calls := 0
	longer := func() []int64 { calls++; return make([]int64, calls) }
	if run(longer) == "" {
		t.Fatal("Same passed results of different lengths")
	}
}
