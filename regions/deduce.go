package regions

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"strconv"
)

// The deduction engine: Explain, and the deducer that makes one move at a
// time. Each rule has a file of its own: rule_attacks.go, rule_single.go,
// rule_regioninline.go, rule_lineinregion.go, rule_group.go and
// rule_probe.go. Single, RegionInLine and LineInRegion hold two forms side
// by side: the one-at-a-time form, and the bit-parallel kernel that a
// probe's rounds of forced moves run (propagate.go); the tests check that
// the two agree.

// A Deduction is one way of reasoning that the deduction engine uses. Each
// decides cells for certain: it never rules out a cell that holds a queen in
// some solution.
type Deduction int

const (
	// Attacks: the cells that share a row, column or region with a queen,
	// or touch it, are out.
	Attacks Deduction = iota + 1
	// Single: a row, column or region with one open cell left takes the
	// queen there.
	Single
	// RegionInLine: a region whose open cells lie in one row (or column)
	// takes that line's queen, so the rest of the line is out.
	RegionInLine
	// LineInRegion: a row (or column) whose open cells lie in one region
	// holds that region's queen, so the rest of the region is out.
	LineInRegion
	// Group: some regions whose open cells lie in as many rows (or columns)
	// take those lines' queens, so the lines' other cells are out.
	// Likewise, lines whose open cells lie in as many regions hold those
	// regions' queens, so the regions' other cells are out. A group holds two
	// regions (or lines) or more, found by a matching, not by trying every
	// set.
	Group
	// Probe: a queen on the cell would leave some row, column or region
	// without an open cell, so the cell is out. The unit may empty at once,
	// or after the moves the queen forces: Single, RegionInLine and
	// LineInRegion, applied to every unit in up to two rounds.
	Probe
	// Mistake: a queen or mark of the player's that the only solution
	// contradicts, in the Step's Wrong. Only Hint returns it.
	Mistake
	// Reveal: the rules find nothing from the player's position, so the
	// step shows a queen of the only solution. Only Hint returns it.
	Reveal
)

var ruleNames = [...]string{"", "Attacks", "Single", "RegionInLine", "LineInRegion", "Group", "Probe", "Mistake", "Reveal"}

// String returns the deduction's name as the constant spells it.
func (d Deduction) String() string {
	if d >= Attacks && d <= Reveal {
		return ruleNames[d]
	}
	return "Deduction(" + strconv.Itoa(int(d)) + ")"
}

// A Step is one move of Explain: the deduction used, the queens it places
// or the cells it rules out, and why, in words.
type Step struct {
	Deduction Deduction
	Queens    []Cell // cells that take a queen
	Cleared   []Cell // cells ruled out
	Wrong     []Cell // Mistake: the player's queen or mark to undo
	Why       string
}

// String returns the step in one line: the deduction, why, and what it
// decided. For example: "Single: row 1 has one open cell left; queen on
// r1c3", or "Attacks: ...; 14 cells out".
func (s Step) String() string {
	t := s.Deduction.String() + ": " + s.Why
	switch {
	case len(s.Queens) == 1:
		t += "; queen on " + s.Queens[0].String()
	case len(s.Queens) > 1:
		t += "; queens on " + fmt.Sprint(s.Queens)
	}
	switch {
	case len(s.Cleared) == 1:
		t += "; 1 cell out"
	case len(s.Cleared) > 1:
		t += "; " + strconv.Itoa(len(s.Cleared)) + " cells out"
	}
	return t
}

// ErrStuck is returned by Explain and Grade when no rule applies to a board
// not yet solved. Solving it needs a guess, or it has several solutions.
var ErrStuck = errors.New("regions: the rules run out before the board is solved")

// ErrNoSolution is returned by Explain and Grade when deduction proves that
// some row, column or region cannot take a queen: the board has no
// solution.
var ErrNoSolution = errors.New("regions: the board has no solution")

// Explain solves b the way a person would, one deduction at a time, and
// returns the steps. At each step it takes the easiest deduction there is:
// Attacks after every queen placed, then Single, RegionInLine and
// LineInRegion; only when these have nothing to say does it look for a
// Group or a Probe, the smallest group or the shortest probe first, a
// probe with r rounds of forced moves counting as a group of r+2 (a probe
// that fails at once comes before a group of two). If the rules run out
// first it returns the steps so far and ErrStuck; if the board proves to
// have no solution, ErrNoSolution; if the board is empty, an error.
//
// Each step decides at least one cell, so there are at most N²+N of them.
// The rules solve every one of 834 of LinkedIn's puzzles (sizes 7–11).
// Larger boards cost more, and the cost is heavy-tailed, as the rules try
// probe after probe: use ExplainContext to bound it.
func Explain(b *Board) ([]Step, error) {
	return explain(context.Background(), b)
}

// ExplainContext is Explain that gives up when ctx is done, returning the
// steps made so far, a partial solution, with ctx.Err(). It looks at ctx
// before each step and every 16 probes, so it returns within 100 ms of a
// cancel, however long Explain would take. A nil ctx is a programming
// error: ExplainContext panics.
func ExplainContext(ctx context.Context, b *Board) ([]Step, error) {
	if ctx == nil {
		panic("regions: nil Context")
	}
	return explain(ctx, b)
}

