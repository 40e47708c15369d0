package minimaxtest

import (
	"reflect"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// An Option changes how much CheckGame checks.
type Option func(*config)

type config struct {
	maxStates int64
	treeNodes int64
}

// MaxStates bounds the number of distinct states CheckGame visits, breadth
// first from the starts; the default is 1000, and n <= 0 lifts the bound.
// A game too large to walk is checked on the states it meets first.
func MaxStates(n int64) Option {
	return func(c *config) { c.maxStates = n }
}

// TreeNodes sets the largest game tree, in nodes, on which CheckGame
// compares Solve with a plain minimax; the default is 10,000. The plain
// minimax costs up to n calls of Play on each state visited; n <= 0 skips
// the comparison.
func TreeNodes(n int64) Option {
	return func(c *config) { c.treeNodes = n }
}

// maxErrors is how many problems CheckGame reports before it gives up.
const maxErrors = 10

// CheckGame checks the game g on the states reachable from starts and
// reports each broken contract with t.Errorf.
//
// It visits at most [MaxStates] states, breadth first. On each it checks
// that Over gives the same answer twice and a valid Outcome; that Moves is
// deterministic (compared with reflect.DeepEqual), appends to dst without
// touching its elements and returns a slice of its own; that Play is
// deterministic and leaves its input alone; and the optional hooks g
// implements: Order of a [minimax.Orderer] must be a deterministic
// permutation, Bound of a [minimax.Bounder] deterministic with lo <= hi,
// Expand of a [minimax.Expander] must agree with Over, Bound and Moves,
// Hash of a [minimax.Hasher] be deterministic and equal for equal states,
// and Key of a [minimax.Keyer] differ between any two distinct states
// visited. It never calls Moves on a state that is over.
//
// If no check failed, it compares Solve with a plain minimax on the states
// whose game tree has at most [TreeNodes] nodes: Bound and Expand must hold
// the plain minimax's value, and Solve's Outcome, Plies and Line must agree
// with it. If the starts reach at most MaxStates states in all and g is a
// Hasher or a Keyer, Solve from each start must visit at most 20 nodes for
// each of them: a table that holds every state should never search one
// again and again (a Hash that sends many states to one value would).
//
// CheckGame calls only t.Helper and t.Errorf, and stops after 10 errors.
// It costs a few calls of each method per state and move, plus up to
// TreeNodes calls of Play per state for the plain minimax. It panics if t,
// g or an option is nil, or g is a nil pointer.
func CheckGame[S comparable, M any](t testing.TB, g minimax.Game[S, M], starts []S, opts ...Option) {
	if t == nil {
		panic("minimaxtest: nil testing.TB")
	}
	if v := reflect.ValueOf(g); g == nil || v.Kind() == reflect.Pointer && v.IsNil() {
		panic("minimaxtest: nil Game")
	}
	c := config{maxStates: 1000, treeNodes: 10_000}
	for _, o := range opts {
		if o == nil {
			panic("minimaxtest: nil Option")
		}
		o(&c)
	}
	t.Helper()
	if len(starts) == 0 {
		t.Errorf("minimaxtest: CheckGame given no start states")
		return
	}
	ck := &checker[S, M]{t: t, g: g, hashes: make(map[S]uint64), keys: make(map[uint64]S)}
	seen := make(map[S]bool)
	var order []S
	whole := true // every state reachable from starts is in order
	visit := func(s S) {
		switch {
		case seen[s]:
		case c.maxStates <= 0 || int64(len(order)) < c.maxStates:
			seen[s] = true
			order = append(order, s)
		default:
			whole = false
		}
	}
	for _, s := range starts {
		visit(s)
	}
	for i := 0; i < len(order) && ck.errs < maxErrors; i++ {
		for _, ch := range ck.state(order[i]) {
			visit(ch)
		}
	}
	// The deepest states first: their trees are the smallest.
	for i := len(order) - 1; i >= 0 && ck.errs == 0; i-- {
		ck.solve(order[i], c.treeNodes)
	}
	if whole && ck.errs == 0 {
		ck.cost(starts, len(order))
	}
}

// statesMultiple is the most nodes a solve may visit for each reachable
// state of a game that fits in its table.
const statesMultiple = 20

// cost checks, for a game with a Hasher or a Keyer whose every reachable
// state was visited, that Solve from each start visits at most
// statesMultiple nodes a state: the table holds every state, so a
// state searched again and again means a hash that sends many states to
// few slots.
func (ck *checker[S, M]) cost(starts []S, states int) {
	ck.t.Helper()
	_, hasher := ck.g.(minimax.Hasher[S])
	_, keyer := ck.g.(minimax.Keyer[S])
	if !hasher && !keyer {
		return
	}
	for _, s := range starts {
		r, err := minimax.Solve(ck.g, s, minimax.MaxNodes(int64(statesMultiple*states+1)))
		if err != nil || r.Nodes > int64(statesMultiple*states) {
			ck.errorf("Solve(%v) visited more than %d nodes for the %d states reachable from the starts: a game whose states fit in the table should cost at most %d nodes a state; does Hash (or Key) send many states to few values?", s, statesMultiple*states, states, statesMultiple)
			return
		}
	}
}

type checker[S comparable, M any] struct {
	t      testing.TB
	g      minimax.Game[S, M]
	hashes map[S]uint64 // the hash of each state seen, for a Hasher
	keys   map[uint64]S // the state of each key seen, for a Keyer
	errs   int
}

func (ck *checker[S, M]) errorf(format string, args ...any) {
	ck.t.Helper()
	if ck.errs++; ck.errs <= maxErrors {
		ck.t.Errorf("minimaxtest: "+format, args...)
	}
	if ck.errs == maxErrors {
		ck.t.Errorf("minimaxtest: too many errors, stopping")
	}
}

// state checks Over, Moves, Play and Order on s and returns its children.
func (ck *checker[S, M]) state(s S) []S {
	ck.t.Helper()
	g := ck.g
	o, over := g.Over(s)
	if o2, over2 := g.Over(s); o2 != o || over2 != over {
		ck.errorf("Over(%v) returned (%v, %v), then (%v, %v): not deterministic", s, o, over, o2, over2)
		return nil
	}
	if !ck.hash(s) || !ck.key(s) {
		return nil
	}
	if over {
		if o != minimax.Loss && o != minimax.Draw && o != minimax.Win {
			ck.errorf("Over(%v) returned outcome %d, want Loss, Draw or Win", s, o)
		}
		ck.expand(s, true, o, nil)
		return nil
	}
	if b, ok := g.(minimax.Bounder[S]); ok {
		lo, hi := b.Bound(s)
		if lo2, hi2 := b.Bound(s); lo2 != lo || hi2 != hi {
			ck.errorf("Bound(%v) returned (%d, %d), then (%d, %d): not deterministic", s, lo, hi, lo2, hi2)
			return nil
		}
		if lo > hi {
			ck.errorf("Bound(%v) returned (%d, %d): lo > hi", s, lo, hi)
			return nil
		}
	}
	moves := g.Moves(nil, s)
	saved := slices.Clone(moves)
	again := g.Moves(nil, s)
	if !same(again, saved) {
		ck.errorf("Moves(nil, %v) returned %v, then %v: not deterministic", s, saved, again)
		return nil
	}
	children := make([]S, 0, len(saved))
	for _, m := range saved {
		c := g.Play(s, m)
		if c2 := g.Play(s, m); c2 != c {
			ck.errorf("Play(%v, %v) returned %v, then %v: Play must be deterministic and states values that compare equal", s, m, c, c2)
			return nil
		}
		children = append(children, c)
	}
	if o2, over2 := g.Over(s); o2 != o || over2 != over || !same(g.Moves(nil, s), saved) {
		ck.errorf("Over or Moves of %v differ after its moves were played: Play changed its input, or Over or Moves is not deterministic", s)
		return nil
	}
	for _, c := range children {
		if _, over := g.Over(c); over {
			continue
		}
		g.Moves(nil, c)
		if !same(moves, saved) {
			ck.errorf("Moves(nil, %v) returned %v, which became %v when Moves was called on %v: Moves must append to dst, not reuse a buffer of its own", s, saved, moves, c)
			return nil
		}
	}
	// dst with elements of its own and room to spare.
	var zero M
	prefix := append(slices.Clone(saved), zero)
	slices.Reverse(prefix)
	dst := make([]M, len(prefix), 2*len(prefix)+len(saved))
	copy(dst, prefix)
	got := g.Moves(dst, s)
	if len(got) != len(prefix)+len(saved) {
		ck.errorf("Moves(dst, %v) returned %d elements for a dst of %d and %d moves: it must return dst with the moves appended", s, len(got), len(prefix), len(saved))
		return nil
	}
	if !same(dst, prefix) || !same(got[:len(prefix)], prefix) {
		ck.errorf("Moves(dst, %v) changed the elements already in dst: it must only append", s)
		return nil
	}
	if !same(got[len(prefix):], saved) {
		ck.errorf("Moves(dst, %v) appended %v to a dst of %d elements, but Moves(nil, %v) returned %v", s, got[len(prefix):], len(prefix), s, saved)
		return nil
	}
	if !ck.expand(s, false, 0, saved) {
		return nil
	}
	if ord, ok := g.(minimax.Orderer[S, M]); ok && len(saved) > 1 {
		a, b := slices.Clone(saved), slices.Clone(saved)
		ord.Order(s, a)
		ord.Order(s, b)
		if !same(a, b) {
			ck.errorf("Order(%v, %v) gave %v, then %v: not deterministic", s, saved, a, b)
		} else if !permutation(a, saved) {
			ck.errorf("Order(%v, %v) gave %v: not a permutation of the moves", s, saved, a)
		}
	}
	return children
}

// expand checks Expand, if g has it, against Over, Bound and Moves on s:
// the score of its outcome o if s is over; else bounds as Bound's, and the
// moves of Moves unless the bounds meet, appended to a dst whose elements it
// keeps. It reports whether it found nothing wrong.
func (ck *checker[S, M]) expand(s S, over bool, o minimax.Outcome, moves []M) bool {
	ck.t.Helper()
	x, ok := ck.g.(minimax.Expander[S, M])
	if !ok {
		return true
	}
	var zero M
	dst := []M{zero}
	got, lo, hi := x.Expand(dst, s)
	if got2, lo2, hi2 := x.Expand(nil, s); lo2 != lo || hi2 != hi || !same(got2, got[min(1, len(got)):]) {
		ck.errorf("Expand(%v) returned (%v, %d, %d), then (%v, %d, %d): not deterministic", s, got[min(1, len(got)):], lo, hi, got2, lo2, hi2)
		return false
	}
	if len(got) == 0 || !same(got[:1], dst) {
		ck.errorf("Expand(dst, %v) changed the elements already in dst: it must only append", s)
		return false
	}
	got = got[1:]
	switch {
	case over && (lo != int(o)*minimax.WinScore || hi != lo):
		ck.errorf("Expand(%v) returned bounds (%d, %d) for a state Over says is a %v: want (%d, %d)", s, lo, hi, o, int(o)*minimax.WinScore, int(o)*minimax.WinScore)
		return false
	case over:
		return true
	case lo > hi:
		ck.errorf("Expand(%v) returned bounds (%d, %d): lo > hi", s, lo, hi)
		return false
	case lo == hi && (lo == -minimax.WinScore && len(moves) > 0 || lo == minimax.WinScore):
		ck.errorf("Expand(%v) returned bounds (%d, %d), which say the game is over, and Over says it is not", s, lo, hi)
		return false
	case lo < hi && !same(got, moves):
		ck.errorf("Expand(%v) returned the moves %v, Moves %v", s, got, moves)
		return false
	}
	if b, ok := ck.g.(minimax.Bounder[S]); ok {
		if l, h := b.Bound(s); l != lo || h != hi {
			ck.errorf("Expand(%v) returned bounds (%d, %d), Bound (%d, %d)", s, lo, hi, l, h)
			return false
		}
	}
	return true
}

// hash checks Hash, if g has it: the same for s twice, and for every state
// equal to s seen before. It reports whether it found nothing wrong.
func (ck *checker[S, M]) hash(s S) bool {
	ck.t.Helper()
	h, ok := ck.g.(minimax.Hasher[S])
	if !ok {
		return true
	}
	v := h.Hash(s)
	if v2 := h.Hash(s); v2 != v {
		ck.errorf("Hash(%v) returned %#x, then %#x: not deterministic", s, v, v2)
		return false
	}
	if old, seen := ck.hashes[s]; seen && old != v {
		ck.errorf("Hash(%v) returned %#x, and %#x for an equal state: equal states must hash equal", s, v, old)
		return false
	}
	ck.hashes[s] = v
	return true
}

// key checks Key, if g has it: the same for s twice, and a key no
// other state seen had. It reports whether it found nothing wrong.
func (ck *checker[S, M]) key(s S) bool {
	ck.t.Helper()
	k, ok := ck.g.(minimax.Keyer[S])
	if !ok {
		return true
	}
	v := k.Key(s)
	if v2 := k.Key(s); v2 != v {
		ck.errorf("Key(%v) returned %#x, then %#x: not deterministic", s, v, v2)
		return false
	}
	if old, seen := ck.keys[v]; seen && old != s {
		ck.errorf("Key(%v) and Key(%v) both returned %#x: distinct states must have distinct keys", s, old, v)
		return false
	}
	ck.keys[v] = s
	return true
}

// same reports whether a and b hold the same moves in the same order.
func same[M any](a, b []M) bool {
	return slices.EqualFunc(a, b, func(x, y M) bool { return reflect.DeepEqual(x, y) })
}

// permutation reports whether a and b hold the same moves, in any order.
func permutation[M any](a, b []M) bool {
	if len(a) != len(b) {
		return false
	}
	used := make([]bool, len(b))
next:
	for _, x := range a {
		for j, y := range b {
			if !used[j] && reflect.DeepEqual(x, y) {
				used[j] = true
				continue next
			}
		}
		return false
	}
	return true
}

// solve compares Solve with the plain minimax on s if the tree of s has at
// most limit nodes.
func (ck *checker[S, M]) solve(s S, limit int64) {
	ck.t.Helper()
	budget := limit
	o, plies, ok := ck.reference(s, &budget)
	if !ok {
		return
	}
	if b, ok := ck.g.(minimax.Bounder[S]); ok && !over(ck.g, s) {
		if lo, hi := b.Bound(s); !holds(o, plies, lo, hi) {
			ck.errorf("Bound(%v) returned (%d, %d), but a plain minimax says %v in %d plies, which scores %d", s, lo, hi, o, plies, score(o, plies))
			return
		}
	}
	if x, ok := ck.g.(minimax.Expander[S, M]); ok && !over(ck.g, s) {
		if _, lo, hi := x.Expand(nil, s); !holds(o, plies, lo, hi) {
			ck.errorf("Expand(%v) returned bounds (%d, %d), but a plain minimax says %v in %d plies", s, lo, hi, o, plies)
			return
		}
	}
	r, err := minimax.Solve(ck.g, s)
	if err != nil {
		ck.errorf("Solve(%v): %v", s, err)
		return
	}
	if r.Outcome != o || o != minimax.Draw && r.Plies != plies {
		ck.errorf("Solve(%v) says %v in %d plies, a plain minimax %v in %d", s, r.Outcome, r.Plies, o, plies)
		return
	}
	ck.line(s, r)
}

// score is the score of an outcome o in plies, in the scores of
// minimax.Bounder.
func score(o minimax.Outcome, plies int) int {
	switch o {
	case minimax.Win:
		return minimax.WinScore - plies
	case minimax.Loss:
		return -(minimax.WinScore - plies)
	}
	return 0
}

// holds reports whether bounds lo and hi hold the score of o in plies.
func holds(o minimax.Outcome, plies, lo, hi int) bool {
	v := score(o, plies)
	return lo <= v && v <= hi
}

// reference is plain minimax without memory or pruning: the outcome for the
// player to move and the plies to the end, the winner fastest, the loser
// slowest. It gives up (ok false) after budget nodes.
func (ck *checker[S, M]) reference(s S, budget *int64) (o minimax.Outcome, plies int, ok bool) {
	if *budget--; *budget < 0 {
		return 0, 0, false
	}
	if o, over := ck.g.Over(s); over {
		return o, 0, true
	}
	best, bestP := minimax.Outcome(-2), 0
	for _, m := range ck.g.Moves(nil, s) {
		o, p, ok := ck.reference(ck.g.Play(s, m), budget)
		if !ok {
			return 0, 0, false
		}
		o, p = -o, p+1
		if o > best || o == best && (o == minimax.Win && p < bestP || o == minimax.Loss && p > bestP) {
			best, bestP = o, p
		}
	}
	if best == -2 {
		return minimax.Loss, 0, true
	}
	return best, bestP, true
}

// line checks that r.Line is r.Plies legal moves from s to an end that gives
// r.Outcome, and that r.Best is its first move.
func (ck *checker[S, M]) line(s S, r minimax.Result[M]) {
	ck.t.Helper()
	start := s
	if len(r.Line) != r.Plies {
		ck.errorf("Solve(%v): Line %v has %d moves, Plies is %d", start, r.Line, len(r.Line), r.Plies)
		return
	}
	for i, m := range r.Line {
		if _, over := ck.g.Over(s); over || !slices.ContainsFunc(ck.g.Moves(nil, s), func(x M) bool { return reflect.DeepEqual(x, m) }) {
			ck.errorf("Solve(%v): move %d of Line %v, %v, is not legal", start, i, r.Line, m)
			return
		}
		s = ck.g.Play(s, m)
	}
	o, over := ck.g.Over(s)
	if !over {
		if ms := ck.g.Moves(nil, s); len(ms) > 0 {
			ck.errorf("Solve(%v): Line %v does not end the game", start, r.Line)
			return
		}
		o = minimax.Loss
	}
	if r.Plies%2 == 1 {
		o = -o
	}
	if o != r.Outcome {
		ck.errorf("Solve(%v): Line %v ends in %v for the player to move first, Outcome is %v", start, r.Line, o, r.Outcome)
		return
	}
	if len(r.Line) > 0 && !reflect.DeepEqual(r.Best, r.Line[0]) {
		ck.errorf("Solve(%v): Best %v is not the first move of Line %v", start, r.Best, r.Line)
	}
}

func over[S comparable, M any](g minimax.Game[S, M], s S) bool {
	_, o := g.Over(s)
	return o
}
