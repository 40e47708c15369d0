// Command matchsticks solves, counts and makes matchstick equations.
//
//	go run ./examples/matchsticks 0+3=09             every answer within 2 moves
//	go run ./examples/matchsticks -sticks 1 5+7=2    within 1 move
//	go run ./examples/matchsticks -census dd±dd=dd
//	go run ./examples/matchsticks -generate d±d=dd -seed 7
//
// -mode add|remove adds or removes sticks instead of moving them, -font
// tailless|hook7|both draws 6, 9 and 7 differently (-both-forms lets an
// answer draw them either way), -leniency common|permissive also lets the
// sticks of '=' and a leading minus take part (and more), -no-leading-zeros
// rejects answers such as 05 and -fractions lets 1/2=2/4 hold:
//
//	go run ./examples/matchsticks -leniency common 2-5=3
//	go run ./examples/matchsticks -sticks 1 "6x4=4/2"
//	go run ./examples/matchsticks -census dd±dd=dd -no-leading-zeros
//
// The exit status is 0 on success, 1 on failure (no answer, no puzzle, an
// error writing the output, quietly if the reader has gone) and 2 for bad
// usage or a bad equation or shape, found before anything is printed.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"syscall"

	"github.com/go-puzzles/puzzles/sevenseg"
)

func main() {
	// A write to a closed pipe returns EPIPE instead of killing the program.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

var (
	modes = map[string]sevenseg.Mode{"move": sevenseg.Moving, "add": sevenseg.Adding, "remove": sevenseg.Removing}
	fonts = map[string]sevenseg.Font{"standard": sevenseg.Standard, "tailless": sevenseg.Tailless,
		"hook7": sevenseg.Hook7, "both": sevenseg.Tailless | sevenseg.Hook7}
	leniencies = map[string]sevenseg.Leniency{"strict": sevenseg.Strict, "common": sevenseg.Common, "permissive": sevenseg.Permissive}
)

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // nothing found, or the output could not be written
	exitUsage   = 2 // bad flags, or a bad equation or shape
)

// errNotFound reports that a search found nothing; its message is already out.
var errNotFound = errors.New("nothing found")

// badInput marks an error in what the user gave.
type badInput struct{ error }

// run is the program with its arguments and outputs; it returns the exit
// status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("matchsticks", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sticks := fs.Int("sticks", 2, "most sticks to move (for -census: the table runs from 1 to this)")
	census := fs.String("census", "", "print the census table of a shape such as dd±dd=dd")
	generate := fs.String("generate", "", "print a new puzzle with one answer for a shape such as d±d=dd")
	seed := fs.Uint64("seed", 1, "seed of -generate")
	mode := fs.String("mode", "move", "move, add or remove sticks")
	font := fs.String("font", "standard", "digit font: standard, tailless (6, 9 with 5 sticks), hook7 (7 with 4) or both")
	bothForms := fs.Bool("both-forms", false, "an answer may draw 6, 7 and 9 in either form")
	leniency := fs.String("leniency", "strict", "strict, common ('=' and a leading minus take part) or permissive (any operator, several '=', 4 into 11)")
	noLeadingZeros := fs.Bool("no-leading-zeros", false, "no number of an answer (or layout of a census) starts with 0")
	fractions := fs.Bool("fractions", false, "a quotient need not be whole")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: matchsticks [-sticks n] [-mode move|add|remove] [-font name] [-both-forms]")
		fmt.Fprintln(stderr, "                   [-leniency strict|common|permissive] [-no-leading-zeros] [-fractions] EQUATION")
		fmt.Fprintln(stderr, "       matchsticks -census SHAPE | -generate SHAPE [-seed n]")
		fs.PrintDefaults()
		fmt.Fprintln(stderr, "Exit status: 0 on success; 1 if there is no answer or no puzzle, or the")
		fmt.Fprintln(stderr, "output cannot be written; 2 for bad usage or a bad equation or shape.")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	m, okMode := modes[*mode]
	f, okFont := fonts[*font]
	l, okLeniency := leniencies[*leniency]
	wantArgs := 1
	if *census != "" || *generate != "" {
		wantArgs = 0
	}
	switch {
	case !okMode:
		fmt.Fprintf(stderr, "matchsticks: unknown -mode %q: want move, add or remove\n", *mode)
	case !okFont:
		fmt.Fprintf(stderr, "matchsticks: unknown -font %q: want standard, tailless, hook7 or both\n", *font)
	case !okLeniency:
		fmt.Fprintf(stderr, "matchsticks: unknown -leniency %q: want strict, common or permissive\n", *leniency)
	case *sticks < 1:
		fmt.Fprintf(stderr, "matchsticks: -sticks %d: want at least 1\n", *sticks)
	case fs.NArg() != wantArgs || (*census != "" && *generate != ""):
		fmt.Fprintln(stderr, "matchsticks: give one equation, or -census or -generate alone")
	default:
		if *bothForms {
			f |= sevenseg.BothForms
		}
		o := options{font: f, all: []sevenseg.Option{m, f, l}}
		if *noLeadingZeros {
			o.all = append(o.all, sevenseg.NoLeadingZeros)
		}
		if *fractions {
			o.all = append(o.all, sevenseg.Fractions)
		}
		w := &output{buf: bufio.NewWriter(stdout)}
		var err error
		switch {
		case *census != "":
			err = printCensus(w, *census, *sticks, o)
		case *generate != "":
			err = printPuzzle(w, *generate, *sticks, *seed, o)
		default:
			err = printAnswers(w, fs.Arg(0), *sticks, o)
		}
		if w.flush(); w.err != nil {
			if !errors.Is(w.err, syscall.EPIPE) { // else the reader has gone: nothing to say
				fmt.Fprintln(stderr, "matchsticks: writing the output:", w.err)
			}
			return exitFailure
		}
		var bad badInput
		switch {
		case err == nil:
			return exitOK
		case errors.Is(err, errNotFound):
			return exitFailure
		case errors.As(err, &bad):
			fmt.Fprintln(stderr, "matchsticks:", err)
			return exitUsage
		}
		fmt.Fprintln(stderr, "matchsticks:", err)
		return exitFailure
	}
	fs.Usage()
	return exitUsage
}

