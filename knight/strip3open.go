package knight

import (
	"context"

	"github.com/go-puzzles/puzzles/backtrack"
)

// Open tours of 3×n boards.

// strip3Open finds an open tour of a 3×n board as a chain of open tours of
// blocks 3×7 to 3×13 laid end to end, each ending a knight's move from where
// the next begins. (On 4-row boards this cannot work: a block's open tour
// starts and ends on an outer row, and a knight's move from an outer row
// lands on an inner one.) It keeps, block by block, every entry square some
// chain reaches, so it fails only if no chain of the tours it found exists,
// or if st gives up.
func strip3Open(st *stop, n int) (Tour, bool) {
	const m = 3
	widths := parts(n, 7, 8, 13)
	if n < 7 {
		widths = []int{n}
	}
	type link struct {
		from Square // entry of the block before
		path Tour   // that block's tour, from its entry
	}
	reach := make([]map[Square]link, len(widths)) // reach[i][e]: how block i is entered on e
	reach[0] = map[Square]link{}
	for r := range m {
		reach[0][Square{r, 0}] = link{}
	}
	for i, w := range widths {
		for _, e := range sorted(reach[i], m, w) {
			found, searched := blockEnds(m, w, e)
			if searched && st.done() || st.after(m*w) {
				return nil, false
			}
			for _, end := range sorted(found, m, w) {
				if i == len(widths)-1 {
					return unchain(st, widths, reach, e, found[end])
				}
				for _, mv := range moves {
					next := Square{end.Row + mv.Row, end.Col + mv.Col - w}
					if next.Row < 0 || next.Row >= m || next.Col < 0 || next.Col >= widths[i+1] {
						continue
					}
					if reach[i+1] == nil {
						reach[i+1] = map[Square]link{}
					}
					if _, ok := reach[i+1][next]; !ok {
						reach[i+1][next] = link{e, found[end]}
					}
				}
			}
		}
	}
	return nil, false
}

// unchain joins the blocks' tours of a chain whose last block is entered on
// e and toured by last. It returns false if st gave up.
func unchain[L interface {
	~struct {
		from Square
		path Tour
	}
}](st *stop, widths []int, reach []map[Square]L, e Square, last Tour) (Tour, bool) {
	paths := make([]Tour, len(widths))
	paths[len(widths)-1] = last
	for i := len(widths) - 1; i > 0; i-- {
		l := struct {
			from Square
			path Tour
		}(reach[i][e])
		paths[i-1], e = l.path, l.from
	}
	var out Tour
	off := 0
	for i, p := range paths {
		if st.after(len(p)) {
			return nil, false
		}
		for _, s := range p {
			out = append(out, Square{s.Row, s.Col + off})
		}
		off += widths[i]
	}
	return out, true
}

// sorted returns the keys of a map of squares of an m×w block in row-major
// order, so that strip3Open is deterministic.
func sorted[V any](set map[Square]V, m, w int) []Square {
	var out []Square
	for r := range m {
		for c := range w {
			if _, ok := set[Square{r, c}]; ok {
				out = append(out, Square{r, c})
			}
		}
	}
	return out
}

// chainBudget is how many nodes blockEnds searches in one block from one entry.
const chainBudget = 1 << 16

// An endsKey is a block and the square its tours start on.
type endsKey struct {
	h, w  int
	entry Square
}

// ends remembers the answers of searchEnds.
var ends = newMemo(searchEnds)

// blockEnds returns, for each square on which an open tour of an h×w block
// from entry can end, one such tour, as far as a search of chainBudget nodes
// finds them, and whether this call searched; it remembers the answer for
// the next call. The map is shared: callers only read it.
func blockEnds(h, w int, entry Square) (map[Square]Tour, bool) {
	return ends.lookup(endsKey{h, w, entry})
}

// searchEnds is blockEnds without the memo.
func searchEnds(k endsKey) map[Square]Tour {
	h, w, entry := k.h, k.w, k.entry
	m := map[Square]Tour{}
	t := newTourSearch(h, w, entry, false)
	t.search().Walk(context.Background(), func(x step) bool {
		end := Square{int(x.sq) / w, int(x.sq) % w}
		if _, ok := m[end]; !ok {
			m[end] = t.tour(x)
		}
		return true
	}, backtrack.MaxNodes(chainBudget))
	return m
}
