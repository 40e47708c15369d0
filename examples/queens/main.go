// Command queens makes a LinkedIn-style Queens puzzle with exactly one
// solution and prints it in colour, or solves one given as text.
//
//	go run ./examples/queens [-n 8] [-seed 1] [-difficulty easy|medium|hard|expert]
//	    [-show] [-hint] [-svg FILE] [-png FILE] [-solve FILE|-]
//
// The solution stays hidden until -show; -hint prints the deductions that
// solve the puzzle step by step. Bad flags or input are reported on stderr
// with exit status 2.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the program with its arguments, input and outputs; it returns the
// exit status: 0, 1 if a file cannot be written, or 2 for bad flags or input.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("queens", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 8, fmt.Sprintf("board size, %d..%d", regions.MinN, regions.MaxN))
	seed := fs.Uint64("seed", 1, "seed of the puzzle")
	var level regions.Level
	fs.TextVar(&level, "difficulty", regions.Level(0), "easy, medium, hard or expert (default any)")
	svg := fs.String("svg", "", "also draw the puzzle as SVG into `file`")
	pngFile := fs.String("png", "", "also draw the puzzle as PNG into `file`")
	solve := fs.String("solve", "", "solve the board in `file` (- for stdin) instead of making one")
	hint := fs.Bool("hint", false, "print the deduction steps")
	show := fs.Bool("show", false, "show the solution")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: queens [-n size] [-seed number] [-difficulty level] [-show] [-hint] [-svg file] [-png file] [-solve file]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintln(stderr, "queens: unexpected arguments", fs.Args())
		fs.Usage()
		return 2
	}

	var b *regions.Board
	var sol queens.Placement
	if *solve != "" {
		var err error
		if b, err = readBoard(*solve, stdin); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
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
			fmt.Fprintln(stdout, "This board has no solution.")
		case 1:
			fmt.Fprintln(stdout, "This board has exactly one solution.")
		default:
			fmt.Fprintln(stdout, "This board has more than one solution; here is one.")
		}
		*show = true
	} else {
		var opts []regions.Option
		if level != 0 {
			opts = append(opts, regions.Difficulty(level))
		}
		pz, err := regions.Generate(*n, rand.New(rand.NewPCG(*seed, 0)), opts...)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		b, sol = pz.Board, pz.Solution
		l, err := regions.Grade(b)
		grade := l.String()
		if err != nil {
			grade = "beyond the rules"
		}
		fmt.Fprintf(stdout, "A %d×%d Queens puzzle (seed %d, %s): one queen in every row, column and region, none touching.\n", *n, *n, *seed, grade)
	}
	fmt.Fprint(stdout, b.ANSI(nil))
	if *hint {
		steps, err := regions.Explain(b)
		for i, st := range steps {
			fmt.Fprintf(stdout, "%3d. %-12v %s\n", i+1, st.Rule, st.Why)
		}
		if err != nil {
			fmt.Fprintln(stdout, err)
		}
	}
	if *show && sol != nil {
		fmt.Fprintf(stdout, "Solution: %s\n%s", sol.Columns(), b.ANSI(sol))
	}
	if !*show {
		sol = nil
	}
	for _, out := range []struct {
		name  string
		write func(io.Writer, queens.Placement) error
	}{{*svg, b.WriteSVG}, {*pngFile, b.WritePNG}} {
		if out.name == "" {
			continue
		}
		if err := writeFile(out.name, out.write, sol); err != nil {
			fmt.Fprintln(stderr, "queens:", err)
			return 1
		}
	}
	return 0
}

// readBoard reads a board in the text format from a file, or stdin for "-".
func readBoard(name string, stdin io.Reader) (*regions.Board, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, fmt.Errorf("queens: %v", err)
	}
	return regions.Parse(string(data))
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
