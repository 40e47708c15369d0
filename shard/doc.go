// Package shard describes counting jobs that many machines share: a count
// split into k shards, each of which any worker can rebuild from a small
// description and count on one core, the totals added at the end. It holds
// no cluster code: a worker runs [Job.Run] for its index (a Kubernetes
// Indexed Job's JOB_COMPLETION_INDEX, an Apache Beam element), prints the
// [Result] as JSON, and [Sum] checks and adds the results.
//
// A [Job] names a registered search, its parameters, the number of shards
// and the plan version (how the search splits into shards; results of
// different plans never add). [FromSearch] makes a [Counter] of any
// [backtrack.Search], and [Register] adds it under a name with its plan and
// its [Param] list, which [Params] gives back: a program lists and checks
// the same parameters from there, and [NewJob] and [Job.Counter] check a
// job's against them before the [Builder] sees them.
//
// # Opting in to the library's searches
//
// This package knows no puzzle: it imports only backtrack. The library's
// own searches (queens, knight, regions and sevenseg) register from package
// [github.com/go-puzzles/puzzles/shard/builtin], which lists their
// params; a program imports it for its effect:
//
//	import _ "github.com/go-puzzles/puzzles/shard/builtin"
//
// A program that counts only searches of its own compiles none of them.
//
// # Cost
//
// A shard depends only on the job and its index, never on the machine: each
// is built by splitting the work into at least 64 pieces per shard and
// taking every k-th piece, which balances well (for 16 shards of n-queens at
// n = 16, the largest holds 1.02 times the mean). A worker's memory is that
// of one piece's search, whatever k is, and it stops within 100 ms of its
// context being done, while it looks for its pieces too. Its time is
// its pieces' searches plus finding them: every worker walks the top of the
// tree above the split, which grows with k, so running all k shards on one
// machine costs more than the plain count, the more the larger k is against
// the count's size. Keep k to a few hundred per count of a second; counts
// of hours take k in the thousands.
package shard
