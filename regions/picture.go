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

// palette colours the regions in order; pastel tones like LinkedIn's.
var palette = [MaxN]color.RGBA{
	{0xbb, 0xa3, 0xe2, 0xff}, {0xff, 0xc9, 0x92, 0xff}, {0x96, 0xbe, 0xff, 0xff}, {0xb3, 0xdf, 0xa0, 0xff},
	{0xdf, 0xdf, 0xdf, 0xff}, {0xff, 0x7b, 0x60, 0xff}, {0xe6, 0xf3, 0x88, 0xff}, {0xb9, 0xb2, 0x9e, 0xff},
	{0xdf, 0xa0, 0xbf, 0xff}, {0xa3, 0xd2, 0xd8, 0xff}, {0x62, 0xef, 0xea, 0xff}, {0xff, 0x93, 0xf3, 0xff},
	{0x8a, 0xcc, 0x6d, 0xff}, {0x72, 0x9a, 0xec, 0xff}, {0xc3, 0x8e, 0x70, 0xff}, {0xff, 0xe0, 0x4b, 0xff},
	{0xa6, 0xa6, 0xa6, 0xff}, {0xd2, 0x8c, 0xdc, 0xff}, {0x7f, 0xd1, 0xae, 0xff}, {0xf4, 0xa6, 0xa6, 0xff},
}

// cellSize is the side of a cell in pixels, in both pictures.
const cellSize = 40

// checkDrawing panics if w is nil, and returns an error if the board is
// empty, or unless sol is nil or a placement of the board's size with
// columns in range.
func (b *Board) checkDrawing(w io.Writer, sol queens.Placement) error {
	if w == nil {
		panic("regions: nil io.Writer")
	}
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
// a nil sol draws the board alone. Regions are in colour, with thin lines
// between cells and thick lines between regions and around the board. It returns an error
// if the board is empty or sol does not fit it, or the writer's error. A
// nil w is a programming error: WriteSVG panics. It costs O(N²): about
// 43 KB of text for a 20×20 board.
func (b *Board) WriteSVG(w io.Writer, sol queens.Placement) error {
	if err := b.checkDrawing(w, sol); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	side := b.n*cellSize + 4
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", side, side, side, side)
	for r := range b.n {
		for c := range b.n {
			p := palette[b.Region(r, c)]
			fmt.Fprintf(bw, `<rect x="%d" y="%d" width="%d" height="%d" fill="#%02x%02x%02x" stroke="#555" stroke-width="0.5"/>`+"\n",
				c*cellSize, r*cellSize, cellSize, cellSize, p.R, p.G, p.B)
		}
	}
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
	fmt.Fprintf(bw, `<path d="%s" stroke="#000" stroke-width="3" stroke-linecap="square" fill="none"/>`+"\n", path.String())
	for r, c := range sol {
		fmt.Fprintf(bw, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" dominant-baseline="central">♛</text>`+"\n",
			c*cellSize+cellSize/2, r*cellSize+cellSize/2, cellSize*3/4)
	}
	fmt.Fprintln(bw, "</svg>")
	return bw.Flush()
}

// WritePNG draws b like WriteSVG, as a PNG image, a queen being a black
// disc. It returns an error if the board is empty or sol does not fit it, or
// the writer's error. A nil w is a programming error: WritePNG panics. It
// costs O(N²): a 20×20 board is an 801×801 image.
func (b *Board) WritePNG(w io.Writer, sol queens.Placement) error {
	if err := b.checkDrawing(w, sol); err != nil {
		return err
	}
	side := b.n * cellSize
	img := image.NewRGBA(image.Rect(0, 0, side+1, side+1))
	black := color.RGBA{0, 0, 0, 0xff}
	grey := color.RGBA{0x55, 0x55, 0x55, 0xff}
	for y := range side + 1 {
		for x := range side + 1 {
			r, c := min(y/cellSize, b.n-1), min(x/cellSize, b.n-1)
			dy, dx := y-r*cellSize, x-c*cellSize
			col := color.Color(palette[b.Region(r, c)])
			switch {
			case dy <= 1 && b.differs(r, c, r-1, c), dx <= 1 && b.differs(r, c, r, c-1),
				y >= side-1, x >= side-1:
				col = black
			case dy == 0 || dx == 0:
				col = grey
			}
			if sol != nil && sol[r] == c {
				ddx, ddy := dx-cellSize/2, dy-cellSize/2
				if ddx*ddx+ddy*ddy <= cellSize*cellSize/10 {
					col = black
				}
			}
			img.Set(x, y, col)
		}
	}
	return png.Encode(w, img)
}

// WriteANSI draws b in colour for a terminal, with a queen (♛) on each cell
// of sol (nil: none). A cell is two columns, its region's colour as a
// 24-bit ANSI background behind its letter in lower case, so the board
// reads without colour too. Each line ends with a reset and a newline. It returns an error
// if the board is empty or sol does not fit it, or the writer's error. A nil
// w is a programming error: WriteANSI panics. It costs O(N²).
func (b *Board) WriteANSI(w io.Writer, sol queens.Placement) error {
	return b.writeCells(w, sol, true)
}

// WriteText draws b like WriteANSI without colour: the region letters in
// lower case, with a queen (♛) instead on each cell of sol. It writes one
// line per row, with a space between cells. It returns an error if the board is empty or sol
// does not fit it, or the writer's error. A nil w is a programming error:
// WriteText panics. It costs O(N²).
func (b *Board) WriteText(w io.Writer, sol queens.Placement) error {
	return b.writeCells(w, sol, false)
}

// writeCells is WriteANSI, or WriteText if colour is false.
func (b *Board) writeCells(w io.Writer, sol queens.Placement, colour bool) error {
	if err := b.checkDrawing(w, sol); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	for r := range b.n {
		for c := range b.n {
			g := b.Region(r, c)
			if colour {
				p := palette[g]
				fmt.Fprintf(bw, "\x1b[48;2;%d;%d;%dm\x1b[38;2;0;0;0m", p.R, p.G, p.B)
			}
			if sol != nil && sol[r] == c {
				bw.WriteString("♛")
			} else {
				bw.WriteByte(letters[g] + 'a' - 'A')
			}
			if colour || c < b.n-1 {
				bw.WriteByte(' ')
			}
		}
		if colour {
			bw.WriteString("\x1b[0m")
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
