// Package regionstest draws random regions boards and puzzles for property
// tests with rapid.
//
// [Board] draws boards with connected regions, each with at least one
// solution; [Puzzle] draws puzzles with exactly one. Both draw a size and a
// seed with rapid and build the value from that seed, so a failing case
// shrinks towards the smallest size and replays exactly. Through
// rapid.MakeFuzz they drive native fuzz tests too. The package Example
// shows both uses.
//
// The [design notes] say how the values are drawn and what they cost.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/regionstest.md
package regionstest

import (
	"fmt"
	"math/rand/v2"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"pgregory.net/rapid"
)

// checkSizes panics unless regions.MinN <= minN <= maxN <= regions.MaxN.
func checkSizes(minN, maxN int) {
	if minN < regions.MinN || minN > maxN || maxN > regions.MaxN {
		panic(fmt.Sprintf("regionstest: sizes %d..%d, want within %d..%d", minN, maxN, regions.MinN, regions.MaxN))
	}
}

// draw draws a size in minN..maxN and a generator seeded by rapid.
func draw(t *rapid.T, minN, maxN int) (int, *rand.Rand) {
	n := rapid.IntRange(minN, maxN).Draw(t, "n")
	seed := rapid.Uint64().Draw(t, "seed")
	return n, rand.New(rand.NewPCG(seed, uint64(n)))
}

// Board returns a generator of boards of size minN to maxN with connected
// regions, grown around a random placement of queens. It draws a size and
// a seed, a random NoTouch placement ([queens.Random]) from the seed, and
// grows regions around its queens ([regions.Grow]). Every board has that
// placement among its solutions, and usually others. A board costs O(N²)
// to make. Board panics unless regions.MinN <= minN <= maxN <= regions.MaxN.
func Board(minN, maxN int) *rapid.Generator[*regions.Board] {
	checkSizes(minN, maxN)
	return rapid.Custom(func(t *rapid.T) *regions.Board {
		n, rng := draw(t, minN, maxN)
		p, _ := queens.Random(n, queens.NoTouch, rng) // every n >= 4 has one
		b, err := regions.Grow(p, rng)
		if err != nil {
			panic(err) // Grow accepts every NoTouch placement of size MinN..MaxN
		}
		return b
	})
}

// Puzzle returns a generator of puzzles of size minN to maxN, made by
// [regions.Generate] from a drawn size and seed. Each has connected regions
// and exactly one solution, which the rules of [regions.Explain] find. A
// puzzle costs what regions.Generate costs, more as N grows. Puzzle panics
// unless regions.MinN <= minN <= maxN <= regions.MaxN.
func Puzzle(minN, maxN int) *rapid.Generator[regions.Puzzle] {
	checkSizes(minN, maxN)
	return rapid.Custom(func(t *rapid.T) regions.Puzzle {
		n, rng := draw(t, minN, maxN)
		pz, err := regions.Generate(n, rng)
		if err != nil {
			t.Fatalf("regionstest: %v", err) // not seen in 1000 tries at any size
		}
		return pz
	})
}
