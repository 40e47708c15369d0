package regions_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
	"github.com/go-puzzles/puzzles/regions/regionstest"
	"pgregory.net/rapid"
)

// cells reads cells written as "r2c5 r3c1", counted from 1.
func cells(s string) []regions.Cell {
	var cs []regions.Cell
	for _, f := range strings.Fields(s) {
		var c regions.Cell
		if _, err := fmt.Sscanf(f, "r%dc%d", &c.Row, &c.Col); err != nil {
			panic(f)
		}
		cs = append(cs, regions.Cell{Row: c.Row - 1, Col: c.Col - 1})
	}
	return cs
}

// On the 6×6 puzzle (solution r1c3 r2c5 r3c1 r4c6 r5c2 r6c4): the next
// deduction from a right position, else the first mistake and why.
func TestHint(t *testing.T) {
	b, err := regions.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		queens, marks string
		want          string // the step as Step.String prints it
		wrong         string
	}{
		{"", "", "Single: region B has one open cell left; queen on r2c5", ""},
		// The queen's attacks count as done, marked or not.
		{"r2c5", "", "Single: region C has one open cell left; queen on r3c1", ""},
		{"r2c5 r3c1", "", "RegionInLine: region E lies in column 2, so column 2's queen is in region E: the rest of column 2 is out; 1 cell out", ""},
		// A mark the player made counts: r1c2 is out, so row 1 has one cell.
		{"r2c5 r3c1", "r1c2", "Single: row 1 has one open cell left; queen on r1c3", ""},
		{"r1c3 r2c5 r3c1 r5c2 r6c4", "r1c1 r4c1", "Single: row 4 has one open cell left; queen on r4c6", ""},
		// Mistakes: a queen that attacks another, in reading order, named
		// beside a right queen; then the wrong cell that fails soonest.
		{"r2c5 r2c1", "", "Mistake: the queen on r2c1 cannot be right: it shares row 2 with the queen on r2c5", "r2c1"},
		{"r2c5 r4c5", "", "Mistake: the queen on r4c5 cannot be right: it shares column 5 with the queen on r2c5", "r4c5"},
		{"r3c3 r4c2", "", "Mistake: the queen on r3c3 cannot be right: it touches the queen on r4c2", "r3c3"},
		{"r4c4 r6c6", "", "Mistake: the queen on r4c4 cannot be right: it shares region D with the queen on r6c6", "r4c4"},
		{"r1c1", "", "Mistake: the queen on r1c1 cannot be right: it leaves region C no cell for its queen", "r1c1"},
		{"r4c4", "", "Mistake: the queen on r4c4 cannot be right: with it, column 6 would have one cell left, r1c6; and row 2 would have no cell left for its queen", "r4c4"},
		{"", "r2c5", "Mistake: the mark on r2c5 cannot be right: it leaves region B no cell for its queen", "r2c5"},
		{"r4c4", "r2c5", "Mistake: the mark on r2c5 cannot be right: it leaves region B no cell for its queen", "r2c5"},
		{"", "r1c3", "Mistake: the mark on r1c3 cannot be right: with r1c3 out, region B would have one cell left, r2c5; region C would have one cell left, r3c1; region E would lie in column 2; and row 1 would have no cell left for its queen", "r1c3"},
	} {
		p := regions.Position{Queens: cells(c.queens), Marks: cells(c.marks)}
		st, err := regions.Hint(b, p)
		if err != nil || st.String() != c.want || !slices.Equal(st.Wrong, cells(c.wrong)) {
			t.Errorf("queens %s, marks %s:\n got %v, wrong %v, %v\nwant %s, wrong %s", c.queens, c.marks, st, st.Wrong, err, c.want, c.wrong)
		}
	}
	st, err := regions.Hint(b, regions.Position{Queens: cells("r6c4 r5c2 r4c6 r3c1 r2c5 r1c3"), Marks: cells("r1c1")})
	if !errors.Is(err, regions.ErrSolved) || st.Deduction != 0 {
		t.Errorf("the solution: %v, %v; want ErrSolved", st, err)
	}
}

