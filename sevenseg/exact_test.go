package sevenseg

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// The int64 fractions and big.Rat agree wherever the fractions fit.
func TestSmallAgreesWithLarge(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var b strings.Builder
		for side := range rapid.IntRange(2, 3).Draw(t, "sides") {
			if side > 0 {
				b.WriteByte('=')
			}
			if rapid.IntRange(0, 4).Draw(t, "sign") == 0 {
				b.WriteByte('-')
			}
			for term := range rapid.IntRange(1, 4).Draw(t, "numbers") {
				if term > 0 {
					b.WriteByte(rapid.SampledFrom([]byte("+-x/")).Draw(t, "operator"))
				}
				b.WriteString(rapid.SampledFrom([]string{"0", "1", "2", "3", "6", "12", "36", "999999999", "4294967296"}).Draw(t, "number"))
			}
		}
		s := b.String()
		for _, frac := range []bool{false, true} {
			h, ok := evaluate[*small](s, frac, newSmall)
			want, _ := evaluate[*large](s, frac, newLarge)
			if ok && h != want {
				t.Fatalf("%s (fractions %v): int64 fractions say %v, big.Rat %v", s, frac, h, want)
			}
		}
	})
}
