package regions

// The forced moves of a probe: rounds of the bit-parallel kernels of
// Single, RegionInLine and LineInRegion.

// propagate applies rounds of forced moves to s, at most limit of them,
// until a unit is dead or nothing changes. It reports how many rounds and
// moves it made and whether a unit died. If tr is not nil it records every
// move.
func (sv *solver) propagate(s *state, limit int, tr *trace) (rounds, moves int, dead bool) {
	if u, dead := sv.dead(s); dead {
		tr.end(u)
		return 0, 0, true
	}
	for round := 1; round <= limit; round++ {
		before := *s
		moves += sv.round(s, tr)
		if u, dead := sv.dead(s); dead {
			tr.end(u)
			return round, moves, true
		}
		if s.cand == before.cand {
			break
		}
	}
	return 0, moves, false
}

// round applies Single, RegionInLine and LineInRegion once to every unit
// of s, and returns how many moves it made: Single to the rows and
// columns, then one pass over the regions for Single and RegionInLine,
// noting the lines each region lies in, then LineInRegion from those notes.
func (sv *solver) round(s *state, tr *trace) int {
	moves := sv.forceLines(s, tr)
	var in regionLines
	moves += sv.forceRegions(s, tr, &in)
	moves += sv.confineRegions(s, tr, &in)
	return moves
}

// force places the queen that unit u's last open cell, (r, c), must take.
func (sv *solver) force(s *state, tr *trace, u unit, r, c int) int {
	if tr == nil {
		*s = sv.place(*s, r, c)
		return 1
	}
	before := *s
	*s = sv.place(*s, r, c)
	tr.add(event{kind: Single, u: u, at: Cell{r, c}}, &before, s)
	return 1
}

// clear rules out the cells out of s, and returns 1 if that changes s,
// else 0.
func (sv *solver) clear(s *state, tr *trace, e event, out *mask) int {
	before := *s
	for i := range sv.n {
		s.cand[i] &^= out[i]
	}
	if s.cand == before.cand {
		return 0
	}
	if tr != nil {
		tr.add(e, &before, s)
	}
	return 1
}
