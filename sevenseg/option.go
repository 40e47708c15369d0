package sevenseg

import (
	"fmt"
	"strconv"

	"github.com/go-puzzles/puzzles/backtrack"
)

// An Option changes what Solutions, Census and Generate count as an answer,
// or bounds a census. It is a value of [Mode], [Font], [Leniency], [Zeros] or
// [Division], or a [MaxMemory] budget:
//
//	sevenseg.Solutions(e, 2, sevenseg.Adding, sevenseg.Tailless|sevenseg.Hook7, sevenseg.Common)
//
// Without options the mode is Moving, the font Standard, the leniency
// Strict, leading zeros are allowed, division is whole and a census's
// budget is [backtrack.DefaultMaxMemory]. Of two options of one kind, the
// last counts. An Option's String is the option as written, such as
// "Adding", "Tailless|Hook7" or "MaxMemory(1048576)". A nil Option is a
// programming error: the function given it panics before doing anything.
type Option interface {
	fmt.Stringer
	apply(*config)
}

// A DrawOption changes how WriteText and WriteSVG draw an equation. A [Font]
// is the only one, so an option of a search alone, such as Adding, does not
// compile there; of several Fonts the last counts. A nil DrawOption is a
// programming error: the drawing panics before writing anything.
type DrawOption interface {
	fmt.Stringer
	draw(*drawing)
}

type config struct {
	font     Font
	mode     Mode
	leniency Leniency
	zeros    Zeros
	div      Division
	mem      int64 // the memory budget in bytes, or <= 0 for none
}

// configure returns the configuration opts make, panicking on a nil Option.
func configure(opts []Option) config {
	c := config{mem: backtrack.DefaultMaxMemory}
	for _, o := range opts {
		if o == nil {
			panic("sevenseg: nil Option")
		}
		o.apply(&c)
	}
	return c
}

// drawing is what the DrawOptions of a picture make.
type drawing struct {
	font Font
}

// configureDrawing returns the drawing opts make, panicking on a nil
// DrawOption.
func configureDrawing(opts []DrawOption) drawing {
	var d drawing
	for _, o := range opts {
		if o == nil {
			panic("sevenseg: nil DrawOption")
		}
		o.draw(&d)
	}
	return d
}

// valid reports whether every option of c is one the package knows.
func (c config) valid() bool { return c.validate() == nil }

// validate returns an error naming the first option value of c that the
// package does not know, or nil.
func (c config) validate() error {
	switch {
	case c.mode > Removing:
		return fmt.Errorf("sevenseg: unknown mode %v", c.mode)
	case c.leniency > Permissive:
		return fmt.Errorf("sevenseg: unknown leniency %v", c.leniency)
	case c.zeros > NoLeadingZeros:
		return fmt.Errorf("sevenseg: unknown zeros %v", c.zeros)
	case c.div > Fractions:
		return fmt.Errorf("sevenseg: unknown division %v", c.div)
	}
	return nil
}

// Font says how the digits are drawn, in the answers and in the pictures;
// it is both an [Option] and a [DrawOption]. Fonts combine with |:
// Tailless|Hook7 draws both variants. Bits other than Tailless, Hook7 and
// BothForms are ignored; without a Font the font is Standard.
type Font uint8

const (
	// Standard is the published font: 6 and 9 with 6 sticks, 7 with 3.
	Standard Font = 0
	// Tailless draws 6 without the top stick A and 9 without the bottom
	// stick D, 5 sticks each.
	Tailless Font = 1
	// Hook7 draws 7 with 4 sticks: A, B, C and the upper left F.
	Hook7 Font = 2
	// BothForms lets an answer draw each 6, 7 and 9 in either form, the
	// font's or the other one. The puzzle's own digits are drawn in the
	// font (Standard, Tailless, Hook7), and so are pictures: BothForms
	// changes nothing there. An answer's Moves say which form each digit
	// took.
	BothForms Font = 4
)

// String returns the font as its constants spell it, such as "Standard",
// "Tailless", "Hook7|BothForms" or "Tailless|Hook7"; other bits are left
// out.
func (f Font) String() string {
	s := ""
	for _, n := range []struct {
		f    Font
		name string
	}{{Tailless, "Tailless"}, {Hook7, "Hook7"}, {BothForms, "BothForms"}} {
		if f&n.f != 0 {
			if s != "" {
				s += "|"
			}
			s += n.name
		}
	}
	if s == "" {
		return "Standard"
	}
	return s
}

func (f Font) apply(c *config) { c.font = f & (Tailless | Hook7 | BothForms) }

func (f Font) draw(d *drawing) { d.font = f & (Tailless | Hook7 | BothForms) }

// Mode, an [Option], says what an answer does with its sticks in
// Solutions, Census and Generate: move them (the default), add or remove
// them. Given a mode other than the three below, Solutions yields nothing
// and Census and Generate return an error.
type Mode uint8

const (
	// Moving takes sticks from filled places and puts each on an empty
	// place, anywhere, the same glyph included. A moved stick is not moved
	// again and a vacated place is not filled again, so an answer that
	// moves m sticks empties m places and fills m others.
	Moving Mode = iota
	// Adding puts new sticks on empty places.
	Adding
	// Removing takes sticks away.
	Removing
)

