package regions

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/queens"
	"pgregory.net/rapid"
)

var sweepBoards = flag.Int("sweep.boards", 0,
	"boards per size from 12 to 20 for TestGrownBoards, which logs a table of times and nodes if set")

// maxGrownNodes bounds the nodes Count(b, 2) takes on a board made by Grow;
// the most seen on 10,000 boards of every size from 12 to 20 is 52.
const maxGrownNodes = 100

// countNodes is Count(b, limit) on the caller's goroutine that also returns
// the nodes the search visited.
func countNodes(b *Board, limit int64) (k, nodes int64) {
	nodes, _ = newSolver(b).search().Walk(context.Background(), func(state) bool {
		k++
		return limit <= 0 || k < limit
	})
	return k, nodes
}

// grownBoards returns count boards of size n, each grown by Grow around a
// random NoTouch placement, from a generator seeded by n.
func grownBoards(n, count int) []*Board {
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	bs := make([]*Board, count)
	for i := range bs {
		p, _ := queens.Random(n, queens.NoTouch, rng)
		b, err := Grow(p, rng)
		if err != nil {
			panic(err)
		}
		bs[i] = b
	}
	return bs
}

// Count(b, 2) takes few nodes on every board Grow makes: without Hall's
// rule 1% of 20×20 boards took over 500,000 and some over 50,000,000. With
// -sweep.boards it also logs, per size, the median, 99th percentile and
// largest CPU time and nodes of Count(b, 2).
func TestGrownBoards(t *testing.T) {
	boards := *sweepBoards
	if boards == 0 {
		boards = 100
		if testing.Short() {
			boards = 20
		}
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for n := 12; n <= MaxN; n++ {
		var ts []time.Duration
		var ns []int64
		for _, b := range grownBoards(n, boards) {
			start := threadTime()
			k, nodes := countNodes(b, 2)
			ts = append(ts, threadTime()-start)
			ns = append(ns, nodes)
			if k < 1 || nodes > maxGrownNodes {
				t.Errorf("%d solutions, %d nodes, want at least 1 in at most %d:\n%s", k, nodes, maxGrownNodes, b)
			}
		}
		if *sweepBoards > 0 {
			slices.Sort(ts)
			slices.Sort(ns)
			p99 := len(ts) * 99 / 100
			t.Logf("N=%d  %d boards  CPU time median %v  p99 %v  max %v  nodes median %d  p99 %d  max %d\n",
				n, boards, ts[len(ts)/2], ts[p99], ts[len(ts)-1], ns[len(ns)/2], ns[p99], ns[len(ns)-1])
		}
	}
}

// The boards that took the solver without Hall's rule longest to count to
// two take it few nodes, and the two solutions it finds are real.
func TestSlowGrownBoards(t *testing.T) {
	data, err := os.ReadFile("testdata/grown-slow.txt")
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, block := range strings.Split(string(data), "\nboard ")[1:] {
		var n int
		var was int64
		if _, err := fmt.Sscanf(block, "%d nodes %d", &n, &was); err != nil {
			t.Fatalf("bad header in %q: %v", block, err)
		}
		_, rows, _ := strings.Cut(block, "\n")
		b, err := Parse(rows)
		if err != nil || b.N() != n {
			t.Fatalf("board of size %d: %v\n%s", n, err, rows)
		}
		seen++
		if k, nodes := countNodes(b, 2); k != 2 || nodes > maxGrownNodes || nodes*100 > was {
			t.Errorf("%d×%d: %d solutions in %d nodes (%d without Hall's rule)", n, n, k, nodes, was)
		}
		var sols []queens.Placement
		for p := range Solutions(b) {
			if !b.solves(p) || slices.ContainsFunc(sols, func(q queens.Placement) bool { return slices.Equal(p, q) }) {
				t.Fatalf("%d×%d: %v is not a new solution", n, n, p)
			}
			if sols = append(sols, p); len(sols) == 2 {
				break
			}
		}
	}
	if seen != 9 {
		t.Fatalf("read %d boards, want 9", seen)
	}
}

// solves reports whether p puts one queen in every row, column and region
// of b, no two touching.
func (b *Board) solves(p queens.Placement) bool {
	if len(p) != b.n || !p.Valid(queens.NoTouch) {
		return false
	}
	var regs uint32
	for r, c := range p {
		regs |= 1 << b.region[r*b.n+c]
	}
	return regs == 1<<b.n-1
}

// Hall's rule changes how much the solver searches, never what it finds:
// with and without it, the search yields the same solutions in some order,
// on grown boards and on boards of random cells whose regions fall apart.
func TestHallKeepsSolutions(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(MinN, 11).Draw(t, "n")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0))
		var b *Board
		if rapid.Bool().Draw(t, "grown") {
			p, _ := queens.Random(n, queens.NoTouch, rng)
			b, _ = Grow(p, rng)
		} else {
			b = &Board{n: n, region: make([]uint8, n*n)}
			for i := range b.region {
				b.region[i] = uint8(rng.IntN(n))
			}
			for g := range n { // every region has a cell, in row g
				b.region[g*n+rng.IntN(n)] = uint8(g)
			}
		}
		sv := newSolver(b)
		with, without := solutionSet(sv, sv.search()), solutionSet(sv, sv.plainSearch())
		if !slices.EqualFunc(with, without, slices.Equal[[]int]) {
			t.Fatalf("%d solutions with Hall's rule, %d without\n%s", len(with), len(without), b)
		}
		for _, s := range with {
			if !b.solves(queens.Placement(s)) {
				t.Fatalf("%v is no solution of\n%s", s, b)
			}
		}
	})
}

// solutionSet returns the solutions s yields, sorted.
func solutionSet(sv *solver, s backtrack.Search[state]) [][]int {
	var all [][]int
	s.Walk(context.Background(), func(x state) bool {
		all = append(all, sv.placement(x))
		return true
	})
	slices.SortFunc(all, slices.Compare)
	return all
}
