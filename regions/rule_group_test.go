package regions

import (
	"math/bits"
	"testing"

	"pgregory.net/rapid"
)

// drawDeducer draws a board of size 4 to 8 whose regions need not be
// connected, and a state of it with some cells ruled out and up to two
// queens placed.
func drawDeducer(t *rapid.T) *deducer {
	n := rapid.IntRange(MinN, 8).Draw(t, "n")
	b := &Board{n: n, region: make([]uint8, n*n)}
	for i := range b.region {
		b.region[i] = uint8(i % n)
		if i >= n {
			b.region[i] = uint8(rapid.IntRange(0, n-1).Draw(t, "region"))
		}
	}
	d := newDeducer(b, true)
	for range rapid.IntRange(0, 2).Draw(t, "queens") {
		r, c := rapid.IntRange(0, n-1).Draw(t, "r"), rapid.IntRange(0, n-1).Draw(t, "c")
		if d.s.cand[r]&(1<<c) != 0 {
			d.s = d.sv.place(d.s, r, c)
		}
	}
	for r := range n {
		d.s.cand[r] &^= uint32(rapid.IntRange(0, 1<<n-1).Draw(t, "out")) & uint32(rapid.IntRange(0, 1<<n-1).Draw(t, "out2"))
	}
	return d
}

// The matching finds exactly the cells that trying every set of regions
// (or lines) finds, and a crowded set exactly when there is one.
func TestGroupsAgreeWithSubsets(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := drawDeducer(t)
		var fast mask
		err := d.groups(func(lk, rk int, set, lns uint32) {
			if bits.OnesCount32(set) != bits.OnesCount32(lns) {
				t.Fatalf("set %b of kind %d spans %b of kind %d", set, lk, lns, rk)
			}
			out, _ := d.minus(d.sv.unitsMask(rk, lns), d.sv.unitsMask(lk, set))
			for r := range fast {
				fast[r] |= out[r]
			}
		})
		var slow mask
		crowd := false
		for _, p := range [...][2]int{{region, row}, {row, region}, {region, col}, {col, region}} {
			left := d.open(p[0])
			for set := left; set != 0; set = (set - 1) & left {
				var lns uint32
				for f := set; f != 0; f &= f - 1 {
					m := d.sv.unitCells(&d.s, unit{p[0], bits.TrailingZeros32(f)})
					lns |= d.sv.kindsOf(p[1], &m)
				}
				switch k := bits.OnesCount32(set); {
				case bits.OnesCount32(lns) < k:
					crowd = true
				case bits.OnesCount32(lns) == k:
					out, _ := d.minus(d.sv.unitsMask(p[1], lns), d.sv.unitsMask(p[0], set))
					for r := range slow {
						slow[r] |= out[r]
					}
				}
			}
		}
		if (err != nil) != crowd {
			t.Fatalf("matching says %v, subsets say crowded %v", err, crowd)
		}
		if err == nil && fast != slow {
			t.Fatalf("matching rules out %v, subsets %v", d.cells(&fast), d.cells(&slow))
		}
	})
}
