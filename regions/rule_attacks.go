package regions

import "fmt"

// The Attacks rule: a queen rules out its row, column and region and the
// cells around it. A probe's round needs no form of its own: place does
// the same to the state it returns.

// attacked returns the cells a queen on (r, c) attacks: its row, column and
// region, and the cells around it.
func (sv *solver) attacked(r, c int) mask {
	var m mask
	bit := uint32(1) << c
	g := sv.of[r][c]
	for i := range sv.n {
		m[i] = bit | sv.reg[g][i]
	}
	m[r] = sv.full
	near := (bit | bit<<1 | bit>>1) & sv.full
	if r > 0 {
		m[r-1] |= near
	}
	if r+1 < sv.n {
		m[r+1] |= near
	}
	return m
}

func (d *deducer) attacks() (move, bool) {
	for r := range d.sv.n {
		if d.s.rows&(1<<r) != 0 {
			continue
		}
		c := int(d.s.queens[r])
		if m, k := d.and(d.sv.attacked(r, c)); k > 0 {
			mv := move{rule: Attacks, out: m}
			if d.explain {
				mv.why = fmt.Sprintf("the queen on %v rules out its row, column, region and neighbours", Cell{r, c})
			}
			return mv, true
		}
	}
	return move{}, false
}
