package queens

import (
	"strconv"
	"strings"
)

// Placement gives, for each row from the top, the column of its piece
// (columns count from 0 at the left). A Placement of length n stands for a
// board of n×n.
type Placement []int

// Valid reports whether p puts one piece in every row and every column of
// its board, with columns in range, and breaks no part of rule r. It never
// panics; an unknown rule is never satisfied. It costs O(n²).
func (p Placement) Valid(r Rule) bool {
	if check(len(p), r) != nil {
		return false
	}
	var used uint64
	for _, c := range p {
		if c < 0 || c >= len(p) || used&(1<<c) != 0 {
			return false
		}
		used |= 1 << c
	}
	for r1, c1 := range p {
		for r2 := r1 + 1; r2 < len(p); r2++ {
			if r.attacks(r1, c1, r2, p[r2]) {
				return false
			}
		}
	}
	return true
}

// String draws p as a grid of n×n cells with a Q on each piece:
//
//	+---+---+
//	| Q |   |
//	+---+---+
//
// A column out of range leaves its row empty.
func (p Placement) String() string {
	var sb strings.Builder
	line := strings.Repeat("+---", len(p)) + "+\n"
	sb.WriteString(line)
	for _, c := range p {
		for col := range p {
			if col == c {
				sb.WriteString("| Q ")
			} else {
				sb.WriteString("|   ")
			}
		}
		sb.WriteString("|\n")
		sb.WriteString(line)
	}
	return sb.String()
}

// Columns returns the columns of p as numbers separated by spaces, such as
// "0 4 7 5 2 6 1 3".
func (p Placement) Columns() string {
	s := make([]string, len(p))
	for i, c := range p {
		s[i] = strconv.Itoa(c)
	}
	return strings.Join(s, " ")
}
