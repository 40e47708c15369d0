// Package puzzles is the root of a library that solves, counts, generates
// and draws combinatorial puzzles, and solves small games exactly. The code
// lives in its packages:
//
//   - [github.com/go-puzzles/puzzles/backtrack]: a generic, iterative,
//     allocation-free depth-first search engine, the one under every puzzle.
//   - [github.com/go-puzzles/puzzles/minimax]: an exact solver for
//     two-player zero-sum games, and a depth-limited search for larger ones.
//   - [github.com/go-puzzles/puzzles/queens]: rooks, n-queens and the
//     no-touch rule of LinkedIn's Queens: counts, enumeration, random
//     placements, symmetry classes, drawings.
//
// Runnable stories live under examples/: go run ./examples/nqueens, and
// go run ./examples/platforms with a game as JSON on standard input.
package puzzles
