package c4_test

import (
	"bytes"
	"context"
	"fmt"
	"log"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
)

// small builds a small book: from a position of 14 stones to 18, which
// takes milliseconds (a book from the empty board takes CPU hours).
func small() (*c4.Book, c4.Position) {
	p, err := c4.Parse("21715364474737")
	if err != nil {
		log.Fatal(err)
	}
	b, _, err := c4.BuildBook(context.Background(), 18, c4.BookStart(p), c4.BookWorkers(1))
	if err != nil {
		log.Fatal(err)
	}
	return b, p
}

// Play both sides from the book's start while the book knows a move.
func ExampleBook() {
	b, p := small()
	for {
		c, ok := b.Move(p)
		if !ok {
			break
		}
		v, _ := b.Lookup(p) // the same score for each side's move
		fmt.Printf("%d stones, score %d: play %d\n", p.Stones(), v, c+1)
		p = p.Play(c) // a winning column ends the book's tree: no move next
	}
	// Output:
	// 14 stones, score 9: play 7
	// 15 stones, score -9: play 1
	// 16 stones, score 9: play 1
	// 17 stones, score -9: play 6
}

func ExampleBuildBook() {
	p, err := c4.Parse("21715364474737")
	if err != nil {
		log.Fatal(err)
	}
	b, st, err := c4.BuildBook(context.Background(), 18, c4.BookStart(p), c4.BookWorkers(1))
	fmt.Println(b.Len(), b.Depth(), st.Ply, st.Entries, st.Solves, err)
	// Output:
	// 132 18 18 132 131 <nil>
}

func ExampleBook_Lookup() {
	b, p := small()
	fmt.Println(b.Lookup(p))
	fmt.Println(b.Lookup(c4.Position{}))
	// Output:
	// 9 true
	// 0 false
}

func ExampleBook_Scores() {
	b, p := small()
	fmt.Println(b.Scores(p))
	// Output:
	// [-14 -14 -14 -14 -14 -14 9] [true true true true true true true]
}

func ExampleBook_Move() {
	b, p := small()
	fmt.Println(b.Move(p))
	fmt.Println(b.Move(c4.Position{}))
	// Output:
	// 6 true
	// -1 false
}

func ExampleBook_Len() {
	b, _ := small()
	fmt.Println(b.Len())
	// Output: 132
}

func ExampleBook_Depth() {
	b, _ := small()
	fmt.Println(b.Depth())
	// Output: 18
}

func ExampleBook_WriteTo() {
	b, _ := small()
	var buf bytes.Buffer
	n, err := b.WriteTo(&buf)
	fmt.Println(n, err, string(buf.Bytes()[:6]))
	// Output:
	// 622 <nil> C4BOOK
}

func ExampleReadBook() {
	b, _ := small()
	var buf bytes.Buffer
	if _, err := b.WriteTo(&buf); err != nil {
		log.Fatal(err)
	}
	c, err := c4.ReadBook(&buf)
	fmt.Println(c.Len(), err)
	_, err = c4.ReadBook(bytes.NewReader([]byte("C4BOOK\x01\x08\x06\x04\x00")))
	fmt.Println(err)
	// Output:
	// 132 <nil>
	// connect4: book: a 8x6 board, want 7x6
}

func ExampleBookOption() {
	p, err := c4.Parse("21715364474737")
	if err != nil {
		log.Fatal(err)
	}
	opts := []c4.BookOption{c4.BookStart(p), c4.BookWorkers(2)}
	b, _, err := c4.BuildBook(context.Background(), 16, opts...)
	fmt.Println(b.Len(), err)
	// Output: 45 <nil>
}

func ExampleBookStart() {
	p, err := c4.Parse("21715364474737")
	if err != nil {
		log.Fatal(err)
	}
	_, _, err = c4.BuildBook(context.Background(), 10, c4.BookStart(p))
	fmt.Println(err)
	// Output: connect4: book depth 10, want 14 to 42
}

func ExampleBookWorkers() {
	p, err := c4.Parse("21715364474737")
	if err != nil {
		log.Fatal(err)
	}
	// The scores, and so the book, do not depend on the workers.
	one, _, _ := c4.BuildBook(context.Background(), 18, c4.BookStart(p), c4.BookWorkers(1))
	all, _, _ := c4.BuildBook(context.Background(), 18, c4.BookStart(p), c4.BookWorkers(0))
	var a, b bytes.Buffer
	one.WriteTo(&a)
	all.WriteTo(&b)
	fmt.Println(bytes.Equal(a.Bytes(), b.Bytes()))
	// Output: true
}

func ExampleBookFrom() {
	p, err := c4.Parse("21715364474737")
	if err != nil {
		log.Fatal(err)
	}
	// A checkpoint at 16 stones, taken up again to 18: only the new
	// positions are solved.
	half, st, _ := c4.BuildBook(context.Background(), 16, c4.BookStart(p), c4.BookWorkers(1))
	fmt.Println(half.Len(), st.Solves)
	b, st, err := c4.BuildBook(context.Background(), 18, c4.BookStart(p), c4.BookWorkers(1), c4.BookFrom(half))
	fmt.Println(b.Len(), st.Solves, err)
	// Output:
	// 45 44
	// 132 87 <nil>
}

func ExampleBookCheckpoint() {
	p, err := c4.Parse("21715364474737")
	if err != nil {
		log.Fatal(err)
	}
	save := func(b *c4.Book, st c4.BookStats) error {
		fmt.Println("done to", st.Ply, "stones:", b.Len(), "positions")
		return nil // a program would write b to a file
	}
	_, _, err = c4.BuildBook(context.Background(), 18, c4.BookStart(p), c4.BookWorkers(1), c4.BookCheckpoint(save))
	fmt.Println(err)
	// Output:
	// done to -1 stones: 44 positions
	// done to 15 stones: 45 positions
	// done to 16 stones: 62 positions
	// done to 17 stones: 101 positions
	// done to 18 stones: 132 positions
	// <nil>
}

func ExampleBookStats() {
	p, err := c4.Parse("21715364474737")
	if err != nil {
		log.Fatal(err)
	}
	_, st, err := c4.BuildBook(context.Background(), 16, c4.BookStart(p), c4.BookWorkers(1))
	fmt.Println(st.Ply, st.Entries, st.Solves, st.Nodes > 0, err)
	// Output: 16 45 44 true <nil>
}
