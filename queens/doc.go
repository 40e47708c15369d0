// Package queens places n pieces on an n×n board, one in every row and every
// column, under a [Rule]: [Rooks] (any such placement, n! of them), [Classic]
// (the n-queens problem: no two on a diagonal either) or [NoTouch] (the rule
// of LinkedIn's Queens puzzle: no two touching, not even at a corner).
//
// # Counting
//
// [Count] counts placements and [Fundamental] counts them up to rotations and
// reflections of the board; both agree with the published tables (OEIS
// A000170, A002562, A002464, A000903, n!). Rooks and NoTouch counts come
// from formulas, exact up to the largest int64 (n = 20 and 21); a count
// past it is an error wrapping [ErrOverflow]. Classic counts complete one
// constellation (the queens on the board's four edges) of each orbit under
// the symmetries of the square.
//
// # Finding
//
// [All] yields every placement lazily in lexicographic order, [First] the
// first one, [Random] one chosen with a caller's *rand.Rand. A [Placement]
// checks itself against a rule ([Placement.Valid], [Placement.Validate]) and
// draws itself as a grid ([Placement.String]).
//
// # Costs and cancellation
//
// Sizes run from 0 to [MaxN] = 64, but several calls take hours long before
// that. Each such call has a context form that returns within a few
// milliseconds of cancellation with the zero value and ctx.Err(), every
// worker stopped; a nil Context is a programming error and panics. Measured
// on one core of an AMD EPYC machine:
//
//	Count, Fundamental   Classic: on one core Count(16) takes 1.5 s and
//	                     Count(17) 10.6 s; each size costs 6 to 7 times the
//	                     one before, and the work divides among cores:
//	                     CountContext, FundamentalContext. Rooks and
//	                     NoTouch: Count in microseconds; Fundamental under
//	                     a second to n = 13 and 14, several times that for
//	                     each size beyond
//	First                at once for Rooks and NoTouch (under 50 ms up to 64);
//	                     Classic under 50 ms up to 29, 0.2 to 3 s from 30 to
//	                     35 but 34, and more than 30 s for 34 and from 36 on:
//	                     FirstContext
//	Random               Rooks and NoTouch under 10 ms up to 64; Classic a few
//	                     milliseconds for most seeds, but about one in 300
//	                     runs for more than 3 s on boards of 44 or 64:
//	                     RandomContext
//	All                  Count(n, r) placements, with searches as long as
//	                     First's between them: AllContext
//
// A count too long for one machine splits into k shards that add up to it:
// [CountShard] counts shard i of k of Count's own work on one core, the same
// on every machine, so k workers can share Count(19, Classic) and more (see
// package shard for jobs that workers rebuild from a description).
//
// Placement.Valid, Validate, String and Columns take time and memory in
// proportion to a board of at most 64×64; String and Columns summarise a
// placement longer than that in one line.
//
// # Speed
//
// Count places the four edge queens of each constellation first, so that
// their columns and diagonals prune the search from its first row, and
// completes the constellation of each orbit whose first rows leave the
// fewest boards; a bitboard kernel fills the rows between, on GOMAXPROCS
// workers. Property tests prove that it agrees with the generic [backtrack]
// engine. All, First and Random run on the engine itself. On one core:
//
//	Count(16, Classic)   1.5 s; a plain bitboard counter in C (Somers's,
//	                     each mirror pair once): 3.3 s (0.45×); Takaken's
//	                     symmetry-class counter in C: 1.5 s
//	Count(12, Classic)   3.1 ms; the engine: 10.5 ms (0.3×)
//	Count(20, NoTouch)   3 µs; enumerating took 2.0 s at n = 13
//
// The generators in package queenstest draw board sizes, rules and valid
// placements for property and fuzz tests.
package queens
