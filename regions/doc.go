// Package regions makes, solves, grades and draws LinkedIn-style Queens
// puzzles: an N×N [Board] split into N coloured regions, on which one queen
// goes in every row, column and region, no two touching, not even at a
// corner.
//
// # Boards
//
// [Parse] reads a board as letters, one row per line, and [Board.String]
// prints it back. Parse refuses text longer than [MaxText] bytes before
// reading it: 20 MB of hostile text costs it 736 bytes. [Board.Valid] and
// [Board.Validate] check LinkedIn's extra rule that every region is
// connected; the solver does not need it. Boards never change once made and
// are safe for concurrent use. The zero Board and a nil *Board are empty:
// they have no solution, and every method but Region answers without
// panicking.
//
// # Solving
//
// [Solutions] yields every solution and [Count] counts them, up to a limit.
// Both run on [backtrack.Search], branching on the row, column or region
// with the fewest open cells, after Hall's rule has ruled out the cells that
// k regions confined to k rows (or columns) leave no queen, for any k. They
// agree with the published counts of the 240 community boards in testdata
// (sizes 6–18, a quarter with split regions), counted to the last
// solution. Boards grown by [Grow] never stall:
// Count(b, 2) took at most 52 nodes on 10,000 of them at each size from 12
// to 20, where without Hall's rule one in a hundred 20×20 boards took over
// 500,000 and some over 100,000,000. A board with many solutions takes long
// to count, though (see Count):
// [CountContext] and [SolutionsContext] stop within 100 ms of a cancel, and [CountShard] counts shard i of k on one core, the shards adding
// up to Count, so many machines can share one count.
//
// # Making puzzles
//
// [Grow] grows regions around a placement of queens. [Generate] makes a
// puzzle with exactly one solution, shaped like LinkedIn's: around a random
// placement it grows regions to sizes drawn like LinkedIn's (one of about a
// third of the board, a few of one or two cells at LinkedIn's rate for the
// size, the others thin rather than round), repairs the board until no
// other solution is left, reshapes the regions towards LinkedIn's boundary
// while the solution stays the only one, and keeps it only if the rules of
// [Explain] solve it without a guess. Up to N = 11 it keeps only one in two
// of the boards that grade Expert, so that the levels come out near
// LinkedIn's mix. [Difficulty] asks for a level: a region of one cell takes
// its queen at once, so after a board that grades too hard the next gets
// more of them, and after one too easy fewer. [Tries] bounds the work, and
// [GenerateContext] stops on a cancel.
//
// [Measure] sums up the shapes of a set of boards in [Stats], so that a
// generator can be set beside a corpus. 100 generated puzzles a size against
// LinkedIn's 834 (per board: regions of one cell, of at most two; the
// largest region's share; region boundary per cell):
//
//	N   generated                 LinkedIn
//	7   0.72  1.21  37%  2.05     0.57  1.39  38%  2.01
//	8   0.42  0.83  37%  1.98     0.31  0.87  36%  1.94
//	9   0.32  0.70  38%  1.91     0.26  0.61  34%  1.93
//	10  0.26  0.64  35%  1.86     0.22  0.47  36%  1.85
//	11  0.30  0.64  38%  1.84     0.31  0.59  37%  1.80
//
// and the share of Easy, Medium, Hard and Expert puzzles among them:
//
//	N   generated           LinkedIn
//	7   24  50  21   5%     42  47   9   2%
//	8   20  37  37   6%     18  39  27  16%
//	9    8  35  36  21%      9  29  38  25%
//	10   5  20  36  39%      5  24  38  32%
//	11   8  23  39  30%     12  25  19  44%
//
// Larger boards keep that shape: at N = 12 to 20, 0.23–0.47 single cells
// and 0.58–0.86 regions of at most two a board, the largest region 34–36%
// of the board (never over half), the boundary falling from 1.78 to 1.61;
// but they grow harder, from 61% Expert at N = 12 to 89% at N = 20.
// Every level comes out at every size from 5 to 20; none of the 11,760
// 4×4 puzzles with connected regions is Expert, so Difficulty(Expert) runs
// all its tries there.
//
// # Deduction and difficulty
//
// [Explain] solves a board step by step with the rules a person uses, and
// says at each step which rule, which cells and why. [Attacks] and
// [Single] place queens and cross out what they attack; [RegionInLine] and
// [LineInRegion] see a region squeezed into one line or a line into one
// region; [Group] sees k regions squeezed into k lines (or the other way
// round) for any k, found by a matching rather than by trying every set;
// [Probe] tries a queen on a cell and crosses the cell out when it would
// leave a row, column or region empty, at once or after up to two rounds
// of the moves it forces. The rules solve all 834 public copies of
// LinkedIn's puzzles (sizes 7–11) in testdata, and 194 of the 196
// community boards with one solution; the other two split regions into
// pieces. They never rule out a cell that holds a queen in a solution.
//
// [Grade] turns the rules a solution needs, and how often it needs the
// harder ones, into a [Level]: Easy puzzles are solved one row, column or
// region at a time; Medium ones need a region squeezed into a line and
// once or twice a quick what-if; Hard ones a group of two or several quick
// what-ifs; Expert ones a what-if followed through forced moves, a group
// of three or more, or many of the rest. LinkedIn's puzzles come out 18%
// Easy, 35% Medium, 28% Hard and 19% Expert.
//
// Explain takes at most N²+N steps, and Grade, which puts nothing in
// words, costs less; both cost more than Count(b, 2), the check that the
// puzzle has one solution. Larger boards cost more, and the cost is
// heavy-tailed, as the rules try probe after probe. [ExplainContext] and
// [GradeContext] stop within 100 ms of a cancel.
//
// # Pictures
//
// [Board.WriteSVG] and [Board.WritePNG] draw a board, with or without its
// queens; [Board.WriteANSI] colours it for a terminal and [Board.WriteText]
// writes it as plain letters.
//
// # Cost
//
// A count grows with the number of solutions (see [Count]). A puzzle from
// Generate costs more as N grows, and the cost is heavy-tailed, as some
// boards take many tries, and more so with a Difficulty, which costs the
// tries that grade at other levels. [BENCHMARKS.md] measures Generate (the
// median puzzle beside the mean), Explain and Grade beside Count(b, 2), and
// the count of the community boards beside a plain row-by-row counter on
// the same engine.
//
// [BENCHMARKS.md]: https://github.com/go-puzzles/puzzles/blob/main/BENCHMARKS.md
package regions
