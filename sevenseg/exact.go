package sevenseg

import (
	"math"
	"math/big"
)

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
