package c4

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/minimax"
)

// starts is n random positions of stones stones from which the player to
// move does not win at once, and books of depth more stones built from them.
func startBooks(t *testing.T, seed uint64, n, stones, more int) ([]Position, []*Book) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	var ps []Position
	var bs []*Book
	for len(ps) < n {
		p, _ := randomPosition(r, stones)
		if p.Stones() != stones || p.canWin() {
			continue
		}
		b, st, err := BuildBook(context.Background(), stones+more, BookStart(p))
		if err != nil {
			t.Fatal(err)
		}
		if st.Ply != stones+more || st.Entries != b.Len() {
			t.Fatalf("stats %+v for a book of %d entries to %d stones", st, b.Len(), stones+more)
		}
		ps, bs = append(ps, p), append(bs, b)
	}
	return ps, bs
}

// Every score of a book is a fresh solve's, and the book holds both trees:
// from the start, each side's book move keeps the score, and every reply
// to it is in the book.
func TestBuildBookAgreesWithSolves(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 2
	}
	// Depths an odd and an even number of plies after the start: the trees
	// of both players end at either.
	ps, bs := startBooks(t, 5, n, 16, 5)
	ps4, bs4 := startBooks(t, 6, n, 16, 4)
	ps, bs = append(ps, ps4...), append(bs, bs4...)
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly())
	for i, b := range bs {
		for j, k := range b.keys {
			p, ok := fromKey(k)
			if !ok {
				t.Fatalf("book %d: key %#x is not a position", i, k)
			}
			if want := solveScore(sv, p); int(b.scores[j]) != want {
				t.Fatalf("book %d: %v scores %d, a solve %d", i, p, b.scores[j], want)
			}
		}
		checkTree(t, b, ps[i], b.Depth())
	}
}

// checkTree checks that b holds both strategy trees from p to depth.
func checkTree(t *testing.T, b *Book, p Position, depth int) {
	t.Helper()
	v, ok := b.Lookup(p)
	if !ok {
		t.Fatalf("%v (%d stones) is not in the book", p, p.Stones())
	}
	if p.Stones() >= depth {
		return
	}
	c, ok := b.Move(p)
	if !ok {
		t.Fatalf("no book move in %v (score %d)", p, v)
	}
	s, known := b.Scores(p)
	for col := range width {
		if known[col] && s[col] > v {
			t.Fatalf("%v: column %d scores %d, more than the position's %d", p, col+1, s[col], v)
		}
	}
	if p.Wins(c) {
		return
	}
	q := p.Play(c)
	for r := range width {
		if q.CanPlay(r) && !q.Wins(r) && !q.Play(r).IsFull() && q.Stones() < depth {
			checkTree(t, b, q.Play(r), depth)
		}
	}
}

func TestBuildBookStops(t *testing.T) {
	p, _ := Parse("21715364474737")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b, _, err := BuildBook(ctx, 18, BookStart(p))
	if !errors.Is(err, context.Canceled) || b == nil {
		t.Fatalf("a cancelled build: %v, %v; want the book so far and context.Canceled", b, err)
	}
	stop := errors.New("disk full")
	calls := 0
	_, _, err = BuildBook(context.Background(), 18, BookStart(p), BookCheckpoint(func(*Book, BookStats) error {
		calls++
		return stop
	}))
	if !errors.Is(err, stop) || calls != 1 {
		t.Fatalf("a failing checkpoint: %v after %d calls; want its error after 1", err, calls)
	}
	for _, d := range []int{13, 43} {
		if _, _, err := BuildBook(context.Background(), d, BookStart(p)); err == nil {
			t.Errorf("depth %d from 14 stones: no error", d)
		}
	}
}

// playsPerfectly plays lines games from start, the book's player (moving
// first in half of them) against random replies, and checks that each of
// its moves keeps the exact score: from the book while it has a move, then
// from live solves.
func playsPerfectly(t *testing.T, b *Book, start Position, lines int, r *rand.Rand) {
	t.Helper()
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(TableSize))
	var slowest time.Duration // of the live solves of the positions off the book
	var slowestAt Position
	defer func() { t.Logf("slowest live Scores off the book: %v, at %d stones", slowest, slowestAt.Stones()) }()
	for line := range lines {
		p, mine := start, line%2 == 0 // whether the book's player is to move
		for !p.IsFull() {
			if !mine {
				var ok []int
				for c := range width {
					if p.CanPlay(c) {
						ok = append(ok, c)
					}
				}
				c := ok[r.IntN(len(ok))]
				if p.Wins(c) {
					break
				}
				p, mine = p.Play(c), true
				continue
			}
			if c, ok := b.Move(p); ok { // the book's move keeps the book's score
				v, _ := b.Lookup(p)
				if cv, in := b.Lookup(p.Play(c)); !p.Wins(c) && (!in || -cv != v) {
					t.Fatalf("%v: the book scores it %d, but its column %d leads to %d (in the book: %v)", p, v, c+1, -cv, in)
				}
				if p.Wins(c) {
					break
				}
				p, mine = p.Play(c), false
				continue
			}
			began := time.Now()
			live, err := Scores(context.Background(), sv, p)
			if err != nil {
				t.Fatal(err)
			}
			if time.Since(began) > slowest {
				slowest, slowestAt = time.Since(began), p
			}
			v := slices.Max(live[:])
			c := Best(live)
			if live[c] != v {
				t.Fatalf("%v: the player plays column %d, scored %d; the best scores %d", p, c+1, live[c], v)
			}
			if bv, ok := b.Lookup(p); ok && bv != v {
				t.Fatalf("%v: the book says %d, solves %d", p, bv, v)
			}
			if p.Wins(c) {
				break
			}
			p, mine = p.Play(c), false
		}
	}
}

func TestBookPlaysPerfectly(t *testing.T) {
	n, lines := 4, 20
	if testing.Short() {
		n, lines = 2, 6
	}
	ps, bs := startBooks(t, 7, n, 16, 4)
	r := rand.New(rand.NewPCG(7, 8))
	for i, b := range bs {
		playsPerfectly(t, b, ps[i], lines, r)
	}
}
