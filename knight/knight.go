package knight

// The rules of the puzzle. A knight moves two squares in one direction and
// one at right angles (moves, jump). A tour visits every square of the board
// exactly once, each step a knight's move (Tour.Validate); it is closed if the
// last square is a knight's move from the first (Tour.Closed).

import (
	"fmt"
)

// MaxSquares is the largest board, in squares, that the package accepts:
// 2048×2048. Larger or non-positive sizes are errors (Find, Count) or yield
// nothing (Tours). Sides up to MaxSquares are accepted if their product is
// within it (4×1048576).
const MaxSquares = 1 << 22

// Square is a square of a board: rows count from 0 at the top, columns from 0
// at the left.
type Square struct {
	Row, Col int
}

// String returns the square as "row,col".
func (s Square) String() string {
	return fmt.Sprintf("%d,%d", s.Row, s.Col)
}

// Tour is a knight's path, the squares in the order visited.
type Tour []Square

// moves are the eight knight moves, clockwise from up-right. Their order is
// the last tie-break of the Warnsdorff order in Tours.
var moves = [8]Square{{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}}

// jump reports whether a knight moves from a to b in one step.
func jump(a, b Square) bool {
	dr, dc := abs(a.Row-b.Row), abs(a.Col-b.Col)
	return dr == 1 && dc == 2 || dr == 2 && dc == 1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Validate returns nil if t is a knight's tour of a rows×cols board: every
// square exactly once, each step a knight's move. Otherwise it says what is
// wrong, or that the board is out of the size limits. It costs O(len(t))
// time and rows×cols bytes.
func (t Tour) Validate(rows, cols int) error {
	if err := checkSize(rows, cols); err != nil {
		return err
	}
	if len(t) != rows*cols {
		return fmt.Errorf("knight: tour has %d squares, want %d for %d×%d", len(t), rows*cols, rows, cols)
	}
	seen := make([]bool, rows*cols)
	for i, s := range t {
		if s.Row < 0 || s.Row >= rows || s.Col < 0 || s.Col >= cols {
			return fmt.Errorf("knight: square %d (%v) is off the %d×%d board", i, s, rows, cols)
		}
		if seen[s.Row*cols+s.Col] {
			return fmt.Errorf("knight: square %d (%v) is visited twice", i, s)
		}
		seen[s.Row*cols+s.Col] = true
		if i > 0 && !jump(t[i-1], s) {
			return fmt.Errorf("knight: step %d from %v to %v is not a knight's move", i, t[i-1], s)
		}
	}
	return nil
}

// Valid reports whether t is a knight's tour of a rows×cols board; Validate
// says why not. Its cost is that of Validate.
func (t Tour) Valid(rows, cols int) bool {
	return t.Validate(rows, cols) == nil
}

// Closed reports whether the knight can jump from the last square of t back
// to the first. A tour of fewer than three squares is never closed.
func (t Tour) Closed() bool {
	return len(t) > 2 && jump(t[len(t)-1], t[0])
}

// checkSize returns an error unless a rows×cols board is within the limits.
func checkSize(rows, cols int) error {
	if rows < 1 || cols < 1 {
		return fmt.Errorf("knight: board %d×%d has no squares; sides must be at least 1", rows, cols)
	}
	if rows > MaxSquares/cols {
		return fmt.Errorf("knight: board %d×%d is larger than %d squares", rows, cols, MaxSquares)
	}
	return nil
}

// checkStart returns an error unless start is on a valid rows×cols board.
func checkStart(rows, cols int, start Square) error {
	if err := checkSize(rows, cols); err != nil {
		return err
	}
	if start.Row < 0 || start.Row >= rows || start.Col < 0 || start.Col >= cols {
		return fmt.Errorf("knight: start %v is off the %d×%d board", start, rows, cols)
	}
	return nil
}
