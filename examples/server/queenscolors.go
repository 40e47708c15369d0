package main

import (
	"fmt"
	"regexp"
)

// cellFill finds the fill of each rect in a board's SVG, in order.
var cellFill = regexp.MustCompile(`<rect [^>]*fill="#([0-9a-f]{6})"`)

// svgColors is the colour of each region as the board's SVG draws it (its
// first size² rects are the cells, row by row), and for dark pages the
// same colour halfway to the page's dark background.
func svgColors(svg string, reg [][]int) palette {
	fills := cellFill.FindAllStringSubmatch(svg, -1)
	n := len(reg)
	p := palette{Light: make([]string, n), Dark: make([]string, n)}
	for r, row := range reg {
		for c, g := range row {
			i := r*n + c
			if g < 0 || g >= n || p.Light[g] != "" || i >= len(fills) {
				continue
			}
			var x, y, z uint8
			fmt.Sscanf(fills[i][1], "%02x%02x%02x", &x, &y, &z)
			p.Light[g] = "#" + fills[i][1]
			p.Dark[g] = fmt.Sprintf("#%02x%02x%02x", dim(x, 0x12), dim(y, 0x14), dim(z, 0x18))
		}
	}
	return p
}

// dim mixes a channel half and half with a dark background's.
func dim(v, bg uint8) uint8 { return uint8((int(v) + int(bg)) / 2) }
