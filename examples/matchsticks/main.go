// Command matchsticks solves, counts and makes matchstick equations.
//
//	go run ./examples/matchsticks 0+3=09          every answer within 2 moves
//	go run ./examples/matchsticks -k 1 5+7=2      within 1 move
//	go run ./examples/matchsticks -census dd±dd=dd
//	go run ./examples/matchsticks -generate d±d=dd -seed 7
//
// -mode add|remove adds or removes sticks instead of moving them, -font
// tailless|hook7|both draws 6, 9 and 7 differently.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/go-puzzles/puzzles/sevenseg"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

var (
	modes = map[string]sevenseg.Mode{"move": sevenseg.Moving, "add": sevenseg.Adding, "remove": sevenseg.Removing}
	fonts = map[string]sevenseg.Font{"standard": sevenseg.Standard, "tailless": sevenseg.Tailless,
		"hook7": sevenseg.Hook7, "both": sevenseg.Tailless | sevenseg.Hook7}
)

// run is the program with its arguments and outputs; it returns the exit
// status: 0, or 2 for bad flags or a bad equation or shape.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("matchsticks", flag.ContinueOnError)
	fs.SetOutput(stderr)
	k := fs.Int("k", 2, "most sticks to move (for -census: the table runs k = 1..this)")
	census := fs.String("census", "", "print the census table of a shape such as dd±dd=dd")
	generate := fs.String("generate", "", "print a new puzzle with one answer for a shape such as d±d=dd")
	seed := fs.Uint64("seed", 1, "seed of -generate")
	mode := fs.String("mode", "move", "move, add or remove sticks")
	font := fs.String("font", "standard", "digit font: standard, tailless (6, 9 with 5 sticks), hook7 (7 with 4) or both")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: matchsticks [-k n] [-mode move|add|remove] [-font name] EQUATION")
		fmt.Fprintln(stderr, "       matchsticks -census SHAPE | -generate SHAPE [-seed n]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	m, okMode := modes[*mode]
	f, okFont := fonts[*font]
	wantArgs := 1
	if *census != "" || *generate != "" {
		wantArgs = 0
	}
	switch {
	case !okMode || !okFont:
		fmt.Fprintf(stderr, "matchsticks: unknown -mode %q or -font %q\n", *mode, *font)
	case *k < 1:
		fmt.Fprintf(stderr, "matchsticks: -k %d: want at least 1\n", *k)
	case fs.NArg() != wantArgs || (*census != "" && *generate != ""):
		fmt.Fprintln(stderr, "matchsticks: give one equation, or -census or -generate alone")
	default:
		opts := []sevenseg.Option{sevenseg.WithMode(m), sevenseg.WithFont(f)}
		var err error
		switch {
		case *census != "":
			err = printCensus(stdout, *census, *k, opts)
		case *generate != "":
			err = printPuzzle(stdout, *generate, *k, *seed, f, opts)
		default:
			err = printAnswers(stdout, fs.Arg(0), *k, f, opts)
		}
		if err == nil {
			return 0
		}
		fmt.Fprintln(stderr, "matchsticks:", err)
		return 2
	}
	fs.Usage()
	return 2
}

// printAnswers draws the puzzle s and every answer within k sticks.
func printAnswers(w io.Writer, s string, k int, f sevenseg.Font, opts []sevenseg.Option) error {
	e, err := sevenseg.Parse(s)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%v (holds: %v)\n%s", e, e.Holds(), sevenseg.Draw(e, f))
	n := 0
	for sol := range sevenseg.Solve(e, k, opts...) {
		n++
		fmt.Fprintf(w, "\nanswer %d: %v, %d stick(s)\n", n, sol.Equation, sol.Moved)
		for _, m := range sol.Moves {
			fmt.Fprintf(w, "  %v\n", m)
		}
		fmt.Fprint(w, sevenseg.Draw(sol.Equation, f))
	}
	if n == 0 {
		fmt.Fprintf(w, "\nno answer within %d stick(s)\n", k)
	}
	return nil
}

// printCensus prints the census of shape for 1..k sticks.
func printCensus(w io.Writer, shape string, k int, opts []sevenseg.Option) error {
	fmt.Fprintf(w, "%3s %10s %10s %10s %10s\n", "k", "layouts", "true", "solvable", "unique")
	for i := 1; i <= k; i++ {
		c, err := sevenseg.Count(shape, i, opts...)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%3d %10d %10d %10d %10d\n", i, c.Layouts, c.True, c.Solvable, c.Unique)
	}
	return nil
}

// printPuzzle prints a one-answer puzzle of shape for k sticks.
func printPuzzle(w io.Writer, shape string, k int, seed uint64, f sevenseg.Font, opts []sevenseg.Option) error {
	e, ok, err := sevenseg.Generate(shape, k, rand.New(rand.NewPCG(seed, 0)), opts...)
	if err != nil {
		return err
	}
	if !ok {
		fmt.Fprintf(w, "%s has no puzzle with one answer for %d stick(s)\n", shape, k)
		return nil
	}
	fmt.Fprintf(w, "Move %d stick(s) to make it true (seed %d):\n%v\n%s", k, seed, e, sevenseg.Draw(e, f))
	return nil
}
