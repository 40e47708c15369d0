package sevenseg

import (
	"context"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// quoted finds the characters an error message quotes.
var quoted = regexp.MustCompile(`'(?:[^'\\]|\\.)+'`)

// FuzzShape feeds the shape parser of Census and Generate arbitrary text: it
// never panics, errors name the package and quote only characters the shape
// has (or the 'd' to write), and an accepted shape prints back as itself
// with digits as 'd' and operators as '+'.
func FuzzShape(f *testing.F) {
	for _, s := range []string{"dd±dd=dd", "d+d=d", "d-d=dd", "dd=", "1+d=d", "d±±d=d", "", "=", "d=d=d", "d±-d=d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, shape string) {
		tmpl, err := parseShape(shape)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "sevenseg: ") {
				t.Fatalf("error %q does not name the package", err)
			}
			for _, q := range quoted.FindAllString(err.Error(), -1) {
				r, uerr := strconv.Unquote(q)
				if uerr == nil && r != "d" && r != "=" && !strings.Contains(shape, r) {
					t.Fatalf("error %q quotes %s, which %q lacks", err, q, shape)
				}
			}
			return
		}
		back, err := parseShape(tmpl.shape())
		if err != nil || back != tmpl {
			t.Fatalf("%q -> %q -> %q, %v", shape, tmpl.shape(), back, err)
		}
		if n := tmpl.layouts(); n == 0 || n < -1 {
			t.Fatalf("%q has %d layouts", shape, n)
		}
	})
}

// The census cache forgets the least recently used censuses beyond its
// limits, and keeps the one just taken.
func TestCacheLimits(t *testing.T) {
	cc := censusCache{entries: map[censusKey]*censusEntry{}}
	key := func(sticks int) censusKey { return censusKey{"0=0", sticks, config{}} }
	add := func(sticks int, words int) {
		cc.entries[key(sticks)] = &censusEntry{marks: make(marks, words)}
		cc.keep(key(sticks), int64(words)*4)
	}
	if e, err := cc.get(context.Background(), key(1)); err != nil || e.unique != 2 {
		t.Fatalf("census of d=d, sticks = 1: %+v, %v; want 2 puzzles", e, err)
	}
	for sticks := 2; sticks <= cacheEntries+1; sticks++ {
		add(sticks, 1)
	}
	if len(cc.recent) != cacheEntries || len(cc.entries) != cacheEntries {
		t.Fatalf("%d censuses kept, %d entries; want %d", len(cc.recent), len(cc.entries), cacheEntries)
	}
	if _, ok := cc.entries[key(1)]; ok {
		t.Error("the oldest census is still kept")
	}
	cc.touch(key(2)) // now the most recent
	add(cacheEntries+2, 1)
	if _, ok := cc.entries[key(2)]; !ok {
		t.Error("a census used again was forgotten first")
	}
	add(cacheEntries+3, cacheBytes/4) // as big as a census gets
	if len(cc.recent) != 1 || cc.bytes != cacheBytes {
		t.Errorf("after a census of %d bytes: %d kept, %d bytes", cacheBytes, len(cc.recent), cc.bytes)
	}
}

// puzzlesIn counts the puzzle nibbles of a word as a loop over them does.
func TestPuzzlesIn(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 10000 {
		x := rng.Uint32()
		for i := range 8 { // make puzzles common
			if rng.IntN(3) == 0 {
				x = x&^(0xf<<(4*i)) | puzzle<<(4*i)
			}
		}
		want := 0
		for y := x; y != 0; y >>= 4 {
			if y&0xf == puzzle {
				want++
			}
		}
		if got := puzzlesIn(x); got != want {
			t.Fatalf("puzzlesIn(%#x) = %d, want %d", x, got, want)
		}
	}
}
