package minimax

import "testing"

// A worker looks up the shared table at a ply until it has finished
// reachShare searches there, and then while one in reachShare of them was
// shared; the plies past reachPlies count as the last.
func TestReach(t *testing.T) {
	var r reach
	for i := range reachShare - 1 {
		if r.learn(20, ownWork-1); !r.asks(20) {
			t.Fatalf("after %d small searches: does not ask; want it to until %d", i+1, reachShare)
		}
	}
	if r.learn(20, ownWork-1); r.asks(20) {
		t.Fatalf("after %d small searches: asks; want not", reachShare)
	}
	if !r.asks(19) || !r.asks(21) {
		t.Fatalf("plies 19 and 21, with no searches: do not ask; want them to")
	}

	r = reach{}
	for range reachShare - 1 {
		r.learn(20, 1)
	}
	if r.learn(20, ownWork); !r.asks(20) {
		t.Fatalf("one shared search in %d: does not ask; want it to", reachShare)
	}
	if r.learn(20, 1); r.asks(20) {
		t.Fatalf("one shared search in %d: asks; want not", reachShare+1)
	}

	r = reach{}
	for range reachShare {
		r.learn(reachPlies+5, 0)
	}
	if r.asks(reachPlies-1) || r.asks(1000) {
		t.Fatalf("plies past %d: ask after %d small searches deeper still; want them counted as one", reachPlies, reachShare)
	}
}
