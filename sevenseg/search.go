package sevenseg

import (
	"context"
	"math/bits"

	"github.com/go-puzzles/puzzles/backtrack"
)

// A target is a glyph a position may turn into, with what it costs.
type target struct {
	ch     byte // the glyph
	mask   uint8
	index  uint8 // its place in the layout numbering: digit value, '+' 0, '-' 1
	rm, ad int8  // sticks it takes away from and puts on the position
}

// A slot is one glyph of the equation with the glyphs it may turn into.
type slot struct {
	mask    uint8    // the sticks there now
	radix   int64    // how many glyphs the layout numbering allows here
	targets []target // in increasing order of glyph
}

// The glyphs each kind of position may hold, in increasing order.
const (
	digitGlyphs = "0123456789"
	opGlyphs    = "+-"
)

// slots returns the positions of the glyphs s (a valid equation's text) with
// the targets that mode m allows within a budget of hi sticks taken and hi
// put; with free set, every glyph of the right kind is a target at no cost.
func slots(s string, f Font, m Mode, hi int, free bool) []slot {
	tbl := newGlyphTable(f, m, hi, free, s)
	return tbl.slots(nil, []byte(s))
}

// A glyphTable holds the slot of every glyph for one font, mode and budget.
type glyphTable ['=' + 1]slot

// newGlyphTable returns the slots of the glyphs in glyphs under f and m
// within a budget of hi (see slots).
func newGlyphTable(f Font, m Mode, hi int, free bool, glyphs string) glyphTable {
	var tbl glyphTable
	for i := 0; i < len(glyphs); i++ {
		ch := glyphs[i]
		if tbl[ch].radix != 0 {
			continue // done
		}
		sl := slot{mask: f.mask(ch), radix: 1}
		var kind string // the glyphs ch may turn into
		switch ch {
		case '=':
			sl.targets = []target{{ch: '='}}
		case '+', '-':
			kind = opGlyphs
		default:
			kind = digitGlyphs
		}
		if kind != "" {
			sl.radix = int64(len(kind))
		}
		for j := 0; j < len(kind); j++ {
			t := target{ch: kind[j], mask: f.mask(kind[j]), index: uint8(j)}
			if !free {
				t.rm, t.ad = int8(bits.OnesCount8(sl.mask&^t.mask)), int8(bits.OnesCount8(t.mask&^sl.mask))
				if !m.allows(int(t.rm), int(t.ad)) || int(t.rm) > hi || int(t.ad) > hi {
					continue
				}
			}
			sl.targets = append(sl.targets, t)
		}
		tbl[ch] = sl
	}
	return tbl
}

// slots appends to dst[:0] the slots of the glyphs s and returns the
// result; the slots share their targets with tbl.
func (tbl *glyphTable) slots(dst []slot, s []byte) []slot {
	dst = dst[:0]
	for i := 0; i < len(s); i++ {
		dst = append(dst, tbl[s[i]])
	}
	return dst
}

// A node is a choice of glyphs for the first pos positions.
type node struct {
	val   valuer // the arithmetic so far
	index int64  // the layout number of the glyphs chosen so far
	rm    int16  // sticks taken away so far
	ad    int16  // sticks put so far
	pos   uint8  // positions chosen
	ch    byte   // the glyph chosen at position pos-1
}

// moved returns how many sticks the node's glyphs changed: the number taken
// away or put, whichever is larger (the two are equal for Moving).
func (n node) moved() int { return int(max(n.rm, n.ad)) }

// search returns a depth-first search over the glyphs every position turns
// into, one position per level, that accepts the choices changing between lo
// and hi sticks under mode m (and, if holds is set, making a true equation).
// Branches that spend more than hi sticks either way, or that cannot balance
// the sticks taken and put by the end (Moving), are cut.
func search(sl []slot, m Mode, lo, hi int, holds bool) backtrack.Search[node] {
	var sr searcher
	sr.reset(sl, m, lo, hi, holds)
	return sr.search()
}

// A searcher holds what a search's Branch and Accept need, so that one
// search can serve many equations of the same length in turn.
type searcher struct {
	sl               []slot
	m                Mode
	lo, hi           int
	h                int16 // hi, at most the sticks of MaxGlyphs glyphs
	holds            bool
	spareRm, spareAd []int16 // spare[i]: the most sticks positions i.. can take away or put

	// With ctx set, the search stops expanding and accepting nodes once ctx
	// is done, looking at it every checkNodes nodes; it must then run on one
	// goroutine. Without, Branch and Accept are pure and safe for workers.
	ctx     context.Context
	nodes   int
	stopped bool
}

// reset makes sr search sl (see search), reusing its memory.
func (sr *searcher) reset(sl []slot, m Mode, lo, hi int, holds bool) {
	sr.sl, sr.m, sr.lo, sr.hi, sr.holds = sl, m, lo, hi, holds
	sr.h = int16(min(hi, 8*MaxGlyphs))
	sr.spareRm = append(sr.spareRm[:0], make([]int16, len(sl)+1)...)
	sr.spareAd = append(sr.spareAd[:0], make([]int16, len(sl)+1)...)
	for i := len(sl) - 1; i >= 0; i-- {
		var r, a int8
		for _, t := range sl[i].targets {
			r, a = max(r, t.rm), max(a, t.ad)
		}
		sr.spareRm[i], sr.spareAd[i] = sr.spareRm[i+1]+int16(r), sr.spareAd[i+1]+int16(a)
	}
}

// search returns the search sr describes, now and after later resets.
func (sr *searcher) search() backtrack.Search[node] {
	return backtrack.Search[node]{Branch: sr.branch, Accept: sr.accept}
}

func (sr *searcher) branch(dst []node, n node) []node {
	if sr.ctx != nil { // then sr runs on one goroutine
		if sr.nodes++; sr.nodes == checkNodes {
			sr.nodes, sr.stopped = 0, sr.ctx.Err() != nil
		}
	}
	if int(n.pos) == len(sr.sl) || sr.stopped {
		return dst
	}
	s := &sr.sl[n.pos]
	for _, t := range s.targets {
		rm, ad := n.rm+int16(t.rm), n.ad+int16(t.ad)
		if rm > sr.h || ad > sr.h {
			continue
		}
		if sr.m == Moving && (ad > rm+sr.spareRm[n.pos+1] || rm > ad+sr.spareAd[n.pos+1]) {
			continue
		}
		dst = append(dst, node{
			val:   n.val.next(t.ch),
			index: n.index*s.radix + int64(t.index),
			pos:   n.pos + 1,
			rm:    rm,
			ad:    ad,
			ch:    t.ch,
		})
	}
	return dst
}

func (sr *searcher) accept(n node) bool {
	if int(n.pos) != len(sr.sl) || (sr.m == Moving && n.rm != n.ad) || sr.stopped {
		return false
	}
	k := n.moved()
	return k >= sr.lo && k <= sr.hi && (!sr.holds || n.val.zero())
}
