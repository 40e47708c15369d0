package regions

import (
	"image/color"
	"math/bits"
	"slices"
	"strconv"
	"sync"
)

// A Theme is the page a board is drawn for: [Light] or [Dark]. Each has a
// palette of MaxN region colours and an ink for letters and queens; any two
// of its colours differ by CIE76 ΔE >= 11 to normal sight and under
// simulated deuteranopia, protanopia and tritanopia (Machado et al. 2009),
// and the ink contrasts with each by at least 4.5:1 (WCAG 2). A Theme is a
// [DrawOption]; without one a drawing is Light.
type Theme uint8

const (
	// Light is for a light page: pastel regions, black ink.
	Light Theme = iota
	// Dark is for a dark page: deep regions, white ink.
	Dark
)

// String returns the theme's name as the constant spells it, or Theme(n)
// for another value.
func (t Theme) String() string {
	switch t {
	case Light:
		return "Light"
	case Dark:
		return "Dark"
	}
	return "Theme(" + strconv.Itoa(int(t)) + ")"
}

// Ink returns the colour of the letters and queens drawn on t's regions:
// black for Light, white for Dark, and black for an unknown Theme.
func (t Theme) Ink() color.RGBA {
	if t == Dark {
		return color.RGBA{0xff, 0xff, 0xff, 0xff}
	}
	return color.RGBA{0, 0, 0, 0xff}
}

// palettes are the candidate colours of each theme, found by a search for
// the MaxN colours whose least difference in any vision is largest (see
// doc/regions.md); the comments give their Lab coordinates.
var palettes = [2][MaxN]color.RGBA{
	Light: {
		{0x6e, 0x96, 0xb4, 0xff}, // L=60 a=-6 b=-20
		{0x1e, 0xb4, 0xff, 0xff}, // L=70 a=-11 b=-47
		{0xa5, 0x82, 0xd7, 0xff}, // L=61 a=31 b=-39
		{0xeb, 0xc3, 0xff, 0xff}, // L=84 a=25 b=-24
		{0xe1, 0x91, 0xd7, 0xff}, // L=70 a=41 b=-23
		{0xf0, 0x82, 0x6e, 0xff}, // L=66 a=40 b=30
		{0xb4, 0x8c, 0x3c, 0xff}, // L=61 a=7 b=47
		{0xd7, 0xb4, 0x5a, 0xff}, // L=75 a=2 b=50
		{0xff, 0xe6, 0x87, 0xff}, // L=92 a=-4 b=49
		{0xc8, 0xd2, 0x82, 0xff}, // L=82 a=-16 b=39
		{0x91, 0xc8, 0x8c, 0xff}, // L=76 a=-29 b=24
		{0xaf, 0xfa, 0xaa, 0xff}, // L=92 a=-38 b=31
		{0x55, 0xaa, 0x64, 0xff}, // L=63 a=-41 b=28
		{0x91, 0xfa, 0xc3, 0xff}, // L=91 a=-42 b=17
		{0x7d, 0xd2, 0xaa, 0xff}, // L=78 a=-35 b=12
		{0x6e, 0xff, 0xe1, 0xff}, // L=92 a=-46 b=3
		{0x8c, 0x91, 0x9b, 0xff}, // L=60 a=0 b=-6
		{0xa5, 0x8c, 0x82, 0xff}, // L=60 a=8 b=9
		{0xaf, 0xaf, 0xb4, 0xff}, // L=72 a=1 b=-3
		{0xb9, 0xcd, 0xdc, 0xff}, // L=81 a=-4 b=-10
	},
	Dark: {
		{0x00, 0x73, 0xc3, 0xff}, // L=47 a=3 b=-49
		{0x64, 0x6e, 0xaa, 0xff}, // L=48 a=12 b=-33
		{0x23, 0x2d, 0x78, 0xff}, // L=22 a=23 b=-44
		{0x55, 0x4b, 0x9b, 0xff}, // L=37 a=25 b=-42
		{0x41, 0x32, 0x46, 0xff}, // L=23 a=11 b=-10
		{0x78, 0x3c, 0x7d, 0xff}, // L=35 a=36 b=-26
		{0x55, 0x1e, 0x5a, 0xff}, // L=22 a=35 b=-24
		{0x69, 0x4b, 0x69, 0xff}, // L=36 a=18 b=-12
		{0x96, 0x5f, 0x8c, 0xff}, // L=48 a=30 b=-16
		{0xa0, 0x32, 0x50, 0xff}, // L=38 a=48 b=8
		{0x6e, 0x0f, 0x28, 0xff}, // L=23 a=41 b=11
		{0x5a, 0x28, 0x0f, 0xff}, // L=23 a=21 b=26
		{0x7d, 0x55, 0x00, 0xff}, // L=39 a=10 b=48
		{0x5a, 0x41, 0x00, 0xff}, // L=29 a=5 b=39
		{0x82, 0x6e, 0x4b, 0xff}, // L=48 a=3 b=22
		{0x55, 0x55, 0x2d, 0xff}, // L=35 a=-7 b=23
		{0x55, 0x7d, 0x2d, 0xff}, // L=48 a=-28 b=38
		{0x00, 0x41, 0x2d, 0xff}, // L=24 a=-25 b=7
		{0x19, 0x5f, 0x4b, 0xff}, // L=36 a=-27 b=5
		{0x73, 0x6e, 0x6e, 0xff}, // L=47 a=2 b=1
	},
}

