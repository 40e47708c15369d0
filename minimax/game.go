package minimax

import "strconv"

// Outcome is how a game ends for the player to move: won, drawn or lost.
type Outcome int8

// The outcomes, ordered from worst to best for the player to move.
const (
	Loss Outcome = -1
	Draw Outcome = 0
	Win  Outcome = 1
)

// String returns "Loss", "Draw" or "Win", or for another value, which is
// no outcome, "Outcome(n)".
func (o Outcome) String() string {
	switch o {
	case Loss:
		return "Loss"
	case Draw:
		return "Draw"
	case Win:
		return "Win"
	}
	return "Outcome(" + strconv.Itoa(int(o)) + ")"
}

// Game describes a finite two-player, zero-sum game of perfect information,
// over states and moves of the game's own types. The players alternate; a
// state does not say whose turn it is, only what the player to move may do.
//
// The three methods must be pure functions of their arguments: equal states
// have the same moves, in the same order, and the same end. Several
// [Workers] call them, and the optional hooks, from several goroutines at
// once. Every sequence of moves must end (the game has no cycles): a search
// that follows a cycle past ply 64 stops with an error wrapping [ErrCycle],
// or with the memory error of [MaxMemory] if the line would not fit, but a
// cycle that the pruning cuts shorter may go unseen and give a wrong
// answer. Package minimaxtest checks these contracts.
type Game[S comparable, M any] interface {
	// Moves appends the legal moves from s to dst and returns the extended
	// slice, like append. It must not change the elements already in dst.
	// Moves is not called on a state that Over reports as over.
	Moves(dst []M, s S) []M

	// Play returns the state after the player to move in s plays m.
	Play(s S, m M) S

	// Over reports whether s ends the game and, if so, its outcome for the
	// player to move. The outcome must be Loss, Draw or Win: another value
	// stops the search with an error. A state that is not over but has no
	// legal move is a loss for the player to move.
	Over(s S) (o Outcome, over bool)
}

// Orderer is an optional hook of a [Game] that puts the likely best moves
// first, so that alpha-beta prunes more. The engine calls Order on the legal
// moves of each state with two or more that it expands, before trying them;
// Order may permute them in place and must be deterministic. Whatever the
// order, the result's Outcome and Plies are the same.
type Orderer[S comparable, M any] interface {
	Order(s S, moves []M)
}

// Bounder is an optional hook of a [Game] that bounds a state's value
// cheaply. It may know of a move that wins at once, or a threat that cannot
// be stopped. The engine calls Bound on each state it enters that is not over, before
// its moves, and narrows its window with it, which can cut the state at
// once (mate-distance pruning, with the game's own bounds).
//
// Bound(s) reports that the value of s under optimal play, for the player to
// move, is at least lo and at most hi, in the scores of [Lookahead]: a win d
// plies ahead scores WinScore-d, a loss d plies ahead -(WinScore-d), a draw
// 0. So (WinScore-1, WinScore-1) says "wins with the next move",
// (-(WinScore-2), -(WinScore-2)) "every move lets the opponent win at once",
// and (-(WinScore-4), WinScore-3) "neither of those". (-WinScore, WinScore)
// says nothing; values beyond it are clamped. Bound must be deterministic
// and true, with lo <= hi: a bound that claims too much makes Solve return a
// wrong answer. Package minimaxtest checks it against a plain minimax.
type Bounder[S comparable] interface {
	Bound(s S) (lo, hi int)
}

// Hasher is an optional hook of a [Game] that gives the engine an array
// table, indexed by Hash, instead of a Go map. An array is faster per lookup,
// a [Solver] reuses it without freeing it, and several [Workers] can share it.
// Hash must be deterministic, and equal states must hash equal; unequal
// states may collide (the table compares the states), but collisions cost
// time. The engine mixes the bits itself, so a hash that packs the state's
// bits is enough. A game without Hash gets a map, because the standard
// library's hash of a comparable value is seeded at random, which would
// change node counts, and so what a node budget allows, from run to run.
type Hasher[S comparable] interface {
	Hash(s S) uint64
}

// Keyer is an optional hook of a [Game] whose states fit a number: Key tells
// them apart, so the table keeps keys instead of states. Key must be
// deterministic and one-to-one, equal states giving equal keys and distinct
// states distinct keys. The array table, as for a [Hasher], then has slots
// of 8 bytes plus the entry, whatever the size of a state: more states fit
// in the same memory and each lookup touches less of it. A key that claims too much (two
// states, one key) makes Solve return a wrong answer; package minimaxtest
// checks it on the states it explores. A game with Key needs no Hash; if it
// has both, the engine uses Key.
type Keyer[S comparable] interface {
	Key(s S) uint64
}

// Expander is an optional hook of a [Game] that does in one call what Over,
// Bound and Moves do, computing what they share once. If the game implements
// it, the engine calls Expand on each
// state it enters instead of those three, then Order on the moves (if the
// game is an [Orderer]) only if the state is not valued at once.
//
// Expand(dst, s) returns the bounds on the value of s, in the scores of
// [Bounder], and its moves appended to dst, as Moves would append them. A
// state that is over has lo == hi, its outcome times [WinScore]: -WinScore
// for a loss, 0 for a draw, WinScore for a win. A state whose bounds meet
// (lo == hi), over or not, needs no moves: Expand may leave dst as it is.
// Otherwise (-WinScore, WinScore) says nothing, as for Bound. Expand must
// not change the elements already in dst. Package minimaxtest checks
// Expand against the other hooks.
type Expander[S comparable, M any] interface {
	Expand(dst []M, s S) (moves []M, lo, hi int)
}
