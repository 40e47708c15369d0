package regions_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
)

func ExampleBoard_Colors() {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	for _, t := range []regions.Theme{regions.Light, regions.Dark} {
		for g, c := range b.Colors(t) {
			fmt.Printf("%v %c #%02x%02x%02x\n", t, 'A'+g, c.R, c.G, c.B)
		}
	}
	// Output:
	// Light A #6e96b4
	// Light B #b48c3c
	// Light C #ffe687
	// Light D #6effe1
	// Dark A #232d78
	// Dark B #965f8c
	// Dark C #6e0f28
	// Dark D #557d2d
}

func ExampleTheme() {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	var sb strings.Builder
	b.WriteSVG(&sb, queens.Placement{1, 3, 0, 2}, regions.Dark)
	fmt.Println(strings.Count(sb.String(), `fill="#ffffff"`), "white queens")
	// Output: 4 white queens
}

func ExampleTheme_String() {
	fmt.Println(regions.Light, regions.Dark, regions.Theme(2))
	// Output: Light Dark Theme(2)
}

func ExampleTheme_Ink() {
	fmt.Println(regions.Light.Ink(), regions.Dark.Ink())
	// Output: {0 0 0 255} {255 255 255 255}
}

func ExampleDrawOption() {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	err := b.WriteSVG(os.Stdout, nil, regions.Theme(9))
	fmt.Println(err)
	// Output: regions: unknown theme Theme(9): want Light or Dark
}

func ExampleLetters() {
	b, _ := regions.Parse("AABB\nAABB\nCCDD\nCCDD")
	var sb strings.Builder
	b.WriteSVG(&sb, queens.Placement{1, 3, 0, 2}, regions.Letters())
	svg := sb.String()
	fmt.Println(strings.Count(svg, ">A</text>"), "A", strings.Count(svg, "<circle"), "queens")
	// Output: 4 A 4 queens
}
