package regions

import (
	"fmt"
	"image/color"
	"iter"
)

// RuleFormsAgree puts queens on b (none may attack another), rules out the
// cells out, and compares the two forms of rule (Single, RegionInLine or
// LineInRegion): the one-at-a-time form that Explain uses and the
// bit-parallel round that a probe follows. They agree if every move of the
// rule in the round is a move the one-at-a-time form makes in the state just
// before it, and every move the one-at-a-time form makes in the first state
// has been made by the end of the round; once a unit has no open cell left
// neither side is checked further, as a probe stops there. It returns how
// many moves it compared, and an error that says how the forms differ.
func RuleFormsAgree(rule Deduction, b *Board, queens, out []Cell) (int, error) {
	sv := newSolver(b)
	s := sv.root()
	for _, q := range queens {
		if s.cand[q.Row]&(1<<q.Col) == 0 {
			return 0, fmt.Errorf("queen on %v is attacked", q)
		}
		s = sv.place(s, q.Row, q.Col)
	}
	for _, c := range out {
		s.cand[c.Row] &^= 1 << c.Col
	}
	n, err := roundMovesAreRuleMoves(sv, s, rule)
	if err != nil {
		return n, err
	}
	k, err := ruleMovesAreRoundMoves(sv, s, rule)
	return n + k, err
}

// roundMovesAreRuleMoves checks that each move of rule in a round from s is
// a move of its one-at-a-time form, replaying the round's moves from s.
func roundMovesAreRuleMoves(sv *solver, s state, rule Deduction) (int, error) {
	tr := newTrace(sv, s)
	after := s
	sv.round(&after, tr)
	cur, checked := s, 0
	for i, e := range tr.events {
		var gone mask // the cells move i ruled out
		for r := range sv.n {
			for c := range sv.n {
				if tr.by[r][c] == int16(i) {
					gone[r] |= 1 << c
				}
			}
		}
		if _, dead := sv.dead(&cur); !dead && e.kind == rule { // a probe stops at a death
			checked++
			same := func(m move) bool { return m.out == gone }
			if rule == Single {
				same = func(m move) bool { return m.queen == e.at }
			}
			if !someMove(ruleMoves(sv, cur, rule), same) {
				on := name(e.u) + " at " + e.at.String()
				if rule != Single {
					on = name(e.u) + " and " + name(e.line)
				}
				return checked, fmt.Errorf("the round's %v move on %s (ruling out %v) is not a one-at-a-time move",
					rule, on, (&deducer{sv: sv}).cells(&gone))
			}
		}
		if e.kind == Single {
			cur = sv.place(cur, e.at.Row, e.at.Col)
		} else {
			for r := range sv.n {
				cur.cand[r] &^= gone[r]
			}
		}
	}
	if cur != after {
		return checked, fmt.Errorf("replaying the round's %d moves does not give the round's state", len(tr.events))
	}
	return checked, nil
}

// ruleMovesAreRoundMoves checks that each one-at-a-time move of rule in s
// has been made by the end of a round from s, unless a unit has died.
func ruleMovesAreRoundMoves(sv *solver, s state, rule Deduction) (int, error) {
	after := s
	sv.round(&after, nil)
	if _, dead := sv.dead(&after); dead {
		return 0, nil
	}
	checked := 0
	for m := range ruleMoves(sv, s, rule) {
		checked++
		if rule == Single {
			if q := m.queen; after.rows&(1<<q.Row) != 0 || int(after.queens[q.Row]) != q.Col {
				return checked, fmt.Errorf("the round does not place the Single queen on %v", q)
			}
			continue
		}
		for r := range sv.n {
			if m.out[r]&after.cand[r] != 0 {
				return checked, fmt.Errorf("the round leaves open cells of the %v move %q", rule, m.why)
			}
		}
	}
	return checked, nil
}

// ruleMoves returns the one-at-a-time moves of rule in s.
func ruleMoves(sv *solver, s state, rule Deduction) iter.Seq[move] {
	d := &deducer{sv: sv, s: s, explain: true}
	switch rule {
	case Single:
		return d.singles
	case RegionInLine:
		return d.regionInLines
	case LineInRegion:
		return d.lineInRegions
	}
	panic("regions: no bit-parallel form of " + rule.String())
}

// someMove reports whether some move of seq satisfies f.
func someMove(seq iter.Seq[move], f func(move) bool) bool {
	for m := range seq {
		if f(m) {
			return true
		}
	}
	return false
}

// Apart returns the least CIE76 difference between a and b over normal
// vision and the three simulated dichromacies.
func Apart(a, b color.RGBA) float64 {
	sa, sb := seen(a), seen(b)
	return distance(&sa, &sb)
}

// Lab returns the CIE Lab coordinates of c as a person with vision v sees
// it: 0 normal, 1 deuteranopia, 2 protanopia, 3 tritanopia.
func Lab(c color.RGBA, v int) [3]float64 { return seen(c)[v] }

// Simulate returns c as a person with vision v sees it, in sRGB.
func Simulate(c color.RGBA, v int) color.RGBA { return encode(simulate(decode(c), vision(v))) }

// Contrast is the WCAG 2 contrast ratio of a and b.
var Contrast = contrast

// Palette returns theme t's candidate colours.
func Palette(t Theme) []color.RGBA { return palettes[t][:] }
