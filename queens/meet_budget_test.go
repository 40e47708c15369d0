package queens

import (
	"context"
	"runtime"
	"testing"
)

// meetBytes bounds what a meet can hold: a list that build gave up on,
// grown by append a filling at a time to a top row's batch past
// maxMeetFillings, the longest fill a list that fits can have, and the
// most groups.
func TestMeetBytesBound(t *testing.T) {
	var mt meet
	for len(mt.list) < maxMeetFillings+maxMeetColumns {
		mt.list = append(mt.list, keyed{})
	}
	mt.fill = make([]diags, maxMeetFillings)
	mt.start = make([]uint32, 1<<maxMeetColumns+1)
	b := mt.bytes()
	if b > meetBytes {
		t.Fatalf("a meet can hold %d bytes, over meetBytes (%d)", b, meetBytes)
	}
	t.Logf("a meet holds at most %d bytes", b)
	for _, c := range []struct{ workers, want int }{{1, 1}, {2, 2}, {32, 32}, {33, 32}, {1024, 32}} {
		if got := listers(c.workers); got != c.want {
			t.Errorf("listers(%d) = %d; want %d within %d bytes", c.workers, got, c.want, meetBudget)
		}
	}
}

// Count keeps its lists within meetBudget: with room for none, or for one
// list among 64 workers, the workers without a list count the same.
func TestCountWithinMeetBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("counts 16 queens three times")
	}
	defer func(b int64) { meetBudget = b }(meetBudget)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(64))
	for _, budget := range []int64{0, meetBytes, 1 << 30} {
		meetBudget = budget
		if got, err := CountContext(context.Background(), 16, Classic); got != 14_772_512 || err != nil {
			t.Errorf("lists within %d bytes, GOMAXPROCS=64: Count(16) = %d, %v; want 14,772,512 (A000170)", budget, got, err)
		}
	}
}
