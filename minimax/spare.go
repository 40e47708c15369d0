package minimax

import (
	"reflect"
	"sync"
)

// spares keeps the workers' own tables of finished teams, a sync.Pool per
// type. A Solver's next team, or another call's, takes them instead of
// allocating and zeroing most of a megabyte a worker for a solve that may
// take a few milliseconds; the garbage collector frees those no team takes.
var spares sync.Map // reflect.Type → *sync.Pool

// spare returns the pool of spare values of type *T.
func spare[T any]() *sync.Pool {
	t := reflect.TypeFor[T]()
	if p, ok := spares.Load(t); ok {
		return p.(*sync.Pool)
	}
	p, _ := spares.LoadOrStore(t, new(sync.Pool))
	return p.(*sync.Pool)
}
