package sevenseg

import "math"

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
