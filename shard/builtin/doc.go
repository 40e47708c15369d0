// Package builtin registers the library's own searches with package shard:
// import it for its effect, and a program's jobs can name them.
//
//	import _ "github.com/go-puzzles/puzzles/shard/builtin"
//
// Package shard itself knows no puzzle, so a program that counts only a
// search of its own compiles none of them. Importing this package compiles
// all four and registers them (their params, listed by [shard.Params], are
// strings; queens is at plan 2, the others at plan 1):
//
//	queens    n (0..64), rule (rooks, classic or notouch; classic if absent):
//	          the shards of queens.CountShard
//	knight    rows, cols (at most 64 squares), closed (true or false; false
//	          counts every tour, open or closed): the shards of
//	          knight.CountShard
//	regions   board: a regions board, rows separated by newlines or '/':
//	          the shards of regions.CountShard
//	sevenseg  shape, sticks; font, mode, zeros and division (optional);
//	          count (unique, solvable, true or layouts; unique if absent):
//	          one field of the Tally of sevenseg.CensusShard
//
// The package has no identifiers of its own.
package builtin
