// Package shard describes counting jobs that many machines share: a count
// split into k shards, each of which any worker can rebuild from a small
// description and count on one core, the totals added at the end. It holds
// no cluster code: a worker runs Job.Run for its index (a Kubernetes
// Indexed Job's JOB_COMPLETION_INDEX, a Beam ParDo's element), prints the
// Result, and Sum checks and adds the results.
//
// A [Job] names a registered search, its parameters, the number of shards
// and the plan version (how the search splits into shards; results of
// different plans never add). [Register] adds a search of your own; the
// library's countable searches (queens under each rule, knight's tours,
// regions boards, sevenseg censuses) are registered by this package.
package shard