// output is the program's buffered stdout; it keeps the first write error,
// so that a long listing can stop as soon as one write fails.
type output struct {
	buf *bufio.Writer
	err error
}

func (o *output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.buf.Write(p)
	o.err = err
	return n, err
}

// flush writes what is buffered, unless a write failed already.
func (o *output) flush() {
	if o.err == nil {
		o.err = o.buf.Flush()
	}
}

// options are the options of the flags, and the font to draw with.
type options struct {
	font sevenseg.Font
	all  []sevenseg.Option
}

// printAnswers draws the puzzle s and every answer within the given number
// of sticks, stopping at the first failed write.
func printAnswers(w *output, s string, sticks int, o options) error {
	e, err := sevenseg.Parse(s)
	if err != nil {
		return badInput{err}
	}
	fmt.Fprintf(w, "%v (holds: %v)\n", e, e.Holds())
	e.WriteText(w, o.font)
	n := 0
	for sol := range sevenseg.Solutions(e, sticks, o.all...) {
		if w.err != nil {
			return w.err
		}
		n++
		fmt.Fprintf(w, "\nanswer %d: %v, %d stick(s)\n", n, sol.Equation, sol.Moved)
		for _, mv := range sol.Moves {
			fmt.Fprintf(w, "  %v\n", mv)
		}
		sol.Equation.WriteText(w, o.font)
	}
	if n == 0 {
		fmt.Fprintf(w, "\nno answer within %d stick(s)\n", sticks)
		return errNotFound
	}
	return w.err
}

// printCensus prints the census of shape for 1 to most sticks, once shape,
// most and the options are known to be good, stopping at the first failed
// write.
func printCensus(w *output, shape string, most int, o options) error {
	// A census given a done context checks its arguments and stops; every
	// check holds for 1..most if it holds for most.
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := sevenseg.CensusContext(done, shape, most, o.all...); !errors.Is(err, context.Canceled) {
		return badInput{err}
	}
	fmt.Fprintf(w, "%6s %10s %10s %10s %10s\n", "sticks", "layouts", "true", "solvable", "unique")
	for i := 1; i <= most && w.err == nil; i++ {
		c, err := sevenseg.Census(shape, i, o.all...)
		if err != nil {
			return badInput{err}
		}
		fmt.Fprintf(w, "%6d %10d %10d %10d %10d\n", c.Sticks, c.Layouts, c.True, c.Solvable, c.Unique)
	}
	return w.err
}

// printPuzzle prints a one-answer puzzle of shape for the given number of
// sticks.
func printPuzzle(w *output, shape string, sticks int, seed uint64, o options) error {
	e, err := sevenseg.Generate(shape, sticks, rand.New(rand.NewPCG(seed, 0)), o.all...)
	switch {
	case errors.Is(err, sevenseg.ErrNoPuzzle):
		fmt.Fprintf(w, "%s has no puzzle with one answer for %d stick(s)\n", shape, sticks)
		return errNotFound
	case err != nil:
		return badInput{err}
	}
	fmt.Fprintf(w, "Move %d stick(s) to make it true (seed %d):\n%v\n", sticks, seed, e)
	e.WriteText(w, o.font)
	return w.err
}
