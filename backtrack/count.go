package backtrack

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync/atomic"
	"unsafe"

	"github.com/go-puzzles/puzzles/internal/par"
)

// serialNodes is how many nodes Count explores on one goroutine before it
// decides the tree is big enough to share among all cores.
const serialNodes = 1 << 14

// partsPerWorker is how many subtrees Count makes for each worker, so that
// workers that finish early can take more.
const partsPerWorker = 64

// Count returns the number of accepted states, counted on every core. It
// returns an int64 alone because it has no error to report: it takes no
// input and no budget, and runs to the end of the tree. Its memory is a
// list of parts and a walk on each core, unbounded: CountContext, which
// can be cancelled and takes budgets, returns the error.
//
// Count first walks the tree on one goroutine; a tree of more than 16,384
// nodes is then split into subtrees (see Split) that GOMAXPROCS workers
// count. The answer is a serial run's. Branch and Accept must be safe to
// call from several goroutines at once, as pure functions of their arguments
// are. A panic in Branch or Accept stops every worker and is raised again on
// the caller's goroutine as a [*WorkerPanic], which holds the value and the
// stack where it happened, so a deferred recover around Count works. Count
// costs one call of Accept and one of Branch per node, plus the first
// 16,384 nodes of a big tree visited twice.
func (s Search[S]) Count() int64 {
	n, _ := s.count(context.Background(), 0, nil)
	return n
}

// CountContext is Count that gives up when ctx is done, or past a budget
// of opts. It then returns 0 and ctx.Err() once every worker has stopped,
// each within 4,096 nodes of work, or an error wrapping ErrBudget:
// MaxNodes(n) if the tree has more than n nodes, and a [*MemoryError] if
// the parts and the workers' walks together need more than MaxMemory (by
// default DefaultMaxMemory). A nil ctx is a programming error: CountContext
// panics.
func (s Search[S]) CountContext(ctx context.Context, opts ...Option) (int64, error) {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	var cfg config
	configure(&cfg, opts)
	m := newMeter("backtrack: CountContext", &cfg)
	defer m.settle()
	return s.count(ctx, cfg.maxNodes, m)
}

// count is CountContext with a node budget of maxNodes (none if <= 0) and
// its memory counted by m (none if nil).
func (s Search[S]) count(ctx context.Context, maxNodes int64, m *meter) (int64, error) {
	defer raiseAsWorkerPanic()
	s = s.unshuffled()
	stop := int64(serialNodes) // the nodes after which to go parallel; 0: never
	if runtime.GOMAXPROCS(0) == 1 {
		stop = 0
	}
	if maxNodes > 0 && (stop == 0 || maxNodes <= stop) {
		stop = maxNodes
	}
	w := getWalker[S]()
	w.meter(m)
	var count int64
	_, err := w.run(&s, ctx, stop, func(S) bool { count++; return true })
	putWalker(w)
	switch {
	case err == nil:
		return count, nil
	case err == ErrBudget && stop != maxNodes:
		return s.countParallel(ctx, runtime.GOMAXPROCS(0)*partsPerWorker, maxNodes, m)
	}
	return 0, err
}

// countParallel splits the tree into at least n parts and counts them on
// every core, under count's budgets. The nodes of the tree are those of the
// parts and the states above the cut that are not parts.
func (s Search[S]) countParallel(ctx context.Context, n int, maxNodes int64, m *meter) (int64, error) {
	parts, above, err := s.split(ctx, n, maxNodes, m)
	if err != nil {
		return 0, err
	}
	list := int64(cap(parts)) * int64(unsafe.Sizeof(parts[0]))
	m.take(list) // split held more, so it fits
	defer m.take(-list)
	var total, nodes atomic.Int64
	nodes.Store(above)
	err = par.Do(ctx, len(parts), func(ctx context.Context, _, i int) error {
		budget := int64(0)
		if maxNodes > 0 {
			if budget = maxNodes - nodes.Load(); budget <= 0 {
				return ErrBudget // a part has a node at least
			}
		}
		w := getWalker[S]()
		defer putWalker(w)
		w.meter(m)
		var count int64
		n, err := w.run(&parts[i], ctx, budget, func(S) bool { count++; return true })
		total.Add(count)
		if nodes.Add(n) > maxNodes && maxNodes > 0 && err == nil {
			return ErrBudget
		}
		return err
	})
	if err != nil {
		return 0, err
	}
	return total.Load(), nil
}

