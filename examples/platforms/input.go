package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// maxInput is the most bytes of JSON the program reads: an 8×8 board takes
// a few hundred, pretty-printed a few thousand.
const maxInput = 64 << 10

// errRead marks an input that could not be read, as opposed to a bad one.
var errRead = errors.New("platforms: reading input")

// input is the JSON the program reads: the board as rows of 0 (hole) and 1
// (platform), and the cells of A and B as [row, col].
type input struct {
	Board [][]int `json:"board"`
	ALoc  []int   `json:"aloc"`
	BLoc  []int   `json:"bloc"`
}

// decode reads one JSON input from r, at most maxInput bytes, and returns
// the game it describes and its start, A to move. Keys are case-sensitive
// and may not repeat; a leading UTF-8 byte-order mark is skipped. Any
// problem is an error naming it; an error reading r wraps errRead.
func decode(r io.Reader) (*game, state, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, state{}, fmt.Errorf("%w: %v", errRead, err)
	}
	if len(data) > maxInput {
		return nil, state{}, fmt.Errorf("platforms: input longer than %d bytes", maxInput)
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if err := checkKeys(data); err != nil {
		return nil, state{}, err
	}
	var in input
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return nil, state{}, fmt.Errorf("platforms: bad JSON: %v", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, state{}, errors.New("platforms: bad JSON: data after the object")
	}
	rows := len(in.Board)
	if rows == 0 || rows > maxSide {
		return nil, state{}, fmt.Errorf("platforms: board has %d rows, want 1 to %d", rows, maxSide)
	}
	cols := len(in.Board[0])
	if cols == 0 || cols > maxSide {
		return nil, state{}, fmt.Errorf("platforms: board has %d columns, want 1 to %d", cols, maxSide)
	}
	g := newGame(rows, cols)
	var s state
	for r, row := range in.Board {
		if len(row) != cols {
			return nil, state{}, fmt.Errorf("platforms: row %d has %d cells, want %d", r, len(row), cols)
		}
		for c, v := range row {
			switch v {
			case 1:
				s.plat |= 1 << (r*cols + c)
			case 0:
			default:
				return nil, state{}, fmt.Errorf("platforms: cell (%d,%d) is %d, want 0 or 1", r, c, v)
			}
		}
	}
	if s.me, err = place(g, s, "aloc", in.ALoc); err != nil {
		return nil, state{}, err
	}
	if s.opp, err = place(g, s, "bloc", in.BLoc); err != nil {
		return nil, state{}, err
	}
	return g, s, nil
}

// place returns the cell of the location loc, named name, if it is a
// platform of s.
func place(g *game, s state, name string, loc []int) (int8, error) {
	if len(loc) != 2 {
		return 0, fmt.Errorf("platforms: %s is %v, want [row, col]", name, loc)
	}
	r, c := loc[0], loc[1]
	if r < 0 || r >= g.rows || c < 0 || c >= g.cols {
		return 0, fmt.Errorf("platforms: %s [%d,%d] is off the %d×%d board", name, r, c, g.rows, g.cols)
	}
	i := int8(r*g.cols + c)
	if s.plat&(1<<i) == 0 {
		return 0, fmt.Errorf("platforms: %s [%d,%d] is on a hole", name, r, c)
	}
	return i, nil
}

// checkKeys makes sure data is an object whose keys are board, aloc and bloc
// exactly, each at most once: encoding/json would accept any case and keep
// the last of repeated keys.
func checkKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return errors.New("platforms: bad JSON: want an object")
	}
	seen := make(map[string]bool)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return fmt.Errorf("platforms: bad JSON: %v", err)
		}
		key, _ := tok.(string)
		switch {
		case key != "board" && key != "aloc" && key != "bloc":
			return fmt.Errorf("platforms: unknown key %q: want board, aloc and bloc", key)
		case seen[key]:
			return fmt.Errorf("platforms: key %q appears twice", key)
		}
		seen[key] = true
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return fmt.Errorf("platforms: bad JSON: %v", err)
		}
	}
	return nil
}
