package minimax

import "github.com/go-puzzles/puzzles/backtrack"

// An Option changes how SolveContext and LookaheadContext run.
type Option func(*config)

type config struct {
	maxNodes  int64
	maxMemory int64 // 0: no budget
	tableSize int
	valueOnly bool
	workers   int // 1 unless Workers says otherwise; 0: one per core
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
// [DefaultTableSize]. A game with a [Hasher] gets an array of n slots (n
// rounded up to a power of two), which starts with 1024 and doubles while
// more than half full; a slot takes the size of S plus 16 bytes and the
// move, rounded up to S's alignment: 32 bytes for a 16-byte state and a
// one-byte move, 32 MB at the default bound. Other games get a Go map,
// whose entry costs about 2.4 times the size of S plus 17 bytes, the hash
// map's slack included: the default bound takes 84 MB for a 16-byte state.
// When the table is full, the array replaces the state in a slot with the
// new one, and the map forgets the older half of its states; the Outcome
// and Plies found do not change, only the time to find them (and perhaps
// which of equally good lines is traced). n <= 0 removes the bound: the
// table then grows with the states searched, as does one with an n larger
// than memory can hold. Either way it grows only up to half the memory
// budget of [MaxMemory], then stays full. While several [Workers] share
// it, the table of a game with a [Keyer] whose moves take at most two bytes
// is packed in 32-byte slots, up to a quarter of the budget; the array it
// was packed from is kept beside it unless the two would take more than
// half the budget.
func TableSize(n int) Option {
	return func(c *config) { c.tableSize = n }
}

// ValueOnly makes SolveContext and a [Solver] find only the Outcome and
// Plies of a state, not its Line: Best and Line stay zero, and Plies of a
// draw is 0. Tracing the line costs a null-window search per move, so this
// saves time on states that are solved quickly.
func ValueOnly() Option {
	return func(c *config) { c.valueOnly = true }
}

// MaxMemory sets the memory budget of a call, in bytes: what its table, its
// search paths (a frame and the moves of each state on them with two or
// more moves, for every worker) and its line take together, as the engine
// estimates them from the sizes of S and M; the workers share the table
// and the rest equally. The default is [backtrack.DefaultMaxMemory], 1 GiB;
// bytes <= 0 removes the budget. The table grows only up to half the
// budget, then replaces states as a full table does, which changes no
// Outcome or Plies. A path or line that would take more than the rest
// stops the call with a [*backtrack.MemoryError], which wraps [ErrBudget],
// and frees its buffers. A path takes about 100 bytes, plus the size of S
// (twice for a game without a [Keyer]) and of the state's moves, for each
// state on it with two or more moves;
// forced moves take nothing. Past 64 such states, growing the path counts
// the array it is copied from and those the collector has not yet freed,
// so a path may fill about a third of the budget.
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