// explain is ExplainContext.
func explain(ctx context.Context, b *Board) ([]Step, error) {
	if b.empty() {
		return nil, errEmpty
	}
	d := newDeducer(b, true)
	if ctx.Done() != nil {
		d.ctx = ctx // else it never stops
	}
	var steps []Step
	err := d.run(func(m move) {
		st := Step{Deduction: m.rule, Cleared: d.cells(&m.out), Why: m.why}
		if m.rule == Single {
			st.Queens = []Cell{m.queen}
		}
		steps = append(steps, st)
	})
	return steps, err
}

// deducer is the board as the deduction engine sees it: the open cells and
// the queens placed. Unlike the search, placing a queen (Single) and ruling
// out what it attacks (Attacks) are separate steps.
type deducer struct {
	sv      *solver
	s       state
	explain bool            // put moves in words
	err     error           // set by a rule that finds the board has no solution, or on a stop
	ctx     context.Context // if not nil, stop with its error when it is done
	polls   int             // probes tried, for stopped
	pending []Cell          // cells the last full probe found out, not yet ruled out
	buf     [3 * MaxN]unit
}

// A move is one deduction as the engine makes it.
type move struct {
	rule  Deduction
	k     int  // Group: regions or lines in the group; Probe: rounds of forced moves
	queen Cell // Single: the queen placed
	out   mask // cells ruled out
	why   string
}

func newDeducer(b *Board, explain bool) *deducer {
	d := &deducer{sv: newSolver(b), explain: explain}
	d.s = d.sv.root()
	return d
}

// run makes moves until the board is solved, calling f with each; it
// stops with d.err if f sets it, or with ctx.Err() when d.ctx is done.
func (d *deducer) run(f func(move)) error {
	for d.s.rows != 0 {
		if d.ctx != nil {
			if err := d.ctx.Err(); err != nil {
				return err
			}
		}
		if u, ok := d.sv.dead(&d.s); ok {
			return fmt.Errorf("%w: %s has no open cell", ErrNoSolution, name(u))
		}
		m, ok := d.next()
		if d.err != nil {
			return d.err
		}
		if !ok {
			return ErrStuck
		}
		d.apply(&m)
		f(m)
		if d.err != nil {
			return d.err
		}
	}
	return nil
}

// next returns the easiest move that decides something new.
func (d *deducer) next() (move, bool) {
	for _, rule := range []func() (move, bool){d.attacks, d.single, d.regionInLine, d.lineInRegion} {
		if m, ok := rule(); ok {
			return m, true
		}
	}
	g, ok := d.group()
	if d.err != nil {
		return move{}, false
	}
	// A probe goes first if it is as easy as the group: a probe that fails
	// at once is as easy as a group of two, and each round of forced moves
	// it needs counts as one more unit in the group.
	limit := maxRounds
	if ok {
		limit = min(g.k-2, maxRounds)
	}
	if p, found := d.probe(limit); found || d.err != nil {
		return p, found
	}
	return g, ok
}

// pollEvery is how many probes a deducer tries between looks at its ctx:
// a probe takes a few microseconds on a 20×20 board.
const pollEvery = 16

// stopped reports whether d.ctx is done, looking at it once in pollEvery
// calls, and if so sets d.err to its error.
func (d *deducer) stopped() bool {
	if d.ctx == nil {
		return false
	}
	if d.polls++; d.polls%pollEvery != 0 {
		return false
	}
	d.err = d.ctx.Err()
	return d.err != nil
}

// apply carries out a move.
func (d *deducer) apply(m *move) {
	for r := range d.sv.n {
		d.s.cand[r] &^= m.out[r]
	}
	if m.rule == Single {
		c := m.queen
		d.s.queens[c.Row] = int8(c.Col)
		d.s.rows &^= 1 << c.Row
		d.s.cols &^= 1 << c.Col
		d.s.regs &^= 1 << d.sv.of[c.Row][c.Col]
		d.s.cand[c.Row] &^= 1 << c.Col
	}
}

// units returns the units without a queen, rows, columns, then regions,
// in buf.
func (d *deducer) units(buf *[3 * MaxN]unit) []unit {
	us := buf[:0]
	for _, k := range [...]struct {
		kind int
		open uint32
	}{{row, d.s.rows}, {col, d.s.cols}, {region, d.s.regs}} {
		for o := k.open; o != 0; o &= o - 1 {
			us = append(us, unit{k.kind, bits.TrailingZeros32(o)})
		}
	}
	return us
}

// dead returns a unit of s without a queen or an open cell, if there is one.
func (sv *solver) dead(s *state) (unit, bool) {
	var cols uint32
	for f := s.rows; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		if s.cand[r] == 0 {
			return unit{row, r}, true
		}
		cols |= s.cand[r]
	}
	if f := s.cols &^ cols; f != 0 {
		return unit{col, bits.TrailingZeros32(f)}, true
	}
	for f := s.regs; f != 0; f &= f - 1 {
		g := bits.TrailingZeros32(f)
		open := false
		for rs := sv.rows[g] & s.rows; rs != 0 && !open; rs &= rs - 1 {
			r := bits.TrailingZeros32(rs)
			open = s.cand[r]&sv.reg[g][r] != 0
		}
		if !open {
			return unit{region, g}, true
		}
	}
	return unit{}, false
}

// name names a unit for people: "row 3", "column 5", "region C".
func name(u unit) string {
	switch u.kind {
	case row:
		return "row " + strconv.Itoa(u.index+1)
	case col:
		return "column " + strconv.Itoa(u.index+1)
	}
	return "region " + letters[u.index:u.index+1]
}

// String names a cell for people, by row and column counted from 1:
// "r3c5".
func (c Cell) String() string {
	return "r" + strconv.Itoa(c.Row+1) + "c" + strconv.Itoa(c.Col+1)
}