// Split cuts the tree into independent parts, at least n of them if the tree
// has that many nodes. It expands the tree level by level from the root.
// Each part is a Search of its own: a subtree with the same Branch and
// Accept, or a single accepted state above the cut (with a nil Branch). The
// parts come in depth-first order, so running All on each part in turn yields
// exactly what s.All yields, in the same order; the parts can be run on
// different goroutines or machines and their counts added.
//
// The parts of a Shuffled search each draw from a generator of their own,
// seeded from s's in order, so they may run concurrently; they yield the same
// states as s, in an order of their own that the seed reproduces.
//
// Split calls Branch once for every state above the cut; a level can hold many
// states, so len(result) may exceed n by up to one level's width. Its memory
// is the list it returns and the level it builds it from, which grow with n,
// with no budget since Split has no error to report: SplitContext takes
// MaxMemory, and Parts visits the parts of a large n one at a time.
func (s Search[S]) Split(n int) []Search[S] {
	parts, _, _ := s.split(context.Background(), n, 0, nil)
	return parts
}

// SplitContext is Split that gives up when ctx is done or past a budget of
// opts. It looks at ctx at the start and every 4,096 calls of Branch, and
// then returns nil and ctx.Err(). Past MaxNodes(n) (n states expanded) it
// returns nil and ErrBudget; if the list and the level it is built from
// need more than MaxMemory (by default DefaultMaxMemory), nil and a
// [*MemoryError]. A nil ctx panics.
func (s Search[S]) SplitContext(ctx context.Context, n int, opts ...Option) ([]Search[S], error) {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	var cfg config
	configure(&cfg, opts)
	m := newMeter("backtrack: SplitContext", &cfg)
	parts, _, err := s.split(ctx, n, cfg.maxNodes, m)
	m.settle()
	return parts, err
}

// split is Split, checking ctx at the start and every checkEvery calls of
// Branch, expanding at most maxNodes states (if > 0), and counting its
// lists with m (if not nil). It also returns how many states it expanded
// that are not parts: those not accepted.
func (s Search[S]) split(ctx context.Context, n int, maxNodes int64, m *meter) (parts []Search[S], above int64, err error) {
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	done := ctx.Done()
	rng := s.rng
	parts = []Search[S]{s.unshuffled()}
	partBytes := int64(unsafe.Sizeof(parts[0]))
	var next []Search[S]
	var kids []S
	var held int64 // the bytes of parts, next and kids, as m counts them
	defer func() { m.take(-held) }()
	// room gives next room for extra more parts, in a copy with twice the
	// room if need be, and reports false if the lists would not fit in the
	// budget. Growing by doubling keeps the address space the lists ever
	// took within twice their size.
	room := func(extra int) bool {
		if cap(next)-len(next) >= extra {
			return true
		}
		c := max(2*cap(next), len(next)+extra)
		if m != nil { // next and its copy are both held while it is copied
			b := int64(cap(parts)+cap(next)+c)*partBytes + bytes[S](cap(kids), 0)
			if !m.take(b - held) {
				m.drop(held)
				return false
			}
			held = b
		}
		more := make([]Search[S], len(next), c)
		copy(more, next)
		if m != nil {
			old := int64(cap(next)) * partBytes
			m.take(-old)
			held -= old
			m.drop(old)
		}
		next = more
		return true
	}
	var nodes int64
	calls := 0
	for depth := 1; len(parts) < n; depth++ {
		tooBig := func() error {
			return m.err(fmt.Sprintf(" with %d parts at depth %d", len(parts)+len(next), depth))
		}
		next = nil
		if !room(2 * len(parts)) {
			return nil, 0, tooBig()
		}
		grew := false
		for _, p := range parts {
			if p.Branch == nil {
				if !room(1) {
					return nil, 0, tooBig()
				}
				next = append(next, p)
				continue
			}
			grew = true
			if calls++; calls%checkEvery == 0 {
				select {
				case <-done:
					return nil, 0, ctx.Err()
				default:
				}
			}
			if nodes == maxNodes && maxNodes > 0 {
				return nil, 0, ErrBudget
			}
			nodes++
			if p.Accept != nil && p.Accept(p.Root) {
				if !room(1) {
					return nil, 0, tooBig()
				}
				next = append(next, Search[S]{Root: p.Root, Accept: p.Accept})
			} else {
				above++
			}
			kids = p.Branch(kids[:0], p.Root)
			if rng != nil {
				kids = shuffleKids(kids, rng)
			}
			if !room(len(kids)) {
				return nil, 0, tooBig()
			}
			for _, k := range kids {
				q := p
				q.Root = k
				next = append(next, q)
			}
		}
		if !grew {
			break
		}
		m.drop(int64(cap(parts)) * partBytes)
		parts, next = next, nil
	}
	if rng != nil {
		for i := range parts {
			if parts[i].Branch != nil {
				parts[i] = parts[i].Shuffled(rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64())))
			}
		}
	}
	return parts, above, nil
}

// shuffleKids puts kids in an order drawn from rng (Fisher–Yates).
func shuffleKids[S any](kids []S, rng *rand.Rand) []S {
	for i := len(kids) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		kids[i], kids[j] = kids[j], kids[i]
	}
	return kids
}
