// Command nqueens counts placements of n pieces on an n×n board under the
// three rules of package queens, then draws the first placement under one
// rule and a random one.
//
//	go run ./examples/nqueens [-n 8] [-rule classic|notouch|rooks] [-seed 1]
//	    [-table 12] [-timeout 10s]
//
// Exit status: 0 on success, 1 if there is no placement to draw, the search
// ran out of time or the output could not be written, 2 for bad usage.
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
	"time"

	"github.com/go-puzzles/puzzles/queens"
)

func main() {
	// A write to a closed pipe returns an error, which run reports with
	// status 1, rather than killing the process.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

var rules = []queens.Rule{queens.Rooks, queens.Classic, queens.NoTouch}

// run is the program with its arguments and outputs; it returns the exit
// status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("nqueens", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 8, "size of the boards to draw, 0 to 64 (classic boards of 34 or more may take hours)")
	rule := queens.Classic
	fs.TextVar(&rule, "rule", queens.Classic, "rule of the boards to draw: rooks, classic or notouch")
	seed := fs.Uint64("seed", 1, "seed of the random placement")
	table := fs.Int("table", 12, "count placements on boards up to this size, 0 to 14")
	timeout := fs.Duration("timeout", 10*time.Second, "give up drawing after this long")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: nqueens [-n size] [-rule rooks|classic|notouch] [-seed number] [-table size] [-timeout duration]")
		fs.PrintDefaults()
		fmt.Fprintln(stderr, "Exit status: 0 on success; 1 if there is no placement to draw, time ran out or")
		fmt.Fprintln(stderr, "the output could not be written; 2 for bad usage.")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 || *n < 0 || *n > queens.MaxN || *table < 0 || *table > 14 || *timeout <= 0 {
		fmt.Fprintf(stderr, "nqueens: -n must be 0..%d, -table 0..14, -timeout positive, and there are no arguments\n", queens.MaxN)
		fs.Usage()
		return 2
	}

	out := bufio.NewWriter(stdout)
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	err := draw(ctx, out, *table, *n, rule, *seed)
	if err == nil {
		err = flush(out)
	}
	if err != nil {
		// A reader that has gone away (head -1) needs no message.
		if !errors.Is(err, syscall.EPIPE) {
			fmt.Fprintln(stderr, "nqueens:", err)
		}
		return 1
	}
	return 0
}

// flush writes out what out holds, so that a failing output stops the work
// at once.
func flush(out *bufio.Writer) error {
	if err := out.Flush(); err != nil {
		return fmt.Errorf("writing the output: %w", err)
	}
	return nil
}

// draw writes the table of counts up to size table and the first and a
// random n×n placement under rule to out.
func draw(ctx context.Context, out *bufio.Writer, table, n int, rule queens.Rule, seed uint64) error {
	fmt.Fprintln(out, "Placements of n pieces on an n×n board, one per row and column:")
	fmt.Fprintf(out, "%3s", "n")
	for _, r := range rules {
		fmt.Fprintf(out, " %12v %8s", r, "time")
	}
	fmt.Fprintln(out)
	if err := flush(out); err != nil {
		return err
	}
	for size := 1; size <= table; size++ {
		fmt.Fprintf(out, "%3d", size)
		for _, r := range rules {
			start := time.Now()
			count, err := queens.Count(size, r)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, " %12d %8s", count, time.Since(start).Round(time.Microsecond))
		}
		fmt.Fprintln(out)
		if err := flush(out); err != nil {
			return err
		}
	}

	fmt.Fprintln(out)
	p, err := queens.FirstContext(ctx, n, rule)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("no %d×%d placement under %v found in the time given (-timeout)", n, n, rule)
	case errors.Is(err, queens.ErrNoSolution):
		return fmt.Errorf("there is no %d×%d placement under %v", n, n, rule)
	case err != nil:
		return err
	}
	fmt.Fprintf(out, "The first %d×%d placement under %v: %s\n%s", n, n, rule, p.Columns(), p)
	if err := flush(out); err != nil {
		return err
	}
	p, err = queens.RandomContext(ctx, n, rule, rand.New(rand.NewPCG(seed, 0)))
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("no random %d×%d placement under %v found in the time given (-timeout)", n, n, rule)
	case err != nil:
		return err
	}
	fmt.Fprintf(out, "\nA random one (seed %d): %s\n%s", seed, p.Columns(), p)
	return nil
}
