// Package minimaxtest checks that a minimax.Game keeps its contracts, the
// way testing/fstest checks a file system.
//
// Call [CheckGame] from a test with the test's *testing.T, a game and some
// start states. It walks the states the game reaches and reports every
// broken contract: Over, Moves and Play, the optional hooks the game
// implements, and [minimax.Solve] against a plain memo-free minimax where
// the game tree is small. The package Example shows a game that passes;
// CheckGame's Example, one that does not.
//
// The [design notes] say what the checks cost and why they are these.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/minimax.md#the-test-kit
package minimaxtest
