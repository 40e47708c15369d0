// Package minimax solves finite two-player, zero-sum games of perfect
// information: describe a game as a [Game] (the legal moves from a state, the
// state after a move, and whether and how a state is over) and the engine
// searches its tree.
//
// # Solving
//
// [Solve] finds the exact [Result] of a state: [Win], [Draw] or [Loss] for
// the player to move, the number of plies to the end under optimal play (the
// winner wins as fast as possible, the loser lasts as long as possible), a
// best move and a principal variation. [SolveContext] adds cancellation
// through a [context.Context] and [Option] values: a node budget
// ([MaxNodes]), a memory budget ([MaxMemory], by default
// [backtrack.DefaultMaxMemory], 1 GiB, for the table and the search path
// together), the size of the table ([TableSize]), [ValueOnly], which
// skips the line, and [Workers], the goroutines of one solve (one unless
// asked). A [Solver] solves many states of one game with one table, so each
// call reuses what the earlier ones learnt.
//
// # Hooks
//
// A game may implement optional interfaces, which the engine finds by type
// assertion: an [Orderer] puts the likely best moves first; a [Bounder]
// tells the engine what it knows cheaply about a state's value (a win at
// once, a threat that cannot be stopped), which prunes whole subtrees; an
// [Expander] does what Over, Bound and Moves do in one call; a [Hasher]
// gives the engine an array table instead of a Go map, and a [Keyer], whose
// keys tell states apart, an array of keys instead of states. None changes
// a result's Outcome or Plies, only the work to find them.
//
// # Estimating
//
// For games too large to solve, [Lookahead] deepens an alpha-beta search ply by
// ply and scores the states at its horizon with a caller's evaluation. It
// returns an [Estimate] from the deepest search that finished;
// [LookaheadContext] can stop it early and still returns that estimate.
//
// # Engine
//
// Both are negamax with fail-soft alpha-beta pruning in one loop over an
// explicit stack of frames, so a game may be as long as the memory budget
// allows (up to 2^29-1 plies). Each pass enters a state: its bounds (from
// Over and Bound, or Expand) narrow its window by mate distance, and the
// transposition table may value it at once; else it gets a frame, which
// tries the table's best move first and orders the others only if that one
// does not cut. Values go back up the stack; a finished frame stores a
// bound or the exact score with its best move. A state with one legal move
// gets no frame: a forced line costs one node per ply and no memory. From
// ply 64 on, each state is compared with one marked on its line, so a
// cyclic game stops with [ErrCycle].
//
// Solve narrows the score with null-window searches (for a game with a
// Bounder or an Expander, first whether the state is lost, then won, within
// 1, 2, 3, 4, 6, 9, ... plies, then its outcome, then its plies by
// bisection; for other games MTD(f) from a draw, Plaat et al. 1996), then
// traces the line with one null-window search per move, which the stored
// bounds mostly answer at once.
//
// The table, keyed by Key for a Keyer and else by the state, holds at most
// [DefaultTableSize] states unless [TableSize] says otherwise: an array for
// a Hasher or a Keyer, whose hash (times 2^64 over the golden ratio) picks
// a pair of slots, one keeping the costlier search, the other the latest;
// else Go maps, which keep states whose search took 16 nodes or more and
// drop the older half when full. Results are deterministic on one worker:
// no random seed changes node counts, so a node budget stops at the same
// node every time.
// Each call of Solve or Lookahead has a table and stack of its own (a call
// on a game with a map table reuses those of a finished call, through a
// sync.Pool, which changes no result); a Solver is for one goroutine.
//
// # Workers
//
// A solve with more than one worker, for a game with a [Hasher] or a
// [Keyer], starts alone; if it has not finished after 32,768 nodes, the
// other workers join it, and the tree is split as in Young Brothers Wait
// (Feldmann et al. 1990). The caller's goroutine, the master, runs the
// sequence of null-window searches; once a state on its path has taken
// 1024 nodes and has two moves or more left, it shares them: the other
// workers take those moves one at a time and search them, sharing in turn
// the states of their own searches, while the master takes the rest. A
// worker that runs out of moves at a shared state waits for the others'
// moves there, searching moves of other shared states meanwhile; a move
// that refutes the state makes its owner drop its own search of it. The
// workers share one table, packed into atomic words and read without
// locks, checked by a version per pair of slots, for a Keyer whose moves
// take at most two bytes, and behind a lock per pair of slots otherwise;
// each also keeps a small table of its own for states whose search took
// fewer than 64 nodes, which its cache holds and no other core writes.
// The shared table does not grow while the workers run: when it is half
// full they stop, and start again with one twice as large that keeps
// what they learnt. The value is the master's, as one worker's would be;
// the line is traced after, on the caller's goroutine (a draw's Plies is
// the length of its line, as always). Which worker stores what first
// depends on timing, so Nodes, and Best and Line among equally good
// moves, may differ from run to run; a node budget is shared out in
// grants of 1024 nodes, which a worker gives back when it runs out of
// moves, so a solve that runs out has visited exactly the budget, and a
// cancelled one stops within 1024 nodes a worker. A game's methods are
// then called from several goroutines at once, which pure functions
// allow. On one worker (the default, GOMAXPROCS=1, or a game with a map
// table) nothing of this happens, and results are deterministic.
//
// # Cost
//
// Per node the engine calls Over, Bound and Moves (or Expand) and Play
// through the interfaces; a state with two or more moves also costs a
// table lookup (with Key or Hash), and Order unless the table's move cuts
// it off. A table larger than the processor's caches makes that lookup
// most of the cost. Once the table holds every reachable state, each state
// is searched a few times at most (once per window that its stored bounds
// cannot answer), so a small game costs a small multiple of its states. A
// forced line of n plies costs about three nodes a ply: two passes and the
// line. A cancelled search returns within 1024 nodes. [BENCHMARKS.md]
// measures Solve beside plain memo-free minimax, and the Connect Four
// engine beside Pons' algorithm in Go, and lists the comparisons with his
// C++ solver.
//
// [BENCHMARKS.md]: https://github.com/go-puzzles/puzzles/blob/main/BENCHMARKS.md
package minimax
