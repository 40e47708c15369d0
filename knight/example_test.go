package knight_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/knight"
)

// Find a closed tour of a board and draw it; list the tours from a corner
// of a small board, and count the tours of another.
func Example() {
	tour, err := knight.Find(5, 6, knight.ClosedTours())
	if err != nil {
		panic(err)
	}
	fmt.Print(tour)
	tours := slices.Collect(knight.Tours(3, 4, knight.Square{Row: 0, Col: 0}))
	count, _ := knight.Count(5, 5)
	fmt.Println(len(tours), "tours of 3×4 from a corner,", count, "tours of 5×5")
	// Output:
	//  1 10  7 22 25 16
	//  8 21  2 17  6 23
	// 11 30  9 24 15 26
	// 20  3 28 13 18  5
	// 29 12 19  4 27 14
	// 2 tours of 3×4 from a corner, 864 tours of 5×5
}

func ExampleSquare() {
	s := knight.Square{Row: 2, Col: 5}
	fmt.Println(s.Row, s.Col)
	// Output: 2 5
}

func ExampleSquare_String() {
	fmt.Println(knight.Square{Row: 2, Col: 5})
	// Output: 2,5
}

func ExampleTour() {
	tour := knight.Tour{{0, 0}, {2, 1}, {0, 2}, {1, 0}, {2, 2}, {0, 1}, {2, 0}, {1, 2}}
	fmt.Print(tour)
	fmt.Println(tour.Validate(3, 3))
	// Output:
	// 1 6 3
	// 4 . 8
	// 7 2 5
	// knight: tour has 8 squares, want 9 for 3×3
}

func ExampleTour_Validate() {
	tour := knight.Tour{{0, 0}, {1, 2}, {2, 0}, {0, 1}}
	fmt.Println(tour.Validate(3, 4))
	fmt.Println(knight.Tour{{0, 0}, {0, 1}}.Validate(1, 2))
	fmt.Println(knight.Tour{{0, 0}}.Validate(1, 1))
	// Output:
	// knight: tour has 4 squares, want 12 for 3×4
	// knight: step 1 from 0,0 to 0,1 is not a knight's move
	// <nil>
}

func ExampleTour_Valid() {
	tour, _ := knight.Find(5, 6)
	fmt.Println(tour.Valid(5, 6), tour.Valid(6, 5))
	// Output: true false
}

func ExampleTour_Closed() {
	tour, _ := knight.Find(3, 4)
	fmt.Println(tour.Closed())
	tour, _ = knight.Find(6, 6, knight.ClosedTours())
	fmt.Println(tour.Closed())
	// Output:
	// false
	// true
}

func ExampleTour_String() {
	tour, _ := knight.Find(5, 5)
	fmt.Printf("5×5:\n%v", tour)
	fmt.Println(knight.Tour{{-1, 0}})
	// Output:
	// 5×5:
	//  1 14  9 20  3
	// 24 19  2 15 10
	// 13  8 25  4 21
	// 18 23  6 11 16
	//  7 12 17 22  5
	// knight.Tour(1 squares: square 0 (-1,0) is off the board)
}

func ExampleTour_WriteSVG() {
	tour, _ := knight.Find(3, 4)
	var b strings.Builder
	if err := tour.WriteSVG(&b); err != nil {
		fmt.Println(err)
	}
	fmt.Println(strings.HasPrefix(b.String(), "<svg"), strings.Count(b.String(), "L"))
	fmt.Println(knight.Tour{{1 << 62, 3}}.WriteSVG(os.Stdout))
	// Output:
	// true 11
	// knight: square 0 (4611686018427387904,3) is off the board
}

func ExampleOption() {
	var opts []knight.Option
	for _, closed := range []bool{false, true} {
		if closed {
			opts = append(opts, knight.ClosedTours())
		}
		n, _ := knight.Count(3, 10, opts...)
		fmt.Println(n)
	}
	// Output:
	// 3048
	// 16
}

func ExampleClosedTours() {
	for tour := range knight.Tours(6, 6, knight.Square{}, knight.ClosedTours()) {
		fmt.Println(tour.Closed(), tour.Valid(6, 6))
		break
	}
	// Output: true true
}

// A count by frontier has a memory budget: past it, Count stops and says
// so. 6×8 closed needs more than 1 MiB; 5×10 closed fits in 16 MiB.
func ExampleMaxMemory() {
	_, err := knight.Count(6, 8, knight.ClosedTours(), knight.MaxMemory(1<<20))
	fmt.Println(err)
	fmt.Println(errors.Is(err, backtrack.ErrBudget))
	n, err := knight.Count(5, 10, knight.ClosedTours(), knight.MaxMemory(16<<20))
	fmt.Println(n, err)
	// Output:
	// knight: closed count of 6×8 needs more than its memory budget of 1 MiB (raise it with MaxMemory)
	// true
	// 13311268 <nil>
}

