package sevenseg

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// MaxDigits is the most digits a number may have, and MaxGlyphs the most
// glyphs (digits, operators and '=') an equation may have; together they keep
// the arithmetic inside int64.
const (
	MaxDigits = 9
	MaxGlyphs = 64
)

// Equation is one or more numbers joined by '+' or '-' on each side of one
// '=', such as 0+3=09. Numbers may have leading zeros; there are no negative
// literals. The zero Equation is empty and holds nothing. Equations are
// comparable values.
type Equation struct {
	s string // the glyphs, e.g. "0+3=09"
}

// Parse reads an equation such as "0+3=09". Spaces are skipped. It returns an
// error naming the position (counted in characters from 1) and the problem if
// s has anything but digits, '+', '-', '=' and spaces, if a number is missing
// or has more than MaxDigits digits, if there is not exactly one '=', or if
// there are more than MaxGlyphs glyphs. It costs O(len(s)) and reads no
// further than the first error.
func Parse(s string) (Equation, error) {
	text, err := scan(s, false)
	if err != nil {
		return Equation{}, err
	}
	return Equation{text}, nil
}

// scan reads an equation, or with shape set a shape, and returns its glyphs.
// A shape writes 'd' (or 'D') for a digit and '±', '+' or '-' for an
// operator; its glyphs are a layout, digits '0' and operators '+'. Errors
// quote the characters of s as written.
func scan(s string, shape bool) (string, error) {
	what, noun := "sevenseg: ", "equation"
	if shape {
		what, noun = "sevenseg: shape ", "shape"
	}
	fail := func(pos int, format string, args ...any) (string, error) {
		return "", fmt.Errorf("%sposition %d: %s", what, pos, fmt.Sprintf(format, args...))
	}
	var b strings.Builder
	pos, digits, equals := 0, 0, 0
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		s = s[size:]
		pos++
		g := byte(r)
		switch {
		case r == ' ':
			continue
		case shape && r >= '0' && r <= '9':
			return fail(pos, "digit %q; write 'd' for a digit", r)
		case shape && (r == 'd' || r == 'D'), !shape && r >= '0' && r <= '9':
			g = byte(r)
			if shape {
				g = '0'
			}
			digits++
			if digits > MaxDigits {
				return fail(pos, "number has more than %d digits", MaxDigits)
			}
		case r == '+' || r == '-' || r == '=' || shape && r == '±':
			if digits == 0 {
				return fail(pos, "%q where a number should be", r)
			}
			digits = 0
			if shape && r != '=' {
				g = '+'
			}
			if r == '=' {
				equals++
				if equals > 1 {
					return fail(pos, "second '='")
				}
			}
		case r == utf8.RuneError && size == 1:
			return fail(pos, "invalid UTF-8")
		default:
			return fail(pos, "unexpected %q", r)
		}
		if b.Len() == MaxGlyphs {
			return fail(pos, "more than %d glyphs", MaxGlyphs)
		}
		b.WriteByte(g)
	}
	switch {
	case b.Len() == 0:
		return "", fmt.Errorf("sevenseg: empty %s", noun)
	case digits == 0:
		return fail(pos+1, "%s ends where a number should be", noun)
	case equals == 0:
		return "", fmt.Errorf("sevenseg: no '=' in %s", noun)
	}
	return b.String(), nil
}

// String returns the equation's glyphs without spaces, e.g. "0+3=09".
func (e Equation) String() string { return e.s }

// Holds reports whether the equation is true in integer arithmetic. It costs
// O(number of glyphs).
func (e Equation) Holds() bool {
	if e.s == "" {
		return false
	}
	var v valuer
	for i := 0; i < len(e.s); i++ {
		v = v.next(e.s[i])
	}
	return v.zero()
}

// valuer evaluates an equation glyph by glyph as left side minus right side.
// Its zero value is ready for the first glyph.
type valuer struct {
	acc  int64 // finished terms, signed; the right side's negated
	cur  int32 // the number being read (at most MaxDigits digits)
	neg  bool  // whether the number being read is subtracted
	side bool  // whether '=' has been read
}

// next returns v after glyph ch.
func (v valuer) next(ch byte) valuer {
	switch ch {
	case '+', '-', '=':
		if v.neg {
			v.acc -= int64(v.cur)
		} else {
			v.acc += int64(v.cur)
		}
		v.cur = 0
		if ch == '=' {
			v.side = true
		}
		v.neg = v.side != (ch == '-')
	default:
		v.cur = v.cur*10 + int32(ch-'0')
	}
	return v
}

// zero reports whether the two sides are equal once the last glyph is read.
func (v valuer) zero() bool {
	if v.neg {
		return v.acc == int64(v.cur)
	}
	return v.acc+int64(v.cur) == 0
}
