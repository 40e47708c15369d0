package regions

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/queens"
)

// altSample is how many other solutions unique looks at before each repair,
// with a search of at most altNodes*N² nodes: a few boards need thousands
// of times the usual hundred nodes, and are best given up.
const (
	altSample = 8
	altNodes  = 250
)

// repairs*N is how many repairs unique tries before it gives a board up;
// a repair takes cells only from regions of more than minKeep cells and
// leaves them at least minKeep.
const (
	repairs = 8
	minKeep = 2
)

// unique changes regions of b, never the cells of p's queens, until p is
// its only solution, and reports whether it got there within its budget of
// repairs and nodes; it stops with ctx.Err() when ctx is done. Each repair looks at up
// to altSample other solutions and takes the cell that most of them put a
// queen on (outside p) from its region g to a neighbouring region h: every
// solution with a queen there dies, since g is left without a queen and h
// has two. A cell inside g goes with the shortest corridor of g's cells that
// leads to h, and parts of g cut off from its queen go too. New solutions
// may appear, so the loop runs until a count finds none.
func unique(ctx context.Context, b *Board, p queens.Placement, rng *rand.Rand) (bool, error) {
	n := b.n
	tally := make([]int, n*n)
	var size [MaxN]int
	for _, g := range b.region {
		size[g]++
	}
	var cells []int
	seen := make([]bool, n*n)
	for range repairs * n {
		if err := ctx.Err(); err != nil {
			return false, err // a short search does not look at ctx
		}
		alts, err := others(ctx, b, p, altSample, rng)
		if err == backtrack.ErrBudget {
			return false, nil
		}
		if err != nil {
			return false, err
		}
		if len(alts) == 0 {
			return true, nil
		}
		clear(tally)
		for _, a := range alts {
			for r, c := range a {
				if c != p[r] {
					tally[r*n+c]++
				}
			}
		}
		cells = cells[:0]
		for i, k := range tally {
			if k > 0 && size[b.region[i]] > minKeep {
				cells = append(cells, i)
			}
		}
		rng.Shuffle(len(cells), func(x, y int) { cells[x], cells[y] = cells[y], cells[x] })
		slices.SortStableFunc(cells, func(x, y int) int { return tally[y] - tally[x] })
		moved := false
		for _, i := range cells {
			if moved = b.carve(i, p, size[:n], seen, rng); moved {
				break
			}
		}
		if !moved {
			return false, nil
		}
	}
	return false, nil
}

// carve moves cell i, not a queen of p, from its region g to a region h
// at the end of the corridor that joins it to h, with the corridor and the
// parts of g cut off from its queen, and reports whether it did: not if
// fewer than minKeep cells of g would stay joined to its queen, nor if no
// corridor avoids the queen. size holds the size of each
// region and seen is scratch of N² cells.
func (b *Board) carve(i int, p queens.Placement, size []int, seen []bool, rng *rand.Rand) bool {
	g := b.region[i]
	path, h := b.corridor(i, p, rng)
	if path == nil {
		return false
	}
	for _, j := range path {
		b.region[j] = h
	}
	kept := b.joined(g, p, seen)
	if kept < minKeep {
		for _, j := range path {
			b.region[j] = g
		}
		return false
	}
	for j, x := range b.region {
		if x == g && !seen[j] {
			b.region[j] = h
		}
	}
	size[h] += size[g] - kept
	size[g] = kept
	return true
}

// others returns up to k solutions of b other than p, or ctx.Err(), or
// backtrack.ErrBudget after altNodes*N² nodes.
func others(ctx context.Context, b *Board, p queens.Placement, k int, rng *rand.Rand) ([]queens.Placement, error) {
	sv := newSolver(b)
	var alts []queens.Placement
	_, err := sv.plainSearch().Shuffled(rng).Walk(ctx, func(s state) bool {
		q := sv.placement(s)
		if !slices.Equal(q, p) {
			alts = append(alts, q)
		}
		return len(alts) < k
	}, backtrack.MaxNodes(int64(altNodes*b.n*b.n)))
	return alts, err
}

// corridor returns the shortest path through the cells of i's region g,
// from i to a cell beside another region, avoiding g's queen in p, and that
// other region (one at random if several); nil if every such path passes
// through the queen. i is not a queen of p.
func (b *Board) corridor(i int, p queens.Placement, rng *rand.Rand) ([]int, uint8) {
	n := b.n
	g := b.region[i]
	from := make([]int, n*n) // the cell before each on its path, -2 unseen
	for j := range from {
		from[j] = -2
	}
	from[i] = -1
	queue := []int{i}
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		var near [4]uint8
		k := 0
		for _, x := range neighbours(n, j) {
			if x >= 0 && b.region[x] != g {
				near[k] = b.region[x]
				k++
			}
		}
		if k > 0 {
			var path []int
			for x := j; x != -1; x = from[x] {
				path = append(path, x)
			}
			return path, near[rng.IntN(k)]
		}
		for _, x := range neighbours(n, j) {
			if x >= 0 && from[x] == -2 && b.region[x] == g && p[x/n] != x%n {
				from[x] = j
				queue = append(queue, x)
			}
		}
	}
	return nil, 0
}

// sides returns how many of the four cells beside cell i are in region g.
func (b *Board) sides(i int, g uint8) int {
	k := 0
	for _, j := range neighbours(b.n, i) {
		if j >= 0 && b.region[j] == g {
			k++
		}
	}
	return k
}

// joined returns how many cells of region g are joined to its queen in p,
// and marks them in seen, of N² cells.
func (b *Board) joined(g uint8, p queens.Placement, seen []bool) int {
	n := b.n
	start := -1
	for r, c := range p {
		if b.region[r*n+c] == g {
			start = r*n + c
		}
	}
	clear(seen)
	seen[start] = true
	reached := 0
	stack := []int{start}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		reached++
		for _, k := range neighbours(n, j) {
			if k >= 0 && !seen[k] && b.region[k] == g {
				seen[k] = true
				stack = append(stack, k)
			}
		}
	}
	return reached
}