// Bad input is an error that names the package and the problem.
func TestHintErrors(t *testing.T) {
	b, _ := regions.Parse(puzzle)
	several, _ := regions.Parse("AAAA\nBBBB\nCCCC\nDDDD")
	none, _ := regions.Parse("AAAA\nABBA\nACCA\nDDDD")
	for _, c := range []struct {
		b             *regions.Board
		queens, marks []regions.Cell
		want          string
	}{
		{b, cells("r7c1"), nil, "regions: queen r7c1 is off the 6×6 board"},
		{b, nil, []regions.Cell{{Row: 0, Col: -1}}, "regions: mark r1c0 is off the 6×6 board"},
		{b, cells("r2c5 r1c1 r2c5"), nil, "regions: two queens on r2c5"},
		{b, nil, cells("r1c1 r1c1"), "regions: two marks on r1c1"},
		{b, cells("r1c1"), cells("r1c1"), "regions: r1c1 holds a queen and a mark"},
		{nil, nil, nil, "regions: empty board"},
		{&regions.Board{}, nil, nil, "regions: empty board"},
		{several, nil, nil, "regions: the board has more than one solution"},
		{none, nil, nil, regions.ErrNoSolution.Error()},
	} {
		st, err := regions.Hint(c.b, regions.Position{Queens: c.queens, Marks: c.marks})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || st.Deduction != 0 {
			t.Errorf("%v %v: %v, %v; want %q", c.queens, c.marks, st, err, c.want)
		}
	}
	if _, err := regions.Hint(none, regions.Position{}); !errors.Is(err, regions.ErrNoSolution) {
		t.Errorf("no solution: %v", err)
	}
}

