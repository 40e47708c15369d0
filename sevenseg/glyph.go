package sevenseg

// A glyph is written in an equation's text as one byte: '0' to '9', '+',
// '-', 'x' (×), '/' (÷) and '='; a '-' at the start of a side is a minus
// sign. Inside a search a glyph may also be one of these codes, which never
// appear in an Equation.
const (
	noSign = ' '       // a place for a minus in front of a number, empty
	alt    = 0x80      // with '6', '7' or '9': the digit in its other form
	pair11 = alt | '1' // the two digits 11 drawn in the cell of one
)

// The sticks of the glyphs that are not digits.
var (
	minusMask = segments(G)
	plusMask  = segments(G, V)
	timesMask = segments(Rise, Fall)
	divMask   = segments(Rise)
	equalMask = segments(G, Bar)
	pairMask  = segments(B, C, E, F)
)

// standard is the published font: 6 sticks for 6 (with A) and 9 (with D),
// 3 for 7 (A, B, C).
var standard = [10]uint16{
	segments(A, B, C, D, E, F),
	segments(B, C),
	segments(A, B, D, E, G),
	segments(A, B, C, D, G),
	segments(B, C, F, G),
	segments(A, C, D, F, G),
	segments(A, C, D, E, F, G),
	segments(A, B, C),
	segments(A, B, C, D, E, F, G),
	segments(A, B, C, D, F, G),
}

// The other forms of 6, 9 and 7.
var (
	tailless6 = segments(C, D, E, F, G)
	tailless9 = segments(A, B, C, F, G)
	hooked7   = segments(A, B, C, F)
)

// digits returns the masks of the digits 0 to 9 in font f.
func (f Font) digits() [10]uint16 {
	d := standard
	if f&Tailless != 0 {
		d[6], d[9] = tailless6, tailless9
	}
	if f&Hook7 != 0 {
		d[7] = hooked7
	}
	return d
}

// mask returns the sticks of glyph (or code) ch in font f; '=' as drawn,
// though under the Strict leniency it never gives or takes one.
func (f Font) mask(ch byte) uint16 { return masks[f&(Tailless|Hook7)][ch] }

// masks holds the sticks of every glyph and code in each font.
var masks = func() (m [4][256]uint16) {
	for f := range Font(4) {
		for ch := range 256 {
			m[f][ch] = f.sticks(byte(ch))
		}
	}
	return m
}()

// sticks returns the sticks of glyph (or code) ch in font f.
func (f Font) sticks(ch byte) uint16 {
	switch {
	case ch >= '0' && ch <= '9':
		return f.digits()[ch-'0']
	case ch == pair11:
		return pairMask
	case ch == alt|'6', ch == alt|'7', ch == alt|'9': // the other form
		return (f ^ Tailless ^ Hook7).digits()[ch&^alt-'0']
	}
	switch ch {
	case '+':
		return plusMask
	case '-':
		return minusMask
	case 'x':
		return timesMask
	case '/':
		return divMask
	case '=':
		return equalMask
	}
	return 0 // noSign, and bytes that are no glyph
}

// isDigit reports whether code ch stands for one or two digits.
func isDigit(ch byte) bool { return ch >= '0' && ch <= '9' || ch&alt != 0 }

// text appends the glyphs code ch stands for in an Equation to b.
func text(b []byte, ch byte) []byte {
	switch {
	case ch == pair11:
		return append(b, '1', '1')
	case ch == noSign:
		return b
	}
	return append(b, ch&^alt)
}

// The kinds of cell: what a place in the equation may hold.
const (
	digitCell = iota
	opCell    // '+', '-', 'x' or '/' between numbers
	relCell   // '='
	signCell  // a minus in front of a number, or nothing
)

// A cell is one place of an equation where a glyph is drawn: a glyph of
// its text, or an empty place for a minus in front of a number.
type cell struct {
	kind  uint8
	ch    byte // the glyph there now (noSign if none)
	lead  bool // the first digit of a number of two or more digits
	glyph int  // its index in the text, or for an empty sign place the index of the number's first digit
}

// stick returns the place of segment s of cell c, as a Stick of the puzzle.
func (c cell) stick(s Segment) Stick {
	if c.kind == signCell && c.ch == noSign {
		return Stick{Glyph: c.glyph, Segment: Front}
	}
	return Stick{Glyph: c.glyph, Segment: s}
}

// cells returns the cells of the equation text s (valid) under c: one per
// glyph and, unless the leniency is Strict, an empty sign place in front of
// every number that has no minus.
func (c config) cells(s string) []cell {
	out := make([]cell, 0, len(s)+4)
	for i := 0; i < len(s); i++ {
		ch := s[i]
		start := i == 0 || !isDigit(s[i-1]) // a number or a sign starts here
		switch {
		case ch == '-' && (i == 0 || s[i-1] == '='):
			out = append(out, cell{kind: signCell, ch: ch, glyph: i})
		case isDigit(ch):
			signed := i > 0 && s[i-1] == '-' && (i == 1 || s[i-2] == '=')
			if start && !signed && c.leniency != Strict {
				out = append(out, cell{kind: signCell, ch: noSign, glyph: i})
			}
			lead := start && i+1 < len(s) && isDigit(s[i+1])
			out = append(out, cell{kind: digitCell, ch: ch, lead: lead, glyph: i})
		case ch == '=':
			out = append(out, cell{kind: relCell, ch: ch, glyph: i})
		default:
			out = append(out, cell{kind: opCell, ch: ch, glyph: i})
		}
	}
	return out
}

// alphabet appends to dst the codes a cell of the given kind holding ch
// may turn into under c, in increasing order, itself included, and returns
// the result.
func (c config) alphabet(dst []byte, kind uint8, ch byte, lead bool) []byte {
	switch kind {
	case digitCell:
		from := 0
		if lead && c.zeros == NoLeadingZeros {
			from = 1
		}
		dst = append(dst, digitGlyphs[from:]...)
		if c.leniency == Permissive {
			dst = append(dst, pair11)
		}
		if c.font&BothForms != 0 {
			dst = append(dst, alt|'6', alt|'7', alt|'9')
		}
		return dst
	case signCell:
		if c.leniency == Strict {
			return append(dst, ch)
		}
		return append(dst, noSign, '-')
	}
	switch {
	case c.leniency == Permissive:
		return append(dst, "+-/=x"...)
	case c.leniency == Common && (ch == '+' || ch == '-' || ch == '='):
		return append(dst, "+-="...)
	case ch == '+' || ch == '-':
		return append(dst, "+-"...)
	case ch == 'x' || ch == '/':
		return append(dst, "/x"...)
	}
	return append(dst, ch)
}
