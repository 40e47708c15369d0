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
	p     c4.Position
	moves string // the columns played, 1 to 7
	sv    *minimax.Solver[c4.Position, int8]
	think time.Duration // the solver's time for all the columns of one turn
	book  *c4.Book      // nil for none
}

// draw writes the board, X for the first player and O for the second,
// with the column numbers under it.
func (m *match) draw(w io.Writer) {
	for row := c4.Rows - 1; row >= 0; row-- {
		var sb strings.Builder
		sb.WriteByte('|')
		for c := range c4.Columns {
			sb.WriteByte(' ')
			sb.WriteByte(" XO"[m.p.At(row, c)])
		}
		sb.WriteString(" |")
		fmt.Fprintln(w, sb.String())
	}
	fmt.Fprintln(w, "  1 2 3 4 5 6 7")
}

// scores returns the score of each column for the player to move (see
// c4.Scores), within the match's time to think.
func (m *match) scores() [c4.Columns]int {
	return bookScores(m.book, m.think, m.sv, m.p)
}

// show writes the scores of the columns.
func show(w io.Writer, s [c4.Columns]int) {
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
func play(stdin io.Reader, stdout, stderr io.Writer, start string, personFirst bool, think time.Duration, workers int, book *c4.Book) int {
	p, err := c4.Parse(start)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	m := &match{p: p, moves: start, think: think, book: book,
		sv: minimax.NewSolver(c4.Game{}, minimax.ValueOnly(), minimax.TableSize(c4.TableSize), minimax.Workers(cores(workers)))}
	w := bufio.NewWriter(stdout)
	in := bufio.NewScanner(stdin)
	person := personFirst == (p.Stones()%2 == 0) // whether the person is to move
	fmt.Fprintf(w, "Connect Four: you are %c. Scores: 0 a draw, more than 0 a win (the sooner the more), less than 0 a loss.\n", "OX"[btoi(personFirst)])
	for {
		m.draw(w)
		if _, over := (c4.Game{}).Over(m.p); over {
			break
		}
		s := m.scores()
		show(w, s)
		var c int
		if person {
			fmt.Fprint(w, "your move (1-7, q to quit): ")
			if err := w.Flush(); err != nil {
				break
			}
			if c = ask(in, w, m.p); c < 0 {
				break
			}
		} else {
			c = bookBest(m.book, m.p, s)
			fmt.Fprintf(w, "solver plays %d\n", c+1)
		}
		if m.p.Wins(c) {
			m.p = m.p.Play(c)
			m.moves += string(rune('1' + c))
			m.draw(w)
			if person {
				fmt.Fprintln(w, "you win")
			} else {
				fmt.Fprintln(w, "the solver wins")
			}
			return flush(w, stderr)
		}
		m.p = m.p.Play(c)
		m.moves += string(rune('1' + c))
		person = !person
	}
	if m.p.IsFull() {
		fmt.Fprintln(w, "draw")
	}
	fmt.Fprintf(w, "moves: %s\n", m.moves)
	return flush(w, stderr)
}

// ask reads the person's column, asking again after a bad one; it returns
// -1 at the end of the input or on q.
func ask(in *bufio.Scanner, w *bufio.Writer, p c4.Position) int {
	for in.Scan() {
		t := strings.TrimSpace(in.Text())
		if t == "q" {
			return -1
		}
		if len(t) == 1 && t[0] >= '1' && t[0] <= '7' && p.CanPlay(int(t[0]-'1')) {
			return int(t[0] - '1')
		}
		fmt.Fprint(w, "a column 1 to 7 that is not full, or q: ")
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
