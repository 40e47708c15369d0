// Command platforms plays the disappearing-platforms game perfectly and
// prints how many moves it lasts.
//
// The board is a grid of platforms (1) and holes (0), at most 8×8. Players A
// and B stand on platforms, possibly the same one, and A moves first. A move
// goes to an orthogonally adjacent platform, and the platform just left
// disappears. A player who cannot move loses, and so does a player whose
// platform disappears under them (the opponent stepped off the platform they
// shared). The winner wins as fast as possible, the loser lasts as long as
// possible; the program prints the number of moves of both players.
//
//	echo '{"board":[[1,1,1],[1,1,1],[1,1,1]],"aloc":[1,0],"bloc":[1,2]}' | go run ./examples/platforms
//	5
//
// With -explain it also draws the game move by move. The input is at most
// 64 KiB of JSON with the keys board, aloc and bloc, in lower case, once
// each. The search remembers at most minimax.DefaultTableSize positions,
// about 84 MB. Exit status: 0 solved, 1 failure (not solved within -timeout,
// or an I/O error; a closed output pipe ends the program quietly), 2 bad
// usage or bad input.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/go-puzzles/puzzles/minimax"
)

func main() {
	// A write to a closed pipe returns EPIPE instead of killing the process.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the program with its arguments, input and outputs; it returns the
// exit status: 0, 1 if the game was not solved in time or input or output
// failed, or 2 for bad flags or input.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("platforms", flag.ContinueOnError)
	fs.SetOutput(stderr)
	explain := fs.Bool("explain", false, "draw the game move by move")
	timeout := fs.Duration("timeout", time.Minute, "give up after this long (large open boards can take ages)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: platforms [-explain] [-timeout 1m] < game.json")
		fs.PrintDefaults()
		fmt.Fprintf(stderr, `
The input is one JSON object of at most %d bytes, keys in lower case, each once:
  {"board":[[1,1,1],[1,1,1],[1,1,1]],"aloc":[1,0],"bloc":[1,2]}
The search remembers at most %d positions (about 84 MB).
Exit status: 0 solved, 1 failure (not solved in time, I/O error),
2 bad usage or bad input.
`, maxInput, minimax.DefaultTableSize)
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
	g, s, err := decode(stdin)
	if err != nil {
		fmt.Fprintln(stderr, err)
		if errors.Is(err, errRead) {
			return 1
		}
		return 2
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	r, err := minimax.SolveContext(ctx, g, s)
	if errors.Is(err, context.DeadlineExceeded) {
		fmt.Fprintf(stderr, "platforms: no answer within %v (%d positions searched)\n", *timeout, r.Nodes)
		return 1
	}
	if err != nil {
		fmt.Fprintf(stderr, "platforms: %v\n", err)
		return 1
	}
	w := bufio.NewWriter(stdout)
	_, err = fmt.Fprintln(w, r.Plies)
	if err == nil && *explain {
		err = explainLine(w, g, s, r)
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		if !errors.Is(err, syscall.EPIPE) { // a reader that left needs no word
			fmt.Fprintf(stderr, "platforms: writing output: %v\n", err)
		}
		return 1
	}
	return 0
}

// explainLine draws the start and the board after each move of r.Line, then
// says how the game ended. It stops at the first write that fails.
func explainLine(w io.Writer, g *game, s state, r minimax.Result[int8]) error {
	if _, err := fmt.Fprintf(w, "\nstart, A to move:\n%s", g.draw(s, true)); err != nil {
		return err
	}
	players := "AB"
	for i, to := range r.Line {
		s = g.Play(s, to)
		if _, err := fmt.Fprintf(w, "\n%d. %c to (%d,%d):\n%s", i+1, players[i%2], int(to)/g.cols, int(to)%g.cols, g.draw(s, i%2 == 1)); err != nil {
			return err
		}
	}
	mover, other := players[r.Plies%2], players[(r.Plies+1)%2]
	end := "%c cannot move: %c wins in %d moves.\n"
	if _, over := g.Over(s); over {
		end = "%c's platform is gone: %c wins in %d moves.\n"
	}
	_, err := fmt.Fprintf(w, "\n"+end, mover, other, r.Plies)
	return err
}
