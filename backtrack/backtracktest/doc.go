// Package backtracktest checks a user's [backtrack.Search] the way the
// testing/fstest package checks a file system: call [Check] from a test, and it
// reports every broken part of the Branch and Accept contract, and every way
// of running the search that disagrees with a plain depth-first walk.
//
// The bug it is best at is a Branch whose children share memory that later
// calls write: a scratch slice kept between calls, or children made with
// append(parent.cols, c) that share the parent's array. Such a search gives
// answers that change from run to run once Count runs it on several cores;
// Check names the state where a child changed and the call that changed it.
//
// Check is bounded by a node budget ([MaxNodes]), so it can be pointed at a
// search whose tree is far too big to walk.
package backtracktest
