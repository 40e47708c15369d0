package minimax

import "github.com/go-puzzles/puzzles/backtrack"

// An Option changes how a call runs: [Solve], [SolveContext], [NewSolver],
// [Lookahead] and [LookaheadContext] take them, last. The options are
// [MaxNodes], [MaxMemory], [TableSize], [ValueOnly], [OutcomeOnly] and
// [Workers]; the last three matter to a solve only.
type Option func(*config)

type config struct {
	maxNodes  int64
	maxMemory int64 // 0: no budget
	tableSize int
	valueOnly bool
	weak      bool // OutcomeOnly
	workers   int  // 1 unless Workers says otherwise; 0: one per core
}

// DefaultTableSize is the number of states the transposition table holds
// unless TableSize says otherwise.
const DefaultTableSize = 1 << 20

// MaxNodes stops a search once it has visited n nodes (states entered), with
// ErrBudget. n <= 0 means no limit, the default. On one worker a node
// budget stops at the same node every time, which a timeout cannot; with
// several [Workers] it bounds their nodes together, and a solve that runs
// out has visited exactly n, though not the same nodes every time.
func MaxNodes(n int64) Option {
	return func(c *config) { c.maxNodes = n }
}

// TableSize bounds the transposition table at n states; the default is
// [DefaultTableSize]. A full table forgets states: the Outcome and Plies
// found do not change, only the work to find them (and perhaps which of
// equally good lines is traced). n <= 0 removes the bound. Either way the
// table grows only up to half the memory budget of [MaxMemory].
//
// A game with a [Hasher] or a [Keyer] gets an array of n slots (rounded up
// to a power of two), which starts with 1024 and doubles while more than
// half full. A slot takes the size of S (8 bytes for a Keyer) plus 16 bytes
// and the move, rounded up to S's alignment: 32 MB at the default bound for
// a 16-byte state and a one-byte move. Other games get a Go map, whose
// entry costs about 2.4 times the size of S plus 17 bytes, slack included.
func TableSize(n int) Option {
	return func(c *config) { c.tableSize = n }
}

// ValueOnly makes a solve find only the Outcome and Plies of a state, not
// its Line. Best and Line stay zero, and Plies of a draw is 0. Tracing the line costs a null-window search per move, so this
// saves time on states that are solved quickly.
func ValueOnly() Option {
	return func(c *config) { c.valueOnly = true }
}

// OutcomeOnly makes a solve find only the Outcome of a state, a weak solve:
// Plies is 0, and Best and Line stay zero. It runs a full solve's
// null-window tests up to the first that proves a win, a loss or a draw,
// skipping those that count the plies to a win or a loss, so on one worker
// it never visits more nodes than a full solve. A draw costs what it costs
// with [ValueOnly].
func OutcomeOnly() Option {
	return func(c *config) { c.weak = true }
}

// MaxMemory sets the memory budget of a call in bytes, for its table, its
// search paths and its line together. The default is
// [backtrack.DefaultMaxMemory], 1 GiB; bytes <= 0 removes the budget.
//
// The engine estimates the sizes from those of S and M, and several
// [Workers] share the table and the rest equally. The table grows only up
// to half the budget, then forgets states as a full table does, which
// changes no Outcome or Plies. A path or line that would take more than the
// rest stops the call with a [*backtrack.MemoryError], which wraps
// [ErrBudget], after freeing its buffers. A path takes about 100 bytes,
// plus the size of S (twice for a game without a [Keyer]) and of the
// state's moves, for each state on it with two or more moves; forced moves
// take nothing. Growing a long path also counts the arrays it was copied
// from, so a path may fill about a third of the budget.
func MaxMemory(bytes int64) Option {
	return func(c *config) { c.maxMemory = max(bytes, 0) }
}

func configure(opts []Option) config {
	c := config{tableSize: DefaultTableSize, maxMemory: backtrack.DefaultMaxMemory, workers: 1}
	for _, o := range opts {
		if o == nil {
			panic("minimax: nil Option")
		}
		o(&c)
	}
	return c
}
