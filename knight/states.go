package knight

import "math/bits"

// The frontier counter's lists of states: sorted by key, each key once.

// An entry is a state's key and its count.
type entry struct{ key, val uint64 }

// grow returns buf with room for n entries.
func grow(buf []entry, n int) []entry {
	if cap(buf) < n {
		return make([]entry, n, n+n/4)
	}
	return buf[:n]
}

// sortSum sorts a by key, with tmp (as long as a) as scratch, and adds up
// the counts of equal keys. It returns the entries, each key once, in a or
// tmp, and whether a count overflowed (or over already).
func sortSum(a, tmp []entry, over bool) ([]entry, bool) {
	var most uint64
	for _, e := range a {
		most |= e.key
	}
	for shift := 0; most>>shift != 0; shift += 11 {
		var at [1 << 11]int
		for _, e := range a {
			at[e.key>>shift&(1<<11-1)]++
		}
		sum := 0
		for d, c := range at {
			at[d] = sum
			sum += c
		}
		for _, e := range a {
			d := e.key >> shift & (1<<11 - 1)
			tmp[at[d]] = e
			at[d]++
		}
		a, tmp = tmp, a
	}
	n := 0
	for i, e := range a {
		if i > 0 && e.key == a[n-1].key {
			var c uint64
			a[n-1].val, c = bits.Add64(a[n-1].val, e.val, 0)
			over = over || c != 0
			continue
		}
		a[n] = e
		n++
	}
	return a[:n], over
}

// merge appends to dst the sorted lists of parts merged, adding up the
// counts of equal keys, and reports whether a count overflowed.
func merge(dst []entry, parts [][]entry) ([]entry, bool) {
	over := false
	for {
		best := -1
		for i, p := range parts {
			if len(p) > 0 && (best < 0 || p[0].key < parts[best][0].key) {
				best = i
			}
		}
		if best < 0 {
			return dst, over
		}
		e := parts[best][0]
		parts[best] = parts[best][1:]
		if n := len(dst); n > 0 && dst[n-1].key == e.key {
			var c uint64
			dst[n-1].val, c = bits.Add64(dst[n-1].val, e.val, 0)
			over = over || c != 0
			continue
		}
		dst = append(dst, e)
	}
}
