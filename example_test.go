package puzzles_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

// A bit string being built: its length so far and its last bit.
type bits struct{ len, last int }

// Bit strings of length 10 with no two 1s side by side, counted as the
// solutions of a search tree: each state is a prefix, its children append a
// 0 or (after a 0) a 1, and the strings of full length are the solutions.
func Example() {
	s := backtrack.Search[bits]{
		Branch: func(dst []bits, b bits) []bits {
			if b.len == 10 {
				return dst
			}
			dst = append(dst, bits{b.len + 1, 0})
			if b.last == 0 {
				dst = append(dst, bits{b.len + 1, 1})
			}
			return dst
		},
		Accept: func(b bits) bool { return b.len == 10 },
	}
	fmt.Println(s.Count()) // a Fibonacci number: F(12)
	// Output: 144
}
