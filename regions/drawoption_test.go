package regions_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// optionDrawings are the drawings that take DrawOptions.
var optionDrawings = map[string]func(*regions.Board, io.Writer, queens.Placement, ...regions.DrawOption) error{
	"WriteSVG":  (*regions.Board).WriteSVG,
	"WritePNG":  (*regions.Board).WritePNG,
	"WriteANSI": (*regions.Board).WriteANSI,
}

// A nil DrawOption panics before anything is written; an unknown Theme is
// an error, and the last Theme counts.
func TestDrawOptionErrors(t *testing.T) {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	for name, draw := range optionDrawings {
		var buf bytes.Buffer
		func() {
			defer func() {
				if r := recover(); r != "regions: nil DrawOption" || buf.Len() != 0 {
					t.Errorf("%s with a nil DrawOption: recovered %v after %d bytes", name, r, buf.Len())
				}
			}()
			draw(b, &buf, nil, regions.Letters(), nil)
		}()
		want := "regions: unknown theme Theme(2): want Light or Dark"
		if err := draw(b, &buf, nil, regions.Theme(2)); err == nil || err.Error() != want || buf.Len() != 0 {
			t.Errorf("%s in Theme(2): %v after %d bytes, want %q", name, err, buf.Len(), want)
		}
		if err := draw(b, io.Discard, nil, regions.Theme(2), regions.Dark); err != nil {
			t.Errorf("%s in Theme(2) then Dark: %v", name, err)
		}
	}
	if regions.Letters().(fmt.Stringer).String() != "regions.Letters()" {
		t.Errorf("Letters() prints as %v", regions.Letters())
	}
}

// Every drawing paints each cell in its region's colour of Colors, for
// either theme, and the ANSI letters in the theme's ink.
func TestDrawingsUseColors(t *testing.T) {
	fill := regexp.MustCompile(`<rect [^>]*fill="#(..)(..)(..)"`)
	ansi := regexp.MustCompile(`\x1b\[48;2;(\d+);(\d+);(\d+)m\x1b\[38;2;(\d+);(\d+);(\d+)m`)
	rapid.Check(t, func(t *rapid.T) {
		pz := regionstest.Puzzle(regions.MinN, 10).Draw(t, "puzzle")
		th := rapid.SampledFrom(themes).Draw(t, "theme")
		b, n := pz.Board, pz.Board.N()
		cs := b.Colors(th)
		var svg, ans, pic bytes.Buffer
		if b.WriteSVG(&svg, pz.Solution, th) != nil || b.WriteANSI(&ans, pz.Solution, th) != nil || b.WritePNG(&pic, pz.Solution, th) != nil {
			t.Fatal("cannot draw")
		}
		rects := fill.FindAllStringSubmatch(svg.String(), -1)
		esc := ansi.FindAllStringSubmatch(ans.String(), -1)
		img, err := png.Decode(&pic)
		if err != nil || len(rects) != n*n || len(esc) != n*n {
			t.Fatalf("%v: %d rects, %d ANSI cells", err, len(rects), len(esc))
		}
		ink := th.Ink()
		for r := range n {
			for c := range n {
				want := cs[b.Region(r, c)]
				k := r*n + c
				var s, a, inkA color.RGBA
				fmt.Sscanf(rects[k][1]+rects[k][2]+rects[k][3], "%02x%02x%02x", &s.R, &s.G, &s.B)
				fmt.Sscanf(strings.Join(esc[k][1:], " "), "%d %d %d %d %d %d", &a.R, &a.G, &a.B, &inkA.R, &inkA.G, &inkA.B)
				s.A, a.A, inkA.A = 0xff, 0xff, 0xff
				p := color.RGBAModel.Convert(img.At(c*40+5, r*40+5)).(color.RGBA)
				if s != want || a != want || p != want || inkA != ink {
					t.Fatalf("r%dc%d of region %d: SVG %v, ANSI %v on %v, PNG %v; want %v, ink %v", r+1, c+1, b.Region(r, c), s, inkA, a, p, want, ink)
				}
			}
		}
	})
}

// Letters writes a region's letter in each of its cells: in SVG as text,
// in ANSI after each queen, and in PNG as the same pixels in every cell of
// a region, different for different regions, cut out of a queen's disc.
func TestLetters(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pz := regionstest.Puzzle(regions.MinN, 10).Draw(t, "puzzle")
		th := rapid.SampledFrom(themes).Draw(t, "theme")
		b, n, sol := pz.Board, pz.Board.N(), pz.Solution
		var svg, ans, pic bytes.Buffer
		if b.WriteSVG(&svg, sol, th, regions.Letters()) != nil || b.WriteANSI(&ans, sol, regions.Letters(), th) != nil ||
			b.WritePNG(&pic, sol, regions.Letters(), th) != nil {
			t.Fatal("cannot draw")
		}
		text := regexp.MustCompile(`<text x="(\d+)" y="(\d+)"[^>]*>([A-T])</text>`).FindAllStringSubmatch(svg.String(), -1)
		if len(text) != n*n || strings.Count(svg.String(), "<circle") != n {
			t.Fatalf("%d letters and %d queens for %d cells and %d queens", len(text), strings.Count(svg.String(), "<circle"), n*n, n)
		}
		for _, m := range text {
			var x, y int
			fmt.Sscanf(m[1]+" "+m[2], "%d %d", &x, &y)
			if want := b.String()[(y/40)*(n+1)+x/40]; m[3][0] != want {
				t.Fatalf("SVG writes %s at (%d, %d), want %c", m[3], x, y, want)
			}
		}
		lines := strings.Split(regexp.MustCompile(`\x1b\[[0-9;]*m`).ReplaceAllString(ans.String(), ""), "\n")
		for r, c := range sol {
			want := fmt.Sprintf("♛%c", b.String()[r*(n+1)+c]+'a'-'A')
			if !strings.Contains(lines[r], want) {
				t.Fatalf("ANSI row %d %q has no %q", r+1, lines[r], want)
			}
		}
		img, err := png.Decode(&pic)
		if err != nil {
			t.Fatal(err)
		}
		checkPNGLetters(t, b, sol, img.(*image.RGBA), b.Colors(th), th.Ink())
	})
}

// checkPNGLetters checks that the ink of every cell without a queen, and
// the region's colour in the disc of every queen, draw one shape per
// region, a different one for each.
func checkPNGLetters(t *rapid.T, b *regions.Board, sol queens.Placement, img *image.RGBA, cs []color.RGBA, ink color.RGBA) {
	n := b.N()
	shapes := map[int]string{}
	for r := range n {
		for c := range n {
			g := b.Region(r, c)
			var shape strings.Builder
			for dy := 2; dy < 38; dy++ {
				for dx := 2; dx < 38; dx++ {
					p := img.RGBAAt(c*40+dx, r*40+dy)
					if sol[r] == c && (dx-20)*(dx-20)+(dy-20)*(dy-20) <= 196 && p == cs[g] ||
						sol[r] != c && p == ink {
						fmt.Fprintf(&shape, "%d,%d ", dx, dy)
					}
				}
			}
			s := shape.String()
			if s == "" {
				t.Fatalf("r%dc%d has no letter", r+1, c+1)
			}
			if old, ok := shapes[g]; ok && old != s {
				t.Fatalf("r%dc%d: region %d drawn otherwise than before", r+1, c+1, g)
			}
			shapes[g] = s
		}
	}
	seen := map[string]int{}
	for g, s := range shapes {
		if h, ok := seen[s]; ok {
			t.Fatalf("regions %d and %d have the same letter", g, h)
		}
		seen[s] = g
	}
}
