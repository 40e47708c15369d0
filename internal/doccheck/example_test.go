package doccheck

import "fmt"

// What TestNoFigures flags in a doc: a measured time or speed-up, but not
// a board size, a flag's value or the cancellation contract.
func Example() {
	for _, text := range []string{
		"Count(17) takes 10.7 s on one core.",
		"The census is 28,000× faster than the move-by-move method.",
		"A 7×8 board has 34,524,432,316 closed tours.",
		"Run it with -timeout 10s.",
		"CountContext returns within 100 ms of a cancel.",
	} {
		fmt.Println(len(scan("doc.go", text, 1)), text)
	}
	// Output:
	// 1 Count(17) takes 10.7 s on one core.
	// 1 The census is 28,000× faster than the move-by-move method.
	// 0 A 7×8 board has 34,524,432,316 closed tours.
	// 0 Run it with -timeout 10s.
	// 0 CountContext returns within 100 ms of a cancel.
}
