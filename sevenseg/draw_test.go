package sevenseg_test

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/sevenseg"
)

// A nil io.Writer (or DrawOption) given to a drawing panics at the door
// with a message that names it, before writing anything.
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
		{"WriteText", "sevenseg: nil DrawOption", func() { e.WriteText(&b, nil) }},
		{"WriteSVG", "sevenseg: nil DrawOption", func() { e.WriteSVG(&b, sevenseg.Hook7, nil) }},
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

// Every DrawOption changes a drawing: each Font draws 6+7=9 otherwise, in
// text and in SVG, and the last Font given counts. BothForms is documented
// to change nothing in a drawing (the puzzle's own digits are drawn in the
// font), and the bits a Font ignores change nothing either.
func TestDrawOptionsChangeDrawings(t *testing.T) {
	e, err := sevenseg.Parse("6+7=9")
	if err != nil {
		t.Fatal(err)
	}
	draw := func(opts ...sevenseg.DrawOption) string {
		var b strings.Builder
		if err := e.WriteText(&b, opts...); err != nil {
			t.Fatal(err)
		}
		if err := e.WriteSVG(&b, opts...); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	if draw() != draw(sevenseg.Standard) {
		t.Errorf("without a DrawOption %v is drawn otherwise than in Standard", e)
	}
	fonts := []sevenseg.Font{sevenseg.Standard, sevenseg.Tailless, sevenseg.Hook7, sevenseg.Tailless | sevenseg.Hook7}
	drawnIn := map[string]sevenseg.Font{}
	for _, f := range fonts {
		d := draw(f)
		if g, ok := drawnIn[d]; ok {
			t.Errorf("%v is drawn in %v as in %v", e, f, g)
		}
		drawnIn[d] = f
		for _, same := range []struct {
			name string
			opts []sevenseg.DrawOption
		}{
			{"with BothForms", []sevenseg.DrawOption{f | sevenseg.BothForms}},
			{"with ignored bits", []sevenseg.DrawOption{f | 0xf8}},
			{"after another font", []sevenseg.DrawOption{fonts[3] ^ f, f}},
		} {
			if draw(same.opts...) != d {
				t.Errorf("%v %s draws %v otherwise than %v alone", f, same.name, e, f)
			}
		}
	}
}

// Font is the only DrawOption: the options that change a search alone do
// not compile as one, and no other type of the package implements it.
func TestDrawOptionTypes(t *testing.T) {
	drawOption := reflect.TypeFor[sevenseg.DrawOption]()
	option := reflect.TypeFor[sevenseg.Option]()
	for _, c := range []struct {
		o    any
		draw bool
	}{
		{sevenseg.Tailless, true},
		{sevenseg.Adding, false},
		{sevenseg.Common, false},
		{sevenseg.NoLeadingZeros, false},
		{sevenseg.Fractions, false},
		{sevenseg.MaxMemory(1), false},
	} {
		ty := reflect.TypeOf(c.o)
		if !ty.Implements(option) {
			t.Errorf("%v (%v) is not an Option", c.o, ty)
		}
		if ty.Implements(drawOption) != c.draw {
			t.Errorf("%v (%v) implements DrawOption: %v; want %v", c.o, ty, !c.draw, c.draw)
		}
	}
	// The types with a draw method, from the package's source.
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var drawers []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv != nil && fn.Name.Name == "draw" {
				drawers = append(drawers, fmt.Sprint(fn.Recv.List[0].Type))
			}
		}
	}
	if !slices.Equal(drawers, []string{"Font"}) {
		t.Errorf("types with a draw method: %v; want Font alone, or a test of what each changes in a drawing", drawers)
	}
}
