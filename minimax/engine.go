package minimax

import (
	"context"
	"errors"
	"fmt"
	"math"
	"unsafe"
)

// Scores are int32 from the point of view of the player to move. Inside the
// search a win at ply p from the root scores WinScore-p and a loss at ply p
// scores -(WinScore-p); the table stores them relative to the node instead
// (a win d plies ahead is WinScore-d) and converts on the way in and out.
const (
	inf       = WinScore + 1
	proven    = WinScore - 1<<29 // |score| > proven: a proven win or loss
	maxPly    = 1<<29 - 1        // deepest ply a score can express
	unlimited = math.MaxInt32    // depth of a search without a horizon
	checkMask = 1<<10 - 1        // look at ctx every 1024 nodes, and at the first
	storeMin  = 16               // smallest subtree, in nodes, worth a map entry
)

// errOver gives up a search whose own budget, e.stop, ran out.
var errOver = errors.New("minimax: search over its budget")

// errDeep stops a search that reaches a ply its scores cannot express.
var errDeep = errors.New("minimax: game longer than 536870911 plies")

// runner is an engine, whatever the type of its table's keys: what Solve,
// Lookahead and a Solver call.
type runner[S comparable, M any] interface {
	run(ctx context.Context, s S) (v int32, line []M, nodes int64, err error)
	search(s S, depth int, eval func(S) int) (Estimate[M], error)
	reset()
	release()
}

// keying gives a state's key in the table and the key's hash.
type keying[S comparable, K comparable] interface {
	key(s S) (K, uint64)
}

// byKey keys the table by a Keyer's keys, which are their own hash.
type byKey[S comparable] struct{ g Keyer[S] }

func (b *byKey[S]) key(s S) (uint64, uint64) {
	k := b.g.Key(s)
	return k, k
}

// keyed returns a Keyer's key k as the table's key, of type K, which is
// uint64 when the engine has a Keyer (see engine.keyer), and its hash.
func keyed[K any](k uint64) (K, uint64) {
	return *(*K)(unsafe.Pointer(&k)), k
}

// byHash keys the table by the states, hashed by a Hasher.
type byHash[S comparable] struct{ g Hasher[S] }

func (b *byHash[S]) key(s S) (S, uint64) { return s, b.g.Hash(s) }

// byState keys a map table by the states.
type byState[S comparable] struct{}

func (*byState[S]) key(s S) (S, uint64) { return s, 0 }

// node is a state the search enters: the state, its ply, the plies left
// before the horizon, its window, and whether an odd number of forced moves
// led to it from the last state with a frame.
type node[S comparable] struct {
	s           S
	ply, depth  int32
	alpha, beta int32
	flip        bool
}

// down makes n the state s that a move leads to from p's, seen from the
// other side: a ply deeper, a ply nearer the horizon, the window negated.
// n may be p.
func (n *node[S]) down(s S, p *node[S], flip bool) {
	n.s, n.ply, n.depth, n.alpha, n.beta, n.flip = s, p.ply+1, next(p.depth), -p.beta, -p.alpha, flip
}

// frame is a state on the search path with two or more moves, ms[lo:] (the
// moves of the frame on top of the stack are the last in ms), the table's
// move first, and where the search stands in them.
type frame[S comparable, M any, K comparable] struct {
	node[S]
	key     K
	hash    uint64
	seen    entry[M] // what the table knew of s when it was entered
	start   int64    // nodes when s was entered
	lo, cur int      // the moves, and the one being tried, in ms
	bestAt  int      // the best move so far, in ms
	first   int32    // the index of the table's move in the game's order, or -1
	alpha0  int32    // alpha when s was entered
	best    int32
	ordered bool         // whether ms[lo:] are the moves in order; if not, the table's move is being tried
	sp      *split[S, M] // in a team, the frame's moves that other workers may take, or nil; nil again when the frame closes or its search stops (see closeOwn), so open need not clear it
}

