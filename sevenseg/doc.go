// Package sevenseg solves matchstick equations drawn with seven-segment
// glyphs: "move one stick to make 0+3=09 true" (answer: 6+3=09).
//
// # Equations
//
// [Parse] reads an equation: numbers joined by '+', '−', '×' and '÷' on
// each side of one or more '=' (a=b=c holds when all sides are equal), the
// first number of a side perhaps with a minus in front; it counts the
// characters it does not take and lists the first few with their
// positions, and refuses text of more than [MaxText] bytes before reading
// it. [Equation.String] prints it ('x' for '×', '/' for '÷') and
// [Equation.Holds] evaluates it: '×' and '÷' before '+' and '−', a division
// counting only where it is exact.
//
// An equation is a row of cells, each a glyph drawn with sticks on some of
// its places ([Segment]): a digit has up to seven, A to G; '−' is the
// horizontal stick G, '+' adds the vertical V, '×' is the two slanted
// sticks Rise and Fall and '÷' (drawn '/') is Rise alone; '=' is G and Bar.
// In front of every number is an empty cell where a minus may be put
// (Front). A move takes a stick from a place and puts it on an empty one;
// the answer must give every cell a glyph the leniency allows.
// [Equation.WriteText] and [Equation.WriteSVG] draw an equation.
//
// # Solving
//
// [Solutions] yields every true equation reachable by moving 1 to the
// given number of sticks, with the moves ([Solution], [Move], [Stick]).
// Options ([Option]) are made by functions; these five each take a value
// of a type of its own and say what counts as an answer:
//
//   - [WithMode] of a [Mode]: [Moving], [Adding] or [Removing] sticks;
//   - [WithFont] of a [Font]: 6 and 9 [Tailless], 7 with a [Hook7], and
//     [BothForms] to let an answer draw 6, 7 and 9 either way;
//   - [WithLeniency] of a [Leniency]: [Strict] (the default: digits,
//     '+'/'−' and '×'/'÷' change among themselves; '=' and a leading minus
//     never move), [Common] (the sticks of '=' take part, 2-5=3 into
//     2=5-3, and a minus may be put in front of a side's first number) or
//     [Permissive] (any operator into any other or '=', any number of '=',
//     and a digit into 11, 4-1=10 into 11-1=10);
//   - [WithZeros] of a [Zeros]: [LeadingZeros] (the default, 05 is a
//     number) or [NoLeadingZeros];
//   - [WithDivision] of a [Division]: [WholeQuotients] (the default) or
//     [Fractions].
//
// For example:
//
//	sevenseg.Solutions(e, 2, sevenseg.WithMode(sevenseg.Adding),
//		sevenseg.WithFont(sevenseg.Tailless|sevenseg.Hook7), sevenseg.WithLeniency(sevenseg.Common))
//
// [SolutionsMoveByMove] is the published move-by-move search, kept as the
// reference: under every option the two give the same answers, with the
// same moves, in the same order.
//
// # Puzzles
//
// [Census] takes the census of a shape such as "dd±dd=dd" or "dd÷d=d" ('±'
// for '+' or '−', '×' for '×' or '÷'): how many layouts have an answer
// moving exactly a given number of sticks and how many are puzzles with
// exactly one answer ([Tally]). It takes the Strict leniency and one form
// of each digit, where every answer has the shape of its puzzle. Some
// censuses, moving sticks:
//
//	shape      layouts   true  sticks  solvable  unique
//	d×d=d        2,000     74       1       401     286
//	                                2     1,120     423
//	dd÷d=d      20,000    222       1     2,005   1,570
//	                                2     7,706   3,975
//	d±d±d=d     40,000  1,780       1    17,754  10,350
//	                                2    36,223   2,538
//
// and with NoLeadingZeros, dd±dd=dd has 1,458,000 layouts, 6,480 true, and
// 98,018 puzzles for 1 stick (160,351 of its 2,000,000 with leading zeros
// allowed). [Generate] picks such a puzzle with a caller's *rand.Rand, or
// reports [ErrNoPuzzle].
//
// [CensusShard] takes shard i of k of a census: the layouts in its runs of
// layouts that share their first glyphs, found from the true equations that
// can reach them. The k shards' Tallies add up field by field to the census,
// each keeps half a byte per layout it owns (about 1/k of the census's), and
// shapes of up to [backtrack.MaxShards] × MaxLayouts layouts
// (ddd±ddd=ddd's two billion among them) can be censused in enough shards. A true equation near the
// edge of several shards is set up in each, so k shards cost more CPU than
// one census, the more the larger k and the fewer the sticks.
//
// # Using it in a server
//
// Every call that can run long has a context form, [SolutionsContext],
// [SolutionsMoveByMoveContext], [CensusContext] and [GenerateContext], that
// returns (or stops yielding) within 100 ms of cancellation, every worker
// stopped. A census keeps half a byte per layout however many cores it runs
// on: 20 MB for the 40,000,000 layouts of dd±dd±d=dd, and up to 64 KiB per
// core besides.
// Census, CensusShard and Generate have a memory budget, [MaxMemory], by
// default [backtrack.DefaultMaxMemory] (1 GiB): the largest census they
// accept needs 32 MiB for its MaxLayouts layouts (a shard about 1.5 MiB
// more) and 64 KiB per core, so only a smaller budget is ever reached, and
// a call that would pass it returns a [*backtrack.MemoryError] before
// allocating. Text longer than [MaxText] is refused unread, and a census
// refuses more sticks than its shape has places for. Generate keeps its
// recent censuses, up to 32 MiB. Every function may be called from many
// goroutines at once; Equation, Solution and Tally are values. A nil
// Context, *rand.Rand, Option or io.Writer is a programming error and
// panics before any work starts.
//
// # Speed
//
// The move-by-move search tries O(n^(2s)) moves for n places and s
// sticks. Solutions instead chooses the glyph each cell turns into, on the [backtrack]
// engine, with a budget of sticks taken and put, evaluating as it goes in
// int64 (exactly, in rational numbers, where that cannot tell); Census
// turns the question around and searches outward from the 10,100 true
// equations of dd±dd=dd rather than from each of its 2,000,000 layouts, so
// that its cost per layout is a small fraction of Solutions', as that of
// Solutions is of the move-by-move search's from 2 sticks. [BENCHMARKS.md]
// measures the three side by side per dd±dd=dd layout, and Solutions on
// single equations.
//
// [BENCHMARKS.md]: https://github.com/go-puzzles/puzzles/blob/main/BENCHMARKS.md
package sevenseg
