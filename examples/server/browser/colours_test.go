package browser

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// minDeltaE is the least CIE76 distance between the colours of two
// adjacent regions, as seen with normal vision and each simulated
// dichromacy.
const minDeltaE = 10

// machado are the matrices of Machado, Oliveira and Fernandes (2009) for
// full (severity 1.0) dichromacy, applied to linear RGB.
var machado = []struct {
	name string
	m    [3][3]float64
}{
	{"normal", [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
	{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

type rgb [3]float64 // sRGB, 0 to 255

var rgbRE = regexp.MustCompile(`^rgba?\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?), (\d+(?:\.\d+)?)`)

// parseRGB reads a computed CSS colour, "rgb(r, g, b)".
func parseRGB(s string) (rgb, error) {
	m := rgbRE.FindStringSubmatch(s)
	if m == nil {
		return rgb{}, fmt.Errorf("colour %q is not rgb(r, g, b)", s)
	}
	var c rgb
	for i := range c {
		c[i], _ = strconv.ParseFloat(m[i+1], 64)
	}
	return c, nil
}

func linear(v float64) float64 {
	v /= 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// luminance is the relative luminance of c, 0 black to 1 white.
func luminance(c rgb) float64 {
	return 0.2126*linear(c[0]) + 0.7152*linear(c[1]) + 0.0722*linear(c[2])
}

// lab is c as CIE L*a*b* (D65) after the simulation m.
func lab(c rgb, m [3][3]float64) [3]float64 {
	l := [3]float64{linear(c[0]), linear(c[1]), linear(c[2])}
	var s [3]float64
	for i := range s {
		s[i] = min(1, max(0, m[i][0]*l[0]+m[i][1]*l[1]+m[i][2]*l[2]))
	}
	x := (0.4124564*s[0] + 0.3575761*s[1] + 0.1804375*s[2]) / 0.95047
	y := 0.2126729*s[0] + 0.7151522*s[1] + 0.0721750*s[2]
	z := (0.0193339*s[0] + 0.1191920*s[1] + 0.9503041*s[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE is the CIE76 distance between a and b under the simulation m.
func deltaE(a, b rgb, m [3][3]float64) float64 {
	p, q := lab(a, m), lab(b, m)
	return math.Sqrt((p[0]-q[0])*(p[0]-q[0]) + (p[1]-q[1])*(p[1]-q[1]) + (p[2]-q[2])*(p[2]-q[2]))
}

// The distances are those of the published formulas: sRGB red is
// L*a*b* (53.24, 80.09, 67.20), black and white stay 100 apart under every
// simulation, and red and green come closer under each dichromacy than
// with normal vision, much closer under protanopia and deuteranopia.
func TestDeltaE(t *testing.T) {
	black, white, red, green := rgb{0, 0, 0}, rgb{255, 255, 255}, rgb{255, 0, 0}, rgb{0, 160, 0}
	if l := lab(red, machado[0].m); math.Abs(l[0]-53.24) > 0.05 || math.Abs(l[1]-80.09) > 0.05 || math.Abs(l[2]-67.20) > 0.05 {
		t.Errorf("red is L*a*b* %.2f", l)
	}
	normal := deltaE(red, green, machado[0].m)
	for i, s := range machado {
		if d := deltaE(black, white, s.m); d < 99.9 || d > 100.1 {
			t.Errorf("%s: black to white %.1f, want 100", s.name, d)
		}
		if d := deltaE(red, green, s.m); i > 0 && d >= normal || (i == 1 || i == 2) && d > normal/2 {
			t.Errorf("%s: red to green %.1f, with normal vision %.1f", s.name, d, normal)
		}
	}
}

// regionColours reads the colours the Queens cells are drawn in, light and
// dark, for every size on two days, and checks that adjacent regions (a
// side or a corner in common) differ by minDeltaE under each simulation. It saves the
// 12×12 board under the three simulations Chromium has.
func regionColours(t *testing.T, ctx context.Context, base string) {
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
	worst := map[string]string{}
	least := map[string]float64{}
	for _, mode := range []bool{false, true} {
		dark(t, ctx, mode)
		for _, date := range []string{"2026-11-26", "2026-11-28"} {
			for n := 5; n <= 12; n++ {
				openQueens(t, ctx, base, fmt.Sprintf("size=%d&level=medium&date=%s", n, date))
				cells := eval[[]string](t, ctx, `queens.cells.map(c => getComputedStyle(c).backgroundColor)`)
				reg := eval[[][]int](t, ctx, `queens.puzzle.regions`)
				col := make([]rgb, len(cells))
				for i, s := range cells {
					c, err := parseRGB(s)
					if err != nil {
						t.Fatal(err)
					}
					col[i] = c
				}
				for i := range col {
					r, c := i/n, i%n
					for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
						r2, c2 := r+d[0], c+d[1]
						if r2 >= n || c2 < 0 || c2 >= n || reg[r][c] == reg[r2][c2] {
							continue
						}
						j := r2*n + c2
						for _, s := range machado {
							key := fmt.Sprintf("%s, %s", s.name, map[bool]string{false: "light", true: "dark"}[mode])
							d := deltaE(col[i], col[j], s.m)
							if v, ok := least[key]; !ok || d < v {
								least[key] = d
								worst[key] = fmt.Sprintf("%d×%d %s regions %c/%c", n, n, date, 'A'+reg[r][c], 'A'+reg[j/n][j%n])
							}
						}
					}
				}
			}
		}
	}
	for _, s := range machado {
		for _, m := range []string{"light", "dark"} {
			key := s.name + ", " + m
			t.Logf("least ΔE between adjacent regions, %s: %.1f (%s)", key, least[key], worst[key])
			if least[key] < minDeltaE {
				t.Errorf("%s: adjacent regions ΔE %.1f < %d (%s)", key, least[key], minDeltaE, worst[key])
			}
		}
	}
	dark(t, ctx, false)
	openQueens(t, ctx, base, "size=12&level=medium&date=2026-11-28")
	for _, v := range []emulation.SetEmulatedVisionDeficiencyType{
		emulation.SetEmulatedVisionDeficiencyTypeDeuteranopia,
		emulation.SetEmulatedVisionDeficiencyTypeProtanopia,
		emulation.SetEmulatedVisionDeficiencyTypeTritanopia,
	} {
		do(t, ctx, string(v), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedVisionDeficiency, emulation.SetEmulatedVisionDeficiencyParams{Type: v})
			return err
		}))
		shot(t, ctx, "sim-"+string(v)+".png")
	}
}
