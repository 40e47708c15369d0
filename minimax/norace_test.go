//go:build !race

package minimax_test

const raceEnabled = false
