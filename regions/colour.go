package regions

import (
	"image/color"
	"math"
)

// This file holds the colour science the pictures' palettes are chosen
// with: sRGB to CIE Lab (D65), the CIE76 colour difference, the WCAG 2
// contrast ratio, and the simulation of dichromacy by Machado, Oliveira
// and Fernandes (2009), "A Physiologically-based Model for Simulation of
// Color Vision Deficiency", IEEE TVCG 15(6).

// A vision is a way of seeing colours: normal, or one of the dichromacies.
type vision int

const (
	normal vision = iota
	deuteranopia
	protanopia
	tritanopia
	visions // the number of visions
)

// machado holds the severity 1.0 matrices of Machado et al. (2009), which
// act on linear RGB, by vision (normal has none).
var machado = [visions][3][3]float64{
	deuteranopia: {
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	},
	protanopia: {
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	},
	tritanopia: {
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	},
}

// linear is a colour in linear-light sRGB, each channel in 0..1.
type linear [3]float64

// lab is a colour in CIE L*a*b* with the D65 white.
type lab [3]float64

// decode returns c's channels in linear light, ignoring alpha.
func decode(c color.RGBA) linear {
	f := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return linear{f(c.R), f(c.G), f(c.B)}
}

// encode returns the opaque sRGB colour of l, each channel clamped to 0..1
// and rounded.
func encode(l linear) color.RGBA {
	f := func(x float64) uint8 {
		x = min(max(x, 0), 1)
		if x <= 0.0031308 {
			x *= 12.92
		} else {
			x = 1.055*math.Pow(x, 1/2.4) - 0.055
		}
		return uint8(math.Round(x * 255))
	}
	return color.RGBA{f(l[0]), f(l[1]), f(l[2]), 0xff}
}

// simulate returns l as a person with vision v sees it, in linear light:
// the vision's matrix applied, then each channel clamped to 0..1.
func simulate(l linear, v vision) linear {
	if v == normal {
		return l
	}
	m := &machado[v]
	var s linear
	for i := range s {
		s[i] = min(max(m[i][0]*l[0]+m[i][1]*l[1]+m[i][2]*l[2], 0), 1)
	}
	return s
}

// toLab returns the CIE Lab coordinates of l, a colour in linear sRGB,
// under the D65 white of sRGB (IEC 61966-2-1).
func toLab(l linear) lab {
	x := 0.4124564*l[0] + 0.3575761*l[1] + 0.1804375*l[2]
	y := 0.2126729*l[0] + 0.7151522*l[1] + 0.0721750*l[2]
	z := 0.0193339*l[0] + 0.1191920*l[1] + 0.9503041*l[2]
	f := func(t float64) float64 {
		const e = 216.0 / 24389
		if t > e {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x/0.95047), f(y), f(z/1.08883)
	return lab{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// deltaE returns the CIE76 difference of two Lab colours, their Euclidean
// distance.
func deltaE(p, q lab) float64 {
	return math.Sqrt((p[0]-q[0])*(p[0]-q[0]) + (p[1]-q[1])*(p[1]-q[1]) + (p[2]-q[2])*(p[2]-q[2]))
}

// seen returns c's Lab coordinates in each vision.
func seen(c color.RGBA) [visions]lab {
	var s [visions]lab
	l := decode(c)
	for v := range visions {
		s[v] = toLab(simulate(l, v))
	}
	return s
}

// distance returns the least CIE76 difference between p and q, colours as
// seen returns them, over the visions.
func distance(p, q *[visions]lab) float64 {
	d := math.Inf(1)
	for v := range visions {
		d = min(d, deltaE(p[v], q[v]))
	}
	return d
}

// luminance returns the relative luminance of c, as WCAG 2 defines it.
func luminance(c color.RGBA) float64 {
	l := decode(c)
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

// contrast returns the WCAG 2 contrast ratio of two colours, from 1 to 21.
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}
