package minimax_test

import "github.com/go-puzzles/puzzles/minimax"

// chain is a game of N plies with one legal move per state: the state is the
// number of plies played, and the player to move at N has no move and loses.
type chain struct{ N int }

func (c chain) Moves(dst []int, s int) []int {
	if s < c.N {
		dst = append(dst, 1)
	}
	return dst
}

func (chain) Play(s, m int) int                { return s + m }
func (chain) Over(int) (minimax.Outcome, bool) { return minimax.Draw, false }

// comb is a game of N plies with two moves per state: go on (0), or stop (1),
// which hands the opponent a win. Nobody stops, so every line of best play
// is N plies long and the search path is N states deep.
type comb struct{ N int }

func (c comb) Moves(dst []int, s int) []int {
	if s < c.N {
		dst = append(dst, 0, 1)
	}
	return dst
}

func (comb) Play(s, m int) int {
	if m == 1 {
		return -1
	}
	return s + 1
}

func (comb) Over(s int) (minimax.Outcome, bool) {
	if s < 0 {
		return minimax.Win, true
	}
	return minimax.Draw, false
}

// tree is a game of Width moves per state and Depth plies without
// transpositions; the leaves end as a hash of the path says. Solving it
// visits far more nodes than a test can wait for.
type tree struct{ Width, Depth int }

type node struct {
	h uint64
	d int
}

func (g tree) Moves(dst []int, n node) []int {
	for i := range g.Width {
		dst = append(dst, i)
	}
	return dst
}

func (tree) Play(n node, m int) node {
	h := (n.h ^ uint64(m+1)) * 0x9e3779b97f4a7c15
	return node{h ^ h>>29, n.d + 1}
}

func (g tree) Over(n node) (minimax.Outcome, bool) {
	if n.d < g.Depth {
		return minimax.Draw, false
	}
	return minimax.Outcome(n.h%3) - 1, true
}

// hash scores a tree node for Lookahead.
func hash(n node) int { return int(n.h%201) - 100 }

// shrub is tree with 1 to Width moves a state, as a hash of its path says:
// forced moves (one legal move) lead into states with a choice, after an
// odd or an even number of them.
type shrub struct{ tree }

func (g shrub) Moves(dst []int, n node) []int {
	for i := range 1 + int(n.h>>59)%g.Width {
		dst = append(dst, i)
	}
	return dst
}

// keyedShrub is shrub with its path hash as a Keyer's key: an array table.
type keyedShrub struct{ shrub }

func (keyedShrub) Key(n node) uint64 { return n.h }
