package minimax

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/go-puzzles/puzzles/backtrack"
)

// ErrCycle is wrapped by the error of a search whose line of play came back
// to a state it had passed. The game broke its contract of having no
// cycles; the error says after how many plies the state came back.
var ErrCycle = errors.New("minimax: the game has a cycle")

// watchPly is the ply from which the search checks each state it enters for
// a repeat and for the deepest ply: shallower lines skip both checks.
const watchPly = 64

// deep is the check of a state s entered at ply >= watchPly, on the line of
// the current search from its root at ply 0, whose stack and moves have the
// capacities frames and moves: it reports whether the search must stop,
// setting e.err. At each power of two it marks the state, then compares the
// states after it with the mark (Brent's cycle finding), so a line that
// repeats a state, from a ply p on with a period of c plies, stops by ply
// 4·max(p, c, 64), for one comparison a node. Only states deeper than the
// mark are compared with it: the line to them passed through its ply after
// the mark was set, so the mark is on their line.
//
// The stack holds at most a frame a ply, so it may grow at this state only
// if frames <= ply: then deep checks that the grown stack fits the budget
// with the old one it is copied from and as much again for the arrays of
// earlier growths, which the garbage collector frees later. Stacks of up to
// 64 frames grow unchecked.
func (e *engine[S, M, K]) deep(s S, ply int32, frames, moves int) bool {
	switch {
	case ply > maxPly:
		e.err = errDeep
	case ply&(ply-1) == 0:
		e.mark, e.markPly = s, ply
	case ply > e.markPly && s == e.mark:
		e.err = cycle(int(ply - e.markPly))
	}
	if e.err == nil && frames <= int(ply) {
		e.fits(2*frames+grown(frames, e.size.frame), moves, 0, ply)
	}
	return e.err != nil
}

// grown estimates the capacity append gives a full slice of capacity n and
// elements of size bytes when it adds one: double for a small slice, a
// quarter more and a page for a large one.
func grown(n int, size int64) int {
	if n < 256 {
		return 2*n + n/4 + 1
	}
	return n + (n+768)/4 + int(8192/size) + 1
}

// cycle returns the error of a line that came back to a state after k plies.
func cycle(k int) error {
	return fmt.Errorf("%w: a line came back to a state after %d plies", ErrCycle, k)
}

// sizes are the bytes of the engine's buffers' elements, for its budget.
type sizes struct {
	frame, move, slot, entry int64
}

func sizesOf[S comparable, M any, K comparable]() sizes {
	return sizes{
		frame: int64(unsafe.Sizeof(frame[S, M, K]{})),
		move:  int64(unsafe.Sizeof(*new(M))),
		slot:  int64(unsafe.Sizeof(slot[K, M]{})),
		entry: mapEntry(unsafe.Sizeof(*new(K)), unsafe.Sizeof(entry[M]{})),
	}
}

// mapEntry estimates the bytes a Go map takes per entry of a key and a
// value of these sizes: a control byte, the key and the value, in groups
// 7/16 to 7/8 full, 2.5 times them at most between growths.
func mapEntry(key, value uintptr) int64 {
	return int64(5 * (key + value + 1) / 2)
}

// tableBytes is the memory the table holds.
func (e *engine[S, M, K]) tableBytes() int64 {
	own := int64(0) // the team workers' own tables
	if e.tab.own != nil && e.team != nil {
		own = int64(e.team.workers*ownSlots) * e.size.slot
	}
	if e.tab.array {
		return int64(e.tab.slots())*e.size.slot + own
	}
	return int64(e.tab.slots()) * e.size.entry
}

// tableSlots is the most slots (a power of two, or 0 for no limit) of an
// array table, and the most entries of a map table, that half the budget
// holds.
func tableSlots(budget int64, sz sizes, array bool) int {
	if budget <= 0 {
		return 0
	}
	if !array {
		return int(max(budget/2/sz.entry, 2))
	}
	n := max(budget/2/sz.slot, 2)
	for n&(n-1) != 0 {
		n &= n - 1
	}
	return int(n)
}

// fits reports whether buffers of frames frames and moves moves, and a line
// of line moves, fit the budget with the table. If not, it sets e.err to a
// memory error for a line of ply plies.
func (e *engine[S, M, K]) fits(frames, moves, line int, ply int32) bool {
	if e.budget <= 0 {
		return true
	}
	need := int64(frames)*e.size.frame + int64(moves+line+cap(e.cand))*e.size.move
	if e.team != nil {
		// Each worker gets its share of what the table leaves, for its
		// stack and engines too.
		need = (need + workerBytes[S, M, K]()) * int64(e.team.workers)
	}
	if need <= e.budget-e.tableBytes() {
		return true
	}
	e.outgrew(ply)
	return false
}

// outgrew sets e.err to the memory error of a line of ply plies.
func (e *engine[S, M, K]) outgrew(ply int32) {
	e.err = &backtrack.MemoryError{Op: fmt.Sprintf("minimax: a line of %d plies", ply), Budget: e.budget}
}

// drop frees the engine's buffers after a memory error, so that neither a
// Solver nor the pool keeps them.
func (e *engine[S, M, K]) drop() {
	var me *backtrack.MemoryError
	if errors.As(e.err, &me) {
		e.stack, e.ms, e.cand = nil, nil, nil
	}
}
