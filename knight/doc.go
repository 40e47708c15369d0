// Package knight finds knight's tours: paths on which a chess knight visits
// every square of a rows×cols board exactly once. A tour is closed if the
// knight can jump from its last square back to its first.
//
// # Tours
//
// A [Tour] is the list of [Square]s visited; [Tour.Valid] checks one against
// a board and [Tour.Closed] tells whether it closes. [Tours] yields every
// tour from a start square lazily, in Warnsdorff order, on the [backtrack]
// engine; [ClosedOnly] keeps the closed ones. [Find] returns one tour of a
// board fast, up to 2048×2048, by joining tours of small blocks.
//
// # Which boards have tours
//
// Closed (Schwenk 1991): an m×n board, m ≤ n, has one unless m and n are
// both odd, m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8. Open (Cull and De
// Curtins 1978, Conrad et al. 1994): every board with both sides at least 5;
// 3×4 and 3×n for n ≥ 7; 4×n for n ≥ 5; and 1×1. Find returns an error that
// cites the rule for a board without a tour; a test checks the rule against
// exhaustive search on every small board.
//
// # Counting
//
// [Count] and [CountContext] count undirected tours, open (every Hamiltonian
// path, closed ones included) or closed (Hamiltonian cycles), on boards of
// up to 64 squares, with a pruned search on [backtrack.Search.Count], on
// every core; the counts are checked against the published ones (6×6: 9,862
// closed, 3,318,960 open; OEIS A001230, A165134 halved).
//
// # Speed
//
// Measured with the benchmarks of this package on a quiet 2-core machine
// (go test -bench .): Count takes 0.019 s for 6×6 closed (0.041 s with
// GOMAXPROCS=1), 0.12 s for 5×8 closed (0.25 s), 1.6 s for 6×6 open and
// 1.0 ms for 5×5 open (63–82 ms without the pruning), against 0.10 s, 1.1 s
// and 3.9 s for a C++ OpenMP counter on the same machines. An unrolled
// bitboard loop for the same search was only 1.1 times as fast on one core,
// so it was dropped. Find takes 0.09 s for 1000×1000 closed, 0.14 ms for
// 4×1000 open and 0.04 ms for 3×1000 closed once its blocks are found (the
// first call searches for them in under 1 ms), and a few µs for 8×8 closed;
// the first tour of Tours from a corner of 8×8 comes in 17 µs.
//
// # Pictures
//
// [Tour.String] draws the grid of move numbers, [Tour.SVG] the path.
package knight
