// Package queens places n pieces on an n×n board, one in every row and every
// column, under a [Rule]: [Rooks] (any such placement, n! of them), [Classic]
// (the n-queens problem: no two on a diagonal either) or [NoTouch] (the rule
// of LinkedIn's Queens puzzle: no two touching, not even at a corner). The
// rules themselves are in queens.go.
//
// # Counting
//
// [Count] counts placements and [Fundamental] counts them up to rotations and
// reflections of the board; both are checked against the published tables
// (OEIS A000170, A002562, A002464, A000903, n!). [CountContext] and
// [FundamentalContext] give up when a context is done.
//
// # Finding
//
// [All] yields every placement lazily in lexicographic order, [First] the
// first one, [Random] one chosen with a caller's *rand.Rand. A [Placement]
// checks itself against a rule ([Placement.Valid]) and draws itself as a grid
// ([Placement.String]).
//
// # Speed
//
// All, First and Random run on the generic [backtrack] engine. Count runs a
// bitboard kernel (count.go) that places the first rows with the engine,
// counts each mirror pair of placements once, and shares the rest among
// GOMAXPROCS workers; a property test proves it agrees with the engine.
// Measured on a 2-core machine (go test -bench . ./queens):
//
//	Count(16, Classic)   1.8 s on 2 cores, 3.5 s with GOMAXPROCS=1
//	                     (a C bitboard counter with mirror halving, gcc -O3,
//	                     one thread: about 3.0–3.8 s on the same machines)
//	Count(12, Classic)   1.6 ms; the engine alone: 7.4 ms (4.6×)
//	Count(12, NoTouch)   83 ms;  the engine alone: 1.25 s (15×)
//
// Sizes run from 0 to [MaxN] = 64, but the counts grow about fivefold (Classic)
// to fifteenfold (NoTouch, Rooks) per size: counting beyond 17 Classic or 13
// NoTouch takes minutes to ages.
package queens
