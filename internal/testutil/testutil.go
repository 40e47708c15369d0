// Package testutil holds helpers that the tests of several packages share:
// how soon a call returns once its context is cancelled, what the k shards
// of a count add up to, and the programs in other languages that a
// benchmark runs beside the library's code.
package testutil

// TB is the part of a test that the helpers use. [testing.TB] has it, and
// so has rapid's *rapid.T, which is not a testing.TB.
type TB interface {
	Helper()
	Logf(format string, args ...any)
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}
