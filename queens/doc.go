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
// that. Each such call has a context form that returns within 100 ms of
// cancellation with the zero value and ctx.Err(), every worker stopped; a
// nil Context is a programming error and panics.
//
//	Count, Fundamental   Classic: each size costs 6 to 7 times the one
//	                     before, as the count does, and the work divides
//	                     among cores: CountContext, FundamentalContext.
//	                     Rooks and NoTouch: Count by formula, O(n);
//	                     Fundamental by searches that grow several times
//	                     with each size beyond n = 13 (Rooks) and 14
//	                     (NoTouch)
//	First                at once for Rooks and NoTouch at every size;
//	                     Classic's search before the first placement grows
//	                     unevenly with n: short up to 29, long from 30 to 35
//	                     but 34, and explosive for 34 and from 36 on:
//	                     FirstContext
//	Random               at once for Rooks and NoTouch at every size;
//	                     Classic's search is heavy-tailed: on boards of 44
//	                     or 64 a few seeds in a thousand search far longer
//	                     than the rest: RandomContext
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
// workers, and drops a queen that would leave the row after next no square
// before it goes down a row. On boards of 16 to 20 it stops halfway down,
// where it looks up the ways to fill the rows below among those listed
// once per constellation by a search upwards (meet in the middle).
// Property tests prove that it agrees with the generic [backtrack] engine. All, First and Random run on the engine itself. [BENCHMARKS.md]
// measures Count on one core and on two beside a plain bitboard kernel that
// counts every placement (each mirror pair once, as a Somers-style C counter
// does) and beside the engine, and lists the counters in other languages it
// was compared with.
//
// The generators in package queenstest draw board sizes, rules and valid
// placements for property and fuzz tests.
//
// [BENCHMARKS.md]: https://github.com/go-puzzles/puzzles/blob/main/BENCHMARKS.md
package queens
