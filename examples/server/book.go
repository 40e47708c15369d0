package main

import (
	"embed"
	"errors"
	"io/fs"
	"sync"

	"github.com/go-puzzles/puzzles/examples/connect4/c4"
)

// bookDir holds the opening book of the 7x6 board, c4book/7x6.book, when it
// has been built (see c4book/README.md).
//
//go:embed c4book
var bookDir embed.FS

// openingBook is the embedded book, read once; nil and no error if there
// is none.
var openingBook = sync.OnceValues(func() (*c4.Book, error) {
	f, err := bookDir.Open("c4book/7x6.book")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return c4.ReadBook(f)
})
