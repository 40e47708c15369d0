package c4

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"slices"
)

// A Book holds the exact scores of positions, as BuildBook finds them, so
// that a player need not solve them. Positions and their mirror images
// share an entry. A Book is read-only once made and safe for concurrent use.
type Book struct {
	depth  int
	keys   []uint64 // sorted, each the smaller of a position's key and its mirror's
	scores []int8   // scores[i] is the score of keys[i], as Score gives it
}

// bookMagic opens a book file; bookVersion is the format's version.
const (
	bookMagic   = "C4BOOK"
	bookVersion = 1
)

// Len is the number of positions in the book, a position and its mirror
// image counting once.
func (b *Book) Len() int { return len(b.keys) }

// Depth is the number of stones of the deepest positions the book was
// built to hold (see BuildBook).
func (b *Book) Depth() int { return b.depth }

// mirror is the key k of a position with its columns in reverse order.
func mirror(k uint64) uint64 {
	var m uint64
	for c := range width {
		f := k >> (c * (height + 1)) & (1<<(height+1) - 1)
		m |= f << ((width - 1 - c) * (height + 1))
	}
	return m
}

// key is the key of p in a book file: cur + mask + bottom, which sets the
// cell above each column's top stone, and the mover's stones below it.
func key(p Position) uint64 { return p.cur + p.mask + bottom }

// bookKey is the key of p in a book: its key or its mirror's, the smaller.
func bookKey(p Position) uint64 {
	k := key(p)
	return min(k, mirror(k))
}

// Lookup returns the score of p for the player to move and true, or 0 and
// false if p is not in the book. The score is in the convention of
// [Score]. It costs a binary search.
func (b *Book) Lookup(p Position) (int, bool) {
	if b == nil {
		return 0, false
	}
	i, ok := slices.BinarySearch(b.keys, bookKey(p))
	if !ok {
		return 0, false
	}
	return int(b.scores[i]), true
}

// Scores is the score of each column of p for the player to move, as
// [Scores] gives it, and which the book knows. It knows a
// full column ([Full]), one that wins at once or fills the board, and one
// whose position after the stone is in the book. The others score
// [Unknown]. It costs a binary search per column.
func (b *Book) Scores(p Position) (s []int, known []bool) {
	s, known = make([]int, width), make([]bool, width)
	for c := range width {
		s[c], known[c] = Unknown, true
		switch {
		case !p.CanPlay(c):
			s[c] = Full
		case p.Wins(c):
			s[c] = (cells + 1 - p.Stones()) / 2
		case p.mask|p.free()&colMask(c) == full:
			s[c] = 0
		default:
			v, ok := b.Lookup(p.Play(c))
			if ok {
				s[c] = -v
			}
			known[c] = ok
		}
	}
	return s, known
}

// Move is an optimal column for the player to move in p and true, or -1
// and false if the book shows none. It shows one if p is in the book and
// so is the position after a stone in a column that keeps p's score (or
// the column wins at once). It prefers the column whose replies the book
// holds, then the centre first among equals. It costs at most 56 binary
// searches.
func (b *Book) Move(p Position) (int, bool) {
	v, ok := b.Lookup(p)
	if !ok {
		return -1, false
	}
	s, known := b.Scores(p)
	best := -1
	for _, c := range order {
		if known[c] && s[c] == v {
			if p.Wins(int(c)) || b.replies(p.Play(int(c))) {
				return int(c), true
			}
			if best < 0 {
				best = int(c)
			}
		}
	}
	return best, best >= 0
}

// replies reports whether the book holds every reply to q that does not
// end the game, or q is as deep as the book: whether q is the column its
// tree chose, and not one solved on the way or elsewhere.
func (b *Book) replies(q Position) bool {
	if q.Stones() >= b.depth {
		return true
	}
	for r := range width {
		if q.CanPlay(r) && !q.Wins(r) && !q.Play(r).IsFull() {
			if _, ok := b.Lookup(q.Play(r)); !ok {
				return false
			}
		}
	}
	return true
}

// WriteTo writes the book in the format ReadBook reads, and returns the
// number of bytes written. It costs O(Len).
//
// The format: the magic "C4BOOK", then the version (1), the board's width
// and height and the book's depth, a byte each; the number of entries as
// an unsigned varint; then, for each entry in increasing order of key, the
// key less the one before (the first less 0) as an unsigned varint, and
// the score as one signed byte.
func (b *Book) WriteTo(w io.Writer) (int64, error) {
	buf := make([]byte, 0, len(bookMagic)+4+binary.MaxVarintLen64+len(b.keys)*5)
	buf = append(buf, bookMagic...)
	buf = append(buf, bookVersion, width, height, byte(b.depth))
	buf = binary.AppendUvarint(buf, uint64(len(b.keys)))
	var prev uint64
	for i, k := range b.keys {
		buf = binary.AppendUvarint(buf, k-prev)
		buf = append(buf, byte(b.scores[i]))
		prev = k
	}
	n, err := w.Write(buf)
	return int64(n), err
}

