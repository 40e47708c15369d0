package regions

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"strings"

	"github.com/go-puzzles/puzzles/queens"
)

// cellSize is the side of a cell in pixels, in both pictures.
const cellSize = 40

// strokes holds the colours of the lines in a picture, thin between cells
// and thick between regions, by Theme.
var strokes = [2]struct{ thin, thick color.RGBA }{
	Light: {color.RGBA{0x55, 0x55, 0x55, 0xff}, color.RGBA{0, 0, 0, 0xff}},
	Dark:  {color.RGBA{0, 0, 0, 0xff}, color.RGBA{0xdd, 0xdd, 0xdd, 0xff}},
}

// checkDrawing panics if w or an option is nil, and returns an error if the
// board is empty, the Theme unknown, or unless sol is nil or a placement of
// the board's size with columns in range. Otherwise it returns the drawing
// opts make and the regions' colours.
func (b *Board) checkDrawing(w io.Writer, sol queens.Placement, opts []DrawOption) (drawing, []color.RGBA, error) {
	if w == nil {
		panic("regions: nil io.Writer")
	}
	d, err := configureDrawing(opts)
	if err == nil {
		err = b.checkPlacement(sol)
	}
	if err != nil {
		return d, nil, err
	}
	return d, b.Colors(d.theme), nil
}

// checkPlacement returns an error if the board is empty, or unless sol is
// nil or a placement of the board's size with columns in range.
func (b *Board) checkPlacement(sol queens.Placement) error {
	if b.empty() {
		return errEmpty
	}
	if sol == nil {
		return nil
	}
	if len(sol) != b.n {
		return fmt.Errorf("regions: placement of size %d for a %d×%d board", len(sol), b.n, b.n)
	}
	for r, c := range sol {
		if c < 0 || c >= b.n {
			return fmt.Errorf("regions: sol[%d] = %d, off the board: want a column in 0..%d", r, c, b.n-1)
		}
	}
	return nil
}

// differs reports whether the cells (r1, c1) and (r2, c2) are in different
// regions, a cell off the board counting as different.
func (b *Board) differs(r1, c1, r2, c2 int) bool {
	if r2 < 0 || r2 >= b.n || c2 < 0 || c2 >= b.n {
		return true
	}
	return b.Region(r1, c1) != b.Region(r2, c2)
}

// WriteSVG draws b as an SVG picture, with a queen (♛) on each cell of sol;
// a nil sol draws the board alone. Regions are in the colours of
// [Board.Colors], with thin lines between cells and thick lines between
// regions and around the board; a [Theme] among opts picks the colours and
// [Letters] adds the regions' letters. It returns an error if the board is
// empty, sol does not fit it or the Theme is unknown, or the writer's
// error. A nil w or DrawOption is a programming error: WriteSVG panics. It
// costs O(N²): about 43 KB of text for a 20×20 board, twice that with
// letters.
func (b *Board) WriteSVG(w io.Writer, sol queens.Placement, opts ...DrawOption) error {
	d, cs, err := b.checkDrawing(w, sol, opts)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	side := b.n*cellSize + 4
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", side, side, side, side)
	for r := range b.n {
		for c := range b.n {
			fmt.Fprintf(bw, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s" stroke-width="0.5"/>`+"\n",
				c*cellSize, r*cellSize, cellSize, cellSize, hex(cs[b.Region(r, c)]), hex(strokes[d.theme].thin))
		}
	}
	fmt.Fprintf(bw, `<path d="%s" stroke="%s" stroke-width="3" stroke-linecap="square" fill="none"/>`+"\n", b.borders(), hex(strokes[d.theme].thick))
	ink := hex(d.theme.Ink())
	const text = `<text x="%d" y="%d" font-size="%d" fill="%s"%s text-anchor="middle" dominant-baseline="central">%s</text>` + "\n"
	for r := range b.n {
		for c := range b.n {
			x, y := c*cellSize+cellSize/2, r*cellSize+cellSize/2
			g := b.Region(r, c)
			queen := sol != nil && sol[r] == c
			switch {
			case queen && d.letters:
				fmt.Fprintf(bw, `<circle cx="%d" cy="%d" r="%d" fill="%s"/>`+"\n", x, y, cellSize*7/20, ink)
				fmt.Fprintf(bw, text, x, y, cellSize/2, hex(cs[g]), ` font-family="sans-serif" font-weight="bold"`, letters[g:g+1])
			case queen:
				fmt.Fprintf(bw, text, x, y, cellSize*3/4, ink, "", "♛")
			case d.letters:
				fmt.Fprintf(bw, text, x, y, cellSize/2, ink, ` font-family="sans-serif" font-weight="bold"`, letters[g:g+1])
			}
		}
	}
	fmt.Fprintln(bw, "</svg>")
	return bw.Flush()
}

