// Package knight finds, lists and counts knight's tours of rectangular boards.
//
// A [Tour] is the list of squares a knight visits, each square of the board
// once and each step a knight's move; it is closed if the last square is a
// move from the first ([Tour.Closed]). Start with [Find], which returns one
// tour of a board of up to [MaxSquares] squares in time linear in the board;
// [Tours] yields every tour from a square, lazily, and [Count] counts them.
// The [ClosedTours] option asks any of them for closed tours only. The
// package Example shows all three.
//
// Calls that can run long have Context forms that stop within 100 ms of
// cancellation: [FindContext], [ToursContext], [CountContext]. [CountShard]
// splits a count over machines. [Tour.Validate] checks a tour, and
// [Tour.String] and [Tour.WriteSVG] draw one.
//
// The [design notes] say which boards have tours, how Find builds them, how
// Count scans a board, and what each call costs in time, memory and disk.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/knight.md
package knight
