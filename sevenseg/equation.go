package sevenseg

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// MaxDigits is the most digits a number may have, and MaxGlyphs the most
// glyphs (digits, operators, signs and '=') an equation may have. MaxText is
// the length in bytes of the longest text Parse, and the census functions
// given a shape, read: room for MaxGlyphs glyphs of three bytes each ('−',
// '×', '÷') with spaces between them. Longer text is refused before it is
// read.
const (
	MaxDigits = 9
	MaxGlyphs = 64
	MaxText   = 1 << 10
)

// maxListed is the most unsupported characters an error lists one by one.
const maxListed = 8

// Equation is numbers joined by '+', '−', '×' and '÷' on each side of one
// or more '=', such as 0+3=09 or 6x2=3x4. The first number of a side may
// have a minus in front, and numbers may have leading zeros. The zero
// Equation is empty and holds nothing. Equations are comparable values.
type Equation struct {
	s string // the glyphs, e.g. "0+3=09": × is 'x' and ÷ is '/'
}

// Parse reads an equation such as "0+3=09". It takes '+', '-' (or '−'),
// '×' (or 'x', 'X', '*'), '÷' (or '/') and '=', and skips spaces. It returns
// an error naming the position (counted in characters from 1) and the
// problem: text longer than MaxText bytes, or the characters it does not
// take (how many, and the first few with their positions), or else the
// first of: a number missing or of more than MaxDigits digits, a minus in
// front of a number anywhere but at the start of a side, no '=', more than
// MaxGlyphs glyphs. It costs O(len(s)), and text longer than MaxText costs
// nothing: it is refused before it is read.
func Parse(s string) (Equation, error) {
	text, err := scan(s, false)
	if err != nil {
		return Equation{}, err
	}
	return Equation{text}, nil
}

// unsupported returns an error listing the characters of s that neither an
// equation nor (with shape set) a shape takes, the first maxListed of them
// one by one, or nil.
func unsupported(s string, shape bool) error {
	var bad []string
	pos, n := 0, 0
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		s = s[size:]
		pos++
		invalid := r == utf8.RuneError && size == 1
		if !invalid && glyphOf(r, shape) != 0 {
			continue
		}
		if n++; n > maxListed {
			continue
		}
		switch {
		case invalid:
			bad = append(bad, fmt.Sprintf("position %d: invalid UTF-8", pos))
		case shape && r >= '0' && r <= '9':
			bad = append(bad, fmt.Sprintf("position %d: digit %q; write 'd' for a digit", pos, r))
		default:
			bad = append(bad, fmt.Sprintf("position %d: unexpected %q", pos, r))
		}
	}
	if n == 0 {
		return nil
	}
	what := "sevenseg: "
	if shape {
		what = "sevenseg: shape "
	}
	if n > 1 {
		what += fmt.Sprintf("%d unsupported characters: ", n)
	}
	if n > maxListed {
		bad = append(bad, fmt.Sprintf("and %d more", n-maxListed))
	}
	return fmt.Errorf("%s%s", what, strings.Join(bad, "; "))
}

// glyphOf returns the glyph r stands for in an equation (or a shape), ' '
// for a space, or 0 if it stands for none. In a shape, a digit is '0', '±'
// is '+' and '×' is 'x'.
func glyphOf(r rune, shape bool) byte {
	switch r {
	case ' ':
		return ' '
	case '+', '±':
		if r == '±' && !shape {
			return 0
		}
		return '+'
	case '-', '−':
		if shape {
			return '+'
		}
		return '-'
	case 'x', 'X', '*', '×':
		return 'x'
	case '/', '÷':
		if shape {
			return 'x'
		}
		return '/'
	case '=':
		return '='
	case 'd', 'D':
		if shape {
			return '0'
		}
	}
	if !shape && r >= '0' && r <= '9' {
		return byte(r)
	}
	return 0
}

// scan reads an equation, or with shape set a shape, and returns its glyphs.
// A shape writes 'd' (or 'D') for a digit, '±', '+' or '-' for '+' or '−',
// and '×', 'x', '*', '÷' or '/' for '×' or '÷'; its glyphs are a layout,
// digits '0' and operators '+' or 'x'. Errors quote the characters of s as
// written.
func scan(s string, shape bool) (string, error) {
	what, noun := "sevenseg: ", "equation"
	if shape {
		what, noun = "sevenseg: shape ", "shape"
	}
	if len(s) > MaxText {
		return "", fmt.Errorf("sevenseg: %s of %d bytes, want at most %d", noun, len(s), MaxText)
	}
	if err := unsupported(s, shape); err != nil {
		return "", err
	}
	fail := func(pos int, format string, args ...any) (string, error) {
		return "", fmt.Errorf("%sposition %d: %s", what, pos, fmt.Sprintf(format, args...))
	}
	var b strings.Builder
	pos, digits, equals := 0, 0, 0
	sign := false // a minus in front of the number being read
	for _, r := range s {
		pos++
		g := glyphOf(r, shape)
		switch {
		case g == ' ':
			continue
		case isDigit(g):
			digits++
			if digits > MaxDigits {
				return fail(pos, "number has more than %d digits", MaxDigits)
			}
			sign = false
		case digits == 0 && g == '-' && !sign && (b.Len() == 0 || equals > 0 && last(&b) == '='):
			sign = true
		case digits == 0:
			return fail(pos, "%q where a number should be", r)
		default:
			digits = 0
			if g == '=' {
				equals++
			}
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

func last(b *strings.Builder) byte { s := b.String(); return s[len(s)-1] }

// String returns the equation's glyphs without spaces, e.g. "0+3=09", with
// 'x' for × and '/' for ÷, so that Parse reads it back.
func (e Equation) String() string { return e.s }

// Holds reports whether all sides of the equation are equal. It evaluates
// in integers, '×' and '÷' before '+' and '−', and a division counts only
// where it is exact. It costs O(number of glyphs), more where a product
// leaves int64.
func (e Equation) Holds() bool {
	if e.s == "" {
		return false
	}
	var v valuer
	for i := 0; i < len(e.s); i++ {
		v = v.next(e.s[i])
	}
	holds, maybe := v.end()
	if maybe {
		return exactHolds(e.s, false)
	}
	return holds
}
