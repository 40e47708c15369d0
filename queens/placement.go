package queens

import (
	"fmt"
	"strconv"
	"strings"
)

// Placement gives, for each row from the top, the column of its piece
// (columns count from 0 at the left). A Placement of length n stands for a
// board of n×n.
type Placement []int

// Valid reports whether p is a valid placement under rule r: whether
// Validate returns nil. It never panics; an unknown rule is never satisfied.
// It costs O(n²) and allocates nothing.
func (p Placement) Valid(r Rule) bool {
	return p.fault(r).kind == none
}

// Validate returns nil if p is valid under rule r, or an error that explains
// the first problem found. A valid placement has at most MaxN rows, a column
// in range for each, no two rows sharing a column, and no two pieces that
// attack each other under r; the problem may also be an unknown rule. It
// costs O(n²).
func (p Placement) Validate(r Rule) error {
	f := p.fault(r)
	switch f.kind {
	case none:
		return nil
	case badSize:
		return check(len(p), r)
	case badColumn:
		return fmt.Errorf("queens: row %d has column %d, out of range 0..%d", f.i, p[f.i], len(p)-1)
	case sameColumn:
		return fmt.Errorf("queens: rows %d and %d share column %d", f.i, f.j, p[f.i])
	}
	how := "are on a diagonal"
	if r == NoTouch {
		how = "touch"
	}
	return fmt.Errorf("queens: the pieces of rows %d and %d (columns %d and %d) %s", f.i, f.j, p[f.i], p[f.j], how)
}

// Kinds of fault in a placement, in the order Validate looks for them.
const (
	none = iota
	badSize
	badColumn
	sameColumn
	attack
)

// A fault is the first problem in a placement: its kind and the rows i < j
// involved.
type fault struct{ kind, i, j int }

// fault returns the first problem in p under r.
func (p Placement) fault(r Rule) fault {
	if r < Rooks || r > NoTouch || len(p) > MaxN {
		return fault{kind: badSize} // or rule: check tells which
	}
	var rowOf [MaxN]int // rowOf[c] is 1 + the row holding column c, or 0
	for i, c := range p {
		if c < 0 || c >= len(p) {
			return fault{badColumn, i, i}
		}
		if rowOf[c] != 0 {
			return fault{sameColumn, rowOf[c] - 1, i}
		}
		rowOf[c] = i + 1
	}
	for i, c := range p {
		for j := i + 1; j < len(p); j++ {
			if r.attacks(i, c, j, p[j]) {
				return fault{attack, i, j}
			}
		}
	}
	return fault{}
}

// summary returns a short description of p and true if p is too big to draw
// or has a column off its board.
func (p Placement) summary() (string, bool) {
	if len(p) > MaxN {
		return "queens.Placement(" + strconv.Itoa(len(p)) + " pieces)", true
	}
	for i, c := range p {
		if c < 0 || c >= len(p) {
			return fmt.Sprintf("queens.Placement(%d pieces; row %d: column %d out of range)", len(p), i, c), true
		}
	}
	return "", false
}

// String draws p as a grid of n×n cells with a Q on each piece:
//
//	+---+---+
//	| Q |   |
//	+---+---+
//
// Pieces that share a column or attack each other are drawn as they are. A
// placement longer than MaxN or with a column off its board is not drawn:
// String returns a one-line summary such as "queens.Placement(10000 pieces)".
// So String never panics and its result is at most about 33 KB.
func (p Placement) String() string {
	if s, ok := p.summary(); ok {
		return s
	}
	var sb strings.Builder
	line := strings.Repeat("+---", len(p)) + "+\n"
	sb.Grow((len(p) + 1) * 2 * len(line))
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

// Columns returns the columns of p separated by spaces, such as
// "0 4 7 5 2 6 1 3". It writes them whether or not they are in range; a
// placement longer than MaxN gives the same one-line summary as String, so
// the result is at most about 1.3 KB.
func (p Placement) Columns() string {
	if len(p) > MaxN {
		s, _ := p.summary()
		return s
	}
	s := make([]string, len(p))
	for i, c := range p {
		s[i] = strconv.Itoa(c)
	}
	return strings.Join(s, " ")
}
