package regions

import (
	"cmp"
	"context"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/queens"
)

// A shape is what reshape aims at: a boundary of perim cell sides (see
// Stats.Boundary), a largest region of largest cells, and no region of one
// or two cells but those in tiny, a set of regions meant to be single cells.
type shape struct {
	perim, largest int
	tiny           uint32
}

// aim draws the shape to aim at on an n×n board: the largest region's share
// 0.20 + 0.38x^1.4 for a uniform x (LinkedIn's quartiles at N = 7 to 11
// are 0.26, 0.33 and 0.43), at most 0.45 from N = 12; the boundary per cell
// within 0.2 of 1.43 + 4.04/N, the line through LinkedIn's averages at N = 7
// to 11. tiny is left to sprout.
func aim(n int, rng *rand.Rand) shape {
	share := 0.20 + 0.38*math.Pow(rng.Float64(), 1.4)
	if n >= 12 {
		share = min(share, 0.45)
	}
	bnd := 1.43 + 4.04/float64(n) + 0.4*(rng.Float64()-0.5)
	return shape{perim: int(bnd * float64(n*n)), largest: int(share*float64(n*n) + 0.5)}
}

// penalty measures how far a board with regions of the given sizes and a
// boundary of perim sides is from the aim: a point for each side of
// boundary missing and each cell the largest region is off, six for each
// region of one or two cells not in tiny and six more for one of one cell.
func (a shape) penalty(size []int, perim int) float64 {
	p := float64(max(a.perim-perim, 0))
	big := 0
	for g, k := range size {
		big = max(big, k)
		if k <= 2 && a.tiny&(1<<g) == 0 {
			p += 6
			if k == 1 {
				p += 6
			}
		}
	}
	return p + math.Abs(float64(big-a.largest))
}

// reshapes*N is how many moves reshape checks at most, each with a search
// of at most checkNodes*N² nodes.
const (
	reshapes   = 12
	checkNodes = 10
)

// A handover moves cell i to region to; score ranks it.
type handover struct {
	i     int
	to    uint8
	score float64
}

// reshape moves cells of b, whose only solution is p, one at a time to a
// neighbouring region, never into or out of a tiny one, towards the shape
// a: it takes the move that lowers
// the penalty most (ties at random) of those that keep every region
// connected and p the only solution, and stops when no move helps or after
// reshapes*N checks. It stops with ctx.Err() when ctx is done.
func reshape(ctx context.Context, b *Board, p queens.Placement, a shape, rng *rand.Rand) error {
	n := b.n
	size := make([]int, n)
	perim := 0
	for i, g := range b.region {
		size[g]++
		perim += 4 - b.sides(i, g)
	}
	seen := make([]bool, n*n)
	var moves []handover
	for budget := reshapes * n; budget > 0; {
		now := a.penalty(size, perim)
		moves = moves[:0]
		for i, g := range b.region {
			if p[i/n] == i%n || a.tiny&(1<<g) != 0 {
				continue
			}
			cg := b.sides(i, g)
			var done [4]uint8
			k := 0
			for _, j := range neighbours(n, i) {
				if j < 0 || b.region[j] == g || a.tiny&(1<<b.region[j]) != 0 || slices.Contains(done[:k], b.region[j]) {
					continue
				}
				h := b.region[j]
				done[k] = h
				k++
				size[g]--
				size[h]++
				if d := a.penalty(size, perim+2*(cg-b.sides(i, h))) - now; d < 0 {
					moves = append(moves, handover{i, h, d})
				}
				size[g]++
				size[h]--
			}
		}
		rng.Shuffle(len(moves), func(x, y int) { moves[x], moves[y] = moves[y], moves[x] })
		slices.SortStableFunc(moves, func(x, y handover) int { return cmp.Compare(x.score, y.score) })
		moved := false
		for _, m := range moves {
			if budget == 0 {
				break
			}
			g := b.region[m.i]
			d := 2 * (b.sides(m.i, g) - b.sides(m.i, m.to))
			b.region[m.i] = m.to
			if b.joined(g, p, seen) != size[g]-1 {
				b.region[m.i] = g // it would cut g apart
				continue
			}
			budget--
			if err := ctx.Err(); err != nil {
				return err // the check below is too short to look at ctx
			}
			other, err := queenOn(ctx, b, m.i, int64(checkNodes*n*n))
			if err != nil {
				return err
			}
			if other {
				b.region[m.i] = g
				continue
			}
			perim += d
			size[g]--
			size[m.to]++
			moved = true
			break
		}
		if !moved {
			return nil
		}
	}
	return nil
}

// queenOn reports whether some solution of b has a queen on cell i, or
// whether the search for one needs more than budget nodes. It returns
// ctx.Err() if ctx is done. When b had one solution before cell i changed
// region, a new solution must have a queen on i, since one without would
// have been a solution before; so this search, much smaller than a count,
// tells whether the move kept the solution the only one.
func queenOn(ctx context.Context, b *Board, i int, budget int64) (bool, error) {
	sv := newSolver(b)
	s := sv.plainSearch()
	s.Root = sv.place(s.Root, i/b.n, i%b.n)
	found := false
	_, err := s.Walk(ctx, func(state) bool { found = true; return false }, backtrack.MaxNodes(budget))
	if err == backtrack.ErrBudget {
		return true, nil
	}
	return found, err
}