// open makes f the frame of the state of n, entered when the search had
// visited start nodes, whose moves start at ms[at], with its key and hash
// and the table's entry en. It reports whether the frame tries the table's
// move first, before the others are ordered (and, for a lazy game,
// generated).
func (f *frame[S, M, K]) open(n *node[S], at int, key K, hash uint64, en *entry[M], start int64) bool {
	f.node, f.key, f.hash, f.seen, f.start = *n, key, hash, *en, start
	f.lo, f.cur, f.bestAt, f.alpha0, f.best = at, at, at, n.alpha, -inf
	f.first, f.ordered = -1, true
	if en.hasMove(n.depth) {
		f.first, f.ordered = int32(en.at), false
	}
	return !f.ordered
}

// engine is one alpha-beta search with its table, keyed by K, and buffers.
type engine[S comparable, M any, K comparable] struct {
	g        Game[S, M]
	exp      Expander[S, M] // nil if the game has none
	order    Orderer[S, M]  // nil if the game has none
	bound    Bounder[S]
	keys     keying[S, K]
	keyer    Keyer[S] // the game if it is a Keyer, whose keys are K: negamax calls its Key directly
	lazy     bool     // whether the moves are generated after the table is looked up: an array table and no Expander
	tab      table[K, M]
	eval     func(S) int // nil when solving
	storeMin int64       // smallest subtree, in nodes, worth a table entry
	stack    []frame[S, M, K]
	ms       []M // the moves of every frame on the stack
	cand     []M // moves of the state whose best line is being traced
	ctx      context.Context
	nodes    int64
	check    int64            // node count at which to look at ctx and the budget next
	max      int64            // node budget, 0 for none
	stop     int64            // node count at which a search is given up with errOver, 0 for none
	err      error            // why the search stopped early
	cut      bool             // whether some node was scored by eval
	noLine   bool             // Solve finds the value only
	weak     bool             // Solve finds the outcome only (see OutcomeOnly)
	budget   int64            // memory budget in bytes, 0 for none
	size     sizes            // of the elements of the buffers, for the budget
	mark     S                // a state of the line, to find a repeat (see deep)
	markPly  int32            // the ply of mark
	workers  int              // how many workers a solve may run (see Workers), 0 for one per core
	team     *team            // the workers' shared state while several run, else nil
	pooled   bool             // whether max is a share of the team's node budget
	share    int64            // node count at which a lone solve stops for a team, 0 for never
	fresh    int64            // keys the worker put in empty slots of its team's table, not yet told
	crew     *crew[S, M]      // the team's splits, else nil
	lead     bool             // whether the engine is a team's master
	splits   bool             // whether the engine's frames may become splits: a team worker's own search
	splitAt  int64            // the nodes a frame takes before it becomes a split: splitAfter, or splitIdle (see stopTeam)
	job      *split[S, M]     // the split whose move a worker is searching, else nil
	cuts     int64            // the crew's cuts when the engine last looked
	side     *engine[S, M, K] // what a worker searches others' moves with while it waits at a split
	sideOff  bool             // whether side ran out of the node budget
	reach    reach            // where a team worker looks up the shared table
	plan     plan             // the solve's tests, where they stand
}

// newEngine returns an engine of g with the options c: its table is keyed
// by Key if g is a Keyer, else by the state, in an array if g is a Hasher,
// else in maps.
func newEngine[S comparable, M any](ctx context.Context, g Game[S, M], c config) runner[S, M] {
	if k, ok := g.(Keyer[S]); ok {
		e := new(engine[S, M, uint64])
		e.setup(ctx, g, c, &byKey[S]{k}, func(k uint64) uint64 { return k })
		return e
	}
	e := new(engine[S, M, S])
	if h, ok := g.(Hasher[S]); ok {
		e.setup(ctx, g, c, &byHash[S]{h}, h.Hash)
	} else {
		e.setup(ctx, g, c, &byState[S]{}, nil)
	}
	return e
}

