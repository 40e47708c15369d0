// Package minimax solves finite two-player, zero-sum games of perfect
// information exactly, or estimates them to a depth.
//
// Describe a game as a [Game]: the moves from a state, the state after a
// move, and whether a state is over. [Solve] returns its exact [Result]:
// [Win], [Draw] or [Loss] for the player to move, the plies to the end under
// optimal play, a best move and a principal variation. [Lookahead] searches
// a game too large to solve to a fixed depth and scores its horizon with
// your evaluation. Start with the package Example; Example (TicTacToe)
// solves a whole game.
//
// Calls take [Option] values such as the budgets [MaxNodes] and [MaxMemory]
// and [Workers]; every call that can run long has a Context form
// ([SolveContext], [LookaheadContext]). A [Solver] solves many states of one
// game with one transposition table. Optional hooks ([Orderer], [Bounder],
// [Expander], [Hasher], [Keyer]) make the search faster and never change
// an Outcome or Plies; package
// [github.com/go-puzzles/puzzles/minimax/minimaxtest] checks a game and
// its hooks.
//
// The [design notes] describe the engine, its table, its workers, its
// memory and its cost.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/minimax.md
package minimax
