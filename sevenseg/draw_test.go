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
		{"WriteText", "sevenseg: nil io.Writer", func() { e.WriteText(nil) }},
		{"WriteSVG", "sevenseg: nil io.Writer", func() { e.WriteSVG(nil) }},
		{"WriteText", "sevenseg: nil io.Writer", func() { sevenseg.Equation{}.WriteText(nil) }},
		{"WriteText", "sevenseg: nil Option", func() { e.WriteText(&b, nil) }},
		{"WriteSVG", "sevenseg: nil Option", func() { e.WriteSVG(&b, sevenseg.WithFont(sevenseg.Hook7), nil) }},
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
