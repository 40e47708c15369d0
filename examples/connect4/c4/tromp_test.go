package c4

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/minimax"
)

// tromp is John Tromp's table of who wins Connect Four on each board of
// width+height <= 13 (github:tromp/tromp.github.io, c4/c4.html), with the
// outcome of each first move from his Fhourstones (github:tromp/fhourstones88)
// built for each size: for each width and height, the outcome for the
// first player of the empty board and then of each first move, column 1
// first: + a win, = a draw, - a loss. slow marks the boards that take more
// than a second of CPU, huge the three that take more than a minute and a
// half (8x5, 7x6 and 6x7: four, six and one and a half minutes).
var tromp = []struct {
	w, h       int
	outcomes   string
	slow, huge bool
}{
	{4, 4, "=====", false, false},
	{5, 4, "=-===-", false, false},
	{4, 5, "=====", false, false},
	{6, 4, "-------", false, false},
	{4, 6, "=====", false, false},
	{5, 5, "======", false, false},
	{7, 4, "=---=---", true, false},
	{4, 7, "=====", true, false},
	{6, 5, "=======", true, false},
	{5, 6, "======", true, false},
	{8, 4, "---------", true, false},
	{4, 8, "=====", true, false},
	{7, 5, "=-=====-", true, false},
	{5, 7, "======", true, false},
	{6, 6, "-------", true, false},
	{9, 4, "----------", true, false},
	{4, 9, "=====", true, false},
	{8, 5, "+-==++==-", true, true},
	{5, 8, "==-=-=", true, false},
	{7, 6, "+--=+=--", true, true},
	{6, 7, "+=+==+=", true, true},
}

// sign is an outcome as tromp writes it.
func sign(o minimax.Outcome) byte { return "-=+"[o+1] }

// cpu is the CPU time the process has used, user and system.
func cpu() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// solveOpening solves each first move on g's empty board, weakly (the
// outcome only), with one solver, the mirror image of a move solved taking
// its value, and returns the outcomes for the first player, the empty
// board's first (the best first move's), with the nodes and the CPU time.
// Its table holds 16M positions (384 MiB, Fhourstones' 512 MiB) on boards
// of 36 cells or more, 4M on boards of 32 or more, 1M below.
func solveOpening(t testing.TB, g Game) (string, int64, time.Duration) {
	size := 1 << 20
	switch cells := g.Width() * g.Height(); {
	case cells >= 36:
		size = 1 << 24
	case cells >= 32:
		size = 1 << 22
	}
	sv := minimax.NewSolver(g, minimax.OutcomeOnly(), minimax.TableSize(size))
	start := cpu()
	var nodes int64
	w := g.Width()
	first := make([]minimax.Outcome, w) // for the first player
	for c := range (w + 1) / 2 {
		r, err := sv.SolveContext(context.Background(), g.Play(Position{}, int8(c)))
		if err != nil {
			t.Fatalf("%v, column %d: %v", g, c+1, err)
		}
		nodes += r.Nodes
		first[c], first[w-1-c] = -r.Outcome, -r.Outcome
		t.Logf("%v, column %d: %c, %d nodes, %.2fs CPU so far", g, c+1, sign(first[c]), r.Nodes, (cpu() - start).Seconds())
	}
	out := []byte{sign(slices.Max(first))}
	for _, o := range first {
		out = append(out, sign(o))
	}
	return string(out), nodes, cpu() - start
}

// The outcome of the empty board and of each first move, on the boards of
// width+height <= 13, is Tromp's. Each first move is solved weakly (its
// mirror image takes its value), and the empty board's outcome is the best
// first move's. The slow boards run without -short, the huge ones (8x5, 7x6 and
// 6x7) only if GO_PUZZLES_C4_TROMP_HUGE is set, and the test logs each
// first move's and each board's nodes and CPU time (go test -v);
// GO_PUZZLES_C4_TROMP=WxH,... solves the boards named, of any size, and
// prints them instead.
func TestTrompTable(t *testing.T) {
	if env := os.Getenv("GO_PUZZLES_C4_TROMP"); env != "" {
		for _, s := range strings.Split(env, ",") {
			g, err := ParseSize(s)
			if err != nil {
				t.Fatal(err)
			}
			o, nodes, took := solveOpening(t, g)
			fmt.Printf("%v %s nodes %d cpu %.2fs\n", g, o, nodes, took.Seconds())
		}
		return
	}
	if len(tromp) != 21 {
		t.Errorf("%d boards, want the 21 of width+height <= 13", len(tromp))
	}
	huge := os.Getenv("GO_PUZZLES_C4_TROMP_HUGE") != ""
	var allNodes int64
	var allCPU time.Duration
	for _, b := range tromp {
		g, err := New(b.w, b.h)
		if err != nil {
			t.Fatal(err)
		}
		if b.slow && testing.Short() || b.huge && !huge {
			continue
		}
		o, nodes, took := solveOpening(t, g)
		t.Logf("%v: %s, %d nodes, %.2fs CPU", g, o, nodes, took.Seconds())
		if o != b.outcomes {
			t.Errorf("%v: outcomes %s, Tromp's %s", g, o, b.outcomes)
		}
		allNodes, allCPU = allNodes+nodes, allCPU+took
	}
	t.Logf("in all: %d nodes, %.2fs CPU", allNodes, allCPU.Seconds())
}
