package scratch

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/minimax"
)

func TestSpeed(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, depth := range []int{8, 10, 12, 14} {
		var worst time.Duration
		var worstN int64
		fails := 0
		for i := 0; i < 6; i++ {
			var moves string
			var p c4.Position
			for len(moves) < depth {
				c := r.IntN(7)
				if !p.CanPlay(c) || p.Wins(c) { continue }
				q := p.Play(c)
				// avoid positions where the next player wins at once
				ok := true
				for d := 0; d < 7; d++ { if q.Wins(d) { ok = false } }
				if !ok { continue }
				p = q
				moves += fmt.Sprint(c + 1)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			start := time.Now()
			res, err := minimax.SolveContext(ctx, c4.Game{}, p, minimax.TableSize(c4.TableSize), minimax.MaxMemory(16<<20))
			cancel()
			d := time.Since(start)
			if err != nil { fails++ }
			if d > worst { worst, worstN = d, res.Nodes }
			fmt.Printf("depth %d %s: %v %v best %d nodes %d err %v\n", depth, moves, d.Round(time.Millisecond), res.Outcome, res.Best+1, res.Nodes, err)
		}
		fmt.Printf("depth %d worst %v (%d nodes), %d fails\n", depth, worst, worstN, fails)
	}
}
