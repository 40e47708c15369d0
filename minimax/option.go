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

// TableSize bounds the transposition table at n states (n rounded up to an
// even number); the default is [DefaultTableSize]. An entry costs about 2.4
// times the size of S plus 17 bytes, the hash map's slack included: the
// default bound takes 84 MB for a 16-byte state, 56 MB for an 8-byte one.
// When the table is full, the engine forgets the older half of it; the
// Outcome and Plies found do not change, only the time to find them (and
// perhaps which of equally good lines is traced). n <= 0 removes the bound:
// the table then grows with the states searched.
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
