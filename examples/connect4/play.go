package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-puzzles/puzzles/minimax"
)

// match is a game between a person and the solver.
type match struct {
	p     position
	moves string // the columns played, 1 to 7
	sv    *minimax.Solver[position, int8]
	think time.Duration // the solver's time for all the columns of one turn
}

// unknown marks a column the solver could not score in time.
const unknown = -100

// draw writes the board, X for the first player and O for the second,
// with the column numbers under it.
func (m *match) draw(w io.Writer) {
	first := m.p.cur // the stones of the player to move
	if m.p.stones()%2 == 1 {
		first = m.p.cur ^ m.p.mask
	}
	for row := height - 1; row >= 0; row-- {
		var sb strings.Builder
		sb.WriteByte('|')
		for c := range width {
			bit := uint64(1) << (c*(height+1) + row)
			switch {
			case m.p.mask&bit == 0:
				sb.WriteString(" .")
			case first&bit != 0:
				sb.WriteString(" X")
			default:
				sb.WriteString(" O")
			}
		}
		sb.WriteString(" |")
		fmt.Fprintln(w, sb.String())
	}
	fmt.Fprintln(w, "  1 2 3 4 5 6 7")
}

// scores returns the score of each column for the player to move in the
// test sets' convention, -1000 for a full column and unknown for one not
// solved within the time left.
func (m *match) scores() [width]int {
	var s [width]int
	deadline := time.Now().Add(m.think)
	for c := range width {
		move := m.p.free() & colMask(c)
		switch {
		case move == 0:
			s[c] = -1000
		case spots(m.p.cur, m.p.mask)&move != 0:
			s[c] = (cells + 1 - m.p.stones()) / 2
		case m.p.mask|move == full:
			s[c] = 0
		default:
			ctx, cancel := context.WithDeadline(context.Background(), deadline)
			q := m.p.drop(move)
			r, err := m.sv.SolveContext(ctx, q)
			cancel()
			s[c] = unknown
			if err == nil {
				s[c] = -score(q, r.Outcome, r.Plies)
			}
		}
	}
	return s
}

// best is the column the solver plays: the best score, an unknown one
// before a known loss, the centre first among equals.
func best(s [width]int) int {
	rank := func(v int) int {
		if v == unknown {
			return -1 // better than any loss, worse than a draw
		}
		if v < 0 {
			return v - 100
		}
		return v
	}
	c := -1
	for _, o := range order {
		if s[o] > -1000 && (c < 0 || rank(s[o]) > rank(s[c])) {
			c = int(o)
		}
	}
	return c
}

// show writes the scores of the columns.
func show(w io.Writer, s [width]int) {
	var sb strings.Builder
	sb.WriteString("scores:")
	for _, v := range s {
		switch v {
		case -1000:
			sb.WriteString("  -")
		case unknown:
			sb.WriteString("  ?")
		default:
			fmt.Fprintf(&sb, " %2d", v)
		}
	}
	fmt.Fprintln(w, sb.String())
}

// play runs a game in the terminal: the person types a column, the solver
// answers, both see the board and the solver's score of every column.
func play(stdin io.Reader, stdout, stderr io.Writer, start string, personFirst bool, think time.Duration) int {
	p, err := parse(start)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	m := &match{p: p, moves: start, think: think,
		sv: minimax.NewSolver(game{}, minimax.ValueOnly(), minimax.TableSize(tableSize))}
	w := bufio.NewWriter(stdout)
	in := bufio.NewScanner(stdin)
	person := personFirst == (p.stones()%2 == 0) // whether the person is to move
	fmt.Fprintf(w, "Connect Four: you are %c. Scores: 0 a draw, more than 0 a win (the sooner the more), less than 0 a loss.\n", "OX"[btoi(personFirst)])
	for {
		m.draw(w)
		if _, over := (game{}).Over(m.p); over {
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
			c = best(s)
			fmt.Fprintf(w, "solver plays %d\n", c+1)
		}
		if spots(m.p.cur, m.p.mask)&m.p.free()&colMask(c) != 0 {
			m.p = m.p.drop(m.p.free() & colMask(c))
			m.moves += string(rune('1' + c))
			m.draw(w)
			if person {
				fmt.Fprintln(w, "you win")
			} else {
				fmt.Fprintln(w, "the solver wins")
			}
			return flush(w, stderr)
		}
		m.p = m.p.drop(m.p.free() & colMask(c))
		m.moves += string(rune('1' + c))
		person = !person
	}
	if m.p.mask == full {
		fmt.Fprintln(w, "draw")
	}
	fmt.Fprintf(w, "moves: %s\n", m.moves)
	return flush(w, stderr)
}

// ask reads the person's column, asking again after a bad one; it returns
// -1 at the end of the input or on q.
func ask(in *bufio.Scanner, w *bufio.Writer, p position) int {
	for in.Scan() {
		t := strings.TrimSpace(in.Text())
		if t == "q" {
			return -1
		}
		if len(t) == 1 && t[0] >= '1' && t[0] <= '7' && p.free()&colMask(int(t[0]-'1')) != 0 {
			return int(t[0] - '1')
		}
		fmt.Fprint(w, "a column 1 to 7 that is not full, or q: ")
		if w.Flush() != nil {
			return -1
		}
	}
	return -1
}

func flush(w *bufio.Writer, stderr io.Writer) int {
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "connect4: writing output: %v\n", err)
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
