package minimax

// table is the transposition table: two generations of entries, young and
// old. New entries go into young; when young holds half the bound, it becomes
// old and the previous old generation is dropped. Which entries survive
// depends only on the order of the search, so results stay deterministic.
type table[S comparable] struct {
	young, old map[S]entry
	half       int // entries per generation, or 0 for no bound
}

func newTable[S comparable](size int) table[S] {
	t := table[S]{young: make(map[S]entry, min(256, max(size, 1)))}
	if size > 0 {
		t.half = (size + 1) / 2
	}
	return t
}

func (t *table[S]) get(s S) (entry, bool) {
	if en, ok := t.young[s]; ok {
		return en, true
	}
	if len(t.old) > 0 {
		if en, ok := t.old[s]; ok {
			t.put(s, en) // in use again: keep it young
			return en, true
		}
	}
	return entry{}, false
}

func (t *table[S]) put(s S, en entry) {
	if t.half > 0 && len(t.young) >= t.half {
		if _, ok := t.young[s]; !ok {
			if t.old == nil {
				t.old = make(map[S]entry)
			}
			t.old, t.young = t.young, t.old
			clear(t.young)
		}
	}
	t.young[s] = en
}

// learn adds what a search found about s to what the table knows: bounds of
// the same depth narrow the old ones, a deeper search replaces them, a
// shallower one is dropped.
func (t *table[S]) learn(s S, en entry) {
	if old, ok := t.get(s); ok {
		switch {
		case old.depth > en.depth:
			return
		case old.depth == en.depth:
			lo, hi := max(old.lo, en.lo), min(old.hi, en.hi)
			if lo <= hi { // else the searches disagree: keep the new one
				en.lo, en.hi = lo, hi
			}
		}
	}
	t.put(s, en)
}
