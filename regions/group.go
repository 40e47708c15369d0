package regions

import (
	"fmt"
	"math/bits"
	"strings"
)

// maxGroup is the largest k the Group rule tries.
const maxGroup = 4

// subsets calls try for every set of 2..maxGroup items of avail whose spans
// (span[i] for item i) together cover as many bits as the set has items,
// until try returns true. Sets that already cover too many bits are not
// extended.
func subsets(span *[MaxN]uint32, avail uint32, try func(set, union uint32) bool) bool {
	var walk func(set, union uint32, from int) bool
	walk = func(set, union uint32, from int) bool {
		k := bits.OnesCount32(set)
		if k >= 2 && bits.OnesCount32(union) == k && try(set, union) {
			return true
		}
		if k == maxGroup {
			return false
		}
		for f := avail >> from; f != 0; f &= f - 1 {
			i := from + bits.TrailingZeros32(f)
			u := union | span[i]
			if bits.OnesCount32(u) <= maxGroup {
				if walk(set|1<<i, u, i+1) {
					return true
				}
			}
		}
		return false
	}
	return walk(0, 0, 0)
}

func (d *deducer) group() (Step, bool) {
	var st Step
	for _, kind := range []int{row, col} {
		// k regions in k lines.
		var span [MaxN]uint32
		for f := d.s.regs; f != 0; f &= f - 1 {
			g := bits.TrailingZeros32(f)
			m := d.unitCells(unit{region, g})
			rows, cols := lines(&m)
			span[g] = rows
			if kind == col {
				span[g] = cols
			}
		}
		if subsets(&span, d.s.regs, func(set, union uint32) bool {
			out, n := d.minus(d.lineMask(kind, union), d.regionMask(set))
			if n > 0 {
				st = Step{Group, nil, d.cells(&out), fmt.Sprintf("regions %s lie in %s, so the rest of those lines is out",
					d.list(region, set), d.list(kind, union))}
			}
			return n > 0
		}) {
			return st, true
		}
		// k lines in k regions.
		open := d.s.rows
		if kind == col {
			open = d.s.cols
		}
		for f := open; f != 0; f &= f - 1 {
			i := bits.TrailingZeros32(f)
			m := d.unitCells(unit{kind, i})
			span[i] = d.regionsOf(&m)
		}
		if subsets(&span, open, func(set, union uint32) bool {
			out, n := d.minus(d.regionMask(union), d.lineMask(kind, set))
			if n > 0 {
				st = Step{Group, nil, d.cells(&out), fmt.Sprintf("%s lie in regions %s, so the rest of those regions is out",
					d.list(kind, set), d.list(region, union))}
			}
			return n > 0
		}) {
			return st, true
		}
	}
	return Step{}, false
}

// list names the units of one kind in set: "rows 2, 3", "regions A, C".
func (d *deducer) list(kind int, set uint32) string {
	var names []string
	for f := set; f != 0; f &= f - 1 {
		name := d.name(unit{kind, bits.TrailingZeros32(f)})
		names = append(names, name[strings.IndexByte(name, ' ')+1:])
	}
	word := map[int]string{row: "rows ", col: "columns ", region: ""}[kind]
	return word + strings.Join(names, ", ")
}

func (d *deducer) probe() (Step, bool) {
	for r := range d.sv.n {
		for f := d.s.cand[r]; f != 0; f &= f - 1 {
			c := bits.TrailingZeros32(f)
			t := deducer{sv: d.sv, s: d.sv.place(d.s, r, c)}
			if u, dead := t.empty(); dead {
				return Step{Probe, nil, []Cell{{r, c}},
					fmt.Sprintf("a queen on %v would leave %s without an open cell", Cell{r, c}, d.name(u))}, true
			}
		}
	}
	return Step{}, false
}
