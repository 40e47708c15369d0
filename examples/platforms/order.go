package main

import "math/bits"

// Order tries first the moves that leave the opponent few platforms to step
// to and the mover many: a cheap guess at the strongest move.
func (g *game) Order(s state, moves []int8) {
	plat := s.plat &^ (1 << s.me)
	var keys [4]int
	for i, m := range moves {
		keys[i] = bits.OnesCount64(g.adj[s.opp]&plat&^(1<<m)) - bits.OnesCount64(g.adj[m]&plat)
	}
	for i := 1; i < len(moves); i++ { // insertion sort: at most 4 moves
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
}
