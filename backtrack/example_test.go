package backtrack_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
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
	// Strings of three letters from "ab" with no "bb" in them. The root is the
	// empty string, a state's children add one letter, and the states the
	// search is looking for are three letters long.
	s := backtrack.Search[string]{
		Root: "",
		Branch: func(dst []string, x string) []string {
			if len(x) == 3 {
				return dst
			}
			dst = append(dst, x+"a")
			if !strings.HasSuffix(x, "b") {
				dst = append(dst, x+"b")
			}
			return dst
		},
		Accept: func(x string) bool { return len(x) == 3 },
	}
	fmt.Println(strings.Join(slices.Collect(s.All()), " "))
	fmt.Println(s.Count(), "strings")
	// Output:
	// aaa aab aba baa bab
	// 5 strings
}

func ExampleSearch() {
	// Pick numbers from 1, 2, 3, 5, 7, each at most once, that add up to 10.
	// A state is the sum so far, the index of the next number to consider,
	// and the numbers picked as a bit set: a small value, copied freely.
	nums := []int{1, 2, 3, 5, 7}
	type pick struct {
		sum, next int
		used      uint8
	}
	s := backtrack.Search[pick]{
		Branch: func(dst []pick, p pick) []pick {
			for i := p.next; i < len(nums); i++ {
				if p.sum+nums[i] <= 10 {
					dst = append(dst, pick{p.sum + nums[i], i + 1, p.used | 1<<i})
				}
			}
			return dst
		},
		Accept: func(p pick) bool { return p.sum == 10 },
	}
	for p := range s.All() {
		var picked []int
		for i, x := range nums {
			if p.used&(1<<i) != 0 {
				picked = append(picked, x)
			}
		}
		fmt.Println(picked)
	}
	// Output:
	// [1 2 7]
	// [2 3 5]
	// [3 7]
}

func ExampleSearch_All() {
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

func ExampleSearch_All_break() {
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

// naturals is an endless tree: each number's only child is the next one.
var naturals = backtrack.Search[int]{
	Branch: func(dst []int, x int) []int { return append(dst, x+1) },
	Accept: func(x int) bool { return x%7 == 0 },
}

func ExampleMaxNodes() {
	// The tree never ends; the budget stops the walk at the same node every
	// time, which a timeout cannot.
	var last int
	nodes, err := naturals.Walk(context.Background(), func(x int) bool {
		last = x
		return true
	}, backtrack.MaxNodes(1000))
	fmt.Println(nodes, last, err)
	// Output: 1000 994 backtrack: budget exhausted
}

func ExampleOption() {
	// Options go at the end of Walk's arguments.
	opts := []backtrack.Option{backtrack.MaxNodes(50)}
	found := 0
	nodes, err := naturals.Walk(context.Background(), func(int) bool {
		found++
		return true
	}, opts...)
	fmt.Println(nodes, found, errors.Is(err, backtrack.ErrBudget))
	// Output: 50 8 true
}

func ExampleMemoryError() {
	// A call that outgrows its memory budget returns a *MemoryError, which
	// says which budget stopped it.
	var err error = &backtrack.MemoryError{Op: "mysearch: frontier", Budget: backtrack.DefaultMaxMemory}
	var m *backtrack.MemoryError
	if errors.As(err, &m) {
		fmt.Println(m.Budget)
	}
	// Output: 1073741824
}

func ExampleMemoryError_Error() {
	fmt.Println(&backtrack.MemoryError{Op: "mysearch: frontier", Budget: 1536 << 20})
	// Output: mysearch: frontier needs more than its memory budget of 1536 MiB (raise it with MaxMemory)
}

func ExampleMemoryError_Unwrap() {
	// Every budget error of the module wraps ErrBudget.
	err := fmt.Errorf("count: %w", &backtrack.MemoryError{Op: "mysearch", Budget: 1 << 30})
	fmt.Println(errors.Is(err, backtrack.ErrBudget))
	// Output: true
}
