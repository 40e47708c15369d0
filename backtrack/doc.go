// Package backtrack is a generic depth-first search engine over trees of
// value states.
//
// Describe the tree with a [Search]: a Root state, a Branch function that
// appends a state's children, and an Accept test for the states you want.
// [Search.All] then yields them in depth-first order, [Search.First] finds
// the first and [Search.Count] counts them all on every core; the package
// Example starts there. [Search.Walk] adds budgets of nodes ([MaxNodes])
// and memory ([MaxMemory]), and each call that can run long has a Context
// form that stops when its context is done, such as [Search.AllContext] and
// [Search.CountContext].
//
// To share a search among workers of your own, [Search.Split] and
// [Search.Parts] cut the tree into independent subtrees, and [Search.Shard]
// gives one of k workers its share. [Search.Shuffled] tries children in a
// random order that a seed reproduces.
//
// The engine is iterative (a tree a million levels deep needs no more stack
// than a shallow one), allocates nothing per node once warm, and tries
// children in the order Branch gives them, so results are the same on one
// core or many. Package [github.com/go-puzzles/puzzles/backtrack/backtracktest]
// checks that a Search keeps its contract; the [design notes] cover the
// engine and its cost.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/backtrack.md
package backtrack
