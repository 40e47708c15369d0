// Package backtracktest checks that a backtrack.Search keeps its contract,
// as testing/fstest checks a file system.
//
// Call [Check] from a test: it reports every broken part of the contract of
// [backtrack.Search]'s Branch and Accept, and every way of running the
// search that disagrees with a plain depth-first walk. The package Example
// shows a search that passes, and Check's Example one that fails.
//
// The bug it is best at is a Branch whose children share memory that later
// calls write: a scratch slice kept between calls, or children made with
// append(parent.cols, c) that share the parent's array. Such a search gives
// answers that change from run to run once Count runs it on several cores;
// Check names the state where a child changed and the call that changed it.
// A node budget ([MaxNodes]) bounds Check, so it can be pointed at a search
// whose tree is far too big to walk.
//
// The [design notes] describe how Check works and what it costs.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/backtracktest.md
package backtracktest
