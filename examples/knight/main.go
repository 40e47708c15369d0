// Command knight prints a knight's tour as a grid of move numbers: by
// default a closed tour of 8×8.
//
//	go run ./examples/knight [-rows 8] [-cols 8] [-start r,c] [-open] [-count] [-svg file]
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/go-puzzles/puzzles/knight"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// parseSquare parses "r,c" into a square.
func parseSquare(s string) (knight.Square, error) {
	r, c, ok := strings.Cut(s, ",")
	if !ok {
		return knight.Square{}, fmt.Errorf("start %q is not row,col", s)
	}
	row, err1 := strconv.Atoi(strings.TrimSpace(r))
	col, err2 := strconv.Atoi(strings.TrimSpace(c))
	if err1 != nil || err2 != nil {
		return knight.Square{}, fmt.Errorf("start %q is not two integers row,col", s)
	}
	return knight.Square{Row: row, Col: col}, nil
}

// run is the program with its arguments and outputs; it returns the exit
// status: 0, 1 if no tour is found, or 2 for bad input.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("knight", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rows := fs.Int("rows", 8, "rows of the board")
	cols := fs.Int("cols", 8, "columns of the board")
	start := fs.String("start", "", "start square row,col (counting from 0); without it, any tour")
	open := fs.Bool("open", false, "allow open tours, not only closed ones")
	count := fs.Bool("count", false, "count the undirected tours (boards of up to 64 squares)")
	svg := fs.String("svg", "", "also write the tour as SVG to this file")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "knight:", strings.TrimPrefix(err.Error(), "knight: "))
		return 2
	}
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected arguments %q", fs.Args()))
	}
	if *count {
		n, err := knight.Count(*rows, *cols, !*open)
		if err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "%d undirected tours of %d×%d\n", n, *rows, *cols)
		return 0
	}
	var tour knight.Tour
	if *start != "" {
		s, err := parseSquare(*start)
		if err != nil {
			return fail(err)
		}
		if s.Row < 0 || s.Row >= *rows || s.Col < 0 || s.Col >= *cols {
			return fail(fmt.Errorf("start %v is off the %d×%d board", s, *rows, *cols))
		}
		var opts []knight.Option
		if !*open {
			opts = append(opts, knight.ClosedOnly())
		}
		for t := range knight.Tours(*rows, *cols, s, opts...) {
			tour = t
			break
		}
		if tour == nil {
			fmt.Fprintf(stderr, "knight: no tour of %d×%d from %v\n", *rows, *cols, s)
			return 1
		}
	} else {
		t, err := knight.Find(*rows, *cols, !*open)
		if err != nil {
			return fail(err)
		}
		tour = t
	}
	fmt.Fprint(stdout, tour)
	if *svg != "" {
		if err := os.WriteFile(*svg, []byte(tour.SVG()), 0o644); err != nil {
			return fail(err)
		}
	}
	return 0
}
