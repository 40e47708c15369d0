package backtrack

import "context"

// checkEvery is how many nodes the walker visits between looks at its context.
const checkEvery = 4096

// A level records where the walk stood among the children of an ancestor:
// nodes[next-1] is the ancestor, nodes[next:end] its siblings still to try.
type level struct {
	next, end int
}

// walker holds the buffers of a depth-first walk so that they can be reused.
// Each record of levels stands for a state in nodes, so a walk whose levels
// has the capacity of its nodes never grows levels (see grow).
type walker[S any] struct {
	nodes  []S     // pending children of every state on the current path
	levels []level // one per ancestor of the current level, from the root down
	cur    int     // index in nodes of the state being visited
	cfg    config  // Walk's options
	mem    *meter  // the memory budget of the walks, or nil
	held   int64   // the bytes of the buffers, as mem counts them
	own    meter   // the meter of a call that runs on one walker alone
}

func acceptNothing[S any](S) bool { return false }

func noChildren[S any](dst []S, _ S) []S { return dst }

// run walks the tree of s, calling visit for each accepted state. See
// Search.Walk for the contract; ctx may be nil. The memory budget (w.mem)
// costs one comparison a descent: grow, which measures the buffers, runs
// only when nodes fills up, a few times a walk.
func (w *walker[S]) run(s *Search[S], ctx context.Context, maxNodes int64, visit func(S) bool) (count int64, err error) {
	accept, branch := s.Accept, s.Branch
	if accept == nil {
		accept = acceptNothing[S]
	}
	if branch == nil {
		branch = noChildren[S]
	}
	var done <-chan struct{}
	if ctx != nil {
		done = ctx.Done()
	}
	limit := int64(-1) // node count at which the budget runs out, or -1
	if maxNodes > 0 {
		limit = maxNodes
	}
	check := int64(-1) // node count at which to look at ctx or the budget next
	if done != nil {
		check = checkEvery
	}
	if limit >= 0 && (check < 0 || limit < check) {
		check = limit
	}

	// The buffers and the position in the current level live in locals while
	// the walk runs, so that they stay in registers.
	nodes := append(w.nodes[:0], s.Root)
	levels := w.levels[:0]
	next, end := 0, 1 // nodes[next:end] are the current level's untried states
	fill := -1        // length of nodes past which to grow the buffers (see grow)
	for {
		if next == end { // every child of this level explored: back up
			if len(levels) == 0 {
				break
			}
			l := levels[len(levels)-1]
			levels = levels[:len(levels)-1]
			next, end = l.next, l.end
			nodes = nodes[:end]
			continue
		}
		if count == check {
			w.nodes, w.levels = nodes, levels
			if count == limit {
				return count, ErrBudget
			}
			select {
			case <-done:
				return count, ctx.Err()
			default:
			}
			check += checkEvery
			if limit >= 0 && limit < check {
				check = limit
			}
		}
		x := nodes[next]
		next++
		count++
		if accept(x) {
			w.nodes, w.levels, w.cur = nodes, levels, next-1 // for path
			if !visit(x) {
				return count, nil
			}
		}
		mark := len(nodes)
		nodes = branch(nodes, x)
		if len(nodes) > mark { // descend into the children of x
			if len(nodes) > fill { // nodes fills up: grow the buffers, in a branch of its
				// own that ends the iteration, so that the other saves nothing for the call
				if nodes, levels, fill, err = w.grow(nodes, levels); err != nil {
					return count, err // grow let the buffers go
				}
				levels = append(levels, level{next, end})
				next, end = mark, len(nodes)
				continue
			}
			levels = levels[:len(levels)+1] // room: x and its ancestors are in nodes
			levels[len(levels)-1] = level{next, end}
			next, end = mark, len(nodes)
		}
	}
	w.nodes, w.levels = nodes, levels
	return count, nil
}

// path appends to dst the states from the root to the state being visited.
func (w *walker[S]) path(dst []S) []S {
	for _, l := range w.levels {
		dst = append(dst, w.nodes[l.next-1])
	}
	return append(dst, w.nodes[w.cur])
}

// startWalk checks the arguments of a walk and returns a pooled walker set up
// with opts, under their memory budget if op names the call (else none);
// the caller hands it back with putWalker.
func startWalk[S any](ctx context.Context, visit func(S) bool, op string, opts []Option) *walker[S] {
	if ctx == nil {
		panic("backtrack: nil Context")
	}
	if visit == nil {
		panic("backtrack: nil visit function")
	}
	w := getWalker[S]()
	configure(&w.cfg, opts)
	if op != "" && w.cfg.maxMemory > 0 {
		w.own.op, w.own.budget = op, w.cfg.maxMemory
		w.own.held.Store(0)
		w.meter(&w.own)
	}
	return w
}
