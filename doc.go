// Package puzzles is a library that solves, counts, generates and draws
// puzzles, and solves small two-player games exactly.
//
// # Which package for which job
//
//   - [backtrack]: a depth-first search engine. Describe a tree of states
//     and walk, count or split it, on one core or all: the Example below
//     counts bit strings. Start here for a puzzle with no package of its own.
//   - [minimax]: exact solutions of two-player zero-sum games (win, draw or
//     loss, plies, best move), and a depth-limited search for larger ones.
//   - [queens]: rooks, n-queens and no-touch queens: counts, enumeration,
//     random placements.
//   - [regions]: LinkedIn-style Queens puzzles: generate with one solution,
//     solve, grade, hint, draw.
//   - [sevenseg]: matchstick equations on seven-segment digits.
//   - [knight]: knight's tours: enumerate, find one on huge boards, count.
//   - [shard]: counts split over many machines.
//
// Each engine and puzzle package has a test kit beside it (backtracktest,
// minimaxtest, queenstest, ...) that checks a user's own search or game, or
// generates the package's values for property tests.
//
// # Conventions
//
//   - Counts are int64, with an error where anything can fail.
//   - Nothing found: an iterator yields nothing, a count is 0, a call returns
//     (T, bool) where nothing else can fail, else (T, error) with the
//     package's sentinel, such as ErrNoSolution.
//   - A call that can run long has XContext(ctx, ...), which returns within
//     100 ms of cancellation with ctx.Err().
//   - Budgets are int64 options; past one, a call returns an error wrapping
//     backtrack.ErrBudget. Memory is capped at 1 GiB unless a MaxMemory
//     option says otherwise.
//   - Options are named for their setting (MaxNodes(n)), or are the
//     setting's values themselves (sevenseg.Adding).
//   - Pictures are methods: String, WriteText, WriteSVG, WritePNG.
//
// The [conventions] note gives the reasons. Runnable programs, a puzzle web
// site among them, live under examples/ in the repository.
//
// [backtrack]: https://pkg.go.dev/github.com/go-puzzles/puzzles/backtrack
// [minimax]: https://pkg.go.dev/github.com/go-puzzles/puzzles/minimax
// [queens]: https://pkg.go.dev/github.com/go-puzzles/puzzles/queens
// [regions]: https://pkg.go.dev/github.com/go-puzzles/puzzles/regions
// [sevenseg]: https://pkg.go.dev/github.com/go-puzzles/puzzles/sevenseg
// [knight]: https://pkg.go.dev/github.com/go-puzzles/puzzles/knight
// [shard]: https://pkg.go.dev/github.com/go-puzzles/puzzles/shard
// [conventions]: https://github.com/go-puzzles/puzzles/blob/main/doc/conventions.md
package puzzles
