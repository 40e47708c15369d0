package backtrack_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
)

// perm is a state of the search for permutations of 1..n: the numbers so far.
// Value states are copied, so keep them small: an array, not a slice.
type perm struct {
	n, len int
	seq    [8]int
}

// permutations describes every ordering of 1..n as a tree: each level adds
// one number not used yet.
func permutations(n int) backtrack.Search[perm] {
	return backtrack.Search[perm]{
		Root: perm{n: n},
		Branch: func(dst []perm, p perm) []perm {
			for x := 1; x <= p.n; x++ {
				used := false
				for _, y := range p.seq[:p.len] {
					used = used || y == x
				}
				if !used {
					q := p
					q.seq[q.len] = x
					q.len++
					dst = append(dst, q)
				}
			}
			return dst
		},
		Accept: func(p perm) bool { return p.len == p.n },
	}
}

func Example() {
	for p := range permutations(3).All() {
		fmt.Println(p.seq[:p.len])
	}
	// Output:
	// [1 2 3]
	// [1 3 2]
	// [2 1 3]
	// [2 3 1]
	// [3 1 2]
	// [3 2 1]
}

func ExampleSearch_All() {
	// Stop at the first permutation of 1..5 that starts with 4.
	for p := range permutations(5).All() {
		if p.seq[0] == 4 {
			fmt.Println(p.seq[:p.len])
			break
		}
	}
	// Output: [4 1 2 3 5]
}

func ExampleSearch_First() {
	p, ok := permutations(4).First()
	fmt.Println(p.seq[:p.len], ok)
	// Output: [1 2 3 4] true
}

func ExampleSearch_Count() {
	fmt.Println(permutations(7).Count())
	// Output: 5040
}

func ExampleSearch_CountContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n, err := permutations(6).CountContext(ctx)
	fmt.Println(n, err)
	// Output: 720 <nil>
}

func ExampleSearch_Paths() {
	for path := range permutations(2).Paths() {
		for i, p := range path {
			if i > 0 {
				fmt.Print(" ")
			}
			fmt.Print(p.seq[:p.len])
		}
		fmt.Println()
	}
	// Output:
	// [] [1] [1 2]
	// [] [2] [2 1]
}

func ExampleSearch_Walk() {
	// Give up after 100 nodes, the same 100 every time.
	found := 0
	nodes, err := permutations(8).Walk(context.Background(), func(perm) bool {
		found++
		return true
	}, backtrack.MaxNodes(100))
	fmt.Println(nodes, found, errors.Is(err, backtrack.ErrBudget))
	// Output: 100 35 true
}

func ExampleSearch_Split() {
	parts := permutations(4).Split(4)
	var total int64
	for _, part := range parts {
		total += part.Count() // or hand each part to a worker of your own
	}
	fmt.Println(len(parts), total)
	// Output: 4 24
}

func ExampleSearch_Shuffled() {
	rng := rand.New(rand.NewPCG(1, 2))
	p, _ := permutations(5).Shuffled(rng).First()
	fmt.Println(p.seq[:p.len])
	// Output: [2 4 1 5 3]
}

// bitstr is a bit string being built left to right: its length and last bit.
type bitstr struct{ len, last int }

// Bit strings of length 10 with no two 1s side by side: Fibonacci's count.
func Example_fibonacci() {
	s := backtrack.Search[bitstr]{
		Branch: func(dst []bitstr, b bitstr) []bitstr {
			if b.len == 10 {
				return dst
			}
			dst = append(dst, bitstr{b.len + 1, 0})
			if b.last == 0 {
				dst = append(dst, bitstr{b.len + 1, 1})
			}
			return dst
		},
		Accept: func(b bitstr) bool { return b.len == 10 },
	}
	fmt.Println(s.Count())
	// Output: 144
}
