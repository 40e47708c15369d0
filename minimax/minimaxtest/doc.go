// Package minimaxtest checks implementations of [minimax.Game], the way
// testing/fstest checks a file system: [CheckGame] walks the states a game
// reaches from some starts and reports every broken contract it finds
// through a [testing.TB].
//
// It checks that Over gives the same answer twice and a valid Outcome; that
// Moves is deterministic, appends to dst without touching its elements and
// returns a slice of its own; that Play is deterministic and leaves its
// input alone; that Order, if the game has it, is a deterministic
// permutation; that Bound, if the game has it, is deterministic with lo <=
// hi; that Hash, if the game has it, is deterministic and the same for
// equal states; and, on states whose game tree is small, that Bound holds
// the value a plain memo-free minimax finds, and that [minimax.Solve]'s
// Outcome, Plies and Line agree with it. Moves is never called on a state
// that is over.
package minimaxtest
