package regions

// The rules of the puzzle. An N×N board is split into N regions (a Board;
// LinkedIn's regions are 4-connected, see Validate). A solution puts N queens
// on it: one in every row, one in every column, one in every region, and no
// two touching, not even at a corner (queens.NoTouch). The solver (solve.go)
// applies these rules as masks; deduce.go applies them as a person would,
// one deduction rule a file (rule_*.go).

import (
	"errors"
	"fmt"
	"strings"
)

// MinN and MaxN are the smallest and largest board sizes the package
// supports. MaxText is the length in bytes of the longest text Parse reads:
// room for MaxN rows of MaxN letters with plenty of spaces between them.
const (
	MinN    = 4
	MaxN    = 20
	MaxText = 16 << 10
)

// A Board is an n×n grid of cells, each in one of n regions numbered 0..n-1.
// Boards are made by Parse, Grow and Generate and never change afterwards,
// so they are safe for concurrent use. The zero Board, like a nil *Board, is
// empty: it has no solution, fails Validate, prints as "" and draws as an
// error.
type Board struct {
	n      int
	region []uint8 // region of each cell, row by row
}

// A Cell is a square of the board, counted from 0 at the top left.
type Cell struct {
	Row, Col int
}

// errEmpty is the error of calls that need a board and get an empty one.
var errEmpty = errors.New("regions: empty board")

// empty reports whether b is nil or the zero Board.
func (b *Board) empty() bool { return b == nil || b.n == 0 }

// N returns the size of the board: it has N rows, N columns and N regions.
// An empty board has size 0.
func (b *Board) N() int {
	if b == nil {
		return 0
	}
	return b.n
}

// Region returns the region of the cell at row r and column c, in 0..N()-1.
// It panics if the cell is off the board.
func (b *Board) Region(r, c int) int {
	n := b.N()
	if r < 0 || r >= n || c < 0 || c >= n {
		panic(fmt.Sprintf("regions: cell (%d, %d) off a %d×%d board", r, c, n, n))
	}
	return int(b.region[r*n+c])
}

// letters names the regions in String, in order.
const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// Parse reads a board: one row per line, one letter (A–Z or a–z) per cell,
// the same letter for the same region. Spaces and tabs between letters, and
// blank lines before and after, are ignored. There must be N rows of N
// cells and exactly N distinct letters, with N in MinN..MaxN. The regions
// are numbered in the alphabetical order of their letters (upper case
// first), so a board lettered A, B, C, ... prints back as it was read. Parse
// does not ask for connected regions; Validate does.
//
// Text longer than MaxText bytes is refused before it is read, and reading
// stops at the first line past MaxN rows, so Parse allocates only the board
// it returns, O(N²).
func Parse(s string) (*Board, error) {
	if len(s) > MaxText {
		return nil, fmt.Errorf("regions: board text of %d bytes, want at most %d", len(s), MaxText)
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, errors.New("regions: the board is empty")
	}
	var cells [MaxN][MaxN]byte
	var width [MaxN]int // letters in each row
	n := 0
	for line := range strings.Lines(s) {
		if n == MaxN {
			return nil, fmt.Errorf("regions: board has more than %d rows, want %d..%d", MaxN, MinN, MaxN)
		}
		k := 0
		for _, ch := range strings.TrimRight(line, "\r\n") {
			switch {
			case ch == ' ' || ch == '\t':
			case 'A' <= ch && ch <= 'Z' || 'a' <= ch && ch <= 'z':
				if k < MaxN {
					cells[n][k] = byte(ch)
				}
				k++
			default:
				return nil, fmt.Errorf("regions: row %d has %q, want a letter", n+1, ch)
			}
		}
		if k == 0 {
			return nil, fmt.Errorf("regions: blank line at row %d", n+1)
		}
		width[n] = k
		n++
	}
	if n < MinN {
		return nil, fmt.Errorf("regions: board has %d rows, want %d..%d", n, MinN, MaxN)
	}
	var used [128]bool
	for i := range n {
		if width[i] != n {
			return nil, fmt.Errorf("regions: row %d has %d cells, want %d", i+1, width[i], n)
		}
		for _, ch := range cells[i][:n] {
			used[ch] = true
		}
	}
	var index [128]uint8
	k := 0
	for ch, u := range used {
		if u {
			index[ch] = uint8(k)
			k++
		}
	}
	if k != n {
		return nil, fmt.Errorf("regions: board has %d regions, want %d", k, n)
	}
	b := &Board{n: n, region: make([]uint8, 0, n*n)}
	for i := range n {
		for _, ch := range cells[i][:n] {
			b.region = append(b.region, index[ch])
		}
	}
	return b, nil
}

// String returns the board in the format Parse reads, region i lettered with
// the i-th letter of the alphabet. Each row is a line ending in a newline;
// an empty board gives "".
func (b *Board) String() string {
	if b.empty() {
		return ""
	}
	var sb strings.Builder
	sb.Grow(b.n * (b.n + 1))
	for i, g := range b.region {
		sb.WriteByte(letters[g])
		if i%b.n == b.n-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// Valid reports whether every region of b is 4-connected, as Validate
// checks. It costs O(N²).
func (b *Board) Valid() bool {
	if b.empty() {
		return false
	}
	for _, k := range b.pieces() {
		if k != 1 {
			return false
		}
	}
	return true
}

// Validate returns nil if every region is 4-connected (its cells joined
// through shared sides), as in LinkedIn's puzzles. Otherwise it returns an
// error naming the first region, in letter order, that falls apart; an
// empty board is an error too. It costs O(N²).
func (b *Board) Validate() error {
	if b.empty() {
		return errEmpty
	}
	for g, k := range b.pieces() {
		if k != 1 {
			return fmt.Errorf("regions: region %c is in %d pieces", letters[g], k)
		}
	}
	return nil
}

// pieces returns the number of 4-connected pieces of each region.
func (b *Board) pieces() []int {
	seen := make([]bool, b.n*b.n)
	count := make([]int, b.n)
	for start, g := range b.region {
		if !seen[start] {
			count[g]++
			b.flood(start, seen)
		}
	}
	return count
}

// flood marks in seen the cells of start's region reachable from start.
func (b *Board) flood(start int, seen []bool) {
	g := b.region[start]
	seen[start] = true
	stack := []int{start}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range neighbours(b.n, i) {
			if j >= 0 && !seen[j] && b.region[j] == g {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
}

// neighbours returns the indices of the cells beside cell i (above, below,
// left, right), -1 for those off the board.
func neighbours(n, i int) [4]int {
	r, c := i/n, i%n
	nb := [4]int{-1, -1, -1, -1}
	if r > 0 {
		nb[0] = i - n
	}
	if r < n-1 {
		nb[1] = i + n
	}
	if c > 0 {
		nb[2] = i - 1
	}
	if c < n-1 {
		nb[3] = i + 1
	}
	return nb
}
