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
// with the fewest open cells, and give up on k regions confined to fewer
// than k lines. They agree with the published counts of the 240 community
// boards in testdata (sizes 6–18, a quarter with split regions), which count
// to the last solution in 38 ms on one core. Of 2,000 boards grown by [Grow]
// at sizes 16–20, the slowest gave its first solution after 0.6 s. A board
// with many solutions takes long to count, though (see Count):
// [CountContext] and [SolutionsContext] stop within a few milliseconds of a
// cancel, and [CountShard] counts shard i of k on one core, the shards adding
// up to Count, so many machines can share one count.
//
// # Making puzzles
//
// [Grow] grows regions around a placement of queens. [Generate] makes a
// puzzle with exactly one solution: it grows a board around a random
// placement, then repairs it, moving to a neighbouring region a cell on which
// other solutions put a queen, until a count finds no other solution, and
// keeps it only if the rules of [Explain] solve it without a guess.
// [Difficulty] asks for a level, [Tries] bounds the work, and
// [GenerateContext] stops on a cancel.
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
// Explain takes at most N²+N steps, so it needs no context form: 0.21 ms
// for a LinkedIn puzzle on average, and Grade, which puts nothing in
// words, 0.19 ms, 9 times the 0.022 ms that Count(b, 2) takes to check that
// the puzzle has one solution. On 20×20 boards Grade takes 0.08 ms for a
// generated puzzle and 1.7 ms for a board on which the rules get stuck.
//
// # Pictures
//
// [Board.WriteSVG] and [Board.WritePNG] draw a board, with or without its
// queens; [Board.WriteANSI] colours it for a terminal and [Board.WriteText]
// writes it as plain letters.
//
// # Speed
//
// Measured with go test -bench . -cpu 1 on a shared 2-core machine (means
// per operation):
//
//	count all 240 community boards            38 ms
//	Generate, one unique puzzle, N = 8       0.12 ms
//	                             N = 12      2.5 ms
//	                             N = 16      7.7 ms
//	                             N = 20     36 ms
//
// The corpus boards of size 10 or less count in 2.8 ms, against 28 ms (10×)
// for a plain row-by-row counter on the same engine.
package regions
