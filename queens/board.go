package queens

import (
	"math/bits"
	"sync/atomic"

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

// search returns the engine's search for placements of n pieces under r, in
// lexicographic order. Once stop is set (if not nil), no state has children,
// so the search runs out within one buffer of pending states.
func search(n int, r Rule, stop *atomic.Bool) backtrack.Search[board] {
	keep, reach := r.masks()
	return backtrack.Search[board]{
		Root: root(n),
		Branch: func(dst []board, b board) []board {
			if stop != nil && stop.Load() {
				return dst
			}
			for f := b.free(); f != 0; f &= f - 1 {
				dst = append(dst, b.place(f&-f, keep, reach))
			}
			return dst
		},
		Accept: func(b board) bool { return b.open == 0 },
	}
}

// placement reads the columns off a path of boards from the root.
func placement(path []board) Placement {
	p := make(Placement, len(path)-1)
	for i := range p {
		p[i] = bits.TrailingZeros64(path[i].open &^ path[i+1].open)
	}
	return p
}
