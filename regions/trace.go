package regions

import (
	"fmt"
	"math/bits"
)

// An event is a forced move during a probe.
type event struct {
	kind Deduction // Probe (the probed queen), Single, RegionInLine or LineInRegion
	u    unit      // Single: the unit with one cell left; RegionInLine, LineInRegion: the region
	at   Cell      // Single, Probe: the queen
	line unit      // RegionInLine, LineInRegion: the line
}

// A trace records the moves of one probe, and which move ruled out each
// cell, so that the explanation can name only the moves that matter.
type trace struct {
	sv     *solver
	start  state // before the probed queen
	events []event
	by     [MaxN][MaxN]int16 // the event that ruled out a cell, or -1
	dead   unit
}

// newTrace returns an empty trace of the moves from start.
func newTrace(sv *solver, start state) *trace {
	tr := &trace{sv: sv, start: start}
	for r := range tr.by {
		for c := range tr.by[r] {
			tr.by[r][c] = -1
		}
	}
	return tr
}

// add records event e, which took the state from before to after.
func (tr *trace) add(e event, before, after *state) {
	i := int16(len(tr.events))
	tr.events = append(tr.events, e)
	for r := range tr.sv.n {
		for f := before.cand[r] &^ after.cand[r]; f != 0; f &= f - 1 {
			tr.by[r][bits.TrailingZeros32(f)] = i
		}
	}
}

// end records the unit left without an open cell; tr may be nil.
func (tr *trace) end(u unit) {
	if tr != nil {
		tr.dead = u
	}
}

// need marks the events that ruled out the cells of m that were open at
// the start, and what they need in turn.
func (tr *trace) need(m mask, used []bool) {
	for r := range tr.sv.n {
		for f := m[r] & tr.start.cand[r]; f != 0; f &= f - 1 {
			if i := tr.by[r][bits.TrailingZeros32(f)]; i >= 0 && !used[i] {
				used[i] = true
				tr.need(tr.why(tr.events[i]), used)
			}
		}
	}
}

// why returns the cells whose loss made event e happen.
func (tr *trace) why(e event) mask {
	sv := tr.sv
	m := sv.unitCells(&tr.start, e.u)
	switch e.kind {
	case Single:
		m[e.at.Row] &^= 1 << e.at.Col
	case RegionInLine:
		m, _ = minusMask(m, sv.unitsMask(e.line.kind, 1<<e.line.index))
	case LineInRegion:
		m = sv.unitCells(&tr.start, e.line)
		m, _ = minusMask(m, sv.unitsMask(region, 1<<e.u.index))
	default:
		return mask{}
	}
	return m
}

// forced puts in words the moves after the probed queen that lead to the
// unit left without a cell, marking first the events that rule out its
// cells and what those need in turn.
func (tr *trace) forced() []string {
	used := make([]bool, len(tr.events))
	used[0] = true
	tr.need(tr.sv.unitCells(&tr.start, tr.dead), used)
	var parts []string
	for i, e := range tr.events[1:] {
		if !used[i+1] {
			continue
		}
		switch e.kind {
		case Single:
			parts = append(parts, fmt.Sprintf("%s would have one cell left, %v", name(e.u), e.at))
		case RegionInLine:
			parts = append(parts, fmt.Sprintf("%s would lie in %s", name(e.u), name(e.line)))
		case LineInRegion:
			parts = append(parts, fmt.Sprintf("%s would lie in %s", name(e.line), name(e.u)))
		}
	}
	return parts
}
