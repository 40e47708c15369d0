package queenstest_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/queens"
	"github.com/go-puzzles/puzzles/queens/queenstest"
	"pgregory.net/rapid"
)

// Every drawn placement is valid under its rule, on a board no larger than
// MaxSize.
func TestPlacementValid(t *testing.T) {
	rapid.Check(t, checkPlacement)
}

// The same property as a native fuzz test: go test -fuzz FuzzPlacement.
func FuzzPlacement(f *testing.F) {
	// rapid reads the input as one 8-byte word per draw: give it enough.
	f.Add(bytes.Repeat([]byte{0, 0, 0, 0, 0, 0, 0, 0}, 64))
	f.Add(bytes.Repeat([]byte{5, 3, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0}, 32))
	f.Fuzz(rapid.MakeFuzz(checkPlacement))
}

func checkPlacement(t *rapid.T) {
	r := queenstest.Rule().Draw(t, "rule")
	p := queenstest.Placement(r).Draw(t, "p")
	if err := p.Validate(r); err != nil || len(p) > queenstest.MaxSize {
		t.Fatalf("drew %v under %v: %v", p.Columns(), r, err)
	}
}

func TestSizeAndRule(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		if n := queenstest.Size().Draw(t, "n"); n < 0 || n > queenstest.MaxSize {
			t.Fatalf("size %d", n)
		}
		r := queenstest.Rule().Draw(t, "rule")
		if !slices.Contains([]queens.Rule{queens.Rooks, queens.Classic, queens.NoTouch}, r) {
			t.Fatalf("rule %v", r)
		}
	})
}

func TestPlacementUnknownRule(t *testing.T) {
	defer func() {
		if v := recover(); v != "queenstest: unknown rule Rule(5)" {
			t.Fatalf("recovered %v", v)
		}
	}()
	queenstest.Placement(queens.Rule(5))
	t.Fatal("no panic")
}
