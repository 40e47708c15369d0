package regions

import (
	"fmt"
	"strings"
)

// A Level is how hard a puzzle is for a person: the hardest rule its
// solution needs.
type Level int

const (
	// Easy puzzles need only Attacks and Single.
	Easy Level = iota + 1
	// Medium puzzles need RegionInLine or LineInRegion.
	Medium
	// Hard puzzles need Group.
	Hard
	// Expert puzzles need Probe.
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

// Grade returns the level of b: the hardest rule that Explain needs to
// solve it. It returns Explain's error (ErrStuck, ErrNoSolution) when the
// rules do not solve b. It costs what Explain costs.
func Grade(b *Board) (Level, error) {
	steps, err := Explain(b)
	if err != nil {
		return 0, err
	}
	hardest := Attacks
	for _, st := range steps {
		hardest = max(hardest, st.Rule)
	}
	switch hardest {
	case Attacks, Single:
		return Easy, nil
	case RegionInLine, LineInRegion:
		return Medium, nil
	case Group:
		return Hard, nil
	}
	return Expert, nil
}
