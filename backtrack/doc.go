// Package backtrack is a generic depth-first search engine: describe a tree of
// value states with a [Search] (a root, a function that lists children, a
// test for solutions) and the engine walks it.
//
// # Walking
//
// [Search.All] yields solutions lazily in depth-first order, [Search.First]
// stops at the first, [Search.Count] counts them all on every core, and
// [Search.Paths] yields the path from the root to each. [Search.Walk] adds a
// node budget ([MaxNodes]) and cancellation through a [context.Context], and
// reports how many nodes it visited; [Search.CountContext] is Count with
// cancellation.
//
// # Shaping the search
//
// [Search.Shuffled] tries children in an order drawn from a caller's
// *rand.Rand, for random solutions that a seed reproduces. [Search.Split] cuts
// the tree into independent subtrees for workers of your own, and
// [Search.Parts] yields the same subtrees one at a time, in memory that does
// not grow with their number. [Search.Shard] gives one of k workers every
// k-th part of a split, built from the search alone.
//
// # Guarantees
//
// The engine is iterative: a tree a million levels deep needs no more
// goroutine stack than a shallow one. Children live in one buffer that is
// reused from node to node, and the buffers go back to a pool for the next
// search of the same state type, so a warm Walk allocates nothing at all.
// Children are tried in exactly the order Branch produced them, so every
// result is deterministic, and Count gives the same answer on one worker or
// many.
//
// # Using it in a server
//
// Cancellation: Walk and CountContext look at their context every 4,096
// nodes, and CountContext stops every worker before it returns. Budgets:
// MaxNodes bounds a Walk by nodes, the same nodes on every run. Memory: the
// pending children of the states on the current path, and one small record
// per level. Panics: a panic in Branch or Accept reaches the caller's
// goroutine, from Count's workers too, so a deferred recover around the call
// works. Concurrency: a Search is a value that any number of goroutines may
// run at once if its Branch and Accept allow it, which Count requires; a
// Shuffled search draws from one *rand.Rand, so run it on one goroutine at a
// time (its Split parts have generators of their own). A nil Context, visit
// function, Option or *rand.Rand is a programming error and panics at the
// call. Package [github.com/go-puzzles/puzzles/backtrack/backtracktest]
// checks that a Search keeps the contract of Branch and Accept.
//
// # Cost
//
// Per node the engine makes one call of Accept and one of Branch through
// function values and copies each child once into its buffer: constant work
// per node besides Branch's own, and no allocation once warm. Keep states
// small: a struct of up to four words stays in registers, a larger one is
// copied through memory. Most of the engine's cost over plain recursion is
// calling Branch and Accept through function values and writing children
// into a buffer instead of making each one on the goroutine stack as it is
// tried; Count spreads the nodes over every core. [BENCHMARKS.md] measures
// Walk and Count side by side with hand-written recursion over the same
// states (12-queens, 856,189 nodes), fully inlined and through the same
// Branch.
//
// [BENCHMARKS.md]: https://github.com/go-puzzles/puzzles/blob/main/BENCHMARKS.md
package backtrack
