package minimax_test

import (
	"fmt"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// nim3 is Nim on three heap3: a move takes 1 or more sticks from one heap,
// and the player who cannot move loses. A move is heap*32 + sticks taken;
// takeOne tries taking one stick first, an order that makes alpha-beta
// prune least.
type nim3 struct{ takeOne bool }

type heap3 [3]int8

func (g nim3) Moves(dst []int8, s heap3) []int8 {
	for h := range s {
		for k := int8(1); k <= s[h]; k++ {
			if !g.takeOne {
				k = s[h] + 1 - k
			}
			dst = append(dst, int8(h)*32+k)
			if !g.takeOne {
				k = s[h] + 1 - k
			}
		}
	}
	return dst
}

func (nim3) Play(s heap3, m int8) heap3         { s[m/32] -= m % 32; return s }
func (nim3) Over(heap3) (minimax.Outcome, bool) { return minimax.Draw, false }

// Hash packs the heap3, as the Hasher doc allows.
func (nim3) Hash(s heap3) uint64 { return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 }

// hashedTicTacToe is tic-tac-toe with a hash that packs the board.
type hashedTicTacToe struct{ tictactoe }

func (hashedTicTacToe) Hash(b board) uint64 { return uint64(b.x)<<16 | uint64(b.o) }

// memo is a memoised negamax, the reference for games whose states fit in
// memory: the outcome and plies of each state, the winner fastest and the
// loser slowest, each state searched once.
func memo[S comparable, M any](g minimax.Game[S, M], s S, seen map[S][2]int) (minimax.Outcome, int) {
	if v, ok := seen[s]; ok {
		return minimax.Outcome(v[0]), v[1]
	}
	o, over := g.Over(s)
	plies := 0
	if !over {
		o = minimax.Loss
		for _, m := range g.Moves(nil, s) {
			co, cp := memo(g, g.Play(s, m), seen)
			co, cp = -co, cp+1
			if co > o || co == o && (co == minimax.Win && cp < plies || co == minimax.Loss && cp > plies) || plies == 0 && co == o {
				o, plies = co, cp
			}
		}
	}
	seen[s] = [2]int{int(o), plies}
	return o, plies
}

// smallGames are games whose reachable states all fit in the table.
func smallGames() []struct {
	name  string
	solve func(opts ...minimax.Option) (minimax.Result[int8], error)
	ref   func() (minimax.Outcome, int, int)
} {
	type game = struct {
		name  string
		solve func(opts ...minimax.Option) (minimax.Result[int8], error)
		ref   func() (minimax.Outcome, int, int)
	}
	var games []game
	for _, one := range []bool{false, true} {
		for _, h := range []heap3{{4, 5, 6}, {10, 11, 12}, {12, 13, 14}} {
			g := nim3{one}
			games = append(games, game{fmt.Sprintf("nim3%v/takeOne=%v", h, one),
				func(opts ...minimax.Option) (minimax.Result[int8], error) { return minimax.Solve(g, h, opts...) },
				func() (minimax.Outcome, int, int) {
					seen := map[heap3][2]int{}
					o, p := memo(g, h, seen)
					return o, p, len(seen)
				}})
		}
	}
	return games
}

// A game whose states fit in the table costs a small multiple of its
// reachable states, whatever the move order: a table that spread a hash
// which only packs bits badly made Nim cost 60 times more per heap step.
func TestSmallGamesCostTheirStates(t *testing.T) {
	for _, g := range smallGames() {
		o, p, states := g.ref()
		r, err := g.solve(minimax.ValueOnly(), minimax.MaxNodes(int64(100*states)))
		if err != nil || r.Outcome != o || r.Plies != p {
			t.Errorf("%s: %v in %d (%v), want %v in %d", g.name, r.Outcome, r.Plies, err, o, p)
			continue
		}
		if r.Nodes > int64(20*states) {
			t.Errorf("%s: %d nodes for %d states, want at most 20 a state", g.name, r.Nodes, states)
		}
		t.Logf("%s: %d nodes, %d states", g.name, r.Nodes, states)
	}
	seen := map[board][2]int{}
	memo[board, int](tictactoe{}, board{}, seen)
	r, err := minimax.Solve[board, int](hashedTicTacToe{}, board{}, minimax.ValueOnly())
	if err != nil || r.Nodes > int64(20*len(seen)) {
		t.Errorf("tic-tac-toe: %d nodes for %d states (%v), want at most 20 a state", r.Nodes, len(seen), err)
	}
	t.Logf("tic-tac-toe: %d nodes, %d states", r.Nodes, len(seen))
}

// benchmarkNim solves Nim on heap3 12, 13 and 14 (2,730 states), taking
// one stick first, by solve, which returns the outcome, the plies, and the
// states it visited, reported in unit.
func benchmarkNim(b *testing.B, unit string, solve func() (minimax.Outcome, int, int64)) {
	var visited int64
	for b.Loop() {
		o, p, n := solve()
		if o != minimax.Win || p != 27 {
			b.Fatalf("%v in %d", o, p)
		}
		visited += n
	}
	b.ReportMetric(float64(visited)/float64(b.N), unit)
}

// BenchmarkNim_Solve is the engine with a Hasher, ValueOnly; nodes/op is
// the nodes it visits.
func BenchmarkNim_Solve(b *testing.B) {
	benchmarkNim(b, "nodes/op", func() (minimax.Outcome, int, int64) {
		r, err := minimax.Solve(nim3{true}, heap3{12, 13, 14}, minimax.ValueOnly())
		if err != nil {
			b.Fatal(err)
		}
		return r.Outcome, r.Plies, r.Nodes
	})
}

// BenchmarkNim_Memo is a memoised negamax, the reference; states/op is the
// states it memoises, each evaluated once.
func BenchmarkNim_Memo(b *testing.B) {
	benchmarkNim(b, "states/op", func() (minimax.Outcome, int, int64) {
		seen := map[heap3][2]int{}
		o, p := memo(nim3{true}, heap3{12, 13, 14}, seen)
		return o, p, int64(len(seen))
	})
}
