package c4

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/go-puzzles/puzzles/minimax"
)

// A BookOption changes how BuildBook builds: [BookStart], [BookWorkers],
// [BookFrom] and [BookCheckpoint].
type BookOption func(*bookConfig)

type bookConfig struct {
	start      Position
	workers    int
	from       []*Book
	checkpoint func(*Book, BookStats) error
	every      time.Duration
}

// BookWorkers sets the number of goroutines that solve positions at once,
// each with its own solver. n <= 0, the default, means one per core
// (GOMAXPROCS).
func BookWorkers(n int) BookOption {
	return func(c *bookConfig) { c.workers = n }
}

// BookStart makes the book start from p instead of the empty board. Its
// trees are those of the player to move in p and of the opponent.
func BookStart(p Position) BookOption {
	return func(c *bookConfig) { c.start = p }
}

// BookFrom makes the build take the scores of b as known, solving only the
// positions b lacks. b is a checkpoint of an earlier build, or a book of
// another depth. Given more than once, it adds each book's scores. Its scores must be exact, as BuildBook's are.
func BookFrom(b *Book) BookOption {
	return func(c *bookConfig) { c.from = append(c.from, b) }
}

// BookCheckpoint makes the build call f with the book and the figures so
// far, after each ply and now and then between. An error from f stops the
// build with that error. Between plies, f is called when a solve ends
// half a minute or more after the last call. f is not called
// twice at once. A book given to f holds exact scores, but not yet every
// position of a finished book: BookFrom takes it up again.
func BookCheckpoint(f func(*Book, BookStats) error) BookOption {
	return func(c *bookConfig) { c.checkpoint = f }
}

// BookStats is what a build has done.
type BookStats struct {
	// Ply is the number of stones of the deepest positions whose part of
	// the book is done, with every ply before, or -1 before then.
	Ply int

	// Entries is the number of positions scored, in the book or not.
	Entries int

	// Solves and Nodes are the solves that the build ran, not counting the
	// scores it took from BookFrom, and the nodes they visited.
	Solves int
	Nodes  int64
}

// BuildBook builds the book a perfect player needs in the opening, solving
// each position with the library's solver, several at once. It holds the
// exact score of every position of at most depth stones (0 to the board's
// cells) in two strategy trees. For each colour, the player to move
// plays one optimal column, the centre first among equals, and every reply
// of the opponent is kept. The seven positions after the first stone are
// there too. It also holds the positions it solved to choose each column.
//
// From a position of the tree, [Book.Move] gives the optimal column, and
// past depth a live solve starts from a position of depth+1 or depth+2
// stones. The cost grows by about sevenfold every two plies, and the
// first plies cost most: many CPU minutes for any depth (see the design
// notes).
//
// BuildBook returns the book, and what it did; if ctx is done or a
// checkpoint fails it returns the book so far (for BookFrom) with the
// error.
func BuildBook(ctx context.Context, depth int, opts ...BookOption) (*Book, BookStats, error) {
	cfg := bookConfig{every: 30 * time.Second}
	for _, o := range opts {
		o(&cfg)
	}
	if n := cfg.start.Stones(); depth < n || depth > cells {
		return nil, BookStats{}, fmt.Errorf("connect4: book depth %d, want %d to %d", depth, n, cells)
	}
	if _, over := (Game{}).Over(cfg.start); over {
		return nil, BookStats{}, errors.New("connect4: book start: the game is over")
	}
	if cfg.workers <= 0 {
		cfg.workers = runtime.GOMAXPROCS(0)
	}
	bd := &builder{depth: depth, cfg: cfg, known: map[uint64]int8{}, last: time.Now()}
	bd.stats.Ply = -1
	for _, b := range cfg.from {
		for i, k := range b.keys {
			bd.known[k] = b.scores[i]
		}
	}
	err := bd.build(ctx)
	bd.mu.Lock()
	b, st := bd.book(), bd.stats
	bd.mu.Unlock()
	return b, st, err
}

