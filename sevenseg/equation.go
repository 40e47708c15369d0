package sevenseg

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"unicode/utf8"
)

// MaxDigits is the most digits a number may have, and MaxGlyphs the most
// glyphs (digits, operators, signs and '=') an equation may have.
const (
	MaxDigits = 9
	MaxGlyphs = 64
)

// Equation is numbers joined by operators, '+', '−', '×' and '÷', on each
// side of one or more '=', such as 0+3=09 or 6x2=3x4; the first number of
// a side may have a minus in front. Numbers may have leading zeros. The zero
// Equation is empty and holds nothing. Equations are comparable values.
type Equation struct {
	s string // the glyphs, e.g. "0+3=09": × is 'x' and ÷ is '/'
}

// Parse reads an equation such as "0+3=09". It takes '+', '-' (or '−'),
// '×' (or 'x', 'X', '*'), '÷' (or '/') and '=', and skips spaces. It returns
// an error naming the position (counted in characters from 1) and the
// problem: every character it does not take, each with its position, or
// else the first of: a number missing or of more than MaxDigits digits, a
// minus in front of a number anywhere but at the start of a side, no '=',
// more than MaxGlyphs glyphs. It costs O(len(s)).
func Parse(s string) (Equation, error) {
	text, err := scan(s, false)
	if err != nil {
		return Equation{}, err
	}
	return Equation{text}, nil
}

