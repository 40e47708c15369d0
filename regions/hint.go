package regions

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/go-puzzles/puzzles/queens"
)

// Hints: from a player's position, the first mistake, else the next step
// of the deduction engine, started from the position rather than from the
// empty board.

// A Position is a player's progress on a board: the queens placed and the
// cells marked as holding no queen, in any order.
type Position struct {
	Queens []Cell // cells the player put a queen on
	Marks  []Cell // cells the player marked empty
}

// ErrSolved is returned by Hint when the position holds every queen of the
// solution and no mistake: there is no next step.
var ErrSolved = errors.New("regions: the position is solved")

// errSeveral is the error of Hint on a board with more than one solution.
var errSeveral = errors.New("regions: the board has more than one solution, so a hint cannot be sure of any cell")

// errHinted stops the deducer after its first move.
var errHinted = errors.New("regions: hinted")

// Hint returns the next step a person would take from position p on b: the
// first mistake in p, else the next deduction.
//
// A queen of p where the only solution has none, or a mark where it has
// one, is a mistake. Hint reports one: the step's Deduction is Mistake,
// Wrong holds the cell, and Why says how to see it. A queen that shares a
// row, column or region with another queen, or touches one, comes first;
// then the wrong cell that soonest leaves a row, column or region without
// a cell for its queen, given the player's right queens and marks, at once
// or after up to two rounds of forced moves as a Probe follows them (ties
// go to queens, then to reading order). Failing both, Why says plainly
// that the only solution holds otherwise.
//
// Else Hint takes the player's queens to rule out what they attack, marked
// or not, and the marks their cells, and returns the first move Explain's
// rules make from there: it places a queen the player has not placed or
// rules out cells the player has neither marked nor attacked, so it is
// never Attacks. Where the rules find nothing, as on a board that needs a
// guess, the step is a Reveal: the solution's queen in the row, column or
// region with the fewest open cells. Playing every step solves the board,
// and then Hint returns ErrSolved.
//
// b must have exactly one solution: ErrNoSolution if it has none, an error
// if it has more; an empty board, and a cell of p off the board, twice in
// p, or both a queen and a mark are errors too.
//
// Hint costs what Count(b, 2) costs, to find the solution, and then one
// step of Explain: at most a probe of every open cell, each a few rounds
// of forced moves over the board; a mistake costs such rounds for each
// wrong cell of p instead. Playing a board by its hints, up to N²+N of
// them, costs about what Explain costs plus N²+N such counts.
func Hint(b *Board, p Position) (Step, error) {
	return hint(context.Background(), b, p)
}

// HintContext is Hint that gives up when ctx is done, returning the zero
// Step and ctx.Err() within 100 ms. A nil ctx is a programming error:
// HintContext panics.
func HintContext(ctx context.Context, b *Board, p Position) (Step, error) {
	if ctx == nil {
		panic("regions: nil Context")
	}
	return hint(ctx, b, p)
}

// hint is HintContext.
func hint(ctx context.Context, b *Board, p Position) (Step, error) {
	if err := ctx.Err(); err != nil {
		return Step{}, err
	}
	if b.empty() {
		return Step{}, errEmpty
	}
	h := &hinter{sv: newSolver(b)}
	if err := h.read(p); err != nil {
		return Step{}, err
	}
	if err := h.solve(ctx); err != nil {
		return Step{}, err
	}
	if st, ok := h.mistake(); ok {
		return st, nil
	}
	d := &deducer{sv: h.sv, s: h.right(), explain: true}
	if d.s.rows == 0 {
		return Step{}, ErrSolved
	}
	if ctx.Done() != nil {
		d.ctx = ctx // else it never stops
	}
	var st Step
	err := d.run(func(m move) {
		st = Step{Deduction: m.rule, Cleared: d.cells(&m.out), Why: m.why}
		if m.rule == Single {
			st.Queens = []Cell{m.queen}
		}
		d.err = errHinted
	})
	switch err {
	case errHinted:
		return st, nil
	case ErrStuck:
		return h.reveal(&d.s), nil
	}
	return Step{}, err // ctx.Err(); ErrNoSolution cannot come from a right position
}

// A hinter holds what Hint knows of a board and a position.
type hinter struct {
	sv            *solver
	sol           queens.Placement
	queens, marks []Cell // the position's, in reading order
}

// read checks p against the board and keeps its cells in reading order.
func (h *hinter) read(p Position) error {
	n := h.sv.n
	var on [MaxN][MaxN]uint8 // 1 a queen, 2 a mark
	for _, set := range [...]struct {
		cells []Cell
		kind  uint8
		what  string
	}{{p.Queens, 1, "queen"}, {p.Marks, 2, "mark"}} {
		for _, c := range set.cells {
			if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
				return fmt.Errorf("regions: %s %v is off the %d×%d board", set.what, c, n, n)
			}
			switch on[c.Row][c.Col] {
			case set.kind:
				return fmt.Errorf("regions: two %ss on %v", set.what, c)
			case 1:
				return fmt.Errorf("regions: %v holds a queen and a mark", c)
			}
			on[c.Row][c.Col] = set.kind
		}
	}
	h.queens = slices.SortedFunc(slices.Values(p.Queens), byReading)
	h.marks = slices.SortedFunc(slices.Values(p.Marks), byReading)
	return nil
}

func byReading(a, b Cell) int {
	if a.Row != b.Row {
		return a.Row - b.Row
	}
	return a.Col - b.Col
}

