package knight

import (
	"context"
	"math/bits"
)

// The frontier counter's lists of states: sorted by key, each key once.

// An entry is a state's key and its count.
type entry struct{ key, val uint64 }

// checkEvery is the most entries that sortSum and merge pass over between
// two looks at the context.
const checkEvery = 1 << 16

// sortSum sorts a by key, with tmp (as long as a) as scratch, and adds up
// the counts of equal keys. It returns the entries, each key once, in a or
// tmp, and whether a count overflowed (or over already), or ctx.Err() if ctx
// is done: it looks every checkEvery entries.
func sortSum(ctx context.Context, a, tmp []entry, over bool) ([]entry, bool, error) {
	var most uint64
	err := chunks(ctx, len(a), func(lo, hi int) {
		for _, e := range a[lo:hi] {
			most |= e.key
		}
	})
	for shift := 0; err == nil && most>>shift != 0; shift += 11 {
		var at [1 << 11]int
		err = chunks(ctx, len(a), func(lo, hi int) {
			for _, e := range a[lo:hi] {
				at[e.key>>shift&(1<<11-1)]++
			}
		})
		sum := 0
		for d, c := range at {
			at[d] = sum
			sum += c
		}
		if err == nil {
			err = chunks(ctx, len(a), func(lo, hi int) {
				for _, e := range a[lo:hi] {
					d := e.key >> shift & (1<<11 - 1)
					tmp[at[d]] = e
					at[d]++
				}
			})
		}
		a, tmp = tmp, a
	}
	n := 0
	if err == nil {
		err = chunks(ctx, len(a), func(lo, hi int) {
			for i, e := range a[lo:hi] {
				if lo+i > 0 && e.key == a[n-1].key {
					var c uint64
					a[n-1].val, c = bits.Add64(a[n-1].val, e.val, 0)
					over = over || c != 0
					continue
				}
				a[n] = e
				n++
			}
		})
	}
	if err != nil {
		return nil, false, err
	}
	return a[:n], over, nil
}

// chunks calls f on [0, n) in pieces of at most checkEvery, looking at ctx
// before each; it returns ctx.Err() if ctx is done.
func chunks(ctx context.Context, n int, f func(lo, hi int)) error {
	for lo := 0; lo < n; lo += checkEvery {
		if err := ctx.Err(); err != nil {
			return err
		}
		f(lo, min(lo+checkEvery, n))
	}
	return nil
}

// merge appends to dst the sorted lists of parts merged, adding up the
// counts of equal keys, and reports whether a count overflowed. It grows dst
// through mem, and returns mem's error, or ctx.Err() if ctx is done: it
// looks every checkEvery entries.
func merge(ctx context.Context, mem *memory, dst []entry, parts [][]entry) ([]entry, bool, error) {
	over := false
	for k := 0; ; k++ {
		if k%checkEvery == checkEvery-1 && ctx.Err() != nil {
			return dst, false, ctx.Err()
		}
		best := -1
		for i, p := range parts {
			if len(p) > 0 && (best < 0 || p[0].key < parts[best][0].key) {
				best = i
			}
		}
		if best < 0 {
			return dst, over, nil
		}
		e := parts[best][0]
		parts[best] = parts[best][1:]
		if n := len(dst); n > 0 && dst[n-1].key == e.key {
			var c uint64
			dst[n-1].val, c = bits.Add64(dst[n-1].val, e.val, 0)
			over = over || c != 0
			continue
		}
		if len(dst) == cap(dst) {
			var err error
			if dst, err = mem.extend(ctx, dst); err != nil {
				return dst, false, err
			}
		}
		dst = append(dst, e)
	}
}
