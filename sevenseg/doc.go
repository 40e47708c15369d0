// Package sevenseg solves matchstick equations drawn with seven-segment
// glyphs: "move one stick to make 0+3=09 true" (answer: 6+3=09).
//
// # Equations
//
// [Parse] reads an equation: numbers joined by '+' or '-' on each side of
// one '='. [Equation.String] prints it and [Equation.Holds] evaluates it.
// A digit is drawn with up to seven sticks, the [Segment] values A to G; an
// operator with a horizontal stick G and, for '+', a vertical one V; '='
// never gives or takes a stick. [WriteText] and [WriteSVG] draw an equation.
//
// # Solving
//
// [Solutions] yields every true equation reachable by moving 1 to k sticks,
// with the moves ([Solution], [Move], [Stick]). Options are the values of
// [Mode] and [Font] themselves ([Option]): [Adding] or [Removing] sticks
// instead of [Moving] them, and digits drawn [Tailless] or with a [Hook7]:
//
//	sevenseg.Solutions(e, 2, sevenseg.Adding, sevenseg.Tailless|sevenseg.Hook7)
//
// [SolutionsMoveByMove] is the published move-by-move search, kept as the
// reference: the two give the same answers in the same order.
//
// # Puzzles
//
// [Census] takes the census of a shape such as "dd±dd=dd": how many layouts
// have an answer with exactly k moves and how many are puzzles with exactly
// one answer ([Tally]). [Generate] picks such a puzzle with a caller's
// *rand.Rand, or reports [ErrNoPuzzle].
//
// [CensusShard] takes shard i of k of a census: the layouts in its runs of
// layouts that share their first glyphs, found from the true equations that
// can reach them. The k shards' Tallies add up field by field to the census,
// each keeps half a byte per layout it owns (about 1/k of the census's), and
// shapes of up to MaxShards × MaxLayouts layouts (ddd±ddd=ddd's two billion
// among them) can be censused in enough shards. A true equation near the
// edge of several shards is set up in each, so k shards cost more CPU than
// one census: for dd±dd=dd on one core, 1.15× at k = 4, 1.3× at 16 and
// 1.55× at 64 with 2 sticks (1.24×, 1.46× and 1.71× with 1 stick).
//
// # Using it in a server
//
// Every call that can run long has a context form, [SolutionsContext],
// [SolutionsMoveByMoveContext], [CensusContext] and [GenerateContext], that
// returns (or stops yielding) within 100 ms of cancellation, every worker
// stopped; the measured delay is under 10 ms. A census keeps half a byte per
// layout however many cores it runs on: for the 40,000,000 layouts of
// dd±dd±d=dd the peak heap is 22 MB on 1 or 2 cores and 24 MB on 16.
// Generate keeps its recent censuses, up to 32 MiB. Every function may be
// called from many goroutines at once; Equation, Solution and Tally are
// values. A nil Context, *rand.Rand or Option is a programming error and
// panics before any work starts.
//
// # Speed
//
// The move-by-move search tries O(n^(2k)) moves for n places. Solutions
// instead chooses the glyph each position turns into, on the [backtrack]
// engine, with a budget of sticks taken and put; Census turns the question
// around and searches outward from the 10,100 true equations of dd±dd=dd
// rather than from each of its 2,000,000 layouts. Measured side by side on a
// quiet 2-core machine (go test -bench . ./sevenseg), per dd±dd=dd layout,
// k = 2:
//
//	SolutionsMoveByMove, 32 sampled layouts   3,000,000 ns   1×
//	Solutions, the same layouts                  34,000 ns   88×
//	Census, all 2,000,000 layouts                    93 ns   32,000×
//
// so the whole census takes about 0.19 s on 2 cores, where the reference
// would take about 100 minutes.
package sevenseg
