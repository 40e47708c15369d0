package backtrack_test

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
)

func TestShuffledReachesEveryOrder(t *testing.T) {
	s := backtrack.Search[int]{
		Branch: func(dst []int, x int) []int {
			if x == 0 {
				dst = append(dst, 1, 2, 3)
			}
			return dst
		},
		Accept: func(x int) bool { return x > 0 },
	}
	seen := map[string]bool{}
	for seed := range uint64(200) {
		seen[fmt.Sprint(slices.Collect(s.Shuffled(rand.New(rand.NewPCG(seed, 0))).All()))] = true
	}
	if len(seen) != 6 {
		t.Fatalf("200 seeds gave %d of the 6 orders of 3 children: %v", len(seen), seen)
	}
}

func TestShuffledSameSeedSameOrder(t *testing.T) {
	run := func() []board {
		return slices.Collect(queensSearch(7).Shuffled(rand.New(rand.NewPCG(3, 4))).All())
	}
	a, b := run(), run()
	if !slices.Equal(a, b) {
		t.Fatal("the same seed gave two orders")
	}
	plain := slices.Collect(queensSearch(7).All())
	if slices.Equal(a, plain) {
		t.Fatal("the shuffled order is the plain order")
	}
	set := func(bs []board) map[board]bool {
		m := map[board]bool{}
		for _, b := range bs {
			m[b] = true
		}
		return m
	}
	if !maps.Equal(set(a), set(plain)) || len(a) != len(plain) {
		t.Fatal("shuffling changed the set of solutions")
	}
}

func TestShuffledCount(t *testing.T) {
	s := queensSearch(9).Shuffled(rand.New(rand.NewPCG(1, 2)))
	if got := s.Count(); got != 352 {
		t.Fatalf("shuffled 9-queens Count = %d, want 352", got)
	}
}
