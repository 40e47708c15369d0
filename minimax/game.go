package minimax

// Outcome is how a game ends for the player to move: won, drawn or lost.
type Outcome int8

// The outcomes, ordered from worst to best for the player to move.
const (
	Loss Outcome = -1
	Draw Outcome = 0
	Win  Outcome = 1
)

// String returns "Loss", "Draw" or "Win".
func (o Outcome) String() string {
	switch o {
	case Loss:
		return "Loss"
	case Draw:
		return "Draw"
	case Win:
		return "Win"
	}
	return "Outcome(?)"
}

// Game describes a finite two-player, zero-sum game of perfect information
// over value states S and moves M. The players alternate; a state does not
// say whose turn it is, only what the player to move may do.
//
// The three methods must be pure functions of their arguments: equal states
// have the same moves, in the same order, and the same end. Every sequence of
// moves must end (the game has no cycles); on a cyclic game only a node
// budget or a cancelled context stops SolveContext. Package minimaxtest
// checks these contracts.
type Game[S comparable, M any] interface {
	// Moves appends the legal moves from s to dst and returns the extended
	// slice, like append. It must not change the elements already in dst.
	// Moves is not called on a state that Over reports as over.
	Moves(dst []M, s S) []M

	// Play returns the state after the player to move in s plays m.
	Play(s S, m M) S

	// Over reports whether s ends the game and, if so, its outcome for the
	// player to move. A state that is not over but has no legal move is a
	// loss for the player to move.
	Over(s S) (o Outcome, over bool)
}

// Orderer is an optional interface of a Game: if the game implements it, the
// engine calls Order on the legal moves of each state with two or more that
// it expands, before trying them. Order may permute moves in place to put the likely best first,
// which makes alpha-beta prune more; it must be deterministic. Whatever the
// order, the result's Outcome and Plies are the same.
type Orderer[S comparable, M any] interface {
	Order(s S, moves []M)
}
