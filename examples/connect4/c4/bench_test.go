package c4

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// benchPositions is 100 positions after n random moves, seeded, with their
// moves (columns 1 to 7) and their scores by the dedicated negamax.
func benchPositions(b *testing.B, n int) ([]Position, []string, []int) {
	r := rand.New(rand.NewPCG(uint64(n), 2026))
	ng := newNegamax(bigSlots)
	var ps []Position
	var moves []string
	var scores []int
	for len(ps) < 100 {
		p, m := randomPosition(r, n)
		if p.Stones() != n {
			continue
		}
		ps = append(ps, p)
		moves = append(moves, m)
		scores = append(scores, ng.solve(p))
	}
	return ps, moves, scores
}

// benchmarkSolve solves the positions with solve, starting each round with
// an empty table (reset, not timed), and reports nodes and time per
// Position.
func benchmarkSolve(b *testing.B, n int, reset func(), solve func(Position) (int, int64)) {
	ps, _, want := benchPositions(b, n)
	b.ReportAllocs()
	var nodes int64
	for b.Loop() {
		b.StopTimer()
		reset()
		b.StartTimer()
		for i, p := range ps {
			s, k := solve(p)
			if s != want[i] {
				b.Fatalf("position %d: score %d, want %d", i, s, want[i])
			}
			nodes += k
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N*len(ps)), "nodes/pos")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps))/1e6, "ms/pos")
}

// benchmarkEngine solves through the generic engine with the game's hooks.
func benchmarkEngine(b *testing.B, n int) {
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(TableSize))
	benchmarkSolve(b, n, sv.Reset, func(p Position) (int, int64) {
		r, err := sv.Solve(p)
		if err != nil {
			b.Fatal(err)
		}
		return Score(p, r.Outcome, r.Plies), r.Nodes
	})
}

// benchmarkNegamax solves with the dedicated negamax, the reference, whose
// table has slots entries.
func benchmarkNegamax(b *testing.B, n int, slots uint64) {
	ng := newNegamax(slots)
	benchmarkSolve(b, n, ng.reset, func(p Position) (int, int64) {
		before := ng.nodes
		return ng.solve(p), ng.nodes - before
	})
}

// The engine against Pons' algorithm with his table of 8M entries (40 MB),
// and with one of 131K entries (655 KB) that stays in the caches as the
// engine's table of 64K states (1.5 MB) does; run on one core (-cpu 1).
// With Pons' table the engine takes less time than the negamax; with both
// tables in the caches, the engine's interface calls and bookkeeping cost
// more per node than the negamax's inlined code. The figures are in
// BENCHMARKS.md (go run ./internal/cmd/benchmarks).
func BenchmarkSolve_Engine_12(b *testing.B)       { benchmarkEngine(b, 12) }
func BenchmarkSolve_Negamax_12(b *testing.B)      { benchmarkNegamax(b, 12, bigSlots) }
func BenchmarkSolve_NegamaxSmall_12(b *testing.B) { benchmarkNegamax(b, 12, smallSlots) }
func BenchmarkSolve_Engine_20(b *testing.B)       { benchmarkEngine(b, 20) }
func BenchmarkSolve_Negamax_20(b *testing.B)      { benchmarkNegamax(b, 20, bigSlots) }
func BenchmarkSolve_NegamaxSmall_20(b *testing.B) { benchmarkNegamax(b, 20, smallSlots) }
func BenchmarkSolve_Engine_28(b *testing.B)       { benchmarkEngine(b, 28) }
func BenchmarkSolve_Negamax_28(b *testing.B)      { benchmarkNegamax(b, 28, bigSlots) }
func BenchmarkSolve_NegamaxSmall_28(b *testing.B) { benchmarkNegamax(b, 28, smallSlots) }

