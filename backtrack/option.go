package backtrack

// An Option sets a budget of a call that can report one. Walk takes
// Options, as do CountContext, FirstContext, SplitContext and a Shard's Walk
// and CountContext. Options are applied in order; a nil Option panics.
type Option func(*config)

type config struct {
	maxNodes  int64
	maxMemory int64 // bytes; <= 0: none
}

// MaxNodes stops a walk once it has visited n nodes (states tested with
// Accept), with ErrBudget. n <= 0 means no limit, the default. A node budget
// stops at the same node every time, which a timeout cannot.
func MaxNodes(n int64) Option {
	return func(c *config) { c.maxNodes = n }
}

// configure sets *c from opts. c lives in a pooled walker, so that passing
// its address to the options allocates nothing.
func configure(c *config, opts []Option) {
	*c = config{maxMemory: DefaultMaxMemory}
	for _, o := range opts {
		if o == nil {
			panic("backtrack: nil Option")
		}
		o(c)
	}
}
