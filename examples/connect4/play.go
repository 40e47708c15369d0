package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"syscall"
	"time"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
	"github.com/go-puzzles/puzzles/minimax"
)

// match is a game between a person and the solver.
type match struct {
	g     c4.Game // the board's size
	p     c4.Position
	moves string // the columns played, 1 to the board's width
	sv    *minimax.Solver[c4.Position, int8]
	think time.Duration // the solver's time for all the columns of one turn
	book  *c4.Book      // nil for none
}

// draw writes the board, X for the first player and O for the second,
// with the column numbers under it.
func (m *match) draw(w io.Writer) {
	for row := m.g.Height() - 1; row >= 0; row-- {
		var sb strings.Builder
		sb.WriteByte('|')
		for c := range m.g.Width() {
			sb.WriteByte(' ')
			sb.WriteByte(" XO"[m.g.At(m.p, row, c)])
		}
		sb.WriteString(" |")
		fmt.Fprintln(w, sb.String())
	}
	var sb strings.Builder
	sb.WriteByte(' ')
	for c := range m.g.Width() {
		sb.WriteByte(' ')
		sb.WriteByte(byte('1' + c))
	}
	fmt.Fprintln(w, sb.String())
}

// scores returns the score of each column for the player to move (see
// c4.Scores), within the match's time to think.
func (m *match) scores() []int {
	return bookScores(m.g, m.book, m.think, m.sv, m.p)
}

// show writes the scores of the columns.
func show(w io.Writer, s []int) {
	var sb strings.Builder
	sb.WriteString("scores:")
	for _, v := range s {
		switch v {
		case c4.Full:
			sb.WriteString("  -")
		case c4.Unknown:
			sb.WriteString("  ?")
		default:
			fmt.Fprintf(&sb, " %2d", v)
		}
	}
	fmt.Fprintln(w, sb.String())
}

// play runs a game in the terminal: the person types a column, the solver
// answers, both see the board and the solver's score of every column.
func play(g c4.Game, stdin io.Reader, stdout, stderr io.Writer, start string, personFirst bool, think time.Duration, workers int, book *c4.Book) int {
	p, err := g.Parse(start)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	m := &match{g: g, p: p, moves: start, think: think, book: book,
		sv: minimax.NewSolver(g, minimax.ValueOnly(), minimax.TableSize(c4.TableSize), minimax.Workers(cores(workers)))}
	w := bufio.NewWriter(stdout)
	in := bufio.NewScanner(stdin)
	person := personFirst == (p.Stones()%2 == 0) // whether the person is to move
	fmt.Fprintf(w, "Connect Four: you are %c. Scores: 0 a draw, more than 0 a win (the sooner the more), less than 0 a loss.\n", "OX"[btoi(personFirst)])
	for {
		m.draw(w)
		if _, over := g.Over(m.p); over {
			break
		}
		s := m.scores()
		show(w, s)
		var c int
		if person {
			fmt.Fprintf(w, "your move (1-%d, q to quit): ", g.Width())
			if err := w.Flush(); err != nil {
				break
			}
			if c = ask(in, w, g, m.p); c < 0 {
				break
			}
		} else {
			c = bookBest(m.book, m.p, s)
			fmt.Fprintf(w, "solver plays %d\n", c+1)
		}
		if g.Wins(m.p, c) {
			m.p = g.Play(m.p, int8(c))
			m.moves += string(rune('1' + c))
			m.draw(w)
			if person {
				fmt.Fprintln(w, "you win")
			} else {
				fmt.Fprintln(w, "the solver wins")
			}
			return flush(w, stderr)
		}
		m.p = g.Play(m.p, int8(c))
		m.moves += string(rune('1' + c))
		person = !person
	}
	if g.IsFull(m.p) {
		fmt.Fprintln(w, "draw")
	}
	fmt.Fprintf(w, "moves: %s\n", m.moves)
	return flush(w, stderr)
}

// ask reads the person's column, asking again after a bad one; it returns
// -1 at the end of the input or on q.
func ask(in *bufio.Scanner, w *bufio.Writer, g c4.Game, p c4.Position) int {
	for in.Scan() {
		t := strings.TrimSpace(in.Text())
		if t == "q" {
			return -1
		}
		if len(t) == 1 && g.CanPlay(p, int(t[0])-'1') {
			return int(t[0] - '1')
		}
		fmt.Fprintf(w, "a column 1 to %d that is not full, or q: ", g.Width())
		if w.Flush() != nil {
			return -1
		}
	}
	return -1
}

// flush writes out what w holds and returns the exit status: 1 if that
// fails, with a message unless the reader closed the pipe.
func flush(w *bufio.Writer, stderr io.Writer) int {
	if err := w.Flush(); err != nil {
		if !errors.Is(err, syscall.EPIPE) {
			fmt.Fprintf(stderr, "connect4: writing output: %v\n", err)
		}
		return 1
	}
	return 0
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
