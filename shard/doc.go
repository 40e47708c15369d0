// Package shard describes counting jobs that many machines share: each
// worker rebuilds its shard from the job and counts it.
//
// A [Job] names a registered search, its parameters and the number of
// shards k. A worker runs [Job.Run] for its index (a Kubernetes Indexed
// Job's JOB_COMPLETION_INDEX, an Apache Beam element) and sends the
// [Result] as JSON; [Sum] checks the results and adds them up. The package
// Example shows the round trip. The package holds no cluster code.
//
// [Register] adds a search of your own under a name, with its plan version
// and its [Param] list, and [FromSearch] makes the [Counter] of any
// [backtrack.Search]. [NewJob] and [Job.Counter] check a job's params
// against the registered ones before the search's [Builder] sees them.
//
// This package knows no puzzle. The library's own searches (queens, knight,
// regions and sevenseg) register from package
// [github.com/go-puzzles/puzzles/shard/builtin], which a program imports
// for its effect:
//
//	import _ "github.com/go-puzzles/puzzles/shard/builtin"
//
// The [design notes] cover how shards balance and what a larger k costs.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/shard.md
package shard
