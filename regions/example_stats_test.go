package regions_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/go-puzzles/puzzles/regions"
)

// Set the boards of a generator beside a corpus: here 20 generated 8×8
// puzzles beside two published 8×8 boards from LinkedIn.
func ExampleMeasure() {
	var made []*regions.Board
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		pz, _ := regions.Generate(8, rng)
		made = append(made, pz.Board)
	}
	var corpus []*regions.Board
	for _, text := range []string{
		"AABBBCCC\nADBDBECC\nADBDBCCC\nADDDBFGC\nADDDBFGG\nADHDBFGG\nHDHDBFFG\nHHHHGGGG",
		"AABBBBCC\nABBDDBBC\nABDDDDBC\nEBDDFDBC\nEBBDFFBC\nEEBBBFFC\nEEEEEGFH\nEEEGGGHH",
	} {
		b, _ := regions.Parse(text)
		corpus = append(corpus, b)
	}
	for _, s := range []regions.Stats{regions.Measure(made), regions.Measure(corpus)} {
		fmt.Printf("%d boards: %.2f single, %.2f small, largest %.0f%%, boundary %.2f\n",
			s.Boards, s.Singles, s.Small, 100*s.Largest, s.Boundary)
	}
	// Output:
	// 20 boards: 0.10 single, 0.55 small, largest 37%, boundary 1.96
	// 2 boards: 0.50 single, 0.50 small, largest 25%, boundary 2.09
}

// The statistics of one board: four regions, two of them single cells, the
// largest of 7 cells out of 16, and 32 cell sides on region boundaries.
func ExampleStats() {
	b, _ := regions.Parse(`ABBB
BBBB
CCCD
CCCC`)
	s := regions.Measure([]*regions.Board{b})
	fmt.Printf("%+v\n", s)
	// Output:
	// {Boards:1 Singles:2 Small:2 Largest:0.4375 MaxLargest:0.4375 Boundary:2}
}