// Solvers in other languages on the same positions, beside the engine on
// one core (-cpu 1): Pascal Pons' C++ solver, say. Each program that
// GO_PUZZLES_C4_SOLVERS names ("label=command arg ...;...") reads the
// positions as move strings, one a line, and prints "moves score nodes
// microseconds" a line, as Pons' solver does; its scores must agree, and
// its node counts are reported. The time includes starting the program
// once for the 100 positions. Without the variable these skip; go run
// ./internal/cmd/benchmarks runs them when it is set.
func BenchmarkSolve_External_12(b *testing.B) { benchmarkExternal(b, 12) }
func BenchmarkSolve_External_20(b *testing.B) { benchmarkExternal(b, 20) }
func BenchmarkSolve_External_28(b *testing.B) { benchmarkExternal(b, 28) }

func benchmarkExternal(b *testing.B, n int) {
	const env = "GO_PUZZLES_C4_SOLVERS"
	progs := programs(b, env)
	if len(progs) == 0 {
		b.Skip("set " + env + " to compare solvers in other languages")
	}
	_, moves, want := benchPositions(b, n)
	input := strings.Join(moves, "\n") + "\n"
	for _, p := range progs {
		b.Run(p.label, func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				cmd := exec.Command(p.args[0], p.args[1:]...)
				cmd.Stdin = strings.NewReader(input)
				out, err := cmd.Output()
				if err != nil {
					b.Fatalf("%s: %v", p.label, err)
				}
				lines := strings.Split(strings.TrimSpace(string(out)), "\n")
				if len(lines) != len(moves) {
					b.Fatalf("%s printed %d lines for %d positions", p.label, len(lines), len(moves))
				}
				for i, l := range lines {
					f := strings.Fields(l)
					if len(f) < 3 || f[0] != moves[i] {
						b.Fatalf("%s: line %d is %q, want %q score nodes ...", p.label, i+1, l, moves[i])
					}
					score, err1 := strconv.Atoi(f[1])
					k, err2 := strconv.ParseInt(f[2], 10, 64)
					if err1 != nil || err2 != nil || score != want[i] {
						b.Fatalf("%s: position %s: %q, want score %d", p.label, moves[i], l, want[i])
					}
					nodes += k
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N*len(moves)), "nodes/pos")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves))/1e6, "ms/pos")
		})
	}
}

// program is a command that a benchmark runs; programs reads a list of them,
// "label=command arg ...;...", from the environment variable env (as the
// library's internal/testutil.Programs does: this package, under examples/,
// imports nothing internal), or nil when env is unset.
type program struct {
	label string
	args  []string
}

func programs(b *testing.B, env string) []program {
	var out []program
	for _, item := range strings.Split(os.Getenv(env), ";") {
		if strings.TrimSpace(item) == "" {
			continue
		}
		label, cmd, ok := strings.Cut(item, "=")
		label, args := strings.TrimSpace(label), strings.Fields(cmd)
		if !ok || label == "" || strings.ContainsAny(label, " /") || len(args) == 0 {
			b.Fatalf("%s: %q is not label=command (a label without spaces or slashes)", env, item)
		}
		out = append(out, program{label, args})
	}
	return out
}

// benchmarkGeneral is benchmarkEngine with the general path on the
// standard board (a Game with the 7x6 shape, which New does not make): the
// cost of the sizes, beside the fast path.
func benchmarkGeneral(b *testing.B, n int) {
	sv := minimax.NewSolver(Game{s: newShape(width, height)}, minimax.ValueOnly(), minimax.TableSize(TableSize))
	benchmarkSolve(b, n, sv.Reset, func(p Position) (int, int64) {
		r, err := sv.Solve(p)
		if err != nil {
			b.Fatal(err)
		}
		return Score(p, r.Outcome, r.Plies), r.Nodes
	})
}

func BenchmarkSolve_General_20(b *testing.B) { benchmarkGeneral(b, 20) }
func BenchmarkSolve_General_28(b *testing.B) { benchmarkGeneral(b, 28) }
