package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/minimax"
)

// bookFlags is the command's flags for opening books.
type bookFlags struct {
	fs    *flag.FlagSet
	file  *string // -book: the book to play and solve with
	build *string // -book-build: the book to build
	depth *int    // -book-depth
	list  *bool   // -book-list
}

// addBookFlags defines the book flags on fs.
func addBookFlags(fs *flag.FlagSet) *bookFlags {
	return &bookFlags{fs: fs,
		file:  fs.String("book", "", "a book file (see -book-build): positions in it are answered from it at once"),
		build: fs.String("book-build", "", "build an opening book into this file, on every core unless -workers says otherwise, checkpointing to FILE.partial and resuming from it and from -book"),
		list:  fs.Bool("book-list", false, "with -book: list the book's positions reached from -moves through the book, as -solve reads and prints them"),
		depth: fs.Int("book-depth", 8, "with -book-build: the book's depth in stones (-moves: from that position)"),
	}
}

// load reads the -book file, or returns nil if there is none; books are
// of the standard board, g's only if it is that one.
func (f *bookFlags) load(g c4.Game) (*c4.Book, error) {
	if *f.file == "" {
		return nil, nil
	}
	if g != (c4.Game{}) {
		return nil, fmt.Errorf("books are of the 7x6 board, not %v", g)
	}
	fh, err := os.Open(*f.file)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return c4.ReadBook(fh)
}

// buildBook builds the -book-build book from the position moves (the
// -moves flag), printing progress and its cost to stderr; it returns the
// exit status. workers is the -workers flag, used only if given.
func (f *bookFlags) buildBook(g c4.Game, stderr io.Writer, workers int, moves string) int {
	if g != (c4.Game{}) {
		fmt.Fprintf(stderr, "connect4: -book-build: books are of the 7x6 board, not %v\n", g)
		return 2
	}
	n := 0 // every core
	f.fs.Visit(func(fl *flag.Flag) {
		if fl.Name == "workers" {
			n = workers
		}
	})
	start, err := c4.Parse(moves)
	if err != nil {
		fmt.Fprintf(stderr, "connect4: -moves: %v\n", err)
		return 2
	}
	out, partial := *f.build, *f.build+".partial"
	opts := []c4.BookOption{c4.BookWorkers(n), c4.BookStart(start)}
	if prev, err := os.ReadFile(partial); err == nil {
		b, err := c4.ReadBook(bytes.NewReader(prev))
		if err != nil {
			fmt.Fprintf(stderr, "connect4: %s: %v\n", partial, err)
			return 1
		}
		fmt.Fprintf(stderr, "resuming from %s: %d entries\n", partial, b.Len())
		opts = append(opts, c4.BookFrom(b))
	}
	if b, err := f.load(g); err != nil || b != nil {
		if err != nil {
			fmt.Fprintf(stderr, "connect4: -book: %v\n", err)
			return 2
		}
		opts = append(opts, c4.BookFrom(b)) // a book to extend
	}
	began, cpu0 := time.Now(), cpuTime()
	report := func(st c4.BookStats) {
		fmt.Fprintf(stderr, "plies done to %d: %d entries, %d solves, %d nodes, CPU %.0f s, wall %.0f s\n",
			st.Ply, st.Entries, st.Solves, st.Nodes, (cpuTime() - cpu0).Seconds(), time.Since(began).Seconds())
	}
	opts = append(opts, c4.BookCheckpoint(func(b *c4.Book, st c4.BookStats) error {
		report(st)
		return save(b, partial)
	}))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	b, st, err := c4.BuildBook(ctx, *f.depth, opts...)
	if err != nil {
		if b != nil {
			save(b, partial)
		}
		fmt.Fprintf(stderr, "connect4: building the book: %v (progress kept in %s)\n", err, partial)
		return 1
	}
	if err := save(b, out); err != nil {
		fmt.Fprintf(stderr, "connect4: %v\n", err)
		return 1
	}
	report(st)
	os.Remove(partial)
	fi, _ := os.Stat(out)
	fmt.Fprintf(stderr, "wrote %s: %d entries, depth %d, %d bytes\n", out, b.Len(), b.Depth(), fi.Size())
	return 0
}

