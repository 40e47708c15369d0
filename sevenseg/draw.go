package sevenseg

import (
	"io"
	"strings"
)

// WriteText writes e to w in five lines of text, glyphs side by side as on a
// console, one space apart, digits in the font of opts (Standard without
// one; other options are ignored), '×' as X and '÷' as /; 0+3=09 in the
// Standard font:
//
//	 --       --       --   --
//	|  |  |     |     |  | |  |
//	     -+-  --  ---       --
//	|  |  |     | --- |  |    |
//	 --       --       --   --
//
// Lines end without trailing spaces, each with a newline; the zero Equation
// is five empty lines. WriteText makes one call of w.Write and returns its
// error. It costs O(number of glyphs). A nil w or Option is a programming
// error: WriteText panics before writing anything.
func WriteText(w io.Writer, e Equation, opts ...Option) error {
	if w == nil {
		panic("sevenseg: nil io.Writer")
	}
	f := configure(opts).font
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
