package regions

import (
	"context"
	"iter"
	"math/bits"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/queens"
)

// Solutions returns every solution of b lazily: placements with one queen in
// every row, column and region, no two touching (queens.NoTouch). Each
// Placement is a new slice the caller may keep. Regions in several pieces
// are fine: a region still takes one queen. An empty board has none.
//
// Solutions come in a fixed order, the same on every run. The search runs
// on the caller's goroutine and looks for no solution ahead of the one
// yielded, so breaking out of the loop stops it at once. The time to the
// next solution is bounded only by the size of the tree (see Count): use
// SolutionsContext to stop a search that runs too long.
func Solutions(b *Board) iter.Seq[queens.Placement] {
	return SolutionsContext(context.Background(), b)
}

// SolutionsContext is Solutions that stops yielding within 100 ms once ctx
// is done. It yields nothing if ctx is done before it starts; check
// ctx.Err() after the loop to tell a finished sequence from a cancelled
// one. A nil ctx is a programming error: SolutionsContext panics.
func SolutionsContext(ctx context.Context, b *Board) iter.Seq[queens.Placement] {
	if ctx == nil {
		panic("regions: nil Context")
	}
	return func(yield func(queens.Placement) bool) {
		if b.empty() || ctx.Err() != nil {
			return
		}
		sv := newSolver(b)
		sv.search().Walk(ctx, func(s state) bool { return yield(sv.placement(s)) })
	}
}

// Count returns the number of solutions of b, stopping once it has found
// limit of them; limit <= 0 counts them all, on every core. Count(b, 2) == 1
// says b has exactly one solution. An empty or nil board is an error, the
// only one Count returns (CountContext adds ctx.Err()).
//
// Published puzzles, with one solution or a few, count fast. The time grows
// with the number of solutions, though, and some boards have billions: the
// 14×14 board whose regions are its columns has as many as there are
// NoTouch placements of 14 queens (queens.Count). Give a limit, or use
// CountContext.
func Count(b *Board, limit int64) (int64, error) {
	return CountContext(context.Background(), b, limit)
}

// CountContext is Count that gives up when ctx is done, returning 0 and
// ctx.Err() within 100 ms, every worker stopped. If ctx is done before it
// starts, it returns at once. A nil ctx is a programming error:
// CountContext panics.
func CountContext(ctx context.Context, b *Board, limit int64) (int64, error) {
	if ctx == nil {
		panic("regions: nil Context")
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if b.empty() {
		return 0, errEmpty
	}
	s := newSolver(b).search()
	if limit <= 0 {
		return s.CountContext(ctx)
	}
	var k int64
	if _, err := s.Walk(ctx, func(state) bool { k++; return k < limit }); err != nil {
		return 0, err
	}
	return k, nil
}

// solver holds what the search needs to know of a board.
type solver struct {
	n    int
	full uint32             // the columns of a row
	reg  [MaxN][MaxN]uint32 // reg[g][r]: the columns of region g in row r
	rows [MaxN]uint32       // rows[g]: the rows region g has cells in
	of   *[MaxN][MaxN]uint8 // the region of each cell
	grid [MaxN][MaxN]uint8  // backing array of of
}

// state is a partial solution: the cells still open for a queen and the
// units (rows, columns, regions) that have none yet.
type state struct {
	cand             [MaxN]uint32 // cand[r]: columns of row r still open
	queens           [MaxN]int8   // queens[r]: column of the queen in row r
	rows, cols, regs uint32       // units without a queen
}

func newSolver(b *Board) *solver {
	sv := &solver{n: b.n, full: 1<<b.n - 1}
	sv.of = &sv.grid
	for i, g := range b.region {
		r, c := i/b.n, i%b.n
		sv.grid[r][c] = g
		sv.reg[g][r] |= 1 << c
		sv.rows[g] |= 1 << r
	}
	return sv
}

func (sv *solver) root() state {
	s := state{rows: sv.full, cols: sv.full, regs: sv.full}
	for r := range sv.n {
		s.cand[r] = sv.full
	}
	return s
}

// place returns s with a queen on (r, c), which must be open.
func (sv *solver) place(s state, r, c int) state {
	g := sv.of[r][c]
	bit := uint32(1) << c
	s.queens[r] = int8(c)
	s.rows &^= 1 << r
	s.cols &^= bit
	s.regs &^= 1 << g
	reg := &sv.reg[g]
	for i := range sv.n {
		s.cand[i] &^= bit | reg[i]
	}
	s.cand[r] = 0
	near := bit | bit<<1 | bit>>1
	if r > 0 {
		s.cand[r-1] &^= near
	}
	if r+1 < sv.n {
		s.cand[r+1] &^= near
	}
	return s
}

// A unit is a row, a column or a region.
type unit struct {
	kind  int // row, col or region
	index int
}

const (
	row = iota
	col
	region
)

// spans holds, for each open region, the rows and the columns its open
// cells lie in.
type spans struct {
	rows, cols [MaxN]uint32
}

// span returns the open cells of region g in s: how many, and the rows and
// columns they lie in.
func (sv *solver) span(s *state, g int) (k int, rows, cols uint32) {
	for rs := sv.rows[g] & s.rows; rs != 0; rs &= rs - 1 {
		r := bits.TrailingZeros32(rs)
		if m := s.cand[r] & sv.reg[g][r]; m != 0 {
			k += bits.OnesCount32(m)
			rows |= 1 << r
			cols |= m
		}
	}
	return k, rows, cols
}

// tightest returns the unit without a queen that has the fewest open cells,
// and that number; 0 means s is a dead end. Ties go to rows, then columns,
// then regions, each in index order. It records the spans of the open
// regions in sp.
func (sv *solver) tightest(s *state, sp *spans) (unit, int) {
	best, bestK := unit{}, MaxN+1
	var colK [MaxN]int
	for f := s.rows; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		k := bits.OnesCount32(s.cand[r])
		if k < bestK {
			best, bestK = unit{row, r}, k
		}
		for m := s.cand[r]; m != 0; m &= m - 1 {
			colK[bits.TrailingZeros32(m)]++
		}
	}
	for f := s.cols; f != 0; f &= f - 1 {
		c := bits.TrailingZeros32(f)
		if colK[c] < bestK {
			best, bestK = unit{col, c}, colK[c]
		}
	}
	for f := s.regs; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		k, rows, cols := sv.span(s, g)
		sp.rows[g], sp.cols[g] = rows, cols
		if k < bestK {
			best, bestK = unit{region, g}, k
		}
	}
	return best, bestK
}

