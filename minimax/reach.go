package minimax

// A team worker's reach into the shared table.
//
// A worker of a team keeps the states of its small searches in a table of
// its own, which stays in its core's cache, and shares those of searches
// of 2^(ownWork-1) nodes or more (see learnShared). Looking a state up in
// the shared table misses the cache, and deep in the tree, where nearly
// every search is small, it finds nearly nothing: on Connect Four's
// openings, fewer than 1% of the lookups past ply 18 hit, and those hits
// save fewer nodes than the misses cost. So a worker looks a state up in
// the shared table only at the plies (from the solve's root) where at
// least one in reachShare of the searches it finished was large enough to
// be shared. Its own table it always looks in.

// reachPlies bounds the plies a worker keeps counts for; deeper plies
// share the last counts.
const reachPlies = 64

// reachShare sets the reach: a worker stops looking up the shared table at
// a ply once it has finished reachShare searches there and fewer than one
// in reachShare of them were shared.
const reachShare = 16

// reach is a worker's counts, per ply, of the searches it finished, and of
// those it stored in the shared table.
type reach struct {
	searches [reachPlies]int64
	shared   [reachPlies]int64
}

// learn counts a search, finished at ply, that took work (see entry).
func (r *reach) learn(ply int32, work uint8) {
	p := min(ply, reachPlies-1)
	r.searches[p]++
	if work >= ownWork {
		r.shared[p]++
	}
}

// asks reports whether a state at ply is worth looking up in the shared
// table: yes until the worker has finished reachShare searches at that ply.
func (r *reach) asks(ply int32) bool {
	p := min(ply, reachPlies-1)
	return r.searches[p] < reachShare || r.shared[p]*reachShare >= r.searches[p]
}

// probe is the table's probe for negamax at ply: a team worker with a
// table of its own looks only there at the plies beyond its reach.
func (e *engine[S, M, K]) probe(k K, h uint64, ply int32) *entry[M] {
	if e.tab.own != nil && !e.reach.asks(ply) {
		return e.tab.own.look(k, h)
	}
	return e.tab.probe(k, h)
}
