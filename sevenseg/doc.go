// Package sevenseg solves, counts and makes matchstick equations drawn with
// seven-segment digits.
//
// A puzzle such as "move one stick to make 0+3=09 true" (answer: 6+3=09) is
// an [Equation]: [Parse] reads it, [Equation.WriteText] and
// [Equation.WriteSVG] draw it. Start with [Solutions], which yields every
// true equation within a number of sticks, as the package Example shows.
//
// Options are values: a [Mode] (move, add or remove sticks), a [Font], a
// [Leniency] (which changes of glyphs count), [Zeros] and [Division], and a
// [MaxMemory] budget:
//
//	sevenseg.Solutions(e, 2, sevenseg.Adding, sevenseg.Tailless|sevenseg.Hook7, sevenseg.Common)
//
// [Census] counts the layouts and puzzles of a shape such as "dd±dd=dd",
// [CensusShard] splits a census among machines, and [Generate] picks a
// puzzle with exactly one answer. Every call that can run long has a
// Context form, and every function is safe for concurrent use.
//
// The [design notes] describe the searches, the censuses and their cost.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/sevenseg.md
package sevenseg
