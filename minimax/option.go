package minimax

// An Option changes how SolveContext and SearchContext run.
type Option func(*config)

type config struct {
	maxNodes  int64
	tableSize int
	valueOnly bool
}

// DefaultTableSize is the number of states the transposition table holds
// unless TableSize says otherwise.
const DefaultTableSize = 1 << 20

// MaxNodes stops a search once it has visited n nodes (states entered), with
// ErrBudget. n <= 0 means no limit, the default. A node budget stops at the
// same node every time, which a timeout cannot.
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
// table then grows with the states searched.
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

func configure(opts []Option) config {
	c := config{tableSize: DefaultTableSize}
	for _, o := range opts {
		if o == nil {
			panic("minimax: nil Option")
		}
		o(&c)
	}
	return c
}
