package queens

import (
	"math/bits"

	"github.com/go-puzzles/puzzles/backtrack"
)

// board is a partial placement, filled row by row from the top, as the
// search sees it. Four words keep it in registers.
type board struct {
	open  uint64 // columns with no piece yet
	left  uint64 // columns the next row may not use: threats moving left
	right uint64 // ... and threats moving right (the Classic diagonals)
	allow uint64 // columns the next piece may use at all (mirror halving)
}

// all is the allow mask that allows everything.
const all = ^uint64(0)

func root(n int) board {
	return board{open: 1<<n - 1, allow: all}
}

// free returns the columns the next piece may take.
func (b board) free() uint64 {
	return b.open &^ (b.left | b.right) & b.allow
}

// place puts the next piece on the column bit, under a rule's masks.
func (b board) place(bit, keep, reach uint64) board {
	return board{
		open:  b.open &^ bit,
		left:  ((b.left&keep | bit) << 1) & reach,
		right: ((b.right&keep | bit) >> 1) & reach,
		allow: all,
	}
}

// checkEvery is how many times a cancellable search branches between looks
// at its context: microseconds apart.
const checkEvery = 256

// search returns the engine's search for placements of n pieces under r, in
// lexicographic order. Once done is closed, no state has children, so the
// search runs out within one buffer of pending states. With a non-nil done,
// Branch counts its calls: run such a search on one goroutine (All, First,
// Paths, Walk), not with Count.
func search(n int, r Rule, done <-chan struct{}) backtrack.Search[board] {
	keep, reach := r.masks()
	children := func(dst []board, b board) []board {
		for f := b.free(); f != 0; f &= f - 1 {
			dst = append(dst, b.place(f&-f, keep, reach))
		}
		return dst
	}
	s := backtrack.Search[board]{
		Root:   root(n),
		Branch: children,
		Accept: func(b board) bool { return b.open == 0 },
	}
	if done != nil {
		calls, next := 0, checkEvery
		s.Branch = func(dst []board, b board) []board {
			// Look at done every checkEvery calls; once it is closed, next
			// stays behind and every call looks.
			if calls++; calls >= next {
				select {
				case <-done:
					return dst
				default:
					next += checkEvery
				}
			}
			for f := b.free(); f != 0; f &= f - 1 { // children, inlined
				dst = append(dst, b.place(f&-f, keep, reach))
			}
			return dst
		}
	}
	return s
}

// placement reads the columns off a path of boards from the root.
func placement(path []board) Placement {
	p := make(Placement, len(path)-1)
	for i := range p {
		p[i] = bits.TrailingZeros64(path[i].open &^ path[i+1].open)
	}
	return p
}
