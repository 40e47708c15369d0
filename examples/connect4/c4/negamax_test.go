package c4

import "math/bits"

// negamax is a dedicated Connect Four solver, the reference for the generic
// engine: the algorithm of Pascal Pons' solver (blog.gamesolver.org,
// "Solving Connect Four", part 12) written out in Go over this file's
// bitboards. Scores are in the test sets' convention. It searches only safe
// moves, narrows its window with the earliest possible win and loss, keeps
// one bound per Position in a table of truncated keys, orders moves by the
// winning cells they make, and finds the score by null-window searches that
// bisect the possible scores, starting near the middle of each half.
type negamax struct {
	keys  []uint32 // key % len: the key's low 32 bits, which with the index tell the key apart
	vals  []uint8  // 0: empty; else a bound, encoded as in put
	size  uint64   // a prime above 2^17, so that index and low bits tell 49-bit keys apart
	nodes int64
}

// Score bounds: a Position that is not over scores at least minScore and at
// most maxScore.
const (
	minScore = -cells/2 + 3
	maxScore = (cells+1)/2 - 3
)

// Table sizes: primes, so that keys that differ in their high bits only
// still spread over the table. The big one is Pons' (8M entries, 40 MB),
// the small one is for tests.
const (
	bigSlots   = 8388617
	smallSlots = 131101
)

func newNegamax(size uint64) *negamax {
	return &negamax{keys: make([]uint32, size), vals: make([]uint8, size), size: size}
}

func (n *negamax) reset() {
	clear(n.keys)
	clear(n.vals)
}

func (n *negamax) get(key uint64) int {
	i := key % n.size
	if n.keys[i] == uint32(key) {
		return int(n.vals[i])
	}
	return 0
}

func (n *negamax) put(key uint64, v int) {
	i := key % n.size
	n.keys[i], n.vals[i] = uint32(key), uint8(v)
}

// solve returns the score of p, which must not be over.
func (n *negamax) solve(p Position) int {
	if p.canWin() {
		return (cells + 1 - p.Stones()) / 2
	}
	lo, hi := -(cells-p.Stones())/2, (cells+1-p.Stones())/2
	for lo < hi {
		med := lo + (hi-lo)/2
		if med <= 0 && lo/2 < med {
			med = lo / 2
		} else if med >= 0 && hi/2 > med {
			med = hi / 2
		}
		if r := n.search(p, med, med+1); r <= med {
			hi = r
		} else {
			lo = r
		}
	}
	return lo
}

// search is fail-soft alpha-beta on p, where the player to move cannot win
// with the next stone.
func (n *negamax) search(p Position, alpha, beta int) int {
	n.nodes++
	safe := p.safe()
	if safe == 0 {
		return -(cells - p.Stones()) / 2
	}
	if p.Stones() >= cells-2 {
		return 0
	}
	if lo := -(cells - 2 - p.Stones()) / 2; alpha < lo {
		if alpha = lo; alpha >= beta {
			return alpha
		}
	}
	if hi := (cells - 1 - p.Stones()) / 2; beta > hi {
		if beta = hi; alpha >= beta {
			return beta
		}
	}
	key := p.cur + p.mask
	if v := n.get(key); v != 0 {
		if v > maxScore-minScore+1 { // a lower bound
			if lo := v + 2*minScore - maxScore - 2; alpha < lo {
				if alpha = lo; alpha >= beta {
					return alpha
				}
			}
		} else if hi := v + minScore - 1; beta > hi { // an upper bound
			if beta = hi; alpha >= beta {
				return beta
			}
		}
	}
	var moves [width]uint64
	var score [width]int
	k := 0
	for _, c := range order {
		if m := safe & colMask(int(c)); m != 0 {
			s := bits.OnesCount64(threes(p.cur|m) & (full ^ p.mask))
			j := k
			for ; j > 0 && score[j-1] < s; j-- { // keep the order stable among equals
				moves[j], score[j] = moves[j-1], score[j-1]
			}
			moves[j], score[j] = m, s
			k++
		}
	}
	for _, m := range moves[:k] {
		if s := -n.search(child(p, m), -beta, -alpha); s >= beta {
			n.put(key, s+maxScore-2*minScore+2)
			return s
		} else if s > alpha {
			alpha = s
		}
	}
	n.put(key, alpha-minScore+1)
	return alpha
}

// child is p after a stone in the cell m, keeping only the empty spots,
// as the reference has always done: a search that never plays a winning
// move needs no others.
func child(p Position, m uint64) Position {
	mask := p.mask | m
	return Position{cur: p.cur ^ p.mask, mask: mask, mine: p.theirs &^ m, theirs: threes(p.cur|m) & (full ^ mask)}
}