// solvers is a worker's solvers, made as needed: positions of few
// stones take billions of nodes, and a large table halves them (4444:
// 688 million nodes with TableSize's table, 332 million with 4M
// positions), while a small table in the caches is faster on short solves.
type solvers struct {
	big, mid, small *minimax.Solver[Position, int8]
}

// of is the solver for p.
func (s *solvers) of(p Position) *minimax.Solver[Position, int8] {
	pick := func(sv **minimax.Solver[Position, int8], size int) *minimax.Solver[Position, int8] {
		if *sv == nil {
			*sv = minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(size))
		}
		return *sv
	}
	switch n := p.Stones(); {
	case n < 6:
		return pick(&s.big, 1<<22)
	case n < 10:
		return pick(&s.mid, 1<<20)
	}
	return pick(&s.small, TableSize)
}

// builder is the state of a build.
type builder struct {
	depth int
	cfg   bookConfig

	mu    sync.Mutex
	known map[uint64]int8 // by book key
	stats BookStats
	last  time.Time // of the last checkpoint

	ckpt sync.Mutex // held while the checkpoint function runs
}

// build solves the trees ply by ply: the positions after the first stone,
// then the start (whose column their scores choose), then for each ply the
// replies to the columns chosen two plies before.
func (bd *builder) build(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	start := bd.cfg.start
	last := bd.depth - start.Stones()    // the plies after the start
	levels := make([][]Position, last+3) // by ply after the start
	levels[0] = []Position{start}
	var first []Position
	for c := range width {
		if start.CanPlay(c) && !start.Wins(c) && !start.Play(c).IsFull() {
			first = append(first, start.Play(c))
		}
	}
	levels[1] = unique(first)
	svs := make([]*solvers, bd.cfg.workers)
	for i := range svs {
		svs[i] = &solvers{}
	}
	for _, ply := range plies(last) {
		moves, err := bd.level(ctx, svs, levels[ply])
		if err != nil {
			return err
		}
		if ply+2 <= last {
			levels[ply+2] = replies(levels[ply], moves, bd.depth)
		}
		bd.mu.Lock()
		if ply != 1 { // ply 1 is done first, then ply 0
			bd.stats.Ply = start.Stones() + max(ply, min(1, last))
		}
		bd.mu.Unlock()
		if err := bd.checkpoint(true); err != nil {
			return err
		}
	}
	return nil
}

// plies is the order in which build does the plies up to depth after the
// start: 1, then 0, then from 2 on.
func plies(depth int) []int {
	if depth == 0 {
		return []int{0}
	}
	ps := []int{1, 0}
	for p := 2; p <= depth; p++ {
		ps = append(ps, p)
	}
	return ps
}

// unique is ps without repeats, a position and its mirror image counting
// once, in increasing order of book key.
func unique(ps []Position) []Position {
	m := map[uint64]Position{}
	for _, p := range ps {
		m[bookKey(p)] = p
	}
	keys := slices.Sorted(maps.Keys(m))
	out := make([]Position, len(keys))
	for i, k := range keys {
		out[i] = m[k]
	}
	return out
}

// replies is the positions of the ply two after those of ps: each reply
// to the column chosen in each (moves[i], -1 for none), up to depth stones,
// leaving out the games a stone ends.
func replies(ps []Position, moves []int, depth int) []Position {
	var out []Position
	for i, p := range ps {
		c := moves[i]
		if c < 0 || p.Wins(c) || p.Stones()+2 > depth {
			continue
		}
		q := p.Play(c)
		for r := range width {
			if q.CanPlay(r) && !q.Wins(r) && !q.Play(r).IsFull() {
				out = append(out, q.Play(r))
			}
		}
	}
	return unique(out)
}

// level scores the positions ps, one worker per solver, and returns the
// column chosen in each (-1 for the positions of the book's depth).
func (bd *builder) level(ctx context.Context, svs []*solvers, ps []Position) ([]int, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	moves := make([]int, len(ps))
	next := make(chan int)
	var wg sync.WaitGroup
	for _, sv := range svs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				c, err := bd.node(ctx, sv, ps[i])
				if err != nil {
					cancel(err)
					continue
				}
				moves[i] = c
			}
		}()
	}
	for i := range ps {
		select {
		case next <- i:
			continue
		case <-ctx.Done():
		}
		break
	}
	close(next)
	wg.Wait()
	if err := context.Cause(ctx); err != nil {
		return nil, err
	}
	return moves, nil
}

