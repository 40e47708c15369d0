package knight

// The board's mirror: rows r and h-1-r swapped.
//
// When the scan has just finished a column, the frontier is that column
// and the one before it (and the square before them, which has no
// neighbour left to come), so the mirror maps the frontier onto itself.
// The squares still to come are the same after the mirror, so a state and
// its mirror image end in as many tours: the counter keeps only the lesser
// key of the two, with both counts. That halves, or nearly, the states of
// every later square.

// folds reports whether the states made by square v are folded by the
// mirror: v ends a column and f folds.
func (f *frontier) folds(v int) bool {
	return f.fold && v%f.h == f.h-1
}

// mirrorKey returns the lesser of key, the encoding of s, and the encoding
// of s's mirror image. s is the state after a column's last square, its
// oldest square dropped (slots 1 to w).
func (f *frontier) mirrorKey(s *state, key uint64) uint64 {
	m := *s
	h := f.h
	for r := range h {
		m.slot[2+r] = s.slot[2+h-1-r]     // the column before
		m.slot[2+h+r] = s.slot[2+2*h-1-r] // the column just scanned
	}
	return min(key, f.encode(&m))
}
