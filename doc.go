// Package puzzles is the root of a library that solves, counts, generates
// and draws combinatorial puzzles, and solves small games exactly. The code
// lives in its packages:
//
//   - [github.com/go-puzzles/puzzles/backtrack]: a generic, iterative,
//     allocation-free depth-first search engine, the one under every puzzle.
//   - [github.com/go-puzzles/puzzles/knight]: knight's tours: lazy
//     enumeration, one tour on any board, exact counts, pictures.
//   - [github.com/go-puzzles/puzzles/minimax]: an exact solver for
//     two-player zero-sum games, and a depth-limited search for larger ones.
//   - [github.com/go-puzzles/puzzles/queens]: rooks, n-queens and the
//     no-touch rule of LinkedIn's Queens: counts, enumeration, random
//     placements, symmetry classes, drawings.
//   - [github.com/go-puzzles/puzzles/regions]: LinkedIn-style Queens puzzles:
//     boards, solver, unique-solution generator, difficulty and hints,
//     pictures.
//   - [github.com/go-puzzles/puzzles/sevenseg]: matchstick equations on
//     seven-segment digits: every answer, census, generator, drawings.
//
// Runnable stories live under examples/: go run ./examples/queens (the main
// demo), ./examples/matchsticks 0+3=09, ./examples/knight,
// ./examples/nqueens, and
// ./examples/platforms with a game as JSON on standard input.
package puzzles
