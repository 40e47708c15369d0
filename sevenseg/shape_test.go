package sevenseg

import (
	"strings"
	"testing"
)

// FuzzShape feeds the shape parser of Count and Generate arbitrary text: it
// never panics, errors name the package, and an accepted shape prints back
// as itself with digits as 'd' and operators as '+'.
func FuzzShape(f *testing.F) {
	for _, s := range []string{"dd±dd=dd", "d+d=d", "d-d=dd", "dd=", "1+d=d", "d±±d=d", "", "=", "d=d=d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, shape string) {
		tmpl, err := parseShape(shape)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "sevenseg: ") {
				t.Fatalf("error %q does not name the package", err)
			}
			return
		}
		back, err := parseShape(tmpl.shape())
		if err != nil || back != tmpl {
			t.Fatalf("%q -> %q -> %q, %v", shape, tmpl.shape(), back, err)
		}
		if n := tmpl.layouts(); n == 0 || n < -1 {
			t.Fatalf("%q has %d layouts", shape, n)
		}
	})
}
