package knight_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/go-puzzles/puzzles/knight"
)

func ExampleTours() {
	n := 0
	for tour := range knight.Tours(3, 4, knight.Square{Row: 0, Col: 0}) {
		if n == 0 {
			fmt.Printf("the first:\n%v", tour)
		}
		n++
	}
	fmt.Println(n, "tours from the corner")
	// Output:
	// the first:
	//  1  4  7 10
	// 12  9  2  5
	//  3  6 11  8
	// 2 tours from the corner
}

func ExampleClosedOnly() {
	for tour := range knight.Tours(6, 6, knight.Square{}, knight.ClosedOnly()) {
		fmt.Println(tour.Closed(), tour.Valid(6, 6))
		break
	}
	// Output: true <nil>
}

func ExampleFind() {
	tour, err := knight.Find(1000, 1000, true)
	fmt.Println(len(tour), tour.Closed(), err, tour.Valid(1000, 1000))
	tour, err = knight.Find(4, 1000, false)
	fmt.Println(len(tour), err, tour.Valid(4, 1000))
	tour, err = knight.Find(3, 1000, true)
	fmt.Println(tour.Closed(), err, tour.Valid(3, 1000))
	_, err = knight.Find(4, 7, true)
	fmt.Println(err)
	// Output:
	// 1000000 true <nil> <nil>
	// 4000 <nil> <nil>
	// true <nil> <nil>
	// knight: a 4×7 board has no closed tour: a 4-row board has none (Schwenk 1991)
}

func ExampleCount() {
	open, _ := knight.Count(5, 5, false)
	closed, _ := knight.Count(6, 6, true)
	fmt.Println(open, closed)
	_, err := knight.Count(8, 9, true)
	fmt.Println(err)
	// Output:
	// 864 9862
	// knight: Count supports boards of at most 64 squares, not 8×9
}

func ExampleCountContext() {
	n, err := knight.CountContext(context.Background(), 4, 5, false)
	fmt.Println(n, err)
	// Output: 82 <nil>
}

func ExampleTour_Valid() {
	tour := knight.Tour{{0, 0}, {1, 2}, {2, 0}, {0, 1}}
	fmt.Println(tour.Valid(3, 4))
	fmt.Println(knight.Tour{{0, 0}, {0, 1}}.Valid(1, 2))
	// Output:
	// knight: tour has 4 squares, want 12 for 3×4
	// knight: step 1 from 0,0 to 0,1 is not a knight's move
}

func ExampleTour_Closed() {
	tour, _ := knight.Find(3, 4, false)
	fmt.Println(tour.Closed())
	tour, _ = knight.Find(6, 6, true)
	fmt.Println(tour.Closed())
	// Output:
	// false
	// true
}

func ExampleTour_String() {
	tour, _ := knight.Find(5, 5, false)
	fmt.Printf("5×5:\n%v", tour)
	// Output:
	// 5×5:
	//  1 14  9 20  3
	// 24 19  2 15 10
	// 13  8 25  4 21
	// 18 23  6 11 16
	//  7 12 17 22  5
}

func ExampleTour_SVG() {
	tour, _ := knight.Find(3, 4, false)
	svg := tour.SVG()
	fmt.Println(strings.HasPrefix(svg, "<svg"), strings.Count(svg, "L"))
	// Output: true 11
}

func ExampleSquare_String() {
	fmt.Println(knight.Square{Row: 2, Col: 5})
	// Output: 2,5
}
