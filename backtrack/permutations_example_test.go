package backtrack_test

import (
	"fmt"
	"slices"

	"github.com/go-puzzles/puzzles/backtrack"
)

// perm is a permutation of 1..n being built: the numbers so far. States are
// copied, so keep them small values: an array, not a shared slice.
type perm struct {
	n, len int
	seq    [8]int
}

// children appends the permutations that add one number not used yet.
func children(dst []perm, p perm) []perm {
	for x := 1; x <= p.n; x++ {
		if !slices.Contains(p.seq[:p.len], x) {
			q := p
			q.seq[q.len] = x
			q.len++
			dst = append(dst, q)
		}
	}
	return dst
}

// The permutations of 1..n as a tree: each level adds one number.
func Example_permutations() {
	s := backtrack.Search[perm]{
		Root:   perm{n: 4},
		Branch: children,
		Accept: func(p perm) bool { return p.len == p.n },
	}
	first, _ := s.First()
	fmt.Println(first.seq[:first.len], s.Count())
	// Output: [1 2 3 4] 24
}
