package knight

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// String draws t as the classic grid of move numbers, 1 on the first
// square:
//
//	 1 12  9  6  3
//	10  7  2 13 18
//
// The grid is the smallest board from the top left corner that holds t, and
// squares t does not visit show a dot. String draws any list of distinct
// squares that fits a board of at most MaxSquares squares, whether or not
// its steps are knight's moves, in O(rows×cols) time and memory for that
// board. For any other t it returns a one-line summary such as
// "knight.Tour(2 squares: square 1 (-1,0) is off the board)". It never
// panics.
func (t Tour) String() string {
	rows, cols, err := t.extent()
	if err != nil {
		return fmt.Sprintf("knight.Tour(%d squares: %s)", len(t), strings.TrimPrefix(err.Error(), "knight: "))
	}
	num := make([]int32, rows*cols)
	for i, s := range t {
		num[s.Row*cols+s.Col] = int32(i + 1)
	}
	width := len(strconv.Itoa(len(t)))
	b := make([]byte, 0, rows*cols*(width+1))
	var digits []byte
	for r := range rows {
		for c := range cols {
			if c > 0 {
				b = append(b, ' ')
			}
			digits = digits[:0]
			if k := num[r*cols+c]; k > 0 {
				digits = strconv.AppendInt(digits, int64(k), 10)
			} else {
				digits = append(digits, '.')
			}
			for range width - len(digits) {
				b = append(b, ' ')
			}
			b = append(b, digits...)
		}
		b = append(b, '\n')
	}
	return string(b)
}

// extent returns the rows and columns of the smallest board from the top
// left corner that holds every square of t, or an error unless the squares
// are distinct and that board has at most MaxSquares squares. It costs
// O(len(t)) time and rows×cols bits.
func (t Tour) extent() (rows, cols int, err error) {
	if len(t) > MaxSquares {
		return 0, 0, fmt.Errorf("knight: tour of %d squares is longer than any board allows (%d)", len(t), MaxSquares)
	}
	for i, s := range t {
		if s.Row < 0 || s.Col < 0 || s.Row >= MaxSquares || s.Col >= MaxSquares {
			return 0, 0, fmt.Errorf("knight: square %d (%v) is off the board", i, s)
		}
		rows, cols = max(rows, s.Row+1), max(cols, s.Col+1)
	}
	if len(t) > 0 && rows > MaxSquares/cols {
		return 0, 0, fmt.Errorf("knight: tour spans %d×%d, more than %d squares", rows, cols, MaxSquares)
	}
	seen := make([]uint64, (rows*cols+63)/64)
	for i, s := range t {
		q := s.Row*cols + s.Col
		if seen[q/64]&(1<<(q%64)) != 0 {
			return 0, 0, fmt.Errorf("knight: square %d (%v) is visited twice", i, s)
		}
		seen[q/64] |= 1 << (q % 64)
	}
	return rows, cols, nil
}

// cell is the side of a square in the SVG drawing, in user units.
const cell = 20

// WriteSVG writes t to w as an SVG image of its path over the board of
// String. The board is in two shades, the path a line through the centres of
// its squares (closed back to the start if the tour is closed), with a dot on
// the first square. WriteSVG draws what String draws, in O(rows×cols) time,
// and returns an error for a t that String only summarises, or the first
// error from w. A nil w panics with "knight: nil io.Writer".
func (t Tour) WriteSVG(w io.Writer) error {
	if w == nil {
		panic("knight: nil io.Writer")
	}
	rows, cols, err := t.extent()
	if err != nil {
		return err
	}
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n",
		cols*cell, rows*cell, cols*cell, rows*cell)
	fmt.Fprintf(b, `<rect width="%d" height="%d" fill="#f0d9b5"/>`+"\n", cols*cell, rows*cell)
	b.WriteString(`<path fill="#b58863" d="`)
	for r := range rows {
		for c := (r + 1) % 2; c < cols; c += 2 {
			fmt.Fprintf(b, "M%d %dh%dv%dh-%dz", c*cell, r*cell, cell, cell, cell)
		}
	}
	b.WriteString("\"/>\n")
	if len(t) > 0 {
		b.WriteString(`<path fill="none" stroke="#1f3a93" stroke-width="2" stroke-linejoin="round" d="`)
		for i, s := range t {
			op := "L"
			if i == 0 {
				op = "M"
			}
			fmt.Fprintf(b, "%s%d %d", op, s.Col*cell+cell/2, s.Row*cell+cell/2)
		}
		if t.Closed() {
			b.WriteString("Z")
		}
		b.WriteString("\"/>\n")
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="#c0392b"/>`+"\n",
			t[0].Col*cell+cell/2, t[0].Row*cell+cell/2, cell/4)
	}
	b.WriteString("</svg>\n")
	return b.Flush()
}