// apart holds, for each theme, the least CIE76 difference of each pair of
// its colours over the four visions.
var apart = sync.OnceValue(func() *[2][MaxN][MaxN]float64 {
	d := new([2][MaxN][MaxN]float64)
	for t, p := range palettes {
		var s [MaxN][visions]lab
		for i, c := range p {
			s[i] = seen(c)
		}
		for i := range p {
			for j := range p {
				d[t][i][j] = distance(&s[i], &s[j])
			}
		}
	}
	return d
})

// Colors returns the colour of each region of b in theme t, indexed by
// region, as the drawings paint them. Every region has its own colour of
// t's palette; regions that touch, by a side or a corner, get the colours
// that differ most that a bounded search finds. The same board always gets
// the same colours. It returns nil for an empty board or an unknown Theme.
// It costs O(N²) and a search of at most a few hundred thousand steps.
func (b *Board) Colors(t Theme) []color.RGBA {
	if b.empty() || t > Dark {
		return nil
	}
	pick := b.colouring(&apart()[t])
	cs := make([]color.RGBA, b.n)
	for g, i := range pick {
		cs[g] = palettes[t][i]
	}
	return cs
}

// colourSteps bounds each search of colouring: the steps it may take to
// place the regions' colours with a given least difference.
const colourSteps = 20_000

// colouring returns a palette index for each region of b, all distinct,
// such that the least difference d between the colours of touching regions
// is the largest a search of colourSteps steps finds, for each of a binary
// search's thresholds. Any distinct colours do at the palette's least
// difference, so it never fails.
func (b *Board) colouring(d *[MaxN][MaxN]float64) []int {
	order, before := b.touchOrder()
	var ts []float64
	for i := range MaxN {
		for j := range i {
			ts = append(ts, d[i][j])
		}
	}
	slices.Sort(ts)
	ts = slices.Compact(ts)
	best := make([]int, b.n)
	for g := range best {
		best[g] = g
	}
	lo, hi := 0, len(ts) // ts[lo] is reached; ts[hi] is not, or out of range
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if pick, ok := place(order, before, d, ts[mid]); ok {
			best, lo = pick, mid
		} else {
			hi = mid
		}
	}
	return best
}

// touchOrder returns b's regions in the order colouring places them, most
// touching regions first and then those touching most of the placed ones,
// and for each region the set of regions it touches that come before it.
func (b *Board) touchOrder() (order []int, before []uint32) {
	touch := make([]uint32, b.n)
	for r := range b.n {
		for c := range b.n {
			g := b.Region(r, c)
			for _, o := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				r2, c2 := r+o[0], c+o[1]
				if r2 < b.n && c2 >= 0 && c2 < b.n && b.Region(r2, c2) != g {
					h := b.Region(r2, c2)
					touch[g] |= 1 << h
					touch[h] |= 1 << g
				}
			}
		}
	}
	var placed uint32
	before = make([]uint32, b.n)
	for range b.n {
		next, score := -1, -1
		for g := range b.n {
			if placed&(1<<g) != 0 {
				continue
			}
			s := bits.OnesCount32(touch[g]&placed)<<8 + bits.OnesCount32(touch[g])
			if s > score {
				next, score = g, s
			}
		}
		before[next] = touch[next] & placed
		order = append(order, next)
		placed |= 1 << next
	}
	return order, before
}

// place gives the regions, in order, distinct palette indexes such that
// the colours of any two touching regions differ by at least t, trying the
// palette in order; it reports false if none exist or it takes more than
// colourSteps steps.
func place(order []int, before []uint32, d *[MaxN][MaxN]float64, t float64) ([]int, bool) {
	pick := make([]int, len(order))
	next := make([]int, len(order)) // next[k]: the next index to try at depth k
	var used uint32
	steps := 0
	for k := 0; k >= 0; {
		if k == len(order) {
			return pick, true
		}
		g := order[k]
		if next[k] > 0 {
			used &^= 1 << pick[g] // leave the index tried last
		}
		i := next[k]
		for ; i < MaxN; i++ {
			if used&(1<<i) == 0 && fits(i, before[g], pick, d, t) {
				break
			}
		}
		if steps++; i == MaxN || steps > colourSteps {
			if steps > colourSteps {
				return nil, false
			}
			next[k] = 0
			k--
			continue
		}
		pick[g], next[k], used = i, i+1, used|1<<i
		k++
	}
	return nil, false
}

// fits reports whether palette index i differs by at least t from the
// indexes picked for the regions of set.
func fits(i int, set uint32, pick []int, d *[MaxN][MaxN]float64, t float64) bool {
	for ; set != 0; set &= set - 1 {
		h := bits.TrailingZeros32(set)
		if d[i][pick[h]] < t {
			return false
		}
	}
	return true
}
