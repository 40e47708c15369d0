package c4

import (
	"bytes"
	"context"
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/minimax"
)

// mirrored is the moves with each column reversed.
func mirrored(moves string) string {
	b := []byte(moves)
	for i, c := range b {
		b[i] = '1' + '7' - c
	}
	return string(b)
}

func TestKeysDecodeAndMirror(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		p, moves := randomPosition(r, r.IntN(cells))
		k := key(p)
		q, ok := fromKey(k)
		if !ok || q != p {
			t.Fatalf("%s: fromKey(Key) = %v, %v; want the position", moves, q, ok)
		}
		m, err := Parse(mirrored(moves))
		if err != nil {
			t.Fatal(err)
		}
		if got := mirror(k); got != key(m) {
			t.Fatalf("%s: mirror(Key) = %#x, want the mirrored position's key %#x", moves, got, key(m))
		}
		if bookKey(p) != bookKey(m) || mirror(mirror(k)) != k {
			t.Fatalf("%s: the book key differs from its mirror's", moves)
		}
	}
	// Fours in columns 1 and 2, and four stones of one player.
	fours := uint64(bottom)&^0b10000001 | 0b11111 | 0b10000<<7
	uneven := uint64(bottom)&^1 | 0b11111
	for _, k := range []uint64{0, 1 << 63, full, fours, uneven} {
		if _, ok := fromKey(k); ok {
			t.Errorf("fromKey(%#x) is a position", k)
		}
	}
}

// lateBook is a book of n random positions of 30 stones or more, solved
// afresh, and the positions.
func lateBook(t *testing.T, n int) (*Book, []Position) {
	r := rand.New(rand.NewPCG(3, 4))
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(TableSize))
	known := map[uint64]int8{}
	var ps []Position
	for len(ps) < n {
		p, _ := randomPosition(r, 30+r.IntN(8))
		if p.mask == full {
			continue
		}
		known[bookKey(p)] = int8(solveScore(sv, p))
		ps = append(ps, p)
	}
	b := &Book{depth: cells}
	for _, k := range slices.Sorted(func(yield func(uint64) bool) {
		for k := range known {
			if !yield(k) {
				return
			}
		}
	}) {
		b.keys = append(b.keys, k)
		b.scores = append(b.scores, known[k])
	}
	return b, ps
}

