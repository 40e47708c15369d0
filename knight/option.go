package knight

// An Option changes what Count, Find, Tours and ToursContext look for. The
// zero set of options asks for any tour, open or closed.
type Option func(*config)

type config struct {
	closed bool
}

// Closed asks for closed tours only: tours whose last square is a knight's
// move from the first.
func Closed() Option {
	return func(c *config) { c.closed = true }
}

// configure applies opts in order. A nil Option is a programming error:
// configure panics on the caller's goroutine.
func configure(opts []Option) config {
	var c config
	for _, o := range opts {
		if o == nil {
			panic("knight: nil Option")
		}
		o(&c)
	}
	return c
}
