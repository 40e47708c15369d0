package knight

import (
	"context"
	"math/bits"
)

// The frontier counter's lists of states: in buckets, each sorted by key
// with each key once.

// An entry is a state's key and its count.
type entry struct{ key, val uint64 }

// checkEvery is the most entries that sortSum passes over between two
// looks at the context.
const checkEvery = 1 << 16

// bucket returns which of n buckets holds key: a multiplicative hash of the
// key scaled to [0, n), so that the states of each square spread evenly.
// The counter passes the key's highest bits (see groups).
func bucket(key uint64, n int) int {
	hi, _ := bits.Mul64(key*0x9e3779b97f4a7c15, uint64(n))
	return int(hi)
}

// sortSum sorts the entries of parts by key, with a and tmp (each as long as
// the parts together) as scratch, and adds up the counts of equal keys. The
// parts are read once, by the first pass, which then calls read (unless
// ctx is done first), so one of them may be tmp, or read may drop them. It
// returns the entries, each key once, in a or tmp, the other of the two, and
// whether a count overflowed, or ctx.Err() if ctx is done: it looks every
// checkEvery entries.
func sortSum(ctx context.Context, parts [][]entry, a, tmp []entry, read func()) (res, spare []entry, over bool, err error) {
	var most uint64
	for _, p := range parts {
		if err == nil {
			err = chunks(ctx, len(p), func(lo, hi int) {
				for _, e := range p[lo:hi] {
					most |= e.key
				}
			})
		}
	}
	// The first pass reads the parts; the others go between a and tmp.
	for shift := 0; err == nil && (shift == 0 || most>>shift != 0); shift += 11 {
		src := parts
		if shift > 0 {
			src = [][]entry{tmp}
		}
		var at [1 << 11]int
		for _, p := range src {
			if err == nil {
				err = chunks(ctx, len(p), func(lo, hi int) {
					for _, e := range p[lo:hi] {
						at[e.key>>shift&(1<<11-1)]++
					}
				})
			}
		}
		sum := 0
		for d, c := range at {
			at[d] = sum
			sum += c
		}
		for _, p := range src {
			if err == nil {
				err = chunks(ctx, len(p), func(lo, hi int) {
					for _, e := range p[lo:hi] {
						d := e.key >> shift & (1<<11 - 1)
						a[at[d]] = e
						at[d]++
					}
				})
			}
		}
		a, tmp = tmp, a
		if shift == 0 && err == nil && read != nil {
			read()
		}
	}
	// The sorted entries are in tmp.
	n := 0
	if err == nil {
		err = chunks(ctx, len(tmp), func(lo, hi int) {
			for i, e := range tmp[lo:hi] {
				if lo+i > 0 && e.key == tmp[n-1].key {
					var c uint64
					tmp[n-1].val, c = bits.Add64(tmp[n-1].val, e.val, 0)
					over = over || c != 0
					continue
				}
				tmp[n] = e
				n++
			}
		})
	}
	if err != nil {
		return nil, nil, false, err
	}
	return tmp[:n], a, over, nil
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
