package queens

import (
	"context"
	"math/bits"
	"testing"

	"pgregory.net/rapid"
)

var rules = []Rule{Rooks, Classic, NoTouch}

// The kernel behind Count, alone and below the loop that looks for
// cancellation, agrees with the backtrack engine walking the same boards,
// from the root and from boards part-filled at random; once cancelled, the
// loop gives up on every board too big for one kernel call.
func TestKernelAgreesWithEngine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 10).Draw(t, "n")
		r := rapid.SampledFrom(rules).Draw(t, "rule")
		b := root(n)
		keep, reach := r.masks()
		for range rapid.IntRange(0, n).Draw(t, "rows") {
			free := b.free()
			if free == 0 {
				break
			}
			i := rapid.IntRange(0, bits.OnesCount64(free)-1).Draw(t, "choice")
			for range i {
				free &= free - 1
			}
			b = b.place(free&-free, keep, reach)
		}
		s := search(n, r, nil)
		s.Root = b
		want := s.Count()
		var stack [256]frame
		if got := countFrom(b, keep, reach, &stack); got != want {
			t.Fatalf("kernel counts %d from %+v, engine %d", got, b, want)
		}
		done := make(chan struct{})
		if got, ok := count(b, keep, reach, done, &stack); !ok || got != want {
			t.Fatalf("count gives %d, %v from %+v; engine %d", got, ok, b, want)
		}
		close(done)
		rows := bits.OnesCount64(b.open)
		if got, ok := count(b, keep, reach, done, &stack); ok != (rows <= deepRows) || ok && got != want {
			t.Fatalf("stopped count of %d rows gives %d, %v", rows, got, ok)
		}
	})
}

// Count (constellations for Classic, formulas for the others) and the
// enumeration (kernel, mirror halving, all cores) agree with the plain
// engine.
func TestCountAgreesWithEngine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 9).Draw(t, "n") // beyond: the count tables
		r := rapid.SampledFrom(rules).Draw(t, "rule")
		want := search(n, r, nil).Count()
		if got, err := Count(n, r); err != nil || got != want {
			t.Fatalf("Count(%d, %v) = %d, %v; engine counts %d", n, r, got, err, want)
		}
		if got, err := enumerate(context.Background(), n, r); err != nil || got != want {
			t.Fatalf("enumerate(%d, %v) = %d, %v; engine counts %d", n, r, got, err, want)
		}
	})
}