// solve finds the only solution of the board.
func (h *hinter) solve(ctx context.Context) error {
	var sols []queens.Placement
	_, err := h.sv.search().Walk(ctx, func(s state) bool {
		sols = append(sols, h.sv.placement(s))
		return len(sols) < 2
	})
	switch {
	case err != nil:
		return err
	case len(sols) == 0:
		return ErrNoSolution
	case len(sols) > 1:
		return errSeveral
	}
	h.sol = sols[0]
	return nil
}

// right returns the state of the position's right queens, with what they
// attack ruled out, and right marks.
func (h *hinter) right() state {
	s := h.sv.root()
	for _, q := range h.queens {
		if h.sol[q.Row] == q.Col {
			s = h.sv.place(s, q.Row, q.Col)
		}
	}
	for _, m := range h.marks {
		if h.sol[m.Row] != m.Col {
			s.cand[m.Row] &^= 1 << m.Col
		}
	}
	return s
}

// mistake returns the Mistake step of the first wrong cell of the
// position, if it has one (see Hint for the order).
func (h *hinter) mistake() (Step, bool) {
	var wrong []Cell // the wrong queens, then the wrong marks
	for _, q := range h.queens {
		if h.sol[q.Row] != q.Col {
			wrong = append(wrong, q)
		}
	}
	nq := len(wrong)
	for _, m := range h.marks {
		if h.sol[m.Row] == m.Col {
			wrong = append(wrong, m)
		}
	}
	if len(wrong) == 0 {
		return Step{}, false
	}
	step := func(c Cell, why string) (Step, bool) {
		return Step{Deduction: Mistake, Wrong: []Cell{c}, Why: why}, true
	}
	for _, w := range wrong[:nq] {
		if why, ok := h.clash(w); ok {
			return step(w, fmt.Sprintf("the queen on %v cannot be right: %s", w, why))
		}
	}
	// No queen attacks another, so each wrong queen's cell is open in s.
	s := h.right()
	best, soonest := -1, maxRounds+1
	for i, c := range wrong {
		t := h.try(s, c, i < nq)
		if rounds, _, dead := h.sv.propagate(&t, maxRounds, nil); dead && rounds < soonest {
			best, soonest = i, rounds
		}
	}
	if best >= 0 {
		c := wrong[best]
		return step(c, h.forcedWhy(s, c, best < nq, soonest))
	}
	if nq > 0 {
		return step(wrong[0], fmt.Sprintf("the queen on %v cannot be right: the only solution has no queen there", wrong[0]))
	}
	return step(wrong[0], fmt.Sprintf("the mark on %v cannot be right: the only solution has a queen there", wrong[0]))
}

// clash says how queen w attacks another queen of the position, a right
// one if it can.
func (h *hinter) clash(w Cell) (string, bool) {
	why, found := "", false
	for _, q := range h.queens {
		if q == w || h.sv.attacked(w.Row, w.Col)[q.Row]&(1<<q.Col) == 0 {
			continue
		}
		if !found || h.sol[q.Row] == q.Col {
			why, found = h.relation(w, q), true
		}
		if h.sol[q.Row] == q.Col {
			break
		}
	}
	return why, found
}

// relation says how queens a and b attack each other.
func (h *hinter) relation(a, b Cell) string {
	var u unit
	switch g := int(h.sv.of[a.Row][a.Col]); {
	case a.Row == b.Row:
		u = unit{row, a.Row}
	case a.Col == b.Col:
		u = unit{col, a.Col}
	case g == int(h.sv.of[b.Row][b.Col]):
		u = unit{region, g}
	default:
		return fmt.Sprintf("it touches the queen on %v", b)
	}
	return fmt.Sprintf("it shares %s with the queen on %v", name(u), b)
}

// try returns s with a queen on c, or with c ruled out.
func (h *hinter) try(s state, c Cell, queen bool) state {
	if queen {
		return h.sv.place(s, c.Row, c.Col)
	}
	s.cand[c.Row] &^= 1 << c.Col
	return s
}

// forcedWhy follows the moves that a queen on c (or a mark) forces from s
// again, in the given rounds, and puts the ones that lead to a unit
// without a cell in words.
func (h *hinter) forcedWhy(s state, c Cell, queen bool, rounds int) string {
	tr := newTrace(h.sv, s)
	t := h.try(s, c, queen)
	tr.add(event{kind: Probe, at: c}, &s, &t)
	h.sv.propagate(&t, rounds, tr)
	lead, with := "the queen on "+c.String(), "with it"
	if !queen {
		lead, with = "the mark on "+c.String(), "with "+c.String()+" out"
	}
	parts := tr.forced()
	if len(parts) == 0 {
		return fmt.Sprintf("%s cannot be right: it leaves %s no cell for its queen", lead, name(tr.dead))
	}
	return fmt.Sprintf("%s cannot be right: %s, %s; and %s would have no cell left for its queen",
		lead, with, strings.Join(parts, "; "), name(tr.dead))
}

// reveal returns the Reveal step of s: the solution's queen in the unit
// with the fewest open cells.
func (h *hinter) reveal(s *state) Step {
	var sp spans
	u, _ := h.sv.tightest(s, &sp)
	var at Cell
	for r, c := range h.sol {
		if u.kind == row && r == u.index || u.kind == col && c == u.index ||
			u.kind == region && int(h.sv.of[r][c]) == u.index {
			at = Cell{r, c}
			break
		}
	}
	return Step{Deduction: Reveal, Queens: []Cell{at},
		Why: fmt.Sprintf("the rules find nothing more from here: the only solution puts %s's queen on %v", name(u), at)}
}
