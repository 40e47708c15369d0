package sevenseg_test

import (
	"bytes"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
)

// A nil io.Writer (or Option) given to a drawing panics at the door with a
// message that names it, before writing anything.
func TestDrawPanics(t *testing.T) {
	e, err := sevenseg.Parse("0+3=09")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	for _, c := range []struct {
		name, want string
		f          func()
	}{
		{"WriteText", "sevenseg: nil io.Writer", func() { sevenseg.WriteText(nil, e) }},
		{"WriteSVG", "sevenseg: nil io.Writer", func() { sevenseg.WriteSVG(nil, e) }},
		{"WriteText", "sevenseg: nil io.Writer", func() { sevenseg.WriteText(nil, sevenseg.Equation{}) }},
		{"WriteText", "sevenseg: nil Option", func() { sevenseg.WriteText(&b, e, nil) }},
		{"WriteSVG", "sevenseg: nil Option", func() { sevenseg.WriteSVG(&b, e, sevenseg.Hook7, nil) }},
	} {
		func() {
			defer func() {
				if r := recover(); r != c.want {
					t.Errorf("%s: panic %v; want %q", c.name, r, c.want)
				}
			}()
			c.f()
		}()
	}
	if b.Len() != 0 {
		t.Errorf("a drawing that panicked wrote %q", b.String())
	}
}
