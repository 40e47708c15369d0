package sevenseg

import (
	"fmt"
	"io"
	"strings"
)

// Sizes in the SVG drawing, in user units.
const (
	digitWidth = 60
	opWidth    = 50
	height     = 100
)

// stickEnds are the ends of each segment's stick in a digit cell (and G, V
// in an operator cell), as x1, y1, x2, y2.
var stickEnds = [Bar + 1][4]int{
	A:    {10, 10, 50, 10},
	B:    {50, 10, 50, 50},
	C:    {50, 50, 50, 90},
	D:    {10, 90, 50, 90},
	E:    {10, 50, 10, 90},
	F:    {10, 10, 10, 50},
	G:    {10, 50, 50, 50},
	V:    {25, 30, 25, 70},
	Rise: {12, 70, 38, 30},
	Fall: {12, 30, 38, 70},
}

// WriteSVG writes e to w drawn as matchsticks in a standalone SVG image,
// digits in the font of opts (Standard without one; other options are
// ignored): one line with a round cap per stick, '=' in grey (under Strict
// rules it never moves), '×' as two crossed slanted sticks and '÷' as one. The image
// is 60 units wide per digit and 50 per operator or '=', 100 high. WriteSVG
// makes one call of w.Write and returns its error. It costs O(number of
// glyphs). A nil w or Option is a programming error: WriteSVG panics
// before writing anything.
func WriteSVG(w io.Writer, e Equation, opts ...Option) error {
	if w == nil {
		panic("sevenseg: nil io.Writer")
	}
	f := configure(opts).font
	width := 0
	for i := 0; i < len(e.s); i++ {
		width += cellWidth(e.s[i])
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n",
		width, height, width, height)
	b.WriteString(`<g stroke="#b5651d" stroke-width="6" stroke-linecap="round">` + "\n")
	x := 0
	for i := 0; i < len(e.s); i++ {
		ch := e.s[i]
		switch ch {
		case '=':
			fmt.Fprintf(&b, `<line x1="%d" y1="40" x2="%d" y2="40" stroke="#888"/>`+"\n", x+5, x+45)
			fmt.Fprintf(&b, `<line x1="%d" y1="60" x2="%d" y2="60" stroke="#888"/>`+"\n", x+5, x+45)
		case 'x', '/':
			sticks := []Segment{Rise, Fall}
			if ch == '/' {
				sticks = sticks[:1]
			}
			for _, s := range sticks {
				p := stickEnds[s]
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", x+p[0], p[1], x+p[2], p[3])
			}
		case '+', '-':
			fmt.Fprintf(&b, `<line x1="%d" y1="50" x2="%d" y2="50"/>`+"\n", x+5, x+45)
			if ch == '+' {
				p := stickEnds[V]
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", x+p[0], p[1], x+p[2], p[3])
			}
		default:
			m := f.mask(ch)
			for s := A; s <= G; s++ {
				if m&(1<<s) != 0 {
					p := stickEnds[s]
					fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", x+p[0], p[1], x+p[2], p[3])
				}
			}
		}
		x += cellWidth(ch)
	}
	b.WriteString("</g>\n</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func cellWidth(ch byte) int {
	if ch >= '0' && ch <= '9' {
		return digitWidth
	}
	return opWidth
}
