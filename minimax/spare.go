package minimax

import (
	"reflect"
	"sync"
)

// spares keeps the tables of finished teams, a sync.Pool per type: the
// workers' own tables and the packed tables they shared. A Solver's next
// team, or another call's, takes them instead of allocating and zeroing
// megabytes for a solve that may take a few milliseconds; the garbage
// collector frees those no team takes.
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

// maxSparePairs bounds the packed tables kept: 8 MiB, so that a pool never
// holds, until the garbage collector frees it, a table that a memory
// budget would have to allow twice.
const maxSparePairs = 8 << 20 / (8 * 8)
