// Command connect4 solves Connect Four positions exactly with the generic
// minimax engine, or plays against you perfectly.
//
// With -solve it reads positions, one per line, as the columns played from
// the empty board (1 to 7, e.g. 4453), a line "-" being the empty board;
// anything after the first field on a line is ignored, so the published
// test sets can be fed as they are. It prints each position's moves and
// exact score, one line per position: 0 for a draw, (44-s)/2 if the player
// to move wins with the s-th stone on the board, and the negative of that
// if the opponent does.
//
//	printf '2233\n22334\n' | go run ./examples/connect4 -solve
//	2233 18
//	22334 -18
//
// -size WxH plays on a board of W columns and H rows instead of 7x6: 4 to 9
// of each whose bitboard, W*(H+1) bits, fits 64 bits (W+H <= 15). Moves are
// then columns 1 to W, and scores (W*H+2-s)/2:
//
//	printf -- '-\n1\n' | go run ./examples/connect4 -solve -size 5x4
//	- 0
//	1 1
//
// Positions early in the game take long: 4453 (score -2) takes 66 million
// nodes (Pons' solver: 57 million). -workers n lets n goroutines solve a
// long position together (-workers 0: one per core); with more than one,
// -stats' node counts differ from run to run.
//
// Without -solve it shows the board and lets you play against the solver
// in the terminal, showing its score of every column; -first=false lets the
// solver start, -moves starts from a position, and -think sets the time
// the solver takes to score the columns of a turn: early in the game a
// position can take far longer to solve, and a column not solved in time
// shows "?" (the solver then plays the best it knows).
//
// With -book-build FILE it builds an opening book of exact scores to
// -book-depth stones, on every core unless -workers is given (see
// c4.BuildBook and the design notes); -book FILE then answers -solve lines
// and the solver's moves from it where it can, and -book-list prints its
// positions as -solve does, for checking against another solver.
//
// Exit status: 0 done, 1 I/O error (quietly for a closed output pipe), 2 bad usage or a bad line (the error,
// with its line number, goes to stderr; the lines before it are solved).
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/minimax"
)

func main() {
	// A write to a closed pipe returns EPIPE, which ends the program
	// quietly with status 1, instead of killing it by SIGPIPE.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// maxLine is the longest input line accepted, in bytes.
const maxLine = 4096

// run is the program with its arguments, input and outputs; it returns the
// exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("connect4", flag.ContinueOnError)
	fs.SetOutput(stderr)
	solve := fs.Bool("solve", false, "solve the positions on stdin, one per line")
	first := fs.Bool("first", true, "when playing: you play first (X)")
	start := fs.String("moves", "", "when playing: start after these moves, e.g. 4453")
	think := fs.Duration("think", 3*time.Second, "when playing: the solver's time to score the columns of a turn")
	stats := fs.Bool("stats", false, "with -solve: also print the nodes searched and the microseconds taken")
	workers := fs.Int("workers", 1, "the goroutines that solve a position together; 0 for one per core (GOMAXPROCS)")
	size := fs.String("size", "7x6", "the board, columns x rows: 4 to 9 of each, columns*(rows+1) <= 64")
	bf := addBookFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: connect4 -solve [-size WxH] [-stats] [-workers n] < positions\n       connect4 [-size WxH] [-first=false] [-moves 4453] [-think 3s] [-workers n]")
		fs.PrintDefaults()
		fmt.Fprintln(stderr, `
A position is the columns played from the empty board, 1 to W (e.g. 4453),
"-" for the empty board; -solve prints each with its score: 0 a draw,
(W*H+2-s)/2 if the player to move wins with the s-th stone, negative if
the opponent does (on 7x6, (44-s)/2).
Exit status: 0 done, 1 I/O error (quietly for a closed output pipe),
2 bad usage or a bad line.`)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	g, err := c4.ParseSize(*size)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	if *bf.build != "" {
		return bf.buildBook(g, stderr, *workers, *start)
	}
	book, err := bf.load(g)
	if err != nil {
		fmt.Fprintf(stderr, "-book: %v\n", err)
		return 2
	}
	if *bf.list {
		return bf.listBook(book, *start, stdout, stderr)
	}
	if *solve {
		return solveAll(g, stdin, stdout, stderr, *stats, *workers, book)
	}
	return play(g, stdin, stdout, stderr, *start, *first, *think, *workers, book)
}

// cores is the number of workers for a -workers flag of n: n, or one per
// core if n <= 0.
func cores(n int) int {
	if n <= 0 {
		return runtime.GOMAXPROCS(0)
	}
	return n
}

// solveAll solves the positions of in, one per line, and prints them with
// their scores, on g's board.
func solveAll(g c4.Game, in io.Reader, stdout, stderr io.Writer, stats bool, workers int, book *c4.Book) int {
	sv := minimax.NewSolver(g, minimax.ValueOnly(), minimax.TableSize(c4.TableSize), minimax.Workers(cores(workers)))
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 256), maxLine)
	w := bufio.NewWriter(stdout)
	status := 0
	for n := 1; sc.Scan(); n++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			fmt.Fprintf(stderr, "connect4: line %d: empty\n", n)
			status = 2
			break
		}
		moves := fields[0]
		if moves == "-" {
			moves = ""
		}
		p, err := g.Parse(moves)
		if err != nil {
			fmt.Fprintf(stderr, "line %d: %v\n", n, err)
			status = 2
			break
		}
		start := time.Now()
		r, err := solveWith(sv, book, p)
		took := time.Since(start)
		if err != nil {
			fmt.Fprintf(stderr, "line %d: %v\n", n, err)
			status = 1
			break
		}
		if stats {
			_, err = fmt.Fprintf(w, "%s %d %d %d\n", fields[0], g.Score(p, r.Outcome, r.Plies), r.Nodes, took.Microseconds())
		} else {
			_, err = fmt.Fprintf(w, "%s %d\n", fields[0], g.Score(p, r.Outcome, r.Plies))
		}
		// Show a slow position's line at once, and stop once a write fails
		// (a closed pipe), rather than solve on for nobody.
		if err != nil || took > 10*time.Millisecond {
			if flush(w, stderr) != 0 {
				return 1
			}
		}
	}
	if err := sc.Err(); err != nil && status == 0 {
		fmt.Fprintf(stderr, "connect4: reading input: %v\n", err)
		status = 1
		if errors.Is(err, bufio.ErrTooLong) {
			status = 2
		}
	}
	if flush(w, stderr) != 0 {
		return 1
	}
	return status
}
