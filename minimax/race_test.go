//go:build race

package minimax_test

const raceEnabled = true
