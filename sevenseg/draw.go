package sevenseg

import (
	"fmt"
	"io"
	"strings"
)

// WriteText writes e to w as five lines of text, glyphs side by side one
// space apart, '×' as X and '÷' as /. Digits are drawn in the [Font] among
// opts, Standard without one; 0+3=09 in the Standard font:
//
//	 --       --       --   --
//	|  |  |     |     |  | |  |
//	     -+-  --  ---       --
//	|  |  |     | --- |  |    |
//	 --       --       --   --
//
// Lines end without trailing spaces, each with a newline; the zero Equation
// is five empty lines. WriteText makes one call of w.Write and returns its
// error. It costs O(number of glyphs). A nil w or DrawOption is a
// programming error: WriteText panics before writing anything.
func (e Equation) WriteText(w io.Writer, opts ...DrawOption) error {
	if w == nil {
		panic("sevenseg: nil io.Writer")
	}
	f := configureDrawing(opts).font
	var lines [5]strings.Builder
	for i := 0; i < len(e.s); i++ {
		ch := e.s[i]
		cell := glyphCell(ch, f.mask(ch))
		if ch == '-' && (i == 0 || e.s[i-1] == '=') {
			cell = [5]string{"  ", "  ", "--", "  ", "  "} // a minus sign, narrower
		}
		for l := range lines {
			if i > 0 {
				lines[l].WriteByte(' ')
			}
			lines[l].WriteString(cell[l])
		}
	}
	var out strings.Builder
	for l := range lines {
		out.WriteString(strings.TrimRight(lines[l].String(), " "))
		out.WriteByte('\n')
	}
	_, err := io.WriteString(w, out.String())
	return err
}

// glyphCell returns the five lines of one glyph with sticks m.
func glyphCell(ch byte, m uint16) [5]string {
	on := func(s Segment, yes, no string) string {
		if m&(1<<s) != 0 {
			return yes
		}
		return no
	}
	switch ch {
	case '=':
		return [5]string{"   ", "   ", "---", "---", "   "}
	case 'x':
		return [5]string{"   ", "\\ /", " X ", "/ \\", "   "}
	case '/':
		return [5]string{"   ", "  /", " / ", "/  ", "   "}
	case '+', '-':
		v := on(V, " | ", "   ")
		return [5]string{"   ", v, on(V, "-+-", "---"), v, "   "}
	}
	return [5]string{
		on(A, " -- ", "    "),
		on(F, "|", " ") + "  " + on(B, "|", " "),
		on(G, " -- ", "    "),
		on(E, "|", " ") + "  " + on(C, "|", " "),
		on(D, " -- ", "    "),
	}
}

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

// WriteSVG writes e to w as a standalone SVG image of matchsticks, one line
// with a round cap per stick. Digits are drawn in the [Font] among opts,
// Standard without one; '=' is grey (under the Strict leniency it never
// moves), '×' two crossed slanted sticks and '÷' one. The image is 60 units
// wide per digit and 50 per operator or '=', 100 high. WriteSVG makes one
// call of w.Write and returns its error. It costs O(number of glyphs). A
// nil w or DrawOption is a programming error: WriteSVG panics before
// writing anything.
func (e Equation) WriteSVG(w io.Writer, opts ...DrawOption) error {
	if w == nil {
		panic("sevenseg: nil io.Writer")
	}
	f := configureDrawing(opts).font
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
		svgGlyph(&b, x, ch, f.mask(ch))
		x += cellWidth(ch)
	}
	b.WriteString("</g>\n</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// svgGlyph writes the lines of one glyph with sticks m, its cell starting
// at x.
func svgGlyph(b *strings.Builder, x int, ch byte, m uint16) {
	stick := func(s Segment) {
		p := stickEnds[s]
		fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", x+p[0], p[1], x+p[2], p[3])
	}
	switch ch {
	case '=':
		fmt.Fprintf(b, `<line x1="%d" y1="40" x2="%d" y2="40" stroke="#888"/>`+"\n", x+5, x+45)
		fmt.Fprintf(b, `<line x1="%d" y1="60" x2="%d" y2="60" stroke="#888"/>`+"\n", x+5, x+45)
	case 'x':
		stick(Rise)
		stick(Fall)
	case '/':
		stick(Rise)
	case '+', '-':
		fmt.Fprintf(b, `<line x1="%d" y1="50" x2="%d" y2="50"/>`+"\n", x+5, x+45)
		if ch == '+' {
			stick(V)
		}
	default:
		for s := A; s <= G; s++ {
			if m&(1<<s) != 0 {
				stick(s)
			}
		}
	}
}

// cellWidth returns the width of the glyph ch's cell in the SVG drawing.
func cellWidth(ch byte) int {
	if ch >= '0' && ch <= '9' {
		return digitWidth
	}
	return opWidth
}
