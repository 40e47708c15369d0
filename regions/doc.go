// Package regions makes, solves, grades and draws LinkedIn's Queens puzzles.
//
// A [Board] is an N×N grid split into N coloured regions. A solution puts
// one queen in every row, column and region, no two touching, not even at
// a corner.
//
// Start with [Parse], which reads a board as letters, or [Generate], which
// makes a puzzle with exactly one solution, of a [Level] if asked. Then
// [Solutions] and [Count] solve a board by search; [Explain] solves it
// step by step as a person would, naming each [Deduction], [Hint] gives a
// player the next step from their [Position], and [Grade] rates a puzzle.
// [Board.WriteText], [Board.WriteSVG] and their siblings draw
// it, in [Board.Colors] that colour-blind players tell apart too. The package Example reads, solves and draws a small puzzle.
//
// Boards never change once made and are safe for concurrent use. Every
// call that can run long has a Context form that stops within 100 ms of a
// cancel, and [CountShard] shares a count among machines.
//
// The [design notes] describe the solver, the generator and the rules,
// how the puzzles compare with LinkedIn's, and what each call costs.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/regions.md
package regions