// unsupported returns an error listing every character of s that neither
// an equation nor (with shape set) a shape takes, or nil.
func unsupported(s string, shape bool) error {
	var bad []string
	pos := 0
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		s = s[size:]
		pos++
		switch {
		case r == utf8.RuneError && size == 1:
			bad = append(bad, fmt.Sprintf("position %d: invalid UTF-8", pos))
		case glyphOf(r, shape) == 0:
			if shape && r >= '0' && r <= '9' {
				bad = append(bad, fmt.Sprintf("position %d: digit %q; write 'd' for a digit", pos, r))
			} else {
				bad = append(bad, fmt.Sprintf("position %d: unexpected %q", pos, r))
			}
		}
	}
	if bad == nil {
		return nil
	}
	what := "sevenseg: "
	if shape {
		what = "sevenseg: shape "
	}
	if len(bad) > 1 {
		what += fmt.Sprintf("%d unsupported characters: ", len(bad))
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
	if err := unsupported(s, shape); err != nil {
		return "", err
	}
	what, noun := "sevenseg: ", "equation"
	if shape {
		what, noun = "sevenseg: shape ", "shape"
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

// Holds reports whether all sides of the equation are equal in integer
// arithmetic, '×' and '÷' before '+' and '−', a division counting only where
// it is exact. It costs O(number of glyphs), more where a product leaves
// int64.
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

// valuer evaluates an equation glyph by glyph, × and ÷ before + and −,
// numbers and products in int32 and sums in int64, which no sum of
// MaxGlyphs such terms leaves. Its zero value is ready for the first glyph.
// Where it cannot tell (a number or product beyond int32, or an inexact
// quotient under Fractions) it sets maybe, and the equation must be
// evaluated exactly.
type valuer struct {
	acc   int64 // the finished terms of this side
	first int64 // the value of the first side, once an '=' is read
	term  int32 // the finished factors of this term (with op set)
	cur   int32 // the number being read
	op    byte  // 'x' or '/' between term and cur, or 0: cur is the first factor
	eqs   uint8 // the '=' read
	neg   bool  // this term is subtracted
	in    bool  // a glyph of this side has been read
	bad   bool  // false whatever follows
	maybe bool  // int32 cannot tell
	frac  bool  // Fractions: an inexact quotient is maybe, not bad
}

// next returns v after glyph (or code) ch.
func (v valuer) next(ch byte) valuer {
	v.step(ch)
	return v
}

// step makes v read glyph (or code) ch.
func (v *valuer) step(ch byte) {
	if ch >= '0' && ch <= '9' {
		if v.cur > (math.MaxInt32-9)/10 {
			v.maybe = true
		}
		v.cur, v.in = v.cur*10+int32(ch-'0'), true
		return
	}
	switch ch {
	case '+', '-', '=':
		if ch == '-' && !v.in { // a minus sign: 0 minus the first term
			v.neg, v.in = true, true
			return
		}
		v.add(v.factor())
		v.neg, v.in = ch == '-', ch != '='
		if ch == '=' {
			if v.eqs == 0 {
				v.first = v.acc
			} else if v.acc != v.first && !v.maybe {
				v.bad = true
			}
			v.eqs++
			v.acc = 0
		}
	case 'x', '/':
		v.term = v.factor()
		v.op = ch
	case noSign:
	case pair11:
		if v.cur > (math.MaxInt32-11)/100 {
			v.maybe = true
		}
		v.cur, v.in = v.cur*100+11, true
	default:
		if v.cur > (math.MaxInt32-9)/10 {
			v.maybe = true
		}
		v.cur, v.in = v.cur*10+int32(ch&^alt-'0'), true
	}
}

// factor returns the term so far times or divided by the number just read,
// unsigned, and makes v ready for the next number.
func (v *valuer) factor() int32 {
	t, c := v.term, v.cur
	op := v.op
	v.cur, v.op = 0, 0
	switch op {
	case 'x':
		if c != 0 && t > math.MaxInt32/c {
			v.maybe = true
		}
		return t * c
	case '/':
		switch {
		case c == 0:
			v.bad = v.bad || !v.maybe // c may be an overflowed number
			return 0
		case t%c != 0 && (v.frac || v.maybe):
			v.maybe = true
		case t%c != 0:
			v.bad = true
		}
		return t / c
	}
	return c
}

// add adds the term t, with its sign, to the side's sum.
func (v *valuer) add(t int32) {
	if v.neg {
		t = -t
	}
	v.acc += int64(t)
}

// end reports whether all sides are equal once the last glyph is read, and
// whether int32 could not tell.
func (v valuer) end() (holds, maybe bool) {
	v.add(v.factor())
	return v.eqs > 0 && !v.bad && v.acc == v.first, v.maybe && !v.bad
}

// exactHolds evaluates the equation text s (glyphs, codes allowed) in
// rational numbers; without frac a quotient that is not whole makes it
// false. It works in int64 fractions where they suffice, else in big.Rat.
func exactHolds(s string, frac bool) bool {
	if h, ok := evaluate[*small](s, frac, newSmall); ok {
		return h
	}
	h, _ := evaluate[*large](s, frac, newLarge)
	return h
}

// A number is a rational number that evaluate computes with; its methods
// set the receiver and report false if the result does not fit.
type number[T any] interface {
	setInt(int64) bool
	add(T) bool
	mul(T) bool
	quo(T) bool // y is not zero
	neg()
	isInt() bool
	isZero() bool
	equal(T) bool
	set(T)
}

// evaluate reports whether the equation text s holds in the numbers that
// newT makes, and false for ok if they could not hold a result.
func evaluate[T number[T]](s string, frac bool, newT func() T) (holds, ok bool) {
	first, acc, term, cur, x := newT(), newT(), newT(), newT(), newT()
	var op byte
	eqs, in, neg := 0, false, false
	fits := true
	finish := func() bool { // the factor just read into term; false if the equation is false
		switch op {
		case 'x':
			fits = fits && term.mul(cur)
		case '/':
			if cur.isZero() {
				return false
			}
			fits = fits && term.quo(cur)
			if !frac && !term.isInt() {
				return false
			}
		default:
			term.set(cur)
			if neg {
				term.neg()
			}
		}
		fits = fits && cur.setInt(0)
		return true
	}
	for i := 0; i < len(s) && fits; i++ {
		ch := s[i]
		switch {
		case ch == '-' && !in:
			neg, in = true, true
		case ch == '+' || ch == '-' || ch == '=':
			if !finish() {
				return false, fits
			}
			fits = fits && acc.add(term)
			op, neg, in = 0, ch == '-', ch != '='
			if ch == '=' {
				if eqs > 0 && !acc.equal(first) {
					return false, fits
				}
				if eqs == 0 {
					first.set(acc)
				}
				eqs++
				fits = fits && acc.setInt(0)
			}
		case ch == 'x' || ch == '/':
			if !finish() {
				return false, fits
			}
			op = ch
		case ch == noSign:
		default:
			for _, d := range text(nil, ch) {
				fits = fits && x.setInt(10) && cur.mul(x) && x.setInt(int64(d-'0')) && cur.add(x)
			}
			in = true
		}
	}
	if !fits {
		return false, false
	}
	if !finish() {
		return false, fits
	}
	fits = fits && acc.add(term)
	return fits && eqs > 0 && acc.equal(first), fits
}

// small is a fraction n/d in lowest terms with d > 0, both within int64.
type small struct{ n, d int64 }

func newSmall() *small { return &small{0, 1} }

func (r *small) setInt(v int64) bool { r.n, r.d = v, 1; return true }
func (r *small) set(y *small)        { *r = *y }
func (r *small) neg()                { r.n = -r.n }
func (r *small) isInt() bool         { return r.d == 1 }
func (r *small) isZero() bool        { return r.n == 0 }
func (r *small) equal(y *small) bool { return *r == *y }

// mul64 returns a*b, and false if it leaves int64.
func mul64(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	return p, p/b == a && !(a == -1 && b == math.MinInt64) && !(b == -1 && a == math.MinInt64)
}

// reduce makes n/d a fraction in lowest terms with d > 0.
func (r *small) reduce(n, d int64) bool {
	if d < 0 {
		if n == math.MinInt64 || d == math.MinInt64 {
			return false
		}
		n, d = -n, -d
	}
	g := gcd(n, d)
	r.n, r.d = n/g, d/g
	return true
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func (r *small) add(y *small) bool {
	a, ok1 := mul64(r.n, y.d)
	b, ok2 := mul64(y.n, r.d)
	d, ok3 := mul64(r.d, y.d)
	n := a + b
	if !ok1 || !ok2 || !ok3 || (b > 0 && n < a) || (b < 0 && n > a) {
		return false
	}
	return r.reduce(n, d)
}

func (r *small) mul(y *small) bool {
	n, ok1 := mul64(r.n, y.n)
	d, ok2 := mul64(r.d, y.d)
	return ok1 && ok2 && r.reduce(n, d)
}

func (r *small) quo(y *small) bool {
	n, ok1 := mul64(r.n, y.d)
	d, ok2 := mul64(r.d, y.n)
	return ok1 && ok2 && r.reduce(n, d)
}

// large is a big.Rat: every result fits.
type large struct{ big.Rat }

func newLarge() *large { return new(large) }

func (r *large) setInt(v int64) bool { r.SetInt64(v); return true }
func (r *large) set(y *large)        { r.Set(&y.Rat) }
func (r *large) neg()                { r.Neg(&r.Rat) }
func (r *large) isInt() bool         { return r.IsInt() }
func (r *large) isZero() bool        { return r.Sign() == 0 }
func (r *large) equal(y *large) bool { return r.Cmp(&y.Rat) == 0 }
func (r *large) add(y *large) bool   { r.Add(&r.Rat, &y.Rat); return true }
func (r *large) mul(y *large) bool   { r.Mul(&r.Rat, &y.Rat); return true }
func (r *large) quo(y *large) bool   { r.Quo(&r.Rat, &y.Rat); return true }
