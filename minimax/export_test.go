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

// SetSplitAfter makes a team worker share a frame's moves once it has
// taken n nodes, for tests of splits on small games; it returns a function
// that puts the default back.
func SetSplitAfter(n int64) (restore func()) {
	old := splitAfter
	splitAfter = n
	return func() { splitAfter = old }
}

// Splits returns the number of frames that team workers shared so far,
// and how many times a worker backed up to one of its own that another
// worker's move cut.
func Splits() (shared, unwound int64) { return splits.Load(), unwinds.Load() }

// LastTeam returns the number of workers of the last team started.
func LastTeam() int { return int(teams.Load()) }

// MaxTeam returns the most workers a solve runs, whatever Workers says.
func MaxTeam() int { return maxTeam() }

// KeyedWorkerBytes returns what a team worker of a game with a Keyer,
// states S and moves M, counts against the memory budget besides its path.
func KeyedWorkerBytes[S comparable, M any]() int64 { return workerBytes[S, M, uint64]() }

// OnTest makes f hear of each null-window test a solve starts: the score
// it tests (v >= beta) and whether a team runs it. It returns a function
// that puts back no hook. Tests that call it must not run in parallel.
func OnTest(f func(beta int32, team bool)) (restore func()) {
	tested = f
	return func() { tested = nil }
}
