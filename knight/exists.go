package knight

import "fmt"

// exists returns nil if a rows×cols board, within the size limits, has a
// tour, closed if asked; otherwise an error that says why not. Closed tours
// follow Schwenk's theorem (1991): an m×n board, m ≤ n, has one unless m and n
// are both odd, m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8. Open tours (any
// Hamiltonian path) follow Conrad et al. (1994) and Cull and De Curtins
// (1978): every board with both sides at least 5 has one; 3×n has one for
// n = 4 and n ≥ 7, 4×n for n ≥ 5; 1×1 has the trivial one-square tour;
// nothing else does. TestExistsAgreesWithSearch proves the rule on small
// boards against exhaustive search and Find.
func exists(rows, cols int, closed bool) error {
	if err := checkSize(rows, cols); err != nil {
		return err
	}
	m, n := min(rows, cols), max(rows, cols)
	no := func(why string) error {
		kind := "tour"
		if closed {
			kind = "closed tour"
		}
		return fmt.Errorf("knight: a %d×%d board has no %s: %s", rows, cols, kind, why)
	}
	if !closed {
		switch {
		case m == 1 && n == 1:
			return nil
		case m <= 2:
			return no("a side of 1 or 2 leaves squares the knight cannot reach")
		case m == 3 && (n == 3 || n == 5 || n == 6):
			return no("3×3, 3×5 and 3×6 have none (Cull and De Curtins 1978)")
		case m == 4 && n == 4:
			return no("4×4 has none (Cull and De Curtins 1978)")
		}
		return nil
	}
	switch {
	case m%2 == 1 && n%2 == 1:
		return no("both sides are odd, and a closed tour alternates colours over an even number of squares (Schwenk 1991)")
	case m <= 2:
		return no("a side of 1 or 2 leaves squares with fewer than two moves (Schwenk 1991)")
	case m == 4:
		return no("a 4-row board has none (Schwenk 1991)")
	case m == 3 && n <= 8:
		return no("3×4, 3×6 and 3×8 have none (Schwenk 1991)")
	}
	return nil
}