// ReadBook reads a book in the format of [Book.WriteTo], for this board's
// size. It rejects with an error saying what is wrong a wrong magic or
// version, another board size, a count larger than the input allows, keys
// out of order or not positions of the book's depth, scores out of range,
// and bytes after the last entry. It costs O(entries) time and memory.
func ReadBook(r io.Reader) (*Book, error) {
	br := bufio.NewReader(r)
	head := make([]byte, len(bookMagic)+4)
	if _, err := io.ReadFull(br, head); err != nil {
		return nil, fmt.Errorf("connect4: book: reading the header: %w", noEOF(err))
	}
	if string(head[:len(bookMagic)]) != bookMagic {
		return nil, errors.New("connect4: book: not a book file (wrong magic)")
	}
	h := head[len(bookMagic):]
	if h[0] != bookVersion {
		return nil, fmt.Errorf("connect4: book: version %d, want %d", h[0], bookVersion)
	}
	if h[1] != width || h[2] != height {
		return nil, fmt.Errorf("connect4: book: a %dx%d board, want %dx%d", h[1], h[2], width, height)
	}
	b := &Book{depth: int(h[3])}
	if b.depth > cells {
		return nil, fmt.Errorf("connect4: book: depth %d, more than the %d cells", b.depth, cells)
	}
	n, err := binary.ReadUvarint(br)
	if err != nil {
		return nil, fmt.Errorf("connect4: book: reading the count: %w", noEOF(err))
	}
	// Grow the slices as entries come, so that a large count on a short
	// input costs nothing.
	var prev uint64
	for i := uint64(0); i < n; i++ {
		d, err := binary.ReadUvarint(br)
		if err != nil {
			return nil, fmt.Errorf("connect4: book: entry %d of %d: %w", i+1, n, noEOF(err))
		}
		s, err := br.ReadByte()
		if err != nil {
			return nil, fmt.Errorf("connect4: book: entry %d of %d: %w", i+1, n, noEOF(err))
		}
		k := prev + d
		if (d == 0 && i > 0) || k < prev {
			return nil, fmt.Errorf("connect4: book: entry %d: keys not in increasing order", i+1)
		}
		if err := b.check(k, int8(s)); err != nil {
			return nil, fmt.Errorf("connect4: book: entry %d: %w", i+1, err)
		}
		b.keys = append(b.keys, k)
		b.scores = append(b.scores, int8(s))
		prev = k
	}
	if _, err := br.ReadByte(); err != io.EOF {
		if err != nil {
			return nil, fmt.Errorf("connect4: book: after the last entry: %w", err)
		}
		return nil, errors.New("connect4: book: bytes after the last entry")
	}
	return b, nil
}

// noEOF turns io.EOF, which a file cut short gives, into
// io.ErrUnexpectedEOF.
func noEOF(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// check reports what is wrong with an entry of key k and score s, or nil:
// k must be the book key of a position no deeper than the book, with no
// four in a row, and s a score that position can have.
func (b *Book) check(k uint64, s int8) error {
	p, ok := fromKey(k)
	if !ok {
		return fmt.Errorf("key %#x is not a position", k)
	}
	if bookKey(p) != k {
		return fmt.Errorf("key %#x is a mirror image's, not the smaller key", k)
	}
	n := p.Stones()
	if n > b.depth {
		return fmt.Errorf("a position of %d stones, deeper than the book's %d", n, b.depth)
	}
	if v := int(s); v > (cells+1-n)/2 || v < -(cells-n)/2 {
		return fmt.Errorf("score %d out of range for a position of %d stones", v, n)
	}
	return nil
}

// fromKey is the position whose key is k, and whether there is one: each
// column's stones below its top mark, the players' counts fitting the turn,
// and no four in a row.
func fromKey(k uint64) (Position, bool) {
	var p Position
	if k&^(full|full<<1) != 0 {
		return p, false // bits off the board
	}
	for c := range width {
		f := k >> (c * (height + 1)) & (1<<(height+1) - 1)
		if f == 0 {
			return p, false // no top mark
		}
		top := bits.Len64(f) - 1 // stones in the column
		col := uint64(1)<<top - 1
		p.mask |= col << (c * (height + 1))
		p.cur |= (f & col) << (c * (height + 1))
	}
	mine, theirs := bits.OnesCount64(p.cur), bits.OnesCount64(p.cur^p.mask)
	if theirs != mine && theirs != mine+1 {
		return p, false
	}
	p.mine, p.theirs = spots(p.cur), spots(p.cur^p.mask)
	if p.four() || p.mine&p.cur != 0 {
		return p, false
	}
	return p, true
}
