package knight

// A frontier state, decoded: its slots and how they change.

// state is a decoded frontier: slot[i] for square v-w+i while square v is
// processed (slot[w] is v itself), and the number of edges to z so far.
type state struct {
	slot [2*maxFrontierSide + 2]int8
	z    int8
}

func (f *frontier) decode(key uint64, s *state) {
	s.z = int8(key % 3)
	key /= 3
	for i := f.w - 1; i >= 0; i-- {
		s.slot[i] = int8(key % radix)
		key /= radix
	}
}

// encode packs slots 1..w of s (the frontier after square v, its oldest
// square dropped), relabelling the pairs in order of first appearance.
func (f *frontier) encode(s *state) uint64 {
	var relabel [32]int8
	next := int8(slotPair)
	var key uint64
	for i := 1; i <= f.w; i++ {
		x := s.slot[i]
		if x >= slotPair {
			if relabel[x] == 0 {
				relabel[x] = next
				next++
			}
			x = relabel[x]
		}
		key = key*radix + uint64(x)
	}
	return key*3 + uint64(s.z)
}

// mate returns the other slot with label x, or -1.
func (s *state) mate(x int8, not, w int) int {
	for i := 0; i <= w; i++ {
		if i != not && s.slot[i] == x {
			return i
		}
	}
	return -1
}

// join adds a tour edge between slots a and b, both with fewer than two
// edges. It returns false if the edge closes a cycle (or, open, a path from
// z to z): the caller decides whether that finishes a tour.
func (s *state) join(a, b int, fresh *int8, w int) bool {
	x, y := s.slot[a], s.slot[b]
	switch {
	case x == slotFree && y == slotFree:
		s.slot[a], s.slot[b] = *fresh, *fresh
		*fresh++
	case x == slotFree:
		s.slot[a], s.slot[b] = y, slotFull
	case y == slotFree:
		s.slot[a], s.slot[b] = slotFull, x
	case x == y: // same pair, or both lead to z
		s.slot[a], s.slot[b] = slotFull, slotFull
		return false
	default:
		s.slot[a], s.slot[b] = slotFull, slotFull
		switch {
		case x == slotEnd:
			s.slot[s.mate(y, b, w)] = slotEnd
		case y == slotEnd:
			s.slot[s.mate(x, a, w)] = slotEnd
		default:
			s.slot[s.mate(y, b, w)] = x
		}
	}
	return true
}

// allFull reports whether every slot from lo to hi is full.
func (s *state) allFull(lo, hi int) bool {
	for i := lo; i <= hi; i++ {
		if s.slot[i] != slotFull {
			return false
		}
	}
	return true
}
