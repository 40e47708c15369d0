package sevenseg

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// The int64 evaluation glyph by glyph agrees with the exact one in rational
// numbers wherever it does not ask for the exact one, with whole quotients
// and with fractions, on equations with every operator, signs, several '='
// and numbers large enough to leave int64.
func TestValuerAgreesWithExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var b strings.Builder
		sides := rapid.IntRange(2, 3).Draw(t, "sides")
		for side := range sides {
			if side > 0 {
				b.WriteByte('=')
			}
			if rapid.IntRange(0, 4).Draw(t, "sign") == 0 {
				b.WriteByte('-')
			}
			for term := range rapid.IntRange(1, 3).Draw(t, "numbers") {
				if term > 0 {
					b.WriteByte(rapid.SampledFrom([]byte("+-x/")).Draw(t, "operator"))
				}
				b.WriteString(rapid.SampledFrom([]string{"0", "1", "2", "3", "6", "12", "36", "999999999", "4294967296"}).Draw(t, "number"))
			}
		}
		s := b.String()
		for _, frac := range []bool{false, true} {
			v := valuer{frac: frac}
			for i := 0; i < len(s); i++ {
				v = v.next(s[i])
			}
			h, maybe := v.end()
			if want := exactHolds(s, frac); !maybe && h != want {
				t.Fatalf("%s (fractions %v): int64 says %v, exact %v", s, frac, h, want)
			}
		}
		if e, err := Parse(s); err == nil && e.Holds() != exactHolds(s, false) {
			t.Fatalf("%s: Holds %v", s, e.Holds())
		}
	})
}
