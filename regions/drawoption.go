package regions

import "fmt"

// A DrawOption changes how WriteSVG, WritePNG and WriteANSI draw a board:
// a [Theme] picks the colours and [Letters] writes every region's letter
// in its cells. Of two Themes the last counts. A nil DrawOption is a
// programming error: the drawing panics before writing anything.
type DrawOption interface {
	draw(*drawing)
}

// drawing is what the DrawOptions of a picture make.
type drawing struct {
	theme   Theme
	letters bool
}

// draw makes a Theme a DrawOption.
func (t Theme) draw(d *drawing) { d.theme = t }

// Letters writes each region's letter, as String spells it, in every one
// of its cells, so that a board reads without telling colours apart. In
// SVG and PNG a queen is then a disc of the ink with the letter cut out of
// it; in ANSI, where letters are always shown, a queen's cell shows the
// letter after the queen.
func Letters() DrawOption { return lettersOption{} }

// lettersOption is the DrawOption Letters returns.
type lettersOption struct{}

func (lettersOption) draw(d *drawing) { d.letters = true }

// String returns the option as it is written: "regions.Letters()".
func (lettersOption) String() string { return "regions.Letters()" }

// configureDrawing returns the drawing opts make, panicking on a nil
// DrawOption, or an error naming an unknown Theme.
func configureDrawing(opts []DrawOption) (drawing, error) {
	var d drawing
	for _, o := range opts {
		if o == nil {
			panic("regions: nil DrawOption")
		}
		o.draw(&d)
	}
	if d.theme > Dark {
		return d, fmt.Errorf("regions: unknown theme %v: want Light or Dark", d.theme)
	}
	return d, nil
}
