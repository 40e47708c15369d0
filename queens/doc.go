// Package queens places n pieces on an n×n board, one per row and column,
// under a rule.
//
// A [Rule] says which placements count: [Rooks] allows any, [Classic] is the
// n-queens problem (no two pieces on a diagonal either), and [NoTouch] is the
// rule of LinkedIn's Queens puzzle (no two pieces touching, not even at a
// corner). A [Placement] gives the column of each row's piece, and checks
// and draws itself.
//
// Start with [Count], which counts the placements, and [First], which returns
// the first in lexicographic order; the package Example shows both. [All]
// yields every placement lazily, [Random] draws one with a caller's
// *rand.Rand, and [Fundamental] counts them up to rotations and reflections.
// Sizes run from 0 to [MaxN]. Each call that can run long has a Context form
// that stops within 100 ms of cancellation, and [CountShard] splits a count
// over machines. Package queenstest generates sizes, rules and placements
// for property tests.
//
// The [design notes] explain how Count counts (formulas, constellations, a
// bitboard kernel, meeting in the middle) and which sizes take long.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/queens.md
package queens
