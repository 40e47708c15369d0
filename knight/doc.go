// Package knight finds knight's tours: paths on which a chess knight visits
// every square of a rows×cols board exactly once. A tour is closed if the
// knight can jump from its last square back to its first.
//
// # Tours
//
// A [Tour] is the list of [Square]s visited; [Tour.Validate] checks one
// against a board ([Tour.Valid] just reports) and [Tour.Closed] tells whether
// it closes. [Find] returns one tour of a board fast, up to 2048×2048, by
// joining tours of small blocks. [Tours] yields every tour from a start
// square lazily, in Warnsdorff order, on the [backtrack] engine. The
// [Closed] option asks any of them for closed tours only.
//
// # Which boards have tours
//
// Closed (Schwenk 1991): an m×n board, m ≤ n, has one unless m and n are
// both odd, m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8. Open (Cull and De
// Curtins 1978, Conrad et al. 1994): every board with both sides at least 5;
// 3×4 and 3×n for n ≥ 7; 4×n for n ≥ 5; and 1×1. On a board with both sides
// odd an open tour starts and ends on the corners' colour. Find, Tours and
// Count answer at once from these rules for a board, or a start, without a
// tour: Find returns nil, Tours yields nothing, Count returns 0.
//
// # Counting
//
// [Count] counts undirected tours, open (every Hamiltonian path, closed ones
// included) or closed (Hamiltonian cycles), on boards of up to 64 squares,
// with a pruned search on [backtrack.Search.Count], on every core; the
// counts are checked against the published ones (6×6: 9,862 closed,
// 3,318,960 open; OEIS A001230, A165134 halved).
//
// # Long calls and cancellation
//
// Count and Tours can run for longer than anyone will wait (7×7 open: days;
// the first tour of 3×30 from 1,5: 47 s). [CountContext] and
// [ToursContext] stop within a few milliseconds of their context being done,
// their workers stopped. Find costs O(rows×cols) and needs none.
// [CountShard] counts shard i of k of a count on one core, the same on every
// machine; the k shards add up to Count, so many machines can share one.
//
// # Speed
//
// Measured with the benchmarks of this package on a quiet 2-core machine
// (go test -bench .): Count takes 0.018 s for 6×6 closed (0.041 s with
// GOMAXPROCS=1), 0.11 s for 5×8 closed (0.25 s), 1.4 s for 6×6 open and
// 1.0 ms for 5×5 open (63–82 ms without the pruning), against 0.10 s, 1.1 s
// and 3.9 s for a C++ OpenMP counter on the same machines. Starting open
// counts of a board with both sides odd only on the corners' colour visits
// a third fewer nodes on 5×7, 1.5 times as fast. Find takes 0.07 s for
// 1000×1000 closed, 0.14 ms
// for 4×1000 open and 0.04 ms for 3×1000 closed once its blocks are found
// (the first call searches for them in a few milliseconds), and a few µs
// for 8×8 closed; the first tour of Tours from a corner of 8×8 comes in
// 17 µs.
//
// # Pictures
//
// [Tour.String] draws the grid of move numbers, [Tour.WriteSVG] the path.
// Both stay proportional to a board of at most [MaxSquares] squares: for a
// list of squares that fits none, String returns a one-line summary and
// WriteSVG an error.
package knight
