package regions

import (
	"fmt"
	"math/bits"
	"strings"
)

// The Group rule, found by matching rather than by trying every set of
// units. Take the open regions and the open rows (or columns): the queens
// match each region to the row it sits in, one to one. If k regions have
// all their open cells in k rows, those rows' queens are theirs (Hall's
// marriage theorem, with equality), so the other regions' cells in those
// rows are out; the same with regions and rows swapped. Given one perfect
// matching, the smallest such set that holds a row r is what the row's
// matched region, the rows that region reaches, their matched regions and
// so on reach: a closure, one per row, so there is no need to try every
// set of k regions.

// group returns the Group move with the fewest units (at least 2), or sets
// d.err if some k regions have all their open cells in fewer than k lines
// (or the other way round).
func (d *deducer) group() (move, bool) {
	var best move
	found := false
	d.err = d.groups(func(lk, rk int, set, lns uint32) {
		k := bits.OnesCount32(set)
		if found && k >= best.k {
			return
		}
		out, n := d.minus(d.sv.unitsMask(rk, lns), d.sv.unitsMask(lk, set))
		if n == 0 {
			return
		}
		best, found = move{rule: Group, k: k, out: out}, true
		if d.explain {
			best.why = groupWhy(lk, rk, set, lns)
		}
	})
	return best, found && d.err == nil
}

// groups calls f with the smallest group that holds each open line (or
// region): set, units of kind lk, have all their open cells in lns, as many
// units of kind rk. Some sets may come more than once. If some units cannot
// all take a queen, it returns an error that says which.
func (d *deducer) groups(f func(lk, rk int, set, lns uint32)) error {
	for _, p := range [...][2]int{{region, row}, {row, region}, {region, col}, {col, region}} {
		left, right := d.open(p[0]), d.open(p[1])
		var adj [MaxN]uint32
		for g := left; g != 0; g &= g - 1 {
			l := bits.TrailingZeros32(g)
			m := d.sv.unitCells(&d.s, unit{p[0], l})
			adj[l] = d.sv.kindsOf(p[1], &m)
		}
		owner, short := match(&adj, left)
		if short != 0 {
			return crowdedErr(p[0], p[1], short, &adj)
		}
		for g := right; g != 0; g &= g - 1 {
			set, lns := closure(&adj, &owner, bits.TrailingZeros32(g))
			if set != left {
				f(p[0], p[1], set, lns)
			}
		}
	}
	return nil
}

// open returns the units of one kind without a queen.
func (d *deducer) open(kind int) uint32 {
	switch kind {
	case row:
		return d.s.rows
	case col:
		return d.s.cols
	}
	return d.s.regs
}

// kindsOf returns the units of one kind that hold cells of m.
func (sv *solver) kindsOf(kind int, m *mask) uint32 {
	rows, cols := lines(m)
	switch kind {
	case row:
		return rows
	case col:
		return cols
	}
	return sv.regionsOf(m)
}

// match finds a matching of the units in left to their neighbours adj[l]
// that covers every one: owner[r] is the left unit matched to r. If there
// is none, short is a set of left units with fewer neighbours than units.
func match(adj *[MaxN]uint32, left uint32) (owner [MaxN]int8, short uint32) {
	for i := range owner {
		owner[i] = -1
	}
	for f := left; f != 0; f &= f - 1 {
		l := bits.TrailingZeros32(f)
		var seen uint32
		if !augment(adj, &owner, l, &seen) {
			// The units reached from l by alternating paths have only the
			// matched neighbours seen: one fewer than themselves.
			short = 1 << l
			for g := seen; g != 0; g &= g - 1 {
				short |= 1 << owner[bits.TrailingZeros32(g)]
			}
			return owner, short
		}
	}
	return owner, 0
}

// augment looks for a path that matches l, through neighbours not yet
// seen, and matches it.
func augment(adj *[MaxN]uint32, owner *[MaxN]int8, l int, seen *uint32) bool {
	for f := adj[l] &^ *seen; f != 0; f &= f - 1 {
		r := bits.TrailingZeros32(f)
		if *seen&(1<<r) != 0 {
			continue
		}
		*seen |= 1 << r
		if owner[r] < 0 || augment(adj, owner, int(owner[r]), seen) {
			owner[r] = int8(l)
			return true
		}
	}
	return false
}

// closure returns the smallest set of left units whose neighbours, lns,
// include r and number as many as the set: r's owner, its neighbours'
// owners, and so on.
func closure(adj *[MaxN]uint32, owner *[MaxN]int8, r int) (set, lns uint32) {
	lns = 1 << r
	for todo := lns; todo != 0; {
		x := bits.TrailingZeros32(todo)
		todo &^= 1 << x
		l := int(owner[x])
		set |= 1 << l
		todo |= adj[l] &^ lns
		lns |= adj[l]
	}
	return set, lns
}

// crowdedErr explains why the units in short cannot all take a queen.
func crowdedErr(lk, rk int, short uint32, adj *[MaxN]uint32) error {
	var lns uint32
	for f := short; f != 0; f &= f - 1 {
		lns |= adj[bits.TrailingZeros32(f)]
	}
	if lns == 0 {
		return fmt.Errorf("%w: %s has no open cell", ErrNoSolution, list(lk, short))
	}
	return fmt.Errorf("%w: %s have all their open cells in %s", ErrNoSolution, list(lk, short), list(rk, lns))
}

// groupWhy puts a Group move in words.
func groupWhy(lk, rk int, set, lns uint32) string {
	ls, rs := list(lk, set), list(rk, lns)
	if lk == region {
		return fmt.Sprintf("%s have all their open cells in %s, so the queens of those %s are theirs: the other cells of those %s are out",
			ls, rs, plural(rk), plural(rk))
	}
	return fmt.Sprintf("%s have all their open cells in %s, so those regions' queens are in these %s: the other cells of those regions are out",
		ls, rs, plural(lk))
}

func plural(kind int) string {
	return [...]string{"rows", "columns", "regions"}[kind]
}

// list names the units of one kind in set: "rows 2, 3 and 5", "regions A
// and C".
func list(kind int, set uint32) string {
	var names []string
	for f := set; f != 0; f &= f - 1 {
		i := bits.TrailingZeros32(f)
		if kind == region {
			names = append(names, letters[i:i+1])
		} else {
			names = append(names, fmt.Sprint(i+1))
		}
	}
	if len(names) == 1 {
		return name(unit{kind, bits.TrailingZeros32(set)})
	}
	last := len(names) - 1
	return plural(kind) + " " + strings.Join(names[:last], ", ") + " and " + names[last]
}
