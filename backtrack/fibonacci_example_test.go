package backtrack_test

import (
	"fmt"

	"github.com/go-puzzles/puzzles/backtrack"
)

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
