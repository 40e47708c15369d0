package regions_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/regions"
)

// A level is one board of the community corpus with its published facts.
type level struct {
	id        string
	board     *regions.Board
	solutions int64
	connected bool
}

// readCorpus reads testdata/queens-community-a.txt.
func readCorpus(tb testing.TB) []level {
	tb.Helper()
	return readLevels(tb, "testdata/queens-community-a.txt", 240)
}

// readLinkedIn reads testdata/queens-linkedin.txt.
func readLinkedIn(tb testing.TB) []level {
	tb.Helper()
	return readLevels(tb, "testdata/queens-linkedin.txt", 834)
}

// readLevels reads a corpus file that holds want boards.
func readLevels(tb testing.TB, file string, want int) []level {
	tb.Helper()
	f, err := os.Open(file)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var levels []level
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "level ") {
			continue
		}
		var l level
		var n int
		var conn string
		if _, err := fmt.Sscanf(line, "level %s size %d solutions %d regions %s", &l.id, &n, &l.solutions, &conn); err != nil {
			tb.Fatalf("%q: %v", line, err)
		}
		l.connected = conn == "connected"
		var rows []string
		for range n {
			sc.Scan()
			rows = append(rows, sc.Text())
		}
		if l.board, err = regions.Parse(strings.Join(rows, "\n")); err != nil {
			tb.Fatalf("level %s: %v", l.id, err)
		}
		levels = append(levels, l)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(levels) != want {
		tb.Fatalf("%s: read %d levels, want %d", file, len(levels), want)
	}
	return levels
}

// The solver agrees with the published solution count of every community
// board, and Validate with its published connectedness.
func TestCorpus(t *testing.T) {
	for _, l := range readCorpus(t) {
		if got := mustCount(l.board, 0); got != l.solutions {
			t.Errorf("level %s: %d solutions, want %d", l.id, got, l.solutions)
		}
		if err := l.board.Validate(); (err == nil) != l.connected {
			t.Errorf("level %s: Validate = %v, published connected = %v", l.id, err, l.connected)
		}
	}
}

// corpusDeduced is how many of the corpus boards with one solution the
// rules solve without a guess (see the package doc).
const corpusDeduced = 194

// The rules solve corpusDeduced of the 196 corpus boards with one solution,
// placing the right queens; they never solve a board with several.
func TestCorpusDeduction(t *testing.T) {
	solved, unique := 0, 0
	for _, l := range readCorpus(t) {
		steps, err := regions.Explain(l.board)
		if l.solutions != 1 {
			if err == nil {
				t.Errorf("level %s: %d solutions, yet Explain solves it", l.id, l.solutions)
			}
			continue
		}
		unique++
		if err != nil {
			if err != regions.ErrStuck {
				t.Errorf("level %s: %v", l.id, err)
			}
			continue
		}
		solved++
		var sol queens.Placement
		for p := range regions.Solutions(l.board) {
			sol = p
		}
		checkSteps(t, steps, sol)
	}
	if unique != 196 || solved != corpusDeduced {
		t.Errorf("rules solve %d of %d unique boards, want %d of 196", solved, unique, corpusDeduced)
	}
}

// Every LinkedIn puzzle has one solution and the published connectedness,
// and the rules solve it, placing the right queens.
func TestLinkedIn(t *testing.T) {
	for _, l := range readLinkedIn(t) {
		if l.solutions != 1 {
			t.Fatalf("level %s: the file says %d solutions", l.id, l.solutions)
		}
		var sols []queens.Placement
		for p := range regions.Solutions(l.board) {
			sols = append(sols, p)
		}
		if len(sols) != 1 || (l.board.Validate() == nil) != l.connected {
			t.Errorf("level %s: %d solutions, Validate = %v", l.id, len(sols), l.board.Validate())
			continue
		}
		steps, err := regions.Explain(l.board)
		if err != nil {
			t.Errorf("level %s: %v", l.id, err)
			continue
		}
		checkSteps(t, steps, sols[0])
	}
}

// gradeShares is the share of each level, in percent, among the LinkedIn
// puzzles (see the Level doc).
var gradeShares = map[regions.Level]int{regions.Easy: 18, regions.Medium: 35, regions.Hard: 28, regions.Expert: 19}

// Grade spreads LinkedIn's puzzles over the levels, none holding more than
// half of them.
func TestGradeLinkedIn(t *testing.T) {
	levels := readLinkedIn(t)
	count := map[regions.Level]int{}
	for _, l := range levels {
		g, err := regions.Grade(l.board)
		if err != nil {
			t.Fatalf("level %s: %v", l.id, err)
		}
		count[g]++
	}
	for g, want := range gradeShares {
		if got := (200*count[g] + len(levels)) / (2 * len(levels)); got != want || 2*count[g] > len(levels) {
			t.Errorf("%v: %d puzzles, %d%%, want %d%%", g, count[g], got, want)
		}
	}
}
