package minimax

// SetTeamAfter makes a solve call its other workers after n nodes alone,
// for tests of the team on small games; it returns a function that puts the
// default back. Tests that call it must not run in parallel.
func SetTeamAfter(n int64) (restore func()) {
	old := teamAfter
	teamAfter = n
	return func() { teamAfter = old }
}

// Rounds returns the number of rounds of teams of workers started so far.
func Rounds() int64 { return rounds.Load() }
