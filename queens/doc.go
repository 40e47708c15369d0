// Package queens places n pieces on an n×n board, one in every row and every
// column, under a [Rule]: [Rooks] (any such placement, n! of them), [Classic]
// (the n-queens problem: no two on a diagonal either) or [NoTouch] (the rule
// of LinkedIn's Queens puzzle: no two touching, not even at a corner).
//
// # Counting
//
// [Count] counts placements and [Fundamental] counts them up to rotations and
// reflections of the board; both agree with the published tables (OEIS
// A000170, A002562, A002464, A000903, n!).
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
//	Count, Fundamental   on one core, Count(16, Classic) takes 3.7 s,
//	                     Count(17, Classic) 35 s, Count(13, NoTouch) 2.0 s
//	                     and Count(12, Rooks) 0.8 s; each size costs 7 to 13
//	                     times the one before, and the work divides among
//	                     cores: CountContext, FundamentalContext
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
// Count runs a bitboard kernel that places the first rows with the generic
// [backtrack] engine, counts each mirror pair of placements once, and shares
// the rest among GOMAXPROCS workers; a property test proves it agrees with
// the engine. All, First and Random run on the engine itself. On one core,
// against the engine's own Count on the same boards:
//
//	Count(12, Classic)   3.0 ms; the engine: 11 ms (3.7×)
//	Count(12, NoTouch)   0.15 s; the engine: 1.7 s (11×)
//
// The generators in package queenstest draw board sizes, rules and valid
// placements for property and fuzz tests.
package queens
