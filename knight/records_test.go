package knight_test

import (
	"os"
	"testing"

	"github.com/go-puzzles/puzzles/knight"
)

// recordsEnv names the variable that runs TestCountRecords.
const recordsEnv = "GO_PUZZLES_RECORDS"

// Counts that take from a minute to most of an hour on 2 cores, gigabytes
// of memory and tens of gigabytes of temporary files: open 6×7, which the
// enumeration (54 minutes on one core) agrees with, and published ones:
// closed 7×8 (Knuth's rectangles), closed 8×8 (OEIS A001230; McKay 1997)
// and open 7×7 (OEIS A165134: 165,575,218,320 directed). They run only
// when GO_PUZZLES_RECORDS is set, with a budget of 8 GiB and the test's
// temporary directory:
// `GO_PUZZLES_RECORDS=1 go test -run Records -timeout 3h ./knight`.
// BENCHMARKS.md says what the chessboard and open 7×7 cost.
func TestCountRecords(t *testing.T) {
	if os.Getenv(recordsEnv) == "" {
		t.Skipf("set %s=1 to count open 6×7 and 7×7 and closed 7×8 and 8×8 (about an hour on 2 cores, tens of GB on disk)", recordsEnv)
	}
	for _, c := range []knownCount{
		{6, 7, false, 389969466, true},
		{7, 8, true, 34524432316, true},
		{8, 8, true, 13267364410532, true},
		{7, 7, false, 165575218320 / 2, true},
	} {
		opts := append(kind(c.closed), knight.MaxMemory(8<<30), knight.TempDir(t.TempDir()))
		if got, err := knight.Count(c.rows, c.cols, opts...); err != nil || got != c.want {
			t.Errorf("Count(%d, %d, closed %v) = %d, %v; want %d", c.rows, c.cols, c.closed, got, err, c.want)
		}
	}
}
