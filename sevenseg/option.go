package sevenseg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/go-puzzles/puzzles/backtrack"
)

// An Option changes how Solutions, Census, Generate and the drawings work.
// The constructors make one each: [WithMode], [WithFont], [WithLeniency],
// [WithZeros] and [WithDivision] choose what counts as an answer, and
// [MaxMemory] bounds a census:
//
//	sevenseg.Solutions(e, 2, sevenseg.WithMode(sevenseg.Adding),
//		sevenseg.WithFont(sevenseg.Tailless|sevenseg.Hook7), sevenseg.WithLeniency(sevenseg.Common))
//
// Without options the font is Standard, the mode Moving, the leniency
// Strict, leading zeros allowed, division whole and the memory budget of a
// census [backtrack.DefaultMaxMemory]. When one constructor is given
// several times, the last one counts. A nil Option is a programming error:
// the function given it panics before doing anything.
type Option func(*config)

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
		o(&c)
	}
	return c
}

// String returns the call that made o, such as "WithMode(Adding)",
// "WithFont(Tailless|Hook7)" or "MaxMemory(1048576)", so that a list of
// options prints as it was written; a nil Option is "<nil>". It costs O(1).
func (o Option) String() string {
	if o == nil {
		return "<nil>"
	}
	// o sets a field to a constant: the field that comes out the same from
	// two configurations that differ in every field.
	a := config{}
	b := config{font: ^Font(0), mode: ^Mode(0), leniency: ^Leniency(0), zeros: ^Zeros(0), div: ^Division(0), mem: -1}
	o(&a)
	o(&b)
	var calls []string
	if a.font == b.font {
		calls = append(calls, "WithFont("+a.font.String()+")")
	}
	if a.mode == b.mode {
		calls = append(calls, "WithMode("+a.mode.String()+")")
	}
	if a.leniency == b.leniency {
		calls = append(calls, "WithLeniency("+a.leniency.String()+")")
	}
	if a.zeros == b.zeros {
		calls = append(calls, "WithZeros("+a.zeros.String()+")")
	}
	if a.div == b.div {
		calls = append(calls, "WithDivision("+a.div.String()+")")
	}
	if a.mem == b.mem {
		calls = append(calls, "MaxMemory("+strconv.FormatInt(a.mem, 10)+")")
	}
	return strings.Join(calls, " ")
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

// Font says how the digits are drawn; [WithFont] makes it an Option. Fonts
// combine with |: Tailless|Hook7 draws both variants. Bits other than
// Tailless, Hook7 and BothForms are ignored.
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
	// font's or the other one, whichever its sticks make; the puzzle's own
	// digits are drawn in the font (Standard, Tailless, Hook7). An answer's
	// Moves say which form each digit took.
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

// WithFont draws the digits in font f, for the answers and the pictures;
// without it the font is Standard. Bits of f other than Tailless, Hook7 and
// BothForms are ignored.
func WithFont(f Font) Option {
	f &= Tailless | Hook7 | BothForms
	return func(c *config) { c.font = f }
}

// Mode says what may happen to sticks in Solutions, Census and Generate;
// [WithMode] makes it an Option. Given a mode other than the three below,
// Solutions yields nothing and Census and Generate return an error.
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

// WithMode says what an answer does with its sticks: move them (Moving, the
// default), add them or remove them.
func WithMode(m Mode) Option {
	return func(c *config) { c.mode = m }
}

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

// Leniency says which changes of glyphs count, from the strictest reading
// of a puzzle to the most generous found in published collections;
// [WithLeniency] makes it an Option, and Strict is the default. Given a
// value other than the three below, Solutions yields nothing and Census and
// Generate return an error.
type Leniency uint8

const (
	// Strict: digits turn into digits, '+' and '−' into each other, '×'
	// and '÷' into each other; '=' and a leading minus never move.
	Strict Leniency = iota
	// Common adds the conventions most puzzle sites use: the sticks of '='
	// take part ('=', '−' and '+' turn into each other, 2-5=3 into 2=5-3)
	// as long as the answer has as many '=' as the puzzle, and a minus may
	// be put in front of (or taken from) the first number of each side.
	Common
	// Permissive adds what some collections allow: any operator or '='
	// turns into any other, an answer may have more or fewer '=' (at
	// least one; a=b=c holds when all sides are equal), and a digit may
	// turn into the two digits 11, drawn in the cell of one (4 into 11 by
	// moving one stick).
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

// WithLeniency says which changes of glyphs count in Solutions and
// SolutionsMoveByMove; without it the leniency is Strict, the only one
// Census, CensusShard and Generate take.
func WithLeniency(l Leniency) Option {
	return func(c *config) { c.leniency = l }
}

// Zeros says whether an answer's numbers may have leading zeros;
// [WithZeros] makes it an Option, and LeadingZeros is the default.
type Zeros uint8

const (
	// LeadingZeros accepts numbers such as 05 and 003, as the published
	// paper and one competition's answer lists do.
	LeadingZeros Zeros = iota
	// NoLeadingZeros rejects an answer with a number of two or more digits
	// starting with 0, as most generated collections do; a census then
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

// WithZeros says whether an answer's numbers may have leading zeros;
// without it they may (LeadingZeros).
func WithZeros(z Zeros) Option {
	return func(c *config) { c.zeros = z }
}

// Division says when '÷' makes an equation false; [WithDivision] makes it
// an Option, and WholeQuotients is the default.
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

// WithDivision says when '÷' makes an equation false; without it a
// division counts only where it is exact (WholeQuotients).
func WithDivision(d Division) Option {
	return func(c *config) { c.div = d }
}

// MaxMemory sets the memory budget of Census, CensusShard and Generate to
// bytes; a value of 0 or less removes it, and without it the budget is
// [backtrack.DefaultMaxMemory] (1 GiB). The other
// functions ignore it: their memory grows only with the equation, of at
// most MaxGlyphs glyphs.
//
// A census needs half a byte per layout it counts (rounded up to 4 bytes),
// 64 KiB for its tables and 64 KiB per core (GOMAXPROCS) for its searches;
// a shard runs on one core and keeps one more bit for each prefix of the
// layouts it looks near for true equations, about 1.5 MiB. The largest
// census accepted, of MaxLayouts layouts, thus needs 32 MiB plus 64 KiB per
// core, and the largest shard under 34 MiB, far below the default: the budget is
// there for a caller who wants a smaller one. A call whose census would
// need more than its budget returns a [*backtrack.MemoryError], which wraps
// [backtrack.ErrBudget], before allocating any of it, even when Generate
// keeps that census from an earlier call.
func MaxMemory(bytes int64) Option {
	return func(c *config) { c.mem = bytes }
}