// setup makes e an engine of g with the options c, as good as new but for
// the memory it keeps: its stacks and, for a map table, its map, emptied.
// hash is nil for a map table.
func (e *engine[S, M, K]) setup(ctx context.Context, g Game[S, M], c config, keys keying[S, K], hash func(K) uint64) {
	young := e.tab.young
	*e = engine[S, M, K]{g: g, keys: keys, ctx: ctx, max: max(c.maxNodes, 0), noLine: c.valueOnly || c.weak,
		weak: c.weak, stack: e.stack[:0], ms: e.ms[:0], cand: e.cand[:0], budget: c.maxMemory, workers: c.workers}
	e.exp, _ = g.(Expander[S, M])
	e.bound, _ = g.(Bounder[S])
	e.order, _ = g.(Orderer[S, M])
	if b, ok := any(keys).(*byKey[S]); ok {
		e.keyer = b.g
	}
	e.size = sizesOf[S, M, K]()
	if hash == nil {
		e.storeMin = storeMin // a map entry costs more than a small subtree
	}
	e.lazy = e.exp == nil && hash != nil
	e.tab = newTable[K, M](c.tableSize, tableSlots(e.budget, e.size, hash != nil), hash, young) // e.check is 0: the first node looks at ctx
}

// halt is called when the node count reaches e.check, with the capacities of
// the search's buffers and the ply it is at: it reports whether the search
// must stop, setting e.err, and sets the next check.
func (e *engine[S, M, K]) halt(frames, moves, line int, ply int32) bool {
	if e.err != nil || !e.fits(frames, moves, line, ply) {
		return true
	}
	if (e.max > 0 || e.pooled) && e.nodes >= e.max && !(e.pooled && more(e.team, e)) {
		e.err = ErrBudget
		return true
	}
	if e.stop > 0 && e.nodes >= e.stop {
		e.err = errOver
		return true
	}
	if e.team != nil && e.stopTeam() {
		return true
	}
	if e.share > 0 && e.nodes >= e.share {
		e.err = errShare
		return true
	}
	if err := e.ctx.Err(); err != nil {
		e.err = err
		return true
	}
	e.check = e.nodes + checkMask + 1
	if e.max > 0 || e.pooled {
		e.check = min(e.check, e.max)
	}
	if e.stop > 0 {
		e.check = min(e.check, e.stop)
	}
	if e.share > 0 {
		e.check = min(e.check, e.share)
	}
	return false
}

// over returns the score of a state at ply whose outcome is o. An Outcome
// out of range sets e.err and stops the search at the next node.
func (e *engine[S, M, K]) over(o Outcome, ply int32) int32 {
	if o < Loss || o > Win {
		e.err = fmt.Errorf("minimax: Over returned %v, want Loss, Draw or Win", o)
		e.check = 0
	}
	return int32(o) * (WinScore - ply)
}

// toTable converts a score of the search at ply to one relative to the
// state, for the table.
func toTable(v int32, ply int32) int32 {
	switch {
	case v > proven:
		return v + ply
	case v < -proven:
		return v - ply
	}
	return v
}

// fromTable converts a score relative to a state, from the table, to a
// score of the search at ply. It moves ±inf too, but they stay out of the
// scores at ply (beyond a loss now and a win now): unknown bounds.
func fromTable(v int32, ply int32) int32 {
	switch {
	case v > proven:
		return v - ply
	case v < -proven:
		return v + ply
	}
	return v
}

// fromGame converts a game's bound v on the score of a state, relative to
// the state, to a score of the search at ply: clamp and fromTable.
func fromGame(v int, ply int32) int32 {
	switch {
	case v > proven:
		return int32(min(v, WinScore)) - ply
	case v < -proven:
		return int32(max(v, -WinScore)) + ply
	}
	return int32(v)
}

// child returns the score a best move's child has, given the parent's score,
// both relative to their own node.
func child(v int32) int32 {
	switch {
	case v > proven:
		return -v - 1
	case v < -proven:
		return -v + 1
	}
	return -v
}

// clamp brings a game's bound into the range of scores relative to a node.
func clamp(v int) int32 {
	return int32(max(-WinScore, min(v, WinScore)))
}

func next(depth int32) int32 {
	if depth == unlimited {
		return depth
	}
	return depth - 1
}

// front moves ms[i] to the front of ms, keeping the others in order.
func front[M any](ms []M, i int) {
	m := ms[i]
	for ; i > 0; i-- {
		ms[i] = ms[i-1]
	}
	ms[0] = m
}

// gameIndex is the index in the game's order of the move at position i of
// a frame's moves, whose table move (-1: none) was moved to the front.
func gameIndex(i int, first int32) int {
	switch f := int(first); {
	case f < 0 || i > f:
		return i
	case i == 0:
		return f
	}
	return i - 1
}