func TestBookRoundTrip(t *testing.T) {
	b, ps := lateBook(t, 200)
	var buf bytes.Buffer
	n, err := b.WriteTo(&buf)
	if err != nil || n != int64(buf.Len()) {
		t.Fatalf("WriteTo = %d, %v; wrote %d", n, err, buf.Len())
	}
	c, err := ReadBook(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if c.Depth() != b.Depth() || !slices.Equal(c.keys, b.keys) || !slices.Equal(c.scores, b.scores) {
		t.Fatal("the book read back differs from the book written")
	}
	sv := minimax.NewSolver(Game{}, minimax.ValueOnly(), minimax.TableSize(TableSize))
	for _, p := range ps[:40] {
		v, ok := c.Lookup(p)
		if want := solveScore(sv, p); !ok || v != want {
			t.Fatalf("Lookup = %d, %v; want %d", v, ok, want)
		}
		s, known := c.Scores(p)
		live, err := Scores(context.Background(), sv, p)
		if err != nil {
			t.Fatal(err)
		}
		for col := range width {
			if known[col] && s[col] != live[col] {
				t.Fatalf("column %d: the book says %d, a solve %d", col+1, s[col], live[col])
			}
			if !known[col] && s[col] != Unknown {
				t.Fatalf("column %d: unknown but scored %d", col+1, s[col])
			}
		}
	}
	if _, ok := c.Lookup(Position{}); ok {
		t.Error("the empty board is in a book of late positions")
	}
	var nilBook *Book
	if _, ok := nilBook.Lookup(Position{}); ok {
		t.Error("a nil book knows the empty board")
	}
}

// bookBytes writes a book of the given header fields and entries (key
// deltas and scores) as ReadBook reads it.
func bookBytes(magic string, version, w, h, depth byte, count uint64, entries ...uint64) []byte {
	b := append([]byte(magic), version, w, h, depth)
	b = binary.AppendUvarint(b, count)
	for i := 0; i+1 < len(entries); i += 2 {
		b = binary.AppendUvarint(b, entries[i])
		b = append(b, byte(entries[i+1]))
	}
	return b
}

func TestReadBookRejects(t *testing.T) {
	empty := key(Position{})
	p4, _ := Parse("4")
	k4 := key(p4)
	p1, _ := Parse("1")
	p7, _ := Parse("7")
	k1, k7 := key(p1), key(p7)
	small, big := min(k1, k7), max(k1, k7)
	for _, c := range []struct {
		name, want string
		data       []byte
	}{
		{"empty input", "header", nil},
		{"magic", "wrong magic", bookBytes("C4BOOX", 1, 7, 6, 4, 0)},
		{"version", "version 2", bookBytes(bookMagic, 2, 7, 6, 4, 0)},
		{"size", "8x6 board", bookBytes(bookMagic, 1, 8, 6, 4, 0)},
		{"depth", "depth 43", bookBytes(bookMagic, 1, 7, 6, 43, 0)},
		{"no count", "count", bookBytes(bookMagic, 1, 7, 6, 4, 0)[:10]},
		{"count too large", "entry 2 of", bookBytes(bookMagic, 1, 7, 6, 4, 1<<60, empty, 1)},
		{"truncated entry", "entry 1 of 1", bookBytes(bookMagic, 1, 7, 6, 4, 1, empty)},
		{"unsorted", "increasing", bookBytes(bookMagic, 1, 7, 6, 4, 2, k4, 2, 0, 0)},
		{"overflow", "increasing", bookBytes(bookMagic, 1, 7, 6, 4, 2, k4, 2, 1<<64-1, 0)},
		{"not a position", "not a position", bookBytes(bookMagic, 1, 7, 6, 4, 1, 1<<50, 0)},
		{"mirror", "mirror image", bookBytes(bookMagic, 1, 7, 6, 4, 1, big, 0)},
		{"deep", "deeper", bookBytes(bookMagic, 1, 7, 6, 0, 1, small, 0)},
		{"score high", "score 22", bookBytes(bookMagic, 1, 7, 6, 4, 1, k4, 22)},
		{"score low", "score -21", bookBytes(bookMagic, 1, 7, 6, 4, 1, k4, uint64(uint8(256-21)))},
		{"trailing", "after the last", append(bookBytes(bookMagic, 1, 7, 6, 4, 1, k4, 2), 0)},
	} {
		_, err := ReadBook(bytes.NewReader(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want one saying %q", c.name, err, c.want)
		}
	}
	// Keys grow with the columns' fields: the empty board, then a stone in
	// column 1 (folded with 7), then in column 4.
	good := bookBytes(bookMagic, 1, 7, 6, 4, 3, empty, 1, small-empty, 2, k4-small, uint64(uint8(256-1)))
	b, err := ReadBook(bytes.NewReader(good))
	if err != nil || b.Len() != 3 {
		t.Fatalf("a good book: %v, %v", b, err)
	}
	for i := range len(good) {
		if _, err := ReadBook(bytes.NewReader(good[:i])); err == nil {
			t.Errorf("the book cut to %d of %d bytes reads without error", i, len(good))
		}
	}
}

func FuzzReadBook(f *testing.F) {
	empty := key(Position{})
	p4, _ := Parse("4")
	f.Add(bookBytes(bookMagic, 1, 7, 6, 4, 2, empty, 1, key(p4)-empty, 255))
	f.Add(bookBytes(bookMagic, 1, 7, 6, 4, 0))
	f.Add([]byte("C4BOOK\x01\x07\x06\x04\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01"))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := ReadBook(bytes.NewReader(data))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if _, err := b.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		c, err := ReadBook(&buf)
		if err != nil {
			t.Fatalf("a book read back after writing: %v", err)
		}
		if !slices.Equal(b.keys, c.keys) || !slices.Equal(b.scores, c.scores) || b.depth != c.depth {
			t.Fatal("the book read back differs")
		}
	})
}
