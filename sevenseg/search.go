package sevenseg

import (
	"context"
	"math/bits"

	"github.com/go-puzzles/puzzles/backtrack"
)

// A target is a glyph a position may turn into, with what it costs.
type target struct {
	ch     byte // the glyph (or code)
	mask   uint16
	index  uint8 // its place in the layout numbering (see indexOf)
	rm, ad int8  // sticks it takes away from and puts on the position
}

// A slot is one cell of the equation with the glyphs it may turn into.
type slot struct {
	mask    uint16   // the sticks there now
	radix   int64    // how many glyphs the layout numbering allows here
	sign    bool     // a place for a minus sign
	targets []target // in increasing order of glyph
}

// slot returns the slot of a cell of the given kind holding ch, with the
// targets that mode m allows within a budget of hi sticks taken and hi put;
// with free set, every glyph of the alphabet is a target at no cost. The
// targets are appended to dst.
func (c config) slot(kind uint8, ch byte, lead bool, m Mode, hi int, free bool, dst []target) slot {
	sl := slot{mask: c.font.mask(ch), radix: radixOf(kind), sign: kind == signCell, targets: dst}
	var buf [16]byte
	for _, g := range c.alphabet(buf[:0], kind, ch, lead) {
		t := target{ch: g, mask: c.font.mask(g), index: uint8(indexOf(g))}
		if !free {
			t.rm, t.ad = int8(bits.OnesCount16(sl.mask&^t.mask)), int8(bits.OnesCount16(t.mask&^sl.mask))
			if !m.allows(int(t.rm), int(t.ad)) || int(t.rm) > hi || int(t.ad) > hi {
				continue
			}
		}
		sl.targets = append(sl.targets, t)
	}
	return sl
}

// radixOf returns how many glyphs a census layout allows in a cell of the
// given kind: ten digits, two operators ('+' and '−', or '×' and '÷'), '='.
func radixOf(kind uint8) int64 {
	switch kind {
	case digitCell:
		return 10
	case opCell:
		return 2
	}
	return 1
}

// indexOf returns the place of glyph g in the layout numbering: a digit's
// value, 0 for '+', 'x' and '=', 1 for '-' and '/'.
func indexOf(g byte) int {
	switch g {
	case '+', '=', 'x':
		return 0
	case '-', '/':
		return 1
	}
	return int(g&^alt - '0')
}

// kindOf returns the kind of cell that glyph g of a census layout is in.
func kindOf(g byte) uint8 {
	switch {
	case isDigit(g):
		return digitCell
	case g == '=':
		return relCell
	}
	return opCell
}

// A glyphTable holds the slot of every glyph of a census layout for one
// configuration, mode and budget: any[g] for any place, lead[g] for the
// first digit of a number of two or more.
type glyphTable struct {
	any, lead [128]slot
}

// newGlyphTable returns the slots of the glyphs of census layouts under c
// and m within a budget of hi (see config.slot).
func (c config) newGlyphTable(m Mode, hi int, free bool) *glyphTable {
	tbl := new(glyphTable)
	for _, g := range []byte(digitGlyphs + "+-x/=") {
		tbl.any[g] = c.slot(kindOf(g), g, false, m, hi, free, nil)
		tbl.lead[g] = c.slot(kindOf(g), g, true, m, hi, free, nil)
	}
	return tbl
}

// digitGlyphs are the digits in increasing order.
const digitGlyphs = "0123456789"

// slots appends to dst[:0] the slots of the glyphs s of a census layout and
// returns the result; the slots share their targets with tbl.
func (tbl *glyphTable) slots(dst []slot, s []byte) []slot {
	dst = dst[:0]
	for i := 0; i < len(s); i++ {
		if isLead(s, i) {
			dst = append(dst, tbl.lead[s[i]])
		} else {
			dst = append(dst, tbl.any[s[i]])
		}
	}
	return dst
}

// isLead reports whether glyph i of s is the first digit of a number of
// two or more digits.
func isLead(s []byte, i int) bool {
	return isDigit(s[i]) && (i == 0 || !isDigit(s[i-1])) && i+1 < len(s) && isDigit(s[i+1])
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

// A searcher holds what a search's Branch and Accept need, so that one
// search can serve many equations of the same length in turn.
type searcher struct {
	sl               []slot
	m                Mode
	lo, hi           int
	h                int16 // hi, at most the sticks of MaxGlyphs glyphs
	holds            bool
	eqs              int     // with holds: the '=' an answer has, or -1 for any number from 1
	frac             bool    // with holds: Fractions
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
	sr.h = int16(min(hi, 12*MaxGlyphs))
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
	return backtrack.Search[node]{Root: node{val: valuer{frac: sr.frac}}, Branch: sr.branch, Accept: sr.accept}
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
		if sr.holds && (s.sign && t.ch == '-' && n.val.in || t.ch == '0' && n.ch == '-' && n.pos > 0 && sr.sl[n.pos-1].sign) {
			continue // a minus sign only at the start of a side, and not before 0
		}
		dst = append(dst, node{
			val:   n.val,
			index: n.index*s.radix + int64(t.index),
			pos:   n.pos + 1,
			rm:    rm,
			ad:    ad,
			ch:    t.ch,
		})
		if sr.holds {
			c := &dst[len(dst)-1]
			if c.val.step(t.ch); c.val.bad {
				dst = dst[:len(dst)-1]
			}
		}
	}
	return dst
}

// accept accepts a full choice of glyphs within the budget and, with
// holds, one that makes a true equation or one that needs an exact look
// (see valuer): the caller must check those.
func (sr *searcher) accept(n node) bool {
	if int(n.pos) != len(sr.sl) || (sr.m == Moving && n.rm != n.ad) || sr.stopped {
		return false
	}
	k := n.moved()
	if k < sr.lo || k > sr.hi {
		return false
	}
	if !sr.holds {
		return true
	}
	if int(n.val.eqs) != sr.eqs && (sr.eqs >= 0 || n.val.eqs == 0) {
		return false
	}
	h, maybe := n.val.end()
	return h || maybe
}
