// Command knight prints a knight's tour as a grid of move numbers: by
// default a closed tour of 8×8.
//
//	go run ./examples/knight [-rows 8] [-cols 8] [-start r,c] [-open] [-count] [-max-memory 1GiB] [-temp-dir dir] [-svg file] [-timeout 10s]
//
// With -count, a count by frontier (see knight.Count) shows its progress on
// stderr: a bar with the estimated time left if stderr is a terminal, else
// a plain line every few seconds once it has run that long. The count
// itself goes to stdout.
//
// It exits 0 on success, 1 if there is no tour, a search gives up (time or
// memory) or the output cannot be written, and 2 for bad usage or bad
// input. A closed output pipe ends it quietly with status 1.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/knight"
)

func main() {
	// A write to a closed pipe returns an error, which run reports with
	// status 1, rather than killing the process.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // no tour, or an I/O error
	exitUsage   = 2 // bad usage or bad input
)

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
// status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("knight", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rows := fs.Int("rows", 8, "rows of the board")
	cols := fs.Int("cols", 8, "columns of the board")
	start := fs.String("start", "", "start square row,col (counting from 0); without it, any tour")
	open := fs.Bool("open", false, "allow open tours, not only closed ones")
	count := fs.Bool("count", false, "count the undirected tours (boards of up to 64 squares, or with a side of at most 6)")
	maxMemory := fs.String("max-memory", "1GiB", "memory budget of -count, in bytes or with a unit: KiB, MiB, GiB, TiB; 0 for none")
	tempDir := fs.String("temp-dir", "", "let -count go on in temporary files in this directory when it would outgrow -max-memory")
	svg := fs.String("svg", "", "also write the tour as SVG to this file")
	timeout := fs.Duration("timeout", 10*time.Second, "give up on the tour or the count after this long")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: knight [flags]\n\nPrints a knight's tour of a board as a grid of move numbers.\n\nFlags:\n")
		fs.PrintDefaults()
		fmt.Fprintf(fs.Output(), "\nExit status: 0 on success, 1 if there is no tour, the search times out,\nthe count needs more memory than -max-memory or the output cannot be\nwritten (quietly for a closed pipe), 2 for bad usage or bad input.\n")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	fail := func(code int, err error) int {
		fmt.Fprintln(stderr, "knight:", strings.TrimPrefix(err.Error(), "knight: "))
		return code
	}
	if fs.NArg() > 0 {
		return fail(exitUsage, fmt.Errorf("unexpected arguments %q", fs.Args()))
	}
	if *timeout <= 0 {
		return fail(exitUsage, fmt.Errorf("timeout %v is not positive", *timeout))
	}
	budget, err := parseBytes(*maxMemory)
	if err != nil {
		return fail(exitUsage, err)
	}
	var opts []knight.Option
	kind := "tour"
	if !*open {
		opts = append(opts, knight.ClosedTours())
		kind = "closed tour"
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	out := bufio.NewWriter(stdout)
	if *count {
		pr := newProgress(stderr)
		opts = append(opts, knight.MaxMemory(budget), knight.ReportProgress(pr.report))
		if *tempDir != "" {
			opts = append(opts, knight.TempDir(*tempDir))
		}
		n, err := knight.CountContext(ctx, *rows, *cols, opts...)
		pr.finish()
		var me *backtrack.MemoryError
		if errors.As(err, &me) {
			return fail(exitFailure, fmt.Errorf("%s needs more than -max-memory %s", me.Op, *maxMemory))
		}
		if errors.Is(err, context.DeadlineExceeded) {
			return fail(exitFailure, fmt.Errorf("no count of %d×%d within %v", *rows, *cols, *timeout))
		}
		if errors.Is(err, knight.ErrOverflow) {
			return fail(exitFailure, err)
		}
		if err != nil {
			return fail(exitUsage, err)
		}
		fmt.Fprintf(out, "%d undirected tours of %d×%d\n", n, *rows, *cols)
		return flush(out, stderr)
	}
	from := "" // " from r,c" when a start is given
	var s knight.Square
	if *start != "" {
		var err error
		if s, err = parseSquare(*start); err != nil {
			return fail(exitUsage, err)
		}
		if s.Row < 0 || s.Row >= *rows || s.Col < 0 || s.Col >= *cols {
			return fail(exitUsage, fmt.Errorf("start %v is off the %d×%d board", s, *rows, *cols))
		}
		from = fmt.Sprintf(" from %v", s)
	}
	tour, err := knight.FindContext(ctx, *rows, *cols, opts...)
	if errors.Is(err, knight.ErrNoSolution) {
		return fail(exitFailure, fmt.Errorf("a %d×%d board has no %s", *rows, *cols, kind))
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return fail(exitFailure, fmt.Errorf("no %s of %d×%d%s found within %v", kind, *rows, *cols, from, *timeout))
	}
	if err != nil {
		return fail(exitUsage, err)
	}
	if *start != "" {
		tour = nil
		for t := range knight.ToursContext(ctx, *rows, *cols, s, opts...) {
			tour = t
			break
		}
		if tour == nil && ctx.Err() != nil {
			return fail(exitFailure, fmt.Errorf("no %s of %d×%d%s found within %v", kind, *rows, *cols, from, *timeout))
		}
		if tour == nil {
			return fail(exitFailure, fmt.Errorf("no %s of %d×%d starts on %v", kind, *rows, *cols, s))
		}
	}
	fmt.Fprint(out, tour)
	if code := flush(out, stderr); code != exitOK {
		return code
	}
	if *svg != "" {
		if err := writeSVG(*svg, tour); err != nil {
			return fail(exitFailure, err)
		}
	}
	return exitOK
}

// flush writes out what is buffered for stdout and returns the exit status.
func flush(out *bufio.Writer, stderr io.Writer) int {
	if err := out.Flush(); err != nil {
		if !errors.Is(err, syscall.EPIPE) {
			fmt.Fprintln(stderr, "knight: writing the output:", err)
		}
		return exitFailure
	}
	return exitOK
}

// units are the suffixes parseBytes takes, with their sizes in bytes.
var units = []struct {
	name string
	size int64
}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40}}

// parseBytes parses a size such as "1GiB", "512 MiB" or "1000000" (bytes).
func parseBytes(s string) (int64, error) {
	num, size := strings.TrimSpace(s), int64(1)
	for _, u := range units {
		if rest, ok := strings.CutSuffix(num, u.name); ok {
			num, size = strings.TrimSpace(rest), u.size
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/size {
		return 0, fmt.Errorf("max-memory %q is not a size in bytes such as 1000000, 512MiB or 2GiB", s)
	}
	return n * size, nil
}

// writeSVG writes tour as an SVG image to the file named name.
func writeSVG(name string, tour knight.Tour) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := tour.WriteSVG(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
