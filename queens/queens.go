package queens

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxN is the largest board size the package supports: a row of the board is
// one bit of a uint64.
const MaxN = 64

// Rule says which placements of n pieces on an n×n board, one in every row
// and every column, are allowed.
type Rule int

const (
	// Rooks allows every placement with one piece per row and column:
	// n! of them.
	Rooks Rule = iota
	// Classic is the n-queens problem: no two pieces on a diagonal either
	// (92 placements on 8×8, OEIS A000170).
	Classic
	// NoTouch is the rule of LinkedIn's Queens puzzle: no two pieces touch,
	// not even at a corner. They may share a long diagonal (5,242
	// placements on 8×8, OEIS A002464).
	NoTouch
)

// String returns the rule's name as the constant spells it.
func (r Rule) String() string {
	switch r {
	case Rooks:
		return "Rooks"
	case Classic:
		return "Classic"
	case NoTouch:
		return "NoTouch"
	}
	return "Rule(" + strconv.Itoa(int(r)) + ")"
}

// attacks reports whether pieces on (r1, c1) and (r2, c2), in different rows
// and columns, break rule r. This is the rule in full; the searches below
// apply it a row at a time with bit masks.
func (r Rule) attacks(r1, c1, r2, c2 int) bool {
	dr, dc := abs(r1-r2), abs(c1-c2)
	switch r {
	case Classic:
		return dr == dc
	case NoTouch:
		return dr <= 1 && dc <= 1
	}
	return false
}

// masks returns how rule r carries the threats of the queens placed so far
// from one row to the next: keep is what survives of the diagonal threats
// (Classic: everything; NoTouch: nothing, only the last queen threatens the
// next row), reach is where the threats can fall at all (Rooks: nowhere).
func (r Rule) masks() (keep, reach uint64) {
	switch r {
	case Classic:
		return ^uint64(0), ^uint64(0)
	case NoTouch:
		return 0, ^uint64(0)
	}
	return 0, 0
}

// check returns an error if n or r is out of range.
func check(n int, r Rule) error {
	if r < Rooks || r > NoTouch {
		return fmt.Errorf("queens: unknown rule %v", r)
	}
	if n < 0 || n > MaxN {
		return fmt.Errorf("queens: board size %d out of range 0..%d", n, MaxN)
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// MarshalText returns the rule's name in lower case ("rooks", "classic",
// "notouch"), so that a Rule works with flag.TextVar and encoding/json.
func (r Rule) MarshalText() ([]byte, error) {
	if r < Rooks || r > NoTouch {
		return nil, fmt.Errorf("queens: unknown rule %v", r)
	}
	return []byte(strings.ToLower(r.String())), nil
}

// UnmarshalText sets r from a rule's name, in any case: "rooks", "classic"
// or "notouch" ("queens" is taken for classic).
func (r *Rule) UnmarshalText(text []byte) error {
	switch strings.ToLower(string(text)) {
	case "rooks":
		*r = Rooks
	case "classic", "queens":
		*r = Classic
	case "notouch":
		*r = NoTouch
	default:
		return fmt.Errorf("queens: unknown rule %q, want rooks, classic or notouch", text)
	}
	return nil
}
