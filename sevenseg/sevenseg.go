package sevenseg

import "strconv"

// Segment is one place for a stick in a glyph. A to G are the seven segments
// of a digit, bits 0 to 6 of a glyph's mask; G is also the horizontal stick
// of an operator, and V its vertical stick.
type Segment uint8

const (
	A Segment = iota // top
	B                // upper right
	C                // lower right
	D                // bottom
	E                // lower left
	F                // upper left
	G                // middle; the horizontal stick of '+' and '-'
	V                // the vertical stick of '+'
)

// String returns the segment's letter, "A" to "G" or "V".
func (s Segment) String() string {
	if s <= V {
		return string("ABCDEFGV"[s])
	}
	return "Segment(" + strconv.Itoa(int(s)) + ")"
}

func segments(segs ...Segment) uint8 {
	var m uint8
	for _, s := range segs {
		m |= 1 << s
	}
	return m
}

// The operators: '-' is one horizontal stick, '+' that stick and a vertical
// one. '=' is fixed: it never gives or takes a stick.
var (
	minus = segments(G)
	plus  = segments(G, V)
)

// standard is the published font: 6 sticks for 6 (with A) and 9 (with D),
// 3 for 7 (A, B, C).
var standard = [10]uint8{
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

// Font says how the digits are drawn. Fonts combine with |: Tailless|Hook7
// draws both variants. Bits other than Tailless and Hook7 are ignored. A Font
// is an Option.
type Font uint8

const (
	// Standard is the published font: 6 and 9 with 6 sticks, 7 with 3.
	Standard Font = 0
	// Tailless draws 6 without the top stick A and 9 without the bottom
	// stick D, 5 sticks each.
	Tailless Font = 1
	// Hook7 draws 7 with 4 sticks: A, B, C and the upper left F.
	Hook7 Font = 2
)

// String returns the font as its constants spell it: "Standard",
// "Tailless", "Hook7" or "Tailless|Hook7"; other bits are left out.
func (f Font) String() string {
	switch f & (Tailless | Hook7) {
	case Tailless:
		return "Tailless"
	case Hook7:
		return "Hook7"
	case Tailless | Hook7:
		return "Tailless|Hook7"
	}
	return "Standard"
}

// digits returns the masks of the digits 0 to 9 in font f.
func (f Font) digits() [10]uint8 {
	d := standard
	if f&Tailless != 0 {
		d[6] = segments(C, D, E, F, G)
		d[9] = segments(A, B, C, F, G)
	}
	if f&Hook7 != 0 {
		d[7] = segments(A, B, C, F)
	}
	return d
}

// mask returns the sticks of glyph ch ('0'-'9', '+', '-' or '=') in font f;
// '=' has none that can move.
func (f Font) mask(ch byte) uint8 {
	switch {
	case ch >= '0' && ch <= '9':
		return f.digits()[ch-'0']
	case ch == '+':
		return plus
	case ch == '-':
		return minus
	}
	return 0
}

// Mode says what may happen to sticks in Solutions, Census and Generate. A
// Mode is an Option. Given a mode other than the three below, Solutions
// yields nothing and Census and Generate return an error.
type Mode uint8

const (
	// Moving takes sticks from filled places and puts each on an empty
	// place, anywhere, the same glyph included. A moved stick is not moved
	// again and a vacated place is not filled again, so an answer that
	// moves m sticks empties m places and fills m others.
	Moving Mode = iota
	// Adding puts new sticks on empty places.
	Adding
	// Removing takes sticks away.
	Removing
)

// String returns the mode's name as the constant spells it.
func (m Mode) String() string {
	switch m {
	case Moving:
		return "Moving"
	case Adding:
		return "Adding"
	case Removing:
		return "Removing"
	}
	return "Mode(" + strconv.Itoa(int(m)) + ")"
}

// reverse is the mode that undoes m: moving undoes moving, removing undoes
// adding.
func (m Mode) reverse() Mode {
	switch m {
	case Adding:
		return Removing
	case Removing:
		return Adding
	}
	return m
}

// allows reports whether a glyph may change by taking away r sticks and
// putting a sticks under mode m.
func (m Mode) allows(r, a int) bool {
	switch m {
	case Moving:
		return true
	case Adding:
		return r == 0
	case Removing:
		return a == 0
	}
	return false
}

// Option changes how Solutions, Census, Generate and the drawings work. The
// options are the values of Font and Mode themselves:
//
//	sevenseg.Solutions(e, 2, sevenseg.Adding, sevenseg.Tailless|sevenseg.Hook7)
//
// Without options the font is Standard and the mode Moving. When several
// fonts (or modes) are given, the last one counts. A nil Option is a
// programming error: the function given it panics before doing anything.
type Option interface {
	apply(*config)
}

func (f Font) apply(c *config) { c.font = f & (Tailless | Hook7) }
func (m Mode) apply(c *config) { c.mode = m }

type config struct {
	font Font
	mode Mode
}

// configure returns the configuration opts make, panicking on a nil Option.
func configure(opts []Option) config {
	var c config
	for _, o := range opts {
		if o == nil {
			panic("sevenseg: nil Option")
		}
		o.apply(&c)
	}
	return c
}
