package c4

import (
	"bytes"
	"context"
	"flag"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// bookFile is the 7x6 book that the puzzle site embeds.
const bookFile = "../../server/c4book/7x6.book"

// readBookFile reads bookFile.
func readBookFile(t testing.TB) *Book {
	t.Helper()
	data, err := os.ReadFile(bookFile)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ReadBook(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", bookFile, err)
	}
	return b
}

// The committed book is consistent: built again from its own scores, it
// needs no solve and comes out the same.
func TestBookFileRebuilds(t *testing.T) {
	b := readBookFile(t)
	c, st, err := BuildBook(context.Background(), b.Depth(), BookFrom(b))
	if err != nil {
		t.Fatal(err)
	}
	if st.Solves != 0 || !slices.Equal(b.keys, c.keys) || !slices.Equal(b.scores, c.scores) {
		t.Fatalf("rebuilt from itself, the book takes %d solves and has %d entries, not %d", st.Solves, c.Len(), b.Len())
	}
	checkTree(t, b, Position{}, b.Depth())
	s, known := b.Scores(Position{})
	if want := []int{-2, -1, 0, 1, 0, -1, -2}; !slices.Equal(s, want) || slices.Contains(known, false) {
		t.Errorf("the empty board's columns: %v %v, want %v", s, known, want)
	}
}

// The committed book agrees with fresh solves on a sample of its deepest
// entries, and its player, with live solves past it, keeps the exact score
// against random replies from the empty board. Long: live solves near the
// book's edge take seconds each.
func TestBookFileAgreesWithSolves(t *testing.T) {
	if testing.Short() {
		t.Skip("solves opening positions: minutes")
	}
	b := readBookFile(t)
	r := rand.New(rand.NewPCG(11, 12))
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(1<<22))
	var deep []int
	for i, k := range b.keys {
		if p, _ := fromKey(k); p.Stones() == b.Depth() {
			deep = append(deep, i)
		}
	}
	for range min(3, len(deep)) {
		i := deep[r.IntN(len(deep))]
		p, _ := fromKey(b.keys[i])
		if want := solveScore(sv, p); int(b.scores[i]) != want {
			t.Fatalf("%v: the book says %d, a solve %d", p, b.scores[i], want)
		}
	}
	playsPerfectly(t, b, Position{}, *bookLines, r)
}

// bookLines is the number of games TestBookFileAgreesWithSolves plays from
// the empty board: go test -run BookFileAgrees -booklines 200.
var bookLines = flag.Int("booklines", 40, "games from the empty board for TestBookFileAgreesWithSolves")
