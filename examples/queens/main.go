// Command queens makes a LinkedIn-style Queens puzzle with exactly one
// solution and prints it, or solves one given as text.
//
//	go run ./examples/queens [-n 8] [-seed 1] [-difficulty easy|medium|hard|expert]
//	    [-show] [-hint] [-color] [-svg FILE] [-png FILE]
//	go run ./examples/queens -solve FILE|- [-hint] [-color] [-svg FILE] [-png FILE]
//	go run ./examples/queens -stats COUNT [-n 8] [-seed 1] [-difficulty easy|medium|hard|expert]
//
// The solution stays hidden until -show; -hint prints the deductions that
// solve the puzzle step by step. -stats makes COUNT puzzles of every size
// (or of size -n) and prints how their regions are shaped, the figures of
// regions.Stats: regions of one cell and of at most two per board, the
// largest region's share of the board, and the region boundary per cell; and
// how many of them grade at each level. The board is coloured when standard
// output is a terminal and NO_COLOR is not set; -color or -color=false
// decides instead. Exit status: 0 on success, 1 on failure (no puzzle found,
// a board without a solution, an error reading or writing), 2 for bad flags
// or a bad board.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"syscall"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
)

func main() {
	// A write to a closed pipe returns an error, which run reports with
	// status 1, rather than killing the process.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // no puzzle, no solution, an I/O error
	exitUsage   = 2 // bad flags or a bad board
)

const usage = `usage: queens [-n size] [-seed number] [-difficulty level] [-show] [-hint] [-color] [-svg file] [-png file]
       queens -solve file|- [-hint] [-color] [-svg file] [-png file]
       queens -stats count [-n size] [-seed number] [-difficulty level]

Makes a Queens puzzle with exactly one solution, or solves the board in file
(- for standard input): one row per line, one letter per cell, a letter per
region. -stats makes count puzzles of each size (all sizes, or -n) and prints
the shapes of their regions and the share of each level.

Exit status: 0 success, 1 failure (no puzzle found, a board without a
solution, an error reading or writing), 2 bad flags or a bad board.

`

// run is the program with its arguments, input and outputs; it returns the
// exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("queens", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 8, fmt.Sprintf("board size, %d..%d", regions.MinN, regions.MaxN))
	seed := fs.Uint64("seed", 1, "seed of the puzzle")
	var level regions.Level
	fs.TextVar(&level, "difficulty", regions.Level(0), "easy, medium, hard or expert (default any)")
	svg := fs.String("svg", "", "also draw the board as SVG into `file`")
	pngFile := fs.String("png", "", "also draw the board as PNG into `file`")
	solve := fs.String("solve", "", "solve the board in `file` (- for stdin) instead of making one")
	hint := fs.Bool("hint", false, "print the deduction steps")
	show := fs.Bool("show", false, "show the solution")
	color := fs.Bool("color", false, "colour the board (default: when stdout is a terminal and NO_COLOR is unset)")
	stats := fs.Int("stats", 0, "print the region statistics of `count` puzzles of each size")
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if fs.NArg() > 0 {
		fmt.Fprintln(stderr, "queens: unexpected arguments", fs.Args())
		fs.Usage()
		return exitUsage
	}
	if *solve != "" && (set["n"] || set["seed"] || set["difficulty"]) {
		fmt.Fprintln(stderr, "queens: -solve reads its board; -n, -seed and -difficulty make one: use one or the other")
		return exitUsage
	}
	if *n < regions.MinN || *n > regions.MaxN {
		fmt.Fprintf(stderr, "queens: board size %d out of range %d..%d\n", *n, regions.MinN, regions.MaxN)
		return exitUsage
	}
	if set["stats"] {
		for _, f := range []string{"solve", "show", "hint", "svg", "png", "color"} {
			if set[f] {
				fmt.Fprintf(stderr, "queens: -stats prints a table; -%s is for one puzzle\n", f)
				return exitUsage
			}
		}
		if *stats < 1 {
			fmt.Fprintf(stderr, "queens: -stats %d, want a count of at least 1\n", *stats)
			return exitUsage
		}
		sizes := []int{*n}
		if !set["n"] {
			sizes = nil
			for k := regions.MinN; k <= regions.MaxN; k++ {
				sizes = append(sizes, k)
			}
		}
		return printStats(stdout, stderr, sizes, *stats, *seed, level)
	}
	if !set["color"] {
		*color = autoColor(stdout)
	}

	out := bufio.NewWriter(stdout)
	var b *regions.Board
	var sol queens.Placement
	status := exitOK
	if *solve != "" {
		var code int
		var err error
		if b, code, err = readBoard(*solve, stdin); err != nil {
			fmt.Fprintln(stderr, err)
			return code
		}
		k := 0
		for p := range regions.Solutions(b) {
			if k == 0 {
				sol = p
			}
			k++
			if k == 2 {
				break
			}
		}
		switch k {
		case 0:
			fmt.Fprintln(out, "This board has no solution.")
			status = exitFailure
		case 1:
			fmt.Fprintln(out, "This board has exactly one solution.")
		default:
			fmt.Fprintln(out, "This board has more than one solution; here is one.")
		}
		*show = true
	} else {
		pz, err := regions.Generate(*n, rand.New(rand.NewPCG(*seed, 0)), level) // level 0: any
		if err != nil {
			fmt.Fprintln(stderr, err)
			return exitFailure
		}
		b, sol = pz.Board, pz.Solution
		l, err := regions.Grade(b)
		grade := l.String()
		if err != nil {
			grade = "beyond the rules"
		}
		article := "A"
		if *n == 8 || *n == 11 || *n == 18 { // eight, eleven, eighteen
			article = "An"
		}
		fmt.Fprintf(out, "%s %d×%d Queens puzzle (seed %d, %s): one queen in every row, column and region, none touching.\n", article, *n, *n, *seed, grade)
	}
	draw := b.WriteText
	if *color {
		draw = func(w io.Writer, sol queens.Placement) error { return b.WriteANSI(w, sol) }
	}
	draw(out, nil)
	if *hint {
		steps, err := regions.Explain(b)
		for i, st := range steps {
			fmt.Fprintf(out, "%3d. %-12v %s\n", i+1, st.Deduction, st.Why)
		}
		if err != nil {
			fmt.Fprintln(out, err)
		}
	}
	if !*show {
		sol = nil
	}
	if sol != nil {
		fmt.Fprintf(out, "Solution: %s\n", sol.Columns())
		draw(out, sol)
	}
	if code := flush(out, stderr); code != exitOK {
		return code
	}
	for _, pic := range []struct {
		name  string
		write func(io.Writer, queens.Placement) error
	}{
		{*svg, func(w io.Writer, sol queens.Placement) error { return b.WriteSVG(w, sol) }},
		{*pngFile, func(w io.Writer, sol queens.Placement) error { return b.WritePNG(w, sol) }},
	} {
		if pic.name == "" {
			continue
		}
		if err := writeFile(pic.name, pic.write, sol); err != nil {
			fmt.Fprintln(stderr, "queens:", err)
			return exitFailure
		}
	}
	return status
}