func TestHintContext(t *testing.T) {
	b, _ := regions.Parse(puzzle)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if st, err := regions.HintContext(ctx, b, regions.Position{}); err != context.Canceled || st.Deduction != 0 || st.Why != "" {
		t.Errorf("cancelled: %v, %v", st, err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 0)
	defer cancel()
	if _, err := regions.HintContext(ctx, b, regions.Position{}); err != context.DeadlineExceeded {
		t.Errorf("past its deadline: %v", err)
	}
	if st, err := regions.HintContext(context.Background(), b, regions.Position{}); err != nil || st.Deduction != regions.Single {
		t.Errorf("not cancelled: %v, %v", st, err)
	}
	defer func() {
		if r := recover(); r != "regions: nil Context" {
			t.Errorf("HintContext(nil): recovered %v", r)
		}
	}()
	regions.HintContext(noContext, b, regions.Position{})
}

// HintContext stops soon after a cancel, on the largest community boards
// with one solution, on which the rules try every probe before they get
// stuck.
func TestHintCancel(t *testing.T) {
	var boards []*regions.Board
	for _, l := range readCorpus(t) {
		if _, err := regions.Explain(l.board); err == regions.ErrStuck && l.solutions == 1 {
			boards = append(boards, l.board)
		}
	}
	testutil.CancelLatency(t, func(ctx context.Context) error {
		for {
			for _, b := range boards {
				var p regions.Position
				for {
					st, err := regions.HintContext(ctx, b, p)
					if err == context.Canceled {
						return err
					}
					if err != nil {
						break
					}
					p.Queens = append(p.Queens, st.Queens...)
					p.Marks = append(p.Marks, st.Cleared...)
				}
			}
		}
	}, 0, time.Millisecond, 20*time.Millisecond)
}

// Playing LinkedIn's puzzles by the hints alone solves each: every hint is
// sound and new, none is a Reveal, and there are at most N²+N of them.
func TestHintPlaysLinkedIn(t *testing.T) {
	levels := readLinkedIn(t)
	every := 1
	if testing.Short() {
		every = 20
	}
	for i := 0; i < len(levels); i += every {
		l := levels[i]
		if _, reveals := playByHints(t, l.board); reveals > 0 {
			t.Errorf("level %s: %d Reveal steps; the rules solve it", l.id, reveals)
		}
	}
}

// Playing the community boards with one solution by the hints alone
// solves each, with a Reveal exactly where the rules get stuck.
func TestHintPlaysCorpus(t *testing.T) {
	stuck := 0
	for _, l := range readCorpus(t) {
		if l.solutions != 1 {
			continue
		}
		_, reveals := playByHints(t, l.board)
		if _, err := regions.Explain(l.board); (err == regions.ErrStuck) != (reveals > 0) {
			t.Errorf("level %s: Explain %v, and %d Reveal steps", l.id, err, reveals)
		}
		if reveals > 0 {
			stuck++
		}
	}
	if want := 196 - corpusDeduced; stuck != want {
		t.Errorf("%d boards needed a Reveal, want %d", stuck, want)
	}
}

// playByHints plays b from the empty position by Hint's steps alone,
// checking each, until Hint returns ErrSolved; it returns how many hints
// it took and how many of them were Reveals.
func playByHints(t testing.TB, b *regions.Board) (hints, reveals int) {
	t.Helper()
	sol := only(t, b)
	var p regions.Position
	for n := b.N(); ; hints++ {
		if hints > n*n+n {
			t.Fatalf("no end after %d hints\n%s", hints, b)
		}
		st, err := regions.Hint(b, p)
		if msg := hintProblem(b, sol, p, st, err); msg != "" {
			t.Fatalf("hint %d: %s\n%s", hints, msg, b)
		}
		if err != nil {
			break
		}
		if st.Deduction == regions.Reveal {
			reveals++
		}
		p.Queens = append(p.Queens, st.Queens...)
		p.Marks = append(p.Marks, st.Cleared...)
	}
	if len(p.Queens) != len(sol) {
		t.Fatalf("solved with %d queens, want %d", len(p.Queens), len(sol))
	}
	return hints, reveals
}

// only returns the only solution of b.
func only(t testing.TB, b *regions.Board) queens.Placement {
	t.Helper()
	var sols []queens.Placement
	for p := range regions.Solutions(b) {
		if sols = append(sols, p); len(sols) > 1 {
			break
		}
	}
	if len(sols) != 1 {
		t.Fatalf("%d solutions\n%s", len(sols), b)
	}
	return sols[0]
}

// hintProblem returns what is wrong with st and err, Hint's answer to the
// valid position p on b, whose only solution is sol; "" if nothing. A
// position with a wrong queen or mark gets a Mistake that names one; a
// position with the whole solution, ErrSolved; any other a step that
// places only queens of the solution that p has not placed and rules out
// only cells off the solution that p has neither marked nor attacked.
func hintProblem(b *regions.Board, sol queens.Placement, p regions.Position, st regions.Step, err error) string {
	wrong := map[regions.Cell]bool{}
	right := 0
	for _, q := range p.Queens {
		if sol[q.Row] != q.Col {
			wrong[q] = true
		} else {
			right++
		}
	}
	for _, m := range p.Marks {
		if sol[m.Row] == m.Col {
			wrong[m] = true
		}
	}
	switch {
	case len(wrong) > 0:
		if err != nil || st.Deduction != regions.Mistake || len(st.Wrong) != 1 || !wrong[st.Wrong[0]] ||
			len(st.Queens)+len(st.Cleared) > 0 || !strings.Contains(st.Why, st.Wrong[0].String()+" cannot be right: ") {
			return fmt.Sprintf("position %v with wrong cells %v: %v, wrong %v, %v", p, wrong, st, st.Wrong, err)
		}
		return ""
	case right == len(sol):
		if !errors.Is(err, regions.ErrSolved) || st.Deduction != 0 || st.Why != "" {
			return fmt.Sprintf("solved position %v: %v, %v", p, st, err)
		}
		return ""
	case err != nil:
		return fmt.Sprintf("position %v: %v", p, err)
	case st.Deduction < regions.Single || st.Deduction > regions.Reveal || st.Deduction == regions.Mistake ||
		len(st.Wrong) > 0 || len(st.Queens)+len(st.Cleared) == 0 || st.Why == "":
		return fmt.Sprintf("position %v: %v, queens %v, cleared %v, wrong %v", p, st, st.Queens, st.Cleared, st.Wrong)
	}
	for _, q := range st.Queens {
		if sol[q.Row] != q.Col || slices.Contains(p.Queens, q) {
			return fmt.Sprintf("position %v: %v places %v, off the solution %v or placed", p, st, q, sol)
		}
	}
	for _, c := range st.Cleared {
		if sol[c.Row] == c.Col || slices.Contains(p.Marks, c) || attacked(b, p.Queens, c) {
			return fmt.Sprintf("position %v: %v rules out %v, of the solution %v, marked or attacked", p, st, c, sol)
		}
	}
	return ""
}

// attacked reports whether one of qs shares a row, column or region with
// c or touches it.
func attacked(b *regions.Board, qs []regions.Cell, c regions.Cell) bool {
	for _, q := range qs {
		dr, dc := q.Row-c.Row, q.Col-c.Col
		if dr == 0 || dc == 0 || b.Region(q.Row, q.Col) == b.Region(c.Row, c.Col) || dr*dr <= 1 && dc*dc <= 1 {
			return true
		}
	}
	return false
}

// drawPosition draws a right position of puzzle pz: some of the queens and
// ruled-out cells of a prefix of its explanation.
func drawPosition(t *rapid.T, pz regions.Puzzle) regions.Position {
	steps, err := regions.Explain(pz.Board)
	if err != nil {
		t.Fatalf("Explain: %v\n%s", err, pz.Board)
	}
	var p regions.Position
	for _, st := range steps[:rapid.IntRange(0, len(steps)).Draw(t, "steps")] {
		for _, q := range st.Queens {
			if rapid.IntRange(0, 3).Draw(t, "queen") > 0 {
				p.Queens = append(p.Queens, q)
			}
		}
		for _, c := range st.Cleared {
			if rapid.IntRange(0, 3).Draw(t, "mark") > 0 {
				p.Marks = append(p.Marks, c)
			}
		}
	}
	return p
}

// From any right position taken from a puzzle's explanation, Hint's step
// is sound and new, or ErrSolved once every queen is placed.
func TestHintIsSound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pz := regionstest.Puzzle(regions.MinN, 9).Draw(t, "puzzle")
		p := drawPosition(t, pz)
		st, err := regions.Hint(pz.Board, p)
		if msg := hintProblem(pz.Board, pz.Solution, p, st, err); msg != "" {
			t.Fatalf("%s\n%s", msg, pz.Board)
		}
	})
}