// node scores p and, short of the book's depth, chooses its column: the
// first in the centre-first order that keeps p's score.
func (bd *builder) node(ctx context.Context, sv *solvers, p Position) (int, error) {
	v, ok := bd.fromColumns(p)
	if !ok {
		var err error
		if v, err = bd.score(ctx, sv, p); err != nil {
			return -1, err
		}
	}
	if p.Stones() >= bd.depth {
		return -1, nil
	}
	for _, c := range order {
		if !p.CanPlay(int(c)) {
			continue
		}
		s, err := bd.column(ctx, sv, p, int(c))
		if err != nil {
			return -1, err
		}
		if s == v {
			return int(c), nil
		}
	}
	return -1, errors.New("connect4: book: no column keeps the score (a bug)")
}

// fromColumns is p's score from those of all its columns, if they are
// known, and records it.
func (bd *builder) fromColumns(p Position) (int, bool) {
	best := -cells
	for c := range width {
		if !p.CanPlay(c) {
			continue
		}
		if p.Wins(c) {
			return 0, false // Bound knows: no need for the columns
		}
		bd.mu.Lock()
		v, ok := bd.known[bookKey(p.Play(c))]
		bd.mu.Unlock()
		if !ok {
			return 0, false
		}
		best = max(best, -int(v))
	}
	bd.mu.Lock()
	bd.known[bookKey(p)] = int8(best)
	bd.mu.Unlock()
	return best, true
}

// column is the score of column c of p for the player to move.
func (bd *builder) column(ctx context.Context, sv *solvers, p Position, c int) (int, error) {
	switch {
	case p.Wins(c):
		return (cells + 1 - p.Stones()) / 2, nil
	case p.mask|p.free()&colMask(c) == full:
		return 0, nil
	}
	v, err := bd.score(ctx, sv, p.Play(c))
	return -v, err
}

// score is the score of p, from what the build knows or solved with sv.
func (bd *builder) score(ctx context.Context, sv *solvers, p Position) (int, error) {
	k := bookKey(p)
	bd.mu.Lock()
	v, ok := bd.known[k]
	bd.mu.Unlock()
	if ok {
		return int(v), nil
	}
	r, err := sv.of(p).SolveContext(ctx, p)
	bd.mu.Lock()
	bd.stats.Nodes += r.Nodes
	if err == nil {
		v = int8(Score(p, r.Outcome, r.Plies))
		bd.known[k] = v
		bd.stats.Solves++
	}
	bd.mu.Unlock()
	if err != nil {
		return 0, err
	}
	return int(v), bd.checkpoint(false)
}

// checkpoint calls the checkpoint function if there is one, and if always
// is set or its time has come.
func (bd *builder) checkpoint(always bool) error {
	if bd.cfg.checkpoint == nil {
		return nil
	}
	bd.mu.Lock()
	due := always || time.Since(bd.last) >= bd.cfg.every
	if due {
		bd.last = time.Now()
	}
	bd.mu.Unlock()
	if !due {
		return nil
	}
	bd.ckpt.Lock()
	defer bd.ckpt.Unlock()
	bd.mu.Lock()
	b, st := bd.book(), bd.stats
	bd.mu.Unlock()
	return bd.cfg.checkpoint(b, st)
}

// book is the book of what the build knows, up to its depth; bd.mu must be
// held.
func (bd *builder) book() *Book {
	b := &Book{depth: bd.depth}
	for _, k := range slices.Sorted(maps.Keys(bd.known)) {
		if p, _ := fromKey(k); p.Stones() <= bd.depth {
			b.keys = append(b.keys, k)
			b.scores = append(b.scores, bd.known[k])
		}
	}
	bd.stats.Entries = len(b.keys)
	return b
}
