// Package builtin registers the library's own searches with package shard,
// so that a program's jobs can name them.
//
// Import it for its effect:
//
//	import _ "github.com/go-puzzles/puzzles/shard/builtin"
//
// It registers four searches, each sharded by its own package:
//
//   - queens: placements of n pieces on an n×n board under a rule
//     (queens.CountShard);
//   - knight: the knight's tours of a board, every tour or the closed ones
//     (knight.CountShard);
//   - regions: the solutions of a regions board (regions.CountShard);
//   - sevenseg: one field of a census of matchstick equations
//     (sevenseg.CensusShard).
//
// [shard.Params] lists each one's params, and the package Example runs a
// job. Package shard itself knows no puzzle, so a program that counts only
// searches of its own compiles none of these. The package has no
// identifiers of its own; the [design notes] list the params and plans.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/shard.md#the-built-in-searches
package builtin
