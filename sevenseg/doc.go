// Package sevenseg solves matchstick equations drawn with seven-segment
// glyphs: "move one stick to make 0+3=09 true" (answer: 6+3=09). The rules —
// segments, the glyph table, fonts, what a move is — are in sevenseg.go.
//
// # Equations
//
// [Parse] reads an equation: numbers joined by '+' or '-' on each side of
// one '='. [Equation.String] prints it and [Equation.Holds] evaluates it.
//
// # Solving
//
// [Solve] yields every true equation reachable by moving 1 to k sticks, with
// the moves; [WithMode] makes it add or remove sticks instead, and [WithFont]
// draws 6, 9 and 7 differently. [SolveMoveByMove] is the published
// move-by-move search, kept as the reference: a property test proves the two
// give the same answers for k = 1..3 on random layouts.
//
// # Puzzles
//
// [Count] takes the census of a shape such as "dd±dd=dd": how many layouts
// have an answer with exactly k moves and how many are puzzles with exactly
// one answer. [Generate] picks such a puzzle with a caller's *rand.Rand.
// [Draw] and [SVG] draw an equation as matchsticks.
//
// # Speed
//
// The move-by-move search tries O(n^(2k)) moves for n places. Solve instead
// chooses the glyph each position turns into, on the [backtrack] engine, with
// a budget of sticks taken and put; Count turns the question around and
// searches outward from the 10,100 true equations of dd±dd=dd rather than
// from each of its 2,000,000 layouts. Measured side by side on a quiet 2-core
// machine (go test -bench . ./sevenseg), per dd±dd=dd layout, k = 2:
//
//	SolveMoveByMove, 32 sampled layouts   3,750,000 ns   1×
//	Solve, the same layouts                  38,000 ns   97×
//	Count, all 2,000,000 layouts                120 ns   31,000×
//
// so the whole census takes about 0.24 s on 2 cores, where the reference
// would take about 2 hours (k = 1: 0.07 s against 14 µs a layout).
package sevenseg
