package sevenseg

import "strconv"

// Segment is one place for a stick in a glyph. A to G are the seven segments
// of a digit, bits 0 to 6 of a glyph's mask; G is also the horizontal stick
// of an operator and the lower bar of '='. V is the vertical stick of '+',
// Rise and Fall the slanted sticks of '×' (Rise alone is '/'), Bar the upper
// bar of '='. Front is not in any glyph: it is the place of a minus put in
// front of a number, a Stick's Glyph naming the number's first digit.
type Segment uint8

const (
	A     Segment = iota // top
	B                    // upper right
	C                    // lower right
	D                    // bottom
	E                    // lower left
	F                    // upper left
	G                    // middle; the horizontal stick of '+' and '-'
	V                    // the vertical stick of '+'
	Rise                 // the stick of '/', rising to the right; one of '×'
	Fall                 // the other stick of '×'
	Bar                  // the second bar of '=' (the first is G)
	Front                // a minus in front of a number
)

// String returns the segment's name, "A" to "G", "V", "Rise", "Fall", "Bar"
// or "Front".
func (s Segment) String() string {
	names := [...]string{"A", "B", "C", "D", "E", "F", "G", "V", "Rise", "Fall", "Bar", "Front"}
	if int(s) < len(names) {
		return names[s]
	}
	return "Segment(" + strconv.Itoa(int(s)) + ")"
}

func segments(segs ...Segment) uint16 {
	var m uint16
	for _, s := range segs {
		m |= 1 << s
	}
	return m
}
