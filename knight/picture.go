package knight

import (
	"fmt"
	"strings"
)

// String draws t as the classic grid of move numbers, 1 on the first
// square, over the smallest board from the top left corner that holds it:
//
//	 1 12  9  6  3
//	10  7  2 13 18
//
// Squares the tour does not visit show a dot. It costs O(rows×cols) for the
// board it draws.
func (t Tour) String() string {
	rows, cols := t.extent()
	if rows*cols > MaxSquares || rows*cols <= 0 {
		return ""
	}
	num := make([]int, rows*cols)
	for i, s := range t {
		if s.Row >= 0 && s.Col >= 0 {
			num[s.Row*cols+s.Col] = i + 1
		}
	}
	width := len(fmt.Sprint(len(t)))
	var b strings.Builder
	for r := range rows {
		for c := range cols {
			if c > 0 {
				b.WriteByte(' ')
			}
			if k := num[r*cols+c]; k > 0 {
				fmt.Fprintf(&b, "%*d", width, k)
			} else {
				fmt.Fprintf(&b, "%*s", width, ".")
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// extent returns the rows and columns of the smallest board from the top
// left corner that holds every square of t.
func (t Tour) extent() (rows, cols int) {
	for _, s := range t {
		rows, cols = max(rows, s.Row+1), max(cols, s.Col+1)
	}
	return rows, cols
}

// cell is the side of a square in the SVG drawing, in user units.
const cell = 20

// SVG draws t as an SVG image: the board of String in two shades, the path
// as a line through the centres of its squares (closed back to the start if
// the tour is closed), a dot on the first square. It costs O(len(t)) plus
// O(rows×cols) for the board.
func (t Tour) SVG() string {
	rows, cols := t.extent()
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n",
		cols*cell, rows*cell, cols*cell, rows*cell)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#f0d9b5"/>`+"\n", cols*cell, rows*cell)
	if rows*cols <= MaxSquares {
		b.WriteString(`<path fill="#b58863" d="`)
		for r := range rows {
			for c := (r + 1) % 2; c < cols; c += 2 {
				fmt.Fprintf(&b, "M%d %dh%dv%dh-%dz", c*cell, r*cell, cell, cell, cell)
			}
		}
		b.WriteString("\"/>\n")
	}
	if len(t) > 0 {
		b.WriteString(`<path fill="none" stroke="#1f3a93" stroke-width="2" stroke-linejoin="round" d="`)
		for i, s := range t {
			op := "L"
			if i == 0 {
				op = "M"
			}
			fmt.Fprintf(&b, "%s%d %d", op, s.Col*cell+cell/2, s.Row*cell+cell/2)
		}
		if t.Closed() {
			b.WriteString("Z")
		}
		b.WriteString("\"/>\n")
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="#c0392b"/>`+"\n",
			t[0].Col*cell+cell/2, t[0].Row*cell+cell/2, cell/4)
	}
	b.WriteString("</svg>\n")
	return b.String()
}
