// Package puzzles is the root of a library that solves, counts, generates and
// draws combinatorial puzzles, and solves small two-player games exactly. It
// holds no code of its own: this page is the guide to its packages.
//
// # Where to start
//
// To solve or count something that has no package here, describe it as a
// tree of states for [github.com/go-puzzles/puzzles/backtrack.Search] (a root, a Branch that lists the
// children of a state, an Accept that picks out solutions) and the engine
// walks it lazily, without recursion and without allocating per node, on one
// core or all of them. To solve a two-player game, implement [github.com/go-puzzles/puzzles/minimax.Game]
// (the moves from a state, the state after a move, whether it is over) and
// call [github.com/go-puzzles/puzzles/minimax.Solve]. The example below counts bit strings with no two 1s
// side by side; the package examples show a Game.
//
// # Which package for which job
//
//   - [github.com/go-puzzles/puzzles/backtrack]: the depth-first search engine under every puzzle:
//     All, First, Count, Paths, Walk (node budget, cancellation), Split,
//     Parts and Shard (independent subtrees for other goroutines or
//     machines), Shuffled; the module's budget error and memory budget.
//   - [github.com/go-puzzles/puzzles/minimax]: exact win/draw/loss, plies under optimal play, best move and
//     principal variation of a two-player zero-sum game; a depth-limited
//     search with the caller's evaluation for larger games. Optional hooks
//     (move order, cheap bounds, a hash) let it take on the games that
//     dedicated solvers take: examples/connect4 solves Connect Four with it.
//   - [github.com/go-puzzles/puzzles/queens]: rooks, n-queens and the no-touch rule of LinkedIn's Queens:
//     counts (OEIS-checked; n-queens by symmetry classes, the others by
//     formula), enumeration, first and random placements, symmetry classes.
//   - [github.com/go-puzzles/puzzles/regions]: LinkedIn-style Queens puzzles: boards of coloured regions,
//     a solver, a generator of puzzles with exactly one solution shaped like
//     LinkedIn's, difficulty
//     levels and step-by-step hints, SVG and PNG pictures.
//   - [github.com/go-puzzles/puzzles/sevenseg]: matchstick equations on seven-segment digits ("move one
//     stick to make 0+3=09 true"), with + - × ÷ and several equals signs:
//     every answer, the census of a shape, a puzzle generator, drawings.
//   - [github.com/go-puzzles/puzzles/knight]: knight's tours: lazy enumeration, one tour on boards of
//     millions of squares, exact counts (thin boards of any length by a
//     frontier scan), pictures.
//   - [github.com/go-puzzles/puzzles/shard]: counts split over many machines: a Job (a registered
//     search, its parameters, k shards) that any worker rebuilds and runs
//     on one core, and Sum to check and add the results; the core knows no
//     puzzle, and [github.com/go-puzzles/puzzles/shard/builtin] registers the library's counts for a
//     program that imports it.
//
// Each of backtrack, minimax, queens, regions, sevenseg and knight has a test
// kit beside it (backtracktest, minimaxtest, queenstest, ...): checks of a
// user's own search or game in the style of testing/fstest, and rapid
// generators of the package's values for property and fuzz tests.
//
// # Conventions
//
// Every package speaks the same way, so what you learn in one holds in the
// others:
//
//   - Names say what comes back. Count returns an int64 and an error
//     (queens.Count, knight.Count, regions.Count); a function returning an
//     iterator is named for what it yields (All, Solutions, Tours); Solve
//     returns one answer; a census is Census. k is always a number of
//     shards, i a shard's index.
//   - Nothing found is not a failure of the call but has one shape: an
//     iterator yields nothing and a count is 0; a call that returns one value
//     returns (T, bool) when nothing else can go wrong (backtrack's
//     Search.First), and otherwise (T, error) with the package's sentinel,
//     tested with errors.Is (queens.ErrNoSolution, knight.ErrNoSolution,
//     regions.ErrNoSolution, sevenseg.ErrNoPuzzle), as database/sql has
//     ErrNoRows. Never a nil value with a nil error.
//   - Options are functions of the package's own Option type, named for the
//     setting (knight.ClosedTours(), regions.Difficulty(l),
//     minimax.MaxNodes(n), sevenseg.WithFont(f) where the value's type has
//     the setting's name); no option shares a name with a type or method.
//   - Every call that can run long has XContext(ctx, same arguments...),
//     taking the same options as X and returning what X returns plus the
//     context's error (see below).
//   - Pictures are methods on the value: String for text, WriteText,
//     WriteSVG, WritePNG(w, ...) error.
//   - Checks come in pairs: Valid() bool reports, Validate() error says why.
//   - One word, one meaning: a Rule is a placement rule (queens.Rule), a
//     Deduction a step of reasoning (regions.Deduction), a Search a tree to
//     walk (backtrack.Search); minimax.Lookahead estimates what
//     minimax.Solve proves.
//   - Randomness comes from the caller's *rand.Rand, so a seed reproduces a
//     result exactly.
//
// Cost is stated in each package's doc as behaviour: what grows with what,
// and where the cliff is. Measured figures live in one generated file,
// BENCHMARKS.md, in the repository.
//
// # Using the library in a server
//
// Every call that can run long has a Context form (CountContext,
// SolveContext, SolutionsContext, ...) that returns within 100 ms of
// cancellation with every worker stopped; searches take node budgets as
// options (backtrack.MaxNodes, minimax.MaxNodes) that stop at the same node
// every time. Every call whose memory grows with the search has a memory
// budget, 1 GiB unless its package's MaxMemory option says otherwise, and
// returns an error past it, so no accepted input can end the host with a
// fatal out-of-memory. A panic in a caller's callback is raised again on
// the caller's goroutine. Sizes are checked against each package's limits before any work
// or allocation, and bad input gets an error that names the package.
// Values documented as immutable are safe for concurrent use.
//
// Runnable programs live under examples/: go run ./examples/queens (the main
// demo), ./examples/matchsticks 0+3=09, ./examples/knight, ./examples/nqueens,
// ./examples/connect4, ./examples/platforms, and ./examples/server, a puzzle
// web site. The scale-out programs count one job in shards:
// ./examples/shardcount (every shard here, or one shard of a Kubernetes
// Indexed Job) and examples/beam (an Apache Beam pipeline, a module of its
// own).
package puzzles