func ExampleCount() {
	open, _ := knight.Count(5, 5)
	closed, _ := knight.Count(6, 6, knight.ClosedTours())
	fmt.Println(open, closed)
	none, _ := knight.Count(5, 9, knight.ClosedTours()) // both sides odd: 0 at once
	fmt.Println(none)
	thin, _ := knight.Count(3, 40, knight.ClosedTours()) // by frontier, linear in the length
	fmt.Println(thin)
	_, err := knight.Count(8, 9, knight.ClosedTours())
	fmt.Println(err)
	// Output:
	// 864 9862
	// 0
	// 11010065269439104
	// knight: Count supports boards of at most 64 squares or with a side of at most 6, not 8×9
}

// A count that does not fit in int64 is an error wrapping ErrOverflow,
// which errors.Is tells apart from bad input.
func ExampleCount_overflow() {
	n, err := knight.Count(3, 44, knight.ClosedTours())
	fmt.Println(n, err)
	_, err = knight.Count(3, 46, knight.ClosedTours())
	fmt.Println(errors.Is(err, knight.ErrOverflow))
	fmt.Println(err)
	// Output:
	// 1042616896632882688 <nil>
	// true
	// knight: the count of 3×46 exceeds int64 (9223372036854775807)
}

func ExampleCountContext() {
	n, err := knight.CountContext(context.Background(), 4, 5)
	fmt.Println(n, err)

	// 7×7 would take days: give up after 10 ms.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	n, err = knight.CountContext(ctx, 7, 7)
	fmt.Println(n, err)
	// Output:
	// 82 <nil>
	// 0 context deadline exceeded
}

func ExampleFind() {
	tour, err := knight.Find(1000, 1000, knight.ClosedTours())
	fmt.Println(len(tour), tour.Closed(), err, tour.Valid(1000, 1000))
	tour, err = knight.Find(4, 1000)
	fmt.Println(len(tour), err, tour.Valid(4, 1000))
	tour, err = knight.Find(4, 7, knight.ClosedTours()) // no 4-row board has a closed tour
	fmt.Println(tour == nil, errors.Is(err, knight.ErrNoSolution), err)
	_, err = knight.Find(0, 7)
	fmt.Println(err)
	// Output:
	// 1000000 true <nil> true
	// 4000 <nil> true
	// true true knight: a 4×7 board has no closed tour
	// knight: board 0×7 has no squares; sides must be at least 1
}

func ExampleFindContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tour, err := knight.FindContext(ctx, 1000, 1000, knight.ClosedTours())
	fmt.Println(len(tour), err)

	cancel() // as a client going away would
	tour, err = knight.FindContext(ctx, 1000, 1000, knight.ClosedTours())
	fmt.Println(tour == nil, err)
	// Output:
	// 1000000 <nil>
	// true context canceled
}

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

func ExampleToursContext() {
	// 8×8 has more tours from a corner than anyone can list: stop after 1000.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	n := 0
	for tour := range knight.ToursContext(ctx, 8, 8, knight.Square{}) {
		if !tour.Valid(8, 8) {
			fmt.Println("invalid tour")
		}
		if n++; n == 1000 {
			cancel() // as a deadline or a client going away would
		}
	}
	fmt.Println(n, ctx.Err())
	// Output: 1000 context canceled
}

// A long count reports how far it has got; here the last report of a quick
// one, the whole board scanned.
func ExampleReportProgress() {
	var last knight.Progress
	n, err := knight.Count(5, 8, knight.ClosedTours(), knight.ReportProgress(func(p knight.Progress) {
		last = p
	}))
	fmt.Println(n, err)
	fmt.Printf("%d of %d squares scanned\n", last.Scanned, last.Squares)
	// Output:
	// 44202 <nil>
	// 40 of 40 squares scanned
}

// Progress says what a count by frontier has done and holds.
func ExampleProgress() {
	var reports []knight.Progress
	knight.Count(3, 12, knight.ClosedTours(), knight.ReportProgress(func(p knight.Progress) {
		reports = append(reports, p)
	}))
	first := reports[0]
	fmt.Printf("first: %d of %d squares, %d state\n", first.Scanned, first.Squares, first.States)
	// Output:
	// first: 0 of 36 squares, 1 state
}

// A count whose lists outgrow its memory budget goes on in temporary
// files with TempDir (here in os.TempDir()), and removes them before it
// returns; without TempDir it stops at the budget.
func ExampleTempDir() {
	var disk int64
	n, err := knight.Count(5, 12, knight.ClosedTours(), knight.MaxMemory(2<<20), knight.TempDir(""),
		knight.ReportProgress(func(p knight.Progress) { disk = max(disk, p.Disk) }))
	fmt.Println(n, err, disk > 0)
	_, err = knight.Count(5, 12, knight.ClosedTours(), knight.MaxMemory(2<<20))
	fmt.Println(errors.Is(err, backtrack.ErrBudget))
	// Output:
	// 4557702762 <nil> true
	// true
}
