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
// [ClosedTours] option asks any of them for closed tours only.
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
// included) or closed (Hamiltonian cycles). Boards with a side of at most
// [MaxCountSide] have no length limit (within [MaxSquares]); other boards
// of up to 64 squares are taken too, the chessboard included. All but four
// small boards (5×5 to 6×6, where a pruned search on
// [backtrack.Search.Count] is faster) are scanned column by column along
// the long side by a frontier (transfer matrix) counter, whose time is
// linear in the length. Counts are exact: one that exceeds int64 is
// [ErrOverflow]. They are checked against the published ones (6×6: 9,862
// closed, 3,318,960 open, OEIS A001230, A165134 halved; 5×12 closed:
// 4,557,702,762, Knuth; 6×14 closed: 4,005,716,717,182,224,826, OEIS
// A175881; 8×8 closed: 13,267,364,410,532, A001230, McKay 1997).
//
// # Memory
//
// A count by frontier keeps its states in lists, 16 bytes a state (see
// Every core). Their number grows about twentyfold with each row of the
// short side and not with the length: at their largest the lists take
// about 3 MiB for closed tours of 5 rows, 75 MiB for open tours of 5 rows,
// 100 MiB for closed tours of 6 rows, 1.2 GiB for closed 7×8 and tens of
// GiB for closed 8×8, whose list peaks at about 610 million states. [Count] keeps them within a memory budget,
// [backtrack.DefaultMaxMemory] (1 GiB) unless [MaxMemory] sets another;
// past it the count stops, frees its lists and returns a
// [*backtrack.MemoryError]. With [TempDir] it goes on instead with its
// lists in temporary files, its memory still within the budget, and
// removes them before it returns: closed 8×8 with a budget of 8 GiB holds
// about 28 GB of files at their peak, and reads and writes several times
// that in all. The budget counts the lists the count
// holds; once it has dropped 64 MiB of replaced lists, and a quarter of
// what it holds, the count has them collected before a list grows, so the
// heap stays near what it holds instead of reaching twice that as Go's
// collector would let it (a collection costs little here: the lists hold
// no pointers). Counts by enumeration, Find and Tours take memory bounded
// by the board.
//
// # Every core
//
// A count by frontier takes each square of the scan in two phases, each
// split into more pieces than there are cores, taken by the workers as
// they come free. Its list of states is kept in buckets, chosen by a hash
// of the highest bits of each state's key, every bucket sorted by key with
// each key once. First the workers extend pieces of the list by the
// square, each appending the new states to blocks of its own, one list of
// blocks per bucket; then each bucket's new states are sorted and equal
// keys added up, a bucket to a worker. No phase has a global sort or
// merge, and the buckets stay about equal, so each square's work splits
// evenly however many cores there are; the total work is about the same
// on one core as on many, and the memory too: the lists held do not
// depend on the number of cores, only the blocks being filled and each
// worker's sort buffers, a small part of them. Short lists (the first squares,
// and boards whose states stay few) are taken on one core. The counts are
// the same on any number of cores.
//
// # Progress
//
// [ReportProgress] has a count by frontier report how far it has got: the
// squares scanned of the board's, the states in its list and the bytes its
// lists hold in memory and on disk; before the scan, as it goes (at most ten times a second), and
// once done. The squares' steps cost about the same once the scan is two
// columns in, so the squares scanned measure the work done. Counts by
// enumeration do not report.
//
// # Long calls and cancellation
//
// Count and Tours can run for longer than anyone will wait (a count of
// open tours of 8×8; the first tour of 3×30 from 1,5, which comes only
// after a long backtracking search). [CountContext] and
// [ToursContext] stop within 100 ms of their context being done, their
// workers stopped. Find costs O(rows×cols) and needs none.
// [CountShard] counts shard i of k of a count of a board of up to 64
// squares by enumeration on one core, the same on every machine; the k
// shards add up to Count, so many machines can share one.
//
// # Cost
//
// The frontier's time is linear in the length of the board and grows about
// twentyfold with each row of the short side, as its states do, whatever the
// number of tours: 6×14 closed (4.0·10^18 tours) is within its reach. The
// enumeration's cost grows with the number of tours; it asks whether the
// squares left hang together once a node, not once a child, and not at all
// after a forced move, and starts open counts of a board with both sides
// odd only on the corners' colour. Find costs O(rows×cols) once its blocks
// are found (the first call for a 3×n or 4×n board searches for them, once
// per process), and the first tour of Tours from a corner of 8×8 comes
// without backtracking. [BENCHMARKS.md] measures the counters side by side
// with the unpruned search and with enumeration, and lists the comparisons
// with Peter Luschny's C++ counter.
//
// # Pictures
//
// [Tour.String] draws the grid of move numbers, [Tour.WriteSVG] the path.
// Both stay proportional to a board of at most [MaxSquares] squares: for a
// list of squares that fits none, String returns a one-line summary and
// WriteSVG an error.
//
// [BENCHMARKS.md]: https://github.com/go-puzzles/puzzles/blob/main/BENCHMARKS.md
package knight