// Add wrong queens or marks to a right position, and Hint points out one
// of them.
func TestHintFindsMistakes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pz := regionstest.Puzzle(regions.MinN, 9).Draw(t, "puzzle")
		p := drawPosition(t, pz)
		n := pz.Board.N()
		for range rapid.IntRange(1, 3).Draw(t, "mistakes") {
			c := regions.Cell{Row: rapid.IntRange(0, n-1).Draw(t, "row"), Col: rapid.IntRange(0, n-1).Draw(t, "col")}
			if slices.Contains(p.Queens, c) || slices.Contains(p.Marks, c) {
				continue
			}
			if pz.Solution[c.Row] == c.Col {
				p.Marks = append(p.Marks, c)
			} else {
				p.Queens = append(p.Queens, c)
			}
		}
		st, err := regions.Hint(pz.Board, p)
		if msg := hintProblem(pz.Board, pz.Solution, p, st, err); msg != "" {
			t.Fatalf("%s\n%s", msg, pz.Board)
		}
	})
}

// linkedInExpert is an Expert puzzle of LinkedIn's, whose steps take a
// Group and a Probe through forced moves.
const linkedInExpert = `AAABBBBB
ABBBCCCB
AABBCCBB
ADDEEFFB
ADDEEFFB
GDHHEFBB
GGHHBBBB
GGHBBBBB`

// Any position, as a server might read it from a client: Hint answers bad
// input with an error and any other position as hintProblem asks.
func FuzzHint(f *testing.F) {
	b, err := regions.Parse(linkedInExpert)
	if err != nil {
		f.Fatal(err)
	}
	sol := only(f, b)
	f.Add([]byte{})
	f.Add([]byte{1, 1, 1})
	f.Add([]byte{1, 1, 2, 1, 2, 2, 0, 5, 5})
	f.Add([]byte{1, 9, 1, 0, 0, 0})
	var whole, off []byte // the solution; the solution with a queen moved
	for r, c := range sol {
		whole = append(whole, 1, byte(r+1), byte(c+1))
		off = append(off, 1, byte(r+1), byte(c+1+r/7))
	}
	f.Add(whole)
	f.Add(off)
	f.Fuzz(func(t *testing.T, data []byte) {
		// Each 3 bytes are a cell: a queen if the first is odd, else a
		// mark; row and column from -1 to 8.
		var p regions.Position
		var seen [10][10]bool
		bad := false
		for i := 0; i+2 < len(data); i += 3 {
			c := regions.Cell{Row: int(data[i+1]%10) - 1, Col: int(data[i+2]%10) - 1}
			if c.Row < 0 || c.Row >= 8 || c.Col < 0 || c.Col >= 8 || seen[c.Row+1][c.Col+1] {
				bad = true
			}
			seen[c.Row+1][c.Col+1] = true
			if data[i]%2 == 1 {
				p.Queens = append(p.Queens, c)
			} else {
				p.Marks = append(p.Marks, c)
			}
		}
		st, err := regions.Hint(b, p)
		if bad {
			if err == nil || !strings.HasPrefix(err.Error(), "regions: ") || st.Deduction != 0 {
				t.Fatalf("bad position %v: %v, %v", p, st, err)
			}
			return
		}
		if msg := hintProblem(b, sol, p, st, err); msg != "" {
			t.Fatal(msg)
		}
	})
}
