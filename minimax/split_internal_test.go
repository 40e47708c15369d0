package minimax

import "testing"

// A team worker shares a frame's moves after splitAfter nodes, and after
// splitIdle while another worker waits for a move, from its next check.
func TestSplitIdle(t *testing.T) {
	e := &engine[uint32, int8, uint64]{team: &team{workers: 2}, crew: new(crew[uint32, int8])}
	if e.stopTeam() || e.splitAt != splitAfter {
		t.Fatalf("no worker waits: stop %v, splitAt %d; want no stop, %d", e.err, e.splitAt, splitAfter)
	}
	e.crew.idlers.Add(1)
	if e.stopTeam() || e.splitAt != splitIdle {
		t.Fatalf("a worker waits: stop %v, splitAt %d; want no stop, %d", e.err, e.splitAt, splitIdle)
	}
	e.crew.idlers.Add(-1)
	if e.stopTeam() || e.splitAt != splitAfter {
		t.Fatalf("the worker found work: stop %v, splitAt %d; want no stop, %d", e.err, e.splitAt, splitAfter)
	}
}