// save writes b to the file name, through a temporary file renamed into
// place, so that a kill leaves the old file or the new one.
func save(b *c4.Book, name string) error {
	var buf bytes.Buffer
	if _, err := b.WriteTo(&buf); err != nil {
		return err
	}
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

// solveWith solves p, or takes its score from book if it is there.
func solveWith(sv *minimax.Solver[c4.Position, int8], book *c4.Book, p c4.Position) (minimax.Result[int8], error) {
	v, ok := book.Lookup(p)
	if !ok {
		return sv.Solve(p)
	}
	// The Outcome and Plies that Score turns into v.
	r := minimax.Result[int8]{Outcome: minimax.Draw}
	switch {
	case v > 0:
		r.Outcome, r.Plies = minimax.Win, c4.Columns*c4.Rows+2-2*v-p.Stones()
	case v < 0:
		r.Outcome, r.Plies = minimax.Loss, c4.Columns*c4.Rows+2+2*v-p.Stones()
	}
	return r, nil
}

// bookScores is the scores of p's columns: from book if it knows them all,
// else solved within think, with the book's scores for the columns not
// solved in time.
func bookScores(g c4.Game, book *c4.Book, think time.Duration, sv *minimax.Solver[c4.Position, int8], p c4.Position) []int {
	var bs []int
	var known []bool
	if book != nil {
		bs, known = book.Scores(p)
		if !slices.Contains(known, false) {
			return bs
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), think)
	defer cancel()
	s, _ := g.Scores(ctx, sv, p)
	if book == nil {
		return s
	}
	for c := range s {
		if s[c] == c4.Unknown && known[c] {
			s[c] = bs[c]
		}
	}
	return s
}

// bookBest is the column to play in p: the book's if it has one, else the
// best of the scores s.
func bookBest(book *c4.Book, p c4.Position, s []int) int {
	if c, ok := book.Move(p); ok {
		return c
	}
	return c4.Best(s)
}

// listBook writes the positions of b that a walk from start through
// positions of b reaches, a position or its mirror image once, each as
// "moves score" (the notation of -solve), moves being start's then the
// columns played; it returns the exit status.
func listBook(b *c4.Book, start c4.Position, moves string, stdout, stderr io.Writer) int {
	w := bufio.NewWriter(stdout)
	seen := map[c4.Position]bool{}
	var walk func(p c4.Position, moves string)
	walk = func(p c4.Position, moves string) {
		for c := range c4.Columns {
			if !p.CanPlay(c) || p.Wins(c) {
				continue
			}
			q, m := p.Play(c), moves+string(rune('1'+c))
			v, ok := b.Lookup(q)
			if !ok || seen[q] {
				continue
			}
			seen[q] = true
			if mq, err := c4.Parse(mirror(m)); err == nil {
				seen[mq] = true
			}
			fmt.Fprintf(w, "%s %d\n", m, v)
			walk(q, m)
		}
	}
	if v, ok := b.Lookup(start); ok {
		fmt.Fprintf(w, "%s %d\n", moves, v)
	}
	walk(start, moves)
	return flush(w, stderr)
}

// mirror is moves with the columns reversed.
func mirror(moves string) string {
	m := []byte(moves)
	for i, c := range m {
		m[i] = '1' + '7' - c
	}
	return string(m)
}

// listBook is the -book-list mode: listBook of the -book file from the
// -moves position.
func (f *bookFlags) listBook(b *c4.Book, moves string, stdout, stderr io.Writer) int {
	p, err := c4.Parse(moves)
	if b == nil || err != nil {
		fmt.Fprintf(stderr, "connect4: -book-list needs -book and a good -moves (%v)\n", err)
		return 2
	}
	return listBook(b, p, moves, stdout, stderr)
}