// printStats writes to stdout the statistics of count puzzles of each size,
// made from seed (rand.NewPCG(seed, size) for each size, so a size's row is
// the same alone or in the table), at the given level (0: any). A size whose
// puzzles cannot be made gets its error in place of a row, and the status
// is then exitFailure.
func printStats(stdout, stderr io.Writer, sizes []int, count int, seed uint64, level regions.Level) int {
	out := bufio.NewWriter(stdout)
	fmt.Fprintf(out, "Regions of %d generated puzzles per size (seed %d): per board, regions of\n", count, seed)
	fmt.Fprintf(out, "1 cell and of at most 2; the largest region's share of the board (mean and\n")
	fmt.Fprintf(out, "highest); region boundary per cell; the share of each level (see Grade).\n\n")
	fmt.Fprintf(out, "size  1 cell  <=2 cells  largest  highest  boundary  easy  medium  hard  expert\n")
	if code := flush(out, stderr); code != exitOK {
		return code
	}
	status := exitOK
	for _, n := range sizes {
		rng := rand.New(rand.NewPCG(seed, uint64(n)))
		boards := make([]*regions.Board, 0, count)
		var levels [regions.Expert + 1]int
		var err error
		for range count {
			var pz regions.Puzzle
			if pz, err = regions.Generate(n, rng, level); err != nil {
				break
			}
			boards = append(boards, pz.Board)
			l, _ := regions.Grade(pz.Board) // Generate's puzzles grade
			levels[l]++
		}
		if err != nil {
			fmt.Fprintf(out, "%4d  %v\n", n, err)
			status = exitFailure
		} else {
			printRow(out, n, boards, levels[:], count)
		}
		if code := flush(out, stderr); code != exitOK {
			return code
		}
	}
	return status
}

// printRow writes the statistics of the boards of size n, which grade at
// the levels counted, count in all.
func printRow(out io.Writer, n int, boards []*regions.Board, levels []int, count int) {
	s := regions.Measure(boards)
	fmt.Fprintf(out, "%4d  %6.2f  %9.2f  %6.1f%%  %6.1f%%  %8.2f", n, s.Singles, s.Small, 100*s.Largest, 100*s.MaxLargest, s.Boundary)
	for l, w := range []int{4, 6, 4, 6} {
		fmt.Fprintf(out, "  %*.0f%%", w-1, 100*float64(levels[l+1])/float64(count))
	}
	fmt.Fprintln(out)
}

// flush writes out what out holds and returns exitOK, or exitFailure after
// saying why on stderr; a closed pipe, whose reader has gone (head -1),
// needs no message.
func flush(out *bufio.Writer, stderr io.Writer) int {
	if err := out.Flush(); err != nil {
		if !errors.Is(err, syscall.EPIPE) {
			fmt.Fprintln(stderr, "queens: writing the output:", err)
		}
		return exitFailure
	}
	return exitOK
}

// autoColor reports whether to colour what goes to w when no flag says:
// when w is a terminal and NO_COLOR is unset or empty.
func autoColor(w io.Writer) bool {
	return isTerminal(w) && os.Getenv("NO_COLOR") == ""
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// readBoard reads a board in the text format from a file, or stdin for "-",
// reading no more than a board can hold. It returns the exit status for its
// error: exitFailure if reading fails, exitUsage if the board is bad.
func readBoard(name string, stdin io.Reader) (*regions.Board, int, error) {
	r := stdin
	if name == "-" {
		name = "standard input"
	} else {
		f, err := os.Open(name)
		if err != nil {
			return nil, exitFailure, fmt.Errorf("queens: %v", err)
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, regions.MaxText+1))
	if err != nil {
		return nil, exitFailure, fmt.Errorf("queens: reading %s: %v", name, err)
	}
	if len(data) > regions.MaxText {
		return nil, exitUsage, fmt.Errorf("queens: %s holds more than %d bytes, more than any board", name, regions.MaxText)
	}
	b, err := regions.Parse(string(data))
	if err != nil {
		return nil, exitUsage, err
	}
	return b, exitOK, nil
}

func writeFile(name string, write func(io.Writer, queens.Placement) error, sol queens.Placement) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := write(f, sol); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
