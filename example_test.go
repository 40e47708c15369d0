package puzzles_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

// Bit strings of length 10 with no two 1s side by side, counted as the
// solutions of a search tree: a state is a prefix, and its children append
// a 0 or, after a 0, a 1.
func Example() {
	type bits struct{ len, last int } // a prefix: its length and last bit
	s := backtrack.Search[bits]{
		Branch: func(dst []bits, b bits) []bits {
			if b.len < 10 {
				dst = append(dst, bits{b.len + 1, 0})
			}
			if b.len < 10 && b.last == 0 {
				dst = append(dst, bits{b.len + 1, 1})
			}
			return dst
		},
		Accept: func(b bits) bool { return b.len == 10 },
	}
	fmt.Println(s.Count()) // a Fibonacci number: F(12)
	// Output: 144
}