// crowded reports whether the rows (or the columns) of some open region
// hold all the open cells of more open regions than they have lines: those
// regions cannot all take a queen, so s is a dead end.
func crowded(s *state, sp *spans) bool {
	for f := s.regs; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		rows, cols := sp.rows[g], sp.cols[g]
		kr, kc := 0, 0
		for h := s.regs; h != 0; h &= h - 1 {
			j := bits.TrailingZeros32(h)
			if sp.rows[j]&^rows == 0 {
				kr++
			}
			if sp.cols[j]&^cols == 0 {
				kc++
			}
		}
		if kr > bits.OnesCount32(rows) || kc > bits.OnesCount32(cols) {
			return true
		}
	}
	return false
}

// hallFew is the most open regions at which branch skips Hall's rule: so
// few units leave a small tree, which the rule costs more than it saves.
const hallFew = 5

// branch appends to dst a child of s for each open cell of its tightest
// unit, after Hall's rule has ruled out what it can (see hall).
func (sv *solver) branch(dst []state, s state) []state {
	return sv.children(dst, s, true)
}

// plainBranch is branch without Hall's rule: it only gives up on regions
// whose open cells lie in the lines of one of them, fewer lines than
// regions.
func (sv *solver) plainBranch(dst []state, s state) []state {
	return sv.children(dst, s, false)
}

// children appends the children of s, with or without Hall's rule.
func (sv *solver) children(dst []state, s state, hall bool) []state {
	if s.rows == 0 {
		return dst
	}
	var sp spans
	u, k := sv.tightest(&s, &sp)
	// A forced move (k == 1) is made unchecked; its child checks.
	if hall && k > 1 && bits.OnesCount32(s.regs) > hallFew {
		ok, changed := sv.hall(&s, &sp)
		if !ok {
			return dst
		}
		if changed {
			u, k = sv.tightest(&s, &sp)
		}
	}
	if k == 0 || !hall && k > 1 && crowded(&s, &sp) {
		return dst
	}
	switch u.kind {
	case row:
		for m := s.cand[u.index]; m != 0; m &= m - 1 {
			dst = append(dst, sv.place(s, u.index, bits.TrailingZeros32(m)))
		}
	case col:
		for f := s.rows; f != 0; f &= f - 1 {
			if r := bits.TrailingZeros32(f); s.cand[r]&(1<<u.index) != 0 {
				dst = append(dst, sv.place(s, r, u.index))
			}
		}
	default:
		for f := s.rows & sv.rows[u.index]; f != 0; f &= f - 1 {
			r := bits.TrailingZeros32(f)
			for m := s.cand[r] & sv.reg[u.index][r]; m != 0; m &= m - 1 {
				dst = append(dst, sv.place(s, r, bits.TrailingZeros32(m)))
			}
		}
	}
	return dst
}

// search is the solver's search: Count and Solutions run it.
func (sv *solver) search() backtrack.Search[state] {
	return backtrack.Search[state]{
		Root:   sv.root(),
		Branch: sv.branch,
		Accept: func(s state) bool { return s.rows == 0 },
	}
}

// plainSearch is search without Hall's rule. Generate's repairs run it:
// their node budgets and random orders were set on it, and it keeps the
// puzzles a seed makes the same.
func (sv *solver) plainSearch() backtrack.Search[state] {
	s := sv.search()
	s.Branch = sv.plainBranch
	return s
}

// placement reads the queens off a finished state.
func (sv *solver) placement(s state) queens.Placement {
	p := make(queens.Placement, sv.n)
	for r := range p {
		p[r] = int(s.queens[r])
	}
	return p
}