// String returns the mode's name as the constant spells it.
func (m Mode) String() string {
	switch m {
	case Moving:
		return "Moving"
	case Adding:
		return "Adding"
	case Removing:
		return "Removing"
	}
	return "Mode(" + strconv.Itoa(int(m)) + ")"
}

func (m Mode) apply(c *config) { c.mode = m }

// reverse is the mode that undoes m: moving undoes moving, removing undoes
// adding.
func (m Mode) reverse() Mode {
	switch m {
	case Adding:
		return Removing
	case Removing:
		return Adding
	}
	return m
}

// allows reports whether a glyph may change by taking away r sticks and
// putting a sticks under mode m.
func (m Mode) allows(r, a int) bool {
	switch m {
	case Moving:
		return true
	case Adding:
		return r == 0
	case Removing:
		return a == 0
	}
	return false
}

// Leniency, an [Option], says which changes of glyphs count, from the
// strictest reading of a puzzle to the most generous of published
// collections. Strict is the default, and the only one Census, CensusShard
// and Generate take. Given a value other than the three below, Solutions
// yields nothing and Census and Generate return an error.
type Leniency uint8

const (
	// Strict: digits turn into digits, '+' and '−' into each other, '×'
	// and '÷' into each other; '=' and a leading minus never move.
	Strict Leniency = iota
	// Common adds the conventions most puzzle sites use: the sticks of '='
	// and a leading minus take part. '=', '−' and '+' turn into each other
	// (2-5=3 into 2=5-3) as long as the answer has as many '=' as the
	// puzzle, and a minus may be put in front of (or taken from) the first
	// number of each side.
	Common
	// Permissive adds what some collections allow: any operator or '='
	// turns into any other, and a digit may turn into 11. An answer may
	// have more or fewer '=' (at least one; a=b=c holds when all sides are
	// equal), and the two digits 11 are drawn in the cell of one (4 into
	// 11 by moving one stick).
	Permissive
)

// String returns the leniency's name as the constant spells it.
func (l Leniency) String() string {
	switch l {
	case Strict:
		return "Strict"
	case Common:
		return "Common"
	case Permissive:
		return "Permissive"
	}
	return "Leniency(" + strconv.Itoa(int(l)) + ")"
}

func (l Leniency) apply(c *config) { c.leniency = l }

// Zeros, an [Option], says whether an answer's numbers may have leading
// zeros; LeadingZeros is the default.
type Zeros uint8

const (
	// LeadingZeros accepts numbers such as 05 and 003, as the published
	// paper and one competition's answer lists do.
	LeadingZeros Zeros = iota
	// NoLeadingZeros rejects an answer with a number of two or more digits
	// starting with 0, as most generated collections do. A census then
	// counts only the layouts without one.
	NoLeadingZeros
)

// String returns the policy's name as the constant spells it, or Zeros(n)
// for another value.
func (z Zeros) String() string {
	switch z {
	case LeadingZeros:
		return "LeadingZeros"
	case NoLeadingZeros:
		return "NoLeadingZeros"
	}
	return "Zeros(" + strconv.Itoa(int(z)) + ")"
}

func (z Zeros) apply(c *config) { c.zeros = z }

// Division, an [Option], says when '÷' makes an equation false;
// WholeQuotients is the default.
type Division uint8

const (
	// WholeQuotients counts a division only where it is exact: 7÷2=3 and
	// 7÷2=3.5 are both false, 6÷0 is false.
	WholeQuotients Division = iota
	// Fractions evaluates in rational numbers: 1÷2=2÷4 holds.
	Fractions
)

// String returns the division's name as the constant spells it, or
// Division(n) for another value.
func (d Division) String() string {
	switch d {
	case WholeQuotients:
		return "WholeQuotients"
	case Fractions:
		return "Fractions"
	}
	return "Division(" + strconv.Itoa(int(d)) + ")"
}

func (d Division) apply(c *config) { c.div = d }

// MaxMemory sets the memory budget of Census, CensusShard and Generate to
// bytes; 0 or less removes it. Without it the budget is
// [backtrack.DefaultMaxMemory] (1 GiB). The other functions ignore it:
// their memory grows only with the equation, of at most MaxGlyphs glyphs.
//
// A census needs half a byte per layout it counts plus 64 KiB per core
// (GOMAXPROCS): at most 32 MiB plus that, for MaxLayouts layouts, and a
// shard under 34 MiB, so only a budget below the default is ever reached. A call whose census would need more
// than its budget returns a [*backtrack.MemoryError], which wraps
// [backtrack.ErrBudget], before allocating any of it, even when Generate
// keeps that census from an earlier call.
func MaxMemory(bytes int64) Option { return maxMemory(bytes) }

// maxMemory is the Option MaxMemory makes.
type maxMemory int64

func (m maxMemory) apply(c *config) { c.mem = int64(m) }

// String returns the option as written, "MaxMemory(bytes)".
func (m maxMemory) String() string {
	return "MaxMemory(" + strconv.FormatInt(int64(m), 10) + ")"
}