// hex returns c as #rrggbb.
func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// borders returns the SVG path of the lines between b's regions and around
// it.
func (b *Board) borders() string {
	var path strings.Builder
	for r := range b.n {
		for c := range b.n {
			x, y := c*cellSize, r*cellSize
			if b.differs(r, c, r-1, c) {
				fmt.Fprintf(&path, "M%d %dh%d", x, y, cellSize)
			}
			if b.differs(r, c, r, c-1) {
				fmt.Fprintf(&path, "M%d %dv%d", x, y, cellSize)
			}
			if r == b.n-1 {
				fmt.Fprintf(&path, "M%d %dh%d", x, y+cellSize, cellSize)
			}
			if c == b.n-1 {
				fmt.Fprintf(&path, "M%d %dv%d", x+cellSize, y, cellSize)
			}
		}
	}
	return path.String()
}

// WritePNG draws b like WriteSVG, as a PNG image, a queen being a disc of
// the ink, with the same options. It returns an error if the board is
// empty, sol does not fit it or the Theme is unknown, or the writer's
// error. A nil w or DrawOption is a programming error: WritePNG panics. It
// costs O(N²): a 20×20 board is an 801×801 image.
func (b *Board) WritePNG(w io.Writer, sol queens.Placement, opts ...DrawOption) error {
	d, cs, err := b.checkDrawing(w, sol, opts)
	if err != nil {
		return err
	}
	side := b.n * cellSize
	img := image.NewRGBA(image.Rect(0, 0, side+1, side+1))
	thin, thick := strokes[d.theme].thin, strokes[d.theme].thick
	ink := d.theme.Ink()
	disc := cellSize * cellSize / 10
	if d.letters {
		disc = cellSize * cellSize / 8
	}
	for y := range side + 1 {
		for x := range side + 1 {
			r, c := min(y/cellSize, b.n-1), min(x/cellSize, b.n-1)
			dy, dx := y-r*cellSize, x-c*cellSize
			g := b.Region(r, c)
			col := cs[g]
			if sol != nil && sol[r] == c {
				ddx, ddy := dx-cellSize/2, dy-cellSize/2
				if ddx*ddx+ddy*ddy <= disc {
					col = ink
					if d.letters && inGlyph(g, dx, dy) {
						col = cs[g]
					}
				}
			} else if d.letters && inGlyph(g, dx, dy) {
				col = ink
			}
			switch {
			case dy <= 1 && b.differs(r, c, r-1, c), dx <= 1 && b.differs(r, c, r, c-1),
				y >= side-1, x >= side-1:
				col = thick
			case dy == 0 || dx == 0:
				col = thin
			}
			img.SetRGBA(x, y, col)
		}
	}
	return png.Encode(w, img)
}

// WriteANSI draws b in colour for a terminal, with a queen (♛) on each cell
// of sol (nil: none). A cell is two columns, its region's colour (see
// [Board.Colors]) as a 24-bit ANSI background behind its letter in lower
// case in the ink of the [Theme] among opts, so the board reads without
// colour too. Each line ends with a reset and a newline. It returns an
// error if the board is empty, sol does not fit it or the Theme is
// unknown, or the writer's error. A nil w or DrawOption is a programming
// error: WriteANSI panics. It costs O(N²).
func (b *Board) WriteANSI(w io.Writer, sol queens.Placement, opts ...DrawOption) error {
	d, cs, err := b.checkDrawing(w, sol, opts)
	if err != nil {
		return err
	}
	return b.writeCells(w, sol, d, cs)
}

// WriteText draws b like WriteANSI without colour: the region letters in
// lower case, with a queen (♛) instead on each cell of sol. It writes one
// line per row, with a space between cells. It returns an error if the board is empty or sol
// does not fit it, or the writer's error. A nil w is a programming error:
// WriteText panics. It costs O(N²).
func (b *Board) WriteText(w io.Writer, sol queens.Placement) error {
	if w == nil {
		panic("regions: nil io.Writer")
	}
	if err := b.checkPlacement(sol); err != nil {
		return err
	}
	return b.writeCells(w, sol, drawing{}, nil)
}

// writeCells is WriteANSI in the colours cs, or WriteText if cs is nil.
func (b *Board) writeCells(w io.Writer, sol queens.Placement, d drawing, cs []color.RGBA) error {
	bw := bufio.NewWriter(w)
	ink := d.theme.Ink()
	for r := range b.n {
		for c := range b.n {
			g := b.Region(r, c)
			if cs != nil {
				p := cs[g]
				fmt.Fprintf(bw, "\x1b[48;2;%d;%d;%dm\x1b[38;2;%d;%d;%dm", p.R, p.G, p.B, ink.R, ink.G, ink.B)
			}
			queen := sol != nil && sol[r] == c
			if queen {
				bw.WriteString("♛")
			}
			if !queen || d.letters {
				bw.WriteByte(letters[g] + 'a' - 'A')
			}
			if (cs != nil || c < b.n-1) && !(queen && d.letters) {
				bw.WriteByte(' ')
			}
		}
		if cs != nil {
			bw.WriteString("\x1b[0m")
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
