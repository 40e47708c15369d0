//go:build !race

package sevenseg

// raceEnabled is set when the race detector runs, whose instrumentation
// allocates where a normal build does not.
const raceEnabled = false
