package regions_test

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"github.com/go-puzzles/puzzles/regions"
	"pgregory.net/rapid"
)

// The Lab coordinates of the sRGB primaries and white are the published
// ones (D65; red as coloraide's lab-d65 page gives it, green and blue as
// Bruce Lindbloom's calculator does), to within the rounding of the
// published XYZ matrices.
func TestLab(t *testing.T) {
	for _, c := range []struct {
		c    color.RGBA
		want [3]float64
	}{
		{color.RGBA{0xff, 0, 0, 0xff}, [3]float64{53.2408, 80.0925, 67.2032}},
		{color.RGBA{0, 0xff, 0, 0xff}, [3]float64{87.7347, -86.1827, 83.1793}},
		{color.RGBA{0, 0, 0xff, 0xff}, [3]float64{32.2970, 79.1875, -107.8602}},
		{color.RGBA{0xff, 0xff, 0xff, 0xff}, [3]float64{100, 0, 0}},
		{color.RGBA{0, 0, 0, 0xff}, [3]float64{0, 0, 0}},
		{color.RGBA{0x77, 0x77, 0x77, 0xff}, [3]float64{50.0345, 0, 0}},
	} {
		got := regions.Lab(c.c, 0)
		for i := range got {
			if math.Abs(got[i]-c.want[i]) > 0.02 {
				t.Errorf("Lab(%v) = %.4f, want %.4f", c.c, got, c.want)
				break
			}
		}
	}
}

// Simulating a dichromacy sends each linear primary to its column of
// Machado et al.'s severity 1.0 matrix (as colour-science's
// CVD_MATRICES_MACHADO2010 publishes them), clamped to 0..1.
func TestMachado(t *testing.T) {
	published := map[int][3][3]float64{
		1: {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
		2: {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
		3: {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
	}
	for v, m := range published {
		for j := range 3 {
			var primary [3]float64
			primary[j] = 1
			got := regions.SimulateLinear(primary, v)
			for i := range 3 {
				if want := min(max(m[i][j], 0), 1); math.Abs(got[i]-want) > 1e-9 {
					t.Errorf("vision %d of primary %d: %v, want column %d of %v clamped", v, j, got, j, m)
					break
				}
			}
		}
	}
}

// A dichromat sees greys as they are (each matrix row sums to 1), and
// normal vision changes nothing.
func TestSimulateGreys(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		y := uint8(rapid.IntRange(0, 255).Draw(t, "grey"))
		c := color.RGBA{rapid.Uint8().Draw(t, "r"), rapid.Uint8().Draw(t, "g"), rapid.Uint8().Draw(t, "b"), 0xff}
		if got := regions.Simulate(c, 0); got != c {
			t.Fatalf("normal vision turns %v into %v", c, got)
		}
		grey := color.RGBA{y, y, y, 0xff}
		for v := 1; v <= 3; v++ {
			if got := regions.Simulate(grey, v); got != grey {
				t.Fatalf("vision %d turns %v into %v", v, grey, got)
			}
		}
	})
}

// A red and a green far apart to normal sight look alike under
// deuteranopia or protanopia, not under tritanopia: the simulations do
// what they are for.
func TestDichromatsConfuse(t *testing.T) {
	red := color.RGBA{0xd0, 0x40, 0x30, 0xff}
	for _, c := range []struct {
		v     int
		green color.RGBA
	}{{1, color.RGBA{0x80, 0x80, 0x20, 0xff}}, {2, color.RGBA{0x60, 0x60, 0x30, 0xff}}} {
		d := func(v int) float64 {
			p, q := regions.Lab(red, v), regions.Lab(c.green, v)
			return math.Hypot(math.Hypot(p[0]-q[0], p[1]-q[1]), p[2]-q[2])
		}
		if d(0) < 50 || d(c.v) > 3 || d(3) < 50 {
			t.Errorf("ΔE of %v and %v: normal %.1f, vision %d %.1f, tritanopia %.1f", red, c.green, d(0), c.v, d(c.v), d(3))
		}
	}
}

// WCAG 2's contrast ratios: 21 for black on white, and #767676 is the
// lightest grey that reaches 4.5 on white.
func TestContrast(t *testing.T) {
	white, black := color.RGBA{0xff, 0xff, 0xff, 0xff}, color.RGBA{0, 0, 0, 0xff}
	for _, c := range []struct {
		a, b color.RGBA
		want float64
	}{
		{white, black, 21},
		{black, white, 21},
		{color.RGBA{0x76, 0x76, 0x76, 0xff}, white, 4.54},
		{color.RGBA{0x77, 0x77, 0x77, 0xff}, white, 4.48},
		{white, white, 1},
	} {
		if got := regions.Contrast(c.a, c.b); math.Abs(got-c.want) > 0.005 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}

// Each theme's palette keeps its promise for any board: any two colours at
// least ΔE 11 apart in every vision, the ink at least 4.5:1 on each.
func TestPalettes(t *testing.T) {
	for _, th := range themes {
		p := regions.Palette(th)
		least := math.Inf(1)
		for i := range p {
			if r := regions.Contrast(p[i], th.Ink()); r < 4.5 {
				t.Errorf("%v: ink on %v has contrast %.2f", th, p[i], r)
			}
			for j := range i {
				least = min(least, regions.Apart(p[i], p[j]))
			}
		}
		if least < 11 {
			t.Errorf("%v: two colours only ΔE %.2f apart", th, least)
		}
		t.Log(th, fmt.Sprintf("least ΔE %.2f", least))
	}
}
