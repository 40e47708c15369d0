package regions

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// A Level is how hard a puzzle is for a person: which rules it needs, and
// how often it needs the harder ones. Of 834 of LinkedIn's own puzzles
// (sizes 7–11), 18% are Easy, 35% Medium, 28% Hard and 19% Expert; the
// share of Hard and Expert puzzles grows with the size of the board.
//
// A Level is also an Option of Generate, which then makes a puzzle of that
// level: regions.Generate(8, rng, regions.Hard). The zero Level asks for
// any level, as no Level does.
type Level int

const (
	// Easy puzzles are solved one row, column or region at a time, with at
	// most three RegionInLine or LineInRegion steps. A queen goes where a
	// row, column or region has one cell left.
	Easy Level = iota + 1
	// Medium puzzles need RegionInLine and LineInRegion any number of
	// times, and one or two quick what-ifs (Probe without forced moves). A
	// quick what-if sees that a queen on some cells would leave a row,
	// column or region without an open cell. No Group.
	Medium
	// Hard puzzles need a Group of two, or more than two quick what-ifs: at
	// most eight in all, a group counting as two. A Group of two is two
	// regions that fill two lines, or two lines that fill two regions.
	Hard
	// Expert puzzles need a what-if followed through forced moves (Probe
	// with rounds), a Group of three or more, or more than eight quick
	// what-ifs. A group of two counts as two what-ifs.
	Expert
)

var levelNames = [...]string{"", "easy", "medium", "hard", "expert"}

// String returns the level's name in lower case: "easy", "medium", "hard"
// or "expert".
func (l Level) String() string {
	if l >= Easy && l <= Expert {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// MarshalText returns the level's name, so a Level works with flag.TextVar.
func (l Level) MarshalText() ([]byte, error) {
	if l < Easy || l > Expert {
		return nil, fmt.Errorf("regions: unknown level %d", int(l))
	}
	return []byte(l.String()), nil
}

// UnmarshalText sets l from a level's name, in any case.
func (l *Level) UnmarshalText(text []byte) error {
	for i := Easy; i <= Expert; i++ {
		if strings.EqualFold(string(text), levelNames[i]) {
			*l = i
			return nil
		}
	}
	return fmt.Errorf("regions: unknown level %q, want easy, medium, hard or expert", text)
}

// The limits between levels (see the Level constants).
const (
	easyConfined = 3 // RegionInLine and LineInRegion steps in an Easy puzzle
	mediumProbes = 2 // quick Probe steps in a Medium puzzle
	hardEffort   = 8 // quick Probe steps plus twice the Group steps in a Hard puzzle
)

// Grade returns the level of b: which rules Explain needs to solve it and
// how often (see the Level constants). It returns Explain's error
// (ErrStuck, ErrNoSolution) when the rules do not solve b. It costs what
// Explain costs, less the words (see GradeContext).
func Grade(b *Board) (Level, error) {
	return grade(context.Background(), b, Expert)
}

// GradeContext is Grade that gives up when ctx is done, returning 0 and
// ctx.Err(). It looks at ctx before each step and every 16 probes, so it
// returns within 100 ms of a cancel, however long Grade would take. A nil
// ctx is a programming error: GradeContext panics.
func GradeContext(ctx context.Context, b *Board) (Level, error) {
	if ctx == nil {
		panic("regions: nil Context")
	}
	return grade(ctx, b, Expert)
}

// errAbove stops grade once a board is sure to be harder than asked.
var errAbove = errors.New("regions: harder than asked")

// grade is GradeContext, which also gives up with the level so far and
// errAbove as soon as b is sure to be harder than level above.
func grade(ctx context.Context, b *Board, above Level) (Level, error) {
	if b.empty() {
		return 0, errEmpty
	}
	d := newDeducer(b, false)
	if ctx.Done() != nil {
		d.ctx = ctx // else it never stops
	}
	var t tally
	err := d.run(func(m move) {
		switch m.rule {
		case RegionInLine, LineInRegion:
			t.confined++
		case Group:
			t.groups++
			t.deep = t.deep || m.k > 2
		case Probe:
			t.probes++
			t.deep = t.deep || m.k > 0
		}
		if t.level() > above {
			d.err = errAbove
		}
	})
	if err != nil && err != errAbove {
		return 0, err // not solved, or ctx done
	}
	return t.level(), err
}

// A tally counts the harder moves of a solution so far.
type tally struct {
	confined, probes, groups int
	deep                     bool
}

// level returns the level of a solution with the moves of t: the least
// level of a board whose solution is not over yet.
func (t *tally) level() Level {
	switch {
	case t.deep || t.probes+2*t.groups > hardEffort:
		return Expert
	case t.groups > 0 || t.probes > mediumProbes:
		return Hard
	case t.probes > 0 || t.confined > easyConfined:
		return Medium
	}
	return Easy
}
