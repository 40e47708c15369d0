// Command nqueens counts placements of n pieces on an n×n board under the
// three rules of package queens, then draws the first placement and a
// random one.
//
//	go run ./examples/nqueens [-n 8] [-rule classic|notouch|rooks] [-seed 1]
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"time"

	"github.com/go-puzzles/puzzles/queens"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// tableSize is the largest board in the table of counts.
const tableSize = 12

var rules = []queens.Rule{queens.Rooks, queens.Classic, queens.NoTouch}

// run is the program with its arguments and outputs; it returns the exit
// status: 0, or 2 for bad flags.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("nqueens", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 8, "size of the boards to draw (0 to 64; Classic beyond 30 may take long)")
	rule := queens.Classic
	fs.TextVar(&rule, "rule", queens.Classic, "rule of the boards to draw: rooks, classic or notouch")
	seed := fs.Uint64("seed", 1, "seed of the random placement")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: nqueens [-n size] [-rule rooks|classic|notouch] [-seed number]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 || *n < 0 || *n > queens.MaxN {
		fmt.Fprintf(stderr, "nqueens: -n must be 0..%d and there are no arguments\n", queens.MaxN)
		fs.Usage()
		return 2
	}

	fmt.Fprintln(stdout, "Placements of n pieces on an n×n board, one per row and column:")
	fmt.Fprintf(stdout, "%3s", "n")
	for _, r := range rules {
		fmt.Fprintf(stdout, " %12v %8s", r, "time")
	}
	fmt.Fprintln(stdout)
	for size := 1; size <= tableSize; size++ {
		fmt.Fprintf(stdout, "%3d", size)
		for _, r := range rules {
			start := time.Now()
			count, _ := queens.Count(size, r) // sizes in range: no error
			fmt.Fprintf(stdout, " %12d %8s", count, time.Since(start).Round(time.Microsecond))
		}
		fmt.Fprintln(stdout)
	}

	fmt.Fprintln(stdout)
	if p, ok := queens.First(*n, rule); ok {
		fmt.Fprintf(stdout, "The first %d×%d placement under %v: %s\n%s", *n, *n, rule, p.Columns(), p)
	} else {
		fmt.Fprintf(stdout, "There is no %d×%d placement under %v.\n", *n, *n, rule)
		return 0
	}
	p, _ := queens.Random(*n, rule, rand.New(rand.NewPCG(*seed, 0)))
	fmt.Fprintf(stdout, "\nA random one (seed %d): %s\n%s", *seed, p.Columns(), p)
	return 0
}
