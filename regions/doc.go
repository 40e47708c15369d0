// Package regions makes, solves, grades and draws LinkedIn-style Queens
// puzzles: an N×N [Board] split into N coloured regions, on which one queen
// goes in every row, column and region, no two touching, not even at a
// corner.
//
// # Boards
//
// [Parse] reads a board as letters, one row per line, and [Board.String]
// prints it back. [Board.Validate] checks LinkedIn's extra rule that every
// region is connected; the solver does not need it.
//
// # Solving
//
// [Solutions] yields every solution and [Count] counts them, up to a limit.
// Both run on [backtrack.Search], branching on the row, column or region
// with the fewest open cells. They agree with the published counts of the
// 240 community boards in testdata (sizes 6–18, a quarter with split
// regions), which all count to the last solution in about 45 ms on one core.
//
// # Making puzzles
//
// [Grow] grows regions around a placement of queens. [Generate] makes a
// puzzle with exactly one solution: it grows a board around a random
// placement, then repairs it, moving to a neighbouring region a cell on which
// other solutions put a queen, until a count finds no other solution, and
// keeps it only if the rules of [Explain] solve it without a guess.
// [Difficulty] asks for a level, [Tries] bounds the work.
//
// # Deduction and difficulty
//
// [Explain] solves a board step by step with the six rules a person uses
// ([Attacks], [Single], [RegionInLine], [LineInRegion], [Group], [Probe]),
// and [Grade] turns the hardest rule needed into a [Level]. The rules solve
// 183 of the 196 community boards that have one solution without a guess;
// the other 13 need more than a one-queen probe.
//
// # Pictures
//
// [Board.WriteSVG] and [Board.WritePNG] draw a board, with or without its
// queens; [Board.ANSI] colours it for a terminal.
//
// # Speed
//
// Measured with go test -bench . -cpu 1 on a 2-core machine (means per
// operation; the targets are 1 s, 1 ms, 50 ms and 1 s):
//
//	count all 240 community boards            45 ms
//	Generate, one unique puzzle, n = 8       0.12 ms
//	                             n = 12      2.4 ms
//	                             n = 16     11 ms
//	                             n = 20     37 ms
//
// The corpus boards of size 10 or less count in 3.3 ms, against 34 ms for a
// plain row-by-row counter on the same engine (BenchmarkCountCorpusSmall).
package regions
