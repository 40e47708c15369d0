package minimax

import (
	"runtime"
	"sync/atomic"
	"unsafe"
)

// smallTeam is the most workers a solve runs where GOMAXPROCS is smaller;
// elsewhere it is GOMAXPROCS. Beyond one a core, workers only take turns on
// the cores: they cost memory, splits, contention for the table and time to
// see a cancellation, without adding speed. A team of a few still gives a
// machine of one or two cores the team's code paths, for tests and the
// race detector.
const smallTeam = 4

// workerStack is the goroutine stack a team worker is counted for: the
// engine does not recurse, so a worker's stack stays at its first size.
const workerStack = 8 << 10

// teams records the size of the last team started, for tests.
var teams atomic.Int64

// workerBytes is what a team worker takes besides its path and its own
// table: its goroutine's stack and two engines, its own and the one it
// searches others' moves with while it waits (see wait).
func workerBytes[S comparable, M any, K comparable]() int64 {
	return workerStack + 2*int64(unsafe.Sizeof(engine[S, M, K]{}))
}

// teamSize returns how many workers a solve by e runs: Workers' n, or one
// per core; at most maxTeam; and no more than a quarter of the
// memory budget holds, each taking workerBytes and buffers as large as e's
// are now (fits counts them for every worker). A solve of one worker runs
// no team.
func (e *engine[S, M, K]) teamSize() int {
	n := e.workers
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	n = min(n, maxTeam())
	if e.budget > 0 {
		each := workerBytes[S, M, K]() + e.buffers()
		n = int(min(int64(n), e.budget/4/each))
	}
	return max(n, 1)
}

// maxTeam returns the most workers a solve runs, whatever Workers says.
func maxTeam() int {
	return max(runtime.GOMAXPROCS(0), smallTeam)
}

// buffers is the memory of the engine's search buffers as they stand.
func (e *engine[S, M, K]) buffers() int64 {
	return int64(cap(e.stack))*e.size.frame + int64(cap(e.ms)+cap(e.cand))*e.size.move
}
