package sevenseg

import "github.com/go-puzzles/puzzles/backtrack"

// truths finds the true equations among the layouts of a template. When the
// last number is a term of its own, it chooses every glyph but those of the
// last number, whose value the others fix, so it visits about 10^d times
// fewer nodes than the layouts for a last number of d digits. With rel set,
// it keeps a child at depth d (d glyphs chosen) only if rel[d] is nil or
// holds the child's index.
type truths struct {
	sl   []slot
	t    template
	last int // the position of the last number's first digit, or len(sl)
	pow  [MaxDigits + 1]int64
	rel  []bitset
	frac bool
}

// newTruths returns the truths of t under c, kept to rel (see truths).
func (c config) newTruths(t template, rel []bitset) *truths {
	ts := &truths{sl: c.newGlyphTable(Moving, 0, true).slots(nil, []byte(t)), t: t, rel: rel, frac: c.div == Fractions}
	ts.last = len(t)
	for ts.last > 0 && isDigit(t[ts.last-1]) {
		ts.last--
	}
	if ts.last > 0 && t[ts.last-1] != '+' && t[ts.last-1] != '=' {
		ts.last = len(t) // the last number is a factor
	}
	ts.pow[0] = 1
	for i := 1; i < len(ts.pow); i++ {
		ts.pow[i] = ts.pow[i-1] * 10
	}
	return ts
}

// search returns the search of the true equations; its nodes' index is the
// layout number of the glyphs chosen so far.
func (ts *truths) search() backtrack.Search[node] {
	return backtrack.Search[node]{Root: node{val: valuer{frac: ts.frac}}, Branch: ts.branch, Accept: ts.accept}
}

func (ts *truths) branch(dst []node, n node) []node {
	pos := int(n.pos)
	if pos == len(ts.sl) {
		return dst
	}
	s := &ts.sl[pos]
	start := len(dst)
	if pos < ts.last || n.val.maybe {
		for _, t := range s.targets {
			if v := n.val.next(t.ch); !v.bad {
				dst = append(dst, node{val: v, index: n.index*s.radix + int64(t.index), pos: n.pos + 1, ch: t.ch})
			}
		}
	} else {
		// The last number must make the sides equal: it is x, and the
		// digits chosen so far are its leading ones.
		x := n.val.first - n.val.acc
		if n.val.neg {
			x = -x
		}
		rest := len(ts.sl) - pos // digits still to choose
		if x < 0 || x/ts.pow[rest] != int64(n.val.cur) {
			return dst
		}
		d := int(x / ts.pow[rest-1] % 10)
		off := 10 - len(s.targets) // 1 where a leading zero is not allowed
		if d < off {
			return dst
		}
		t := s.targets[d-off]
		dst = append(dst, node{val: n.val.next(t.ch), index: n.index*s.radix + int64(t.index), pos: n.pos + 1, ch: t.ch})
	}
	if d := pos + 1; d < len(ts.rel) && ts.rel[d] != nil {
		keep := dst[:start]
		for _, c := range dst[start:] {
			if ts.rel[d].has(c.index) {
				keep = append(keep, c)
			}
		}
		dst = keep
	}
	return dst
}

func (ts *truths) accept(n node) bool {
	if int(n.pos) != len(ts.sl) {
		return false
	}
	if h, maybe := n.val.end(); !maybe {
		return h
	}
	return exactHolds(ts.t.layout(n.index).s, ts.frac)
}

// bitset is a set of small numbers.
type bitset []uint64

func newBitset(n int64) bitset    { return make(bitset, (n+63)/64) }
func (b bitset) set(i int64)      { b[i/64] |= 1 << uint(i%64) }
func (b bitset) has(i int64) bool { return b[i/64]&(1<<uint(i%64)) != 0 }
