//go:build linux && !race

// The race detector maps terabytes of shadow memory, which no address-space
// cap admits: these tests run without it.

package knight_test

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/knight"
)

// capChild names the environment variable that makes the test binary a
// child counting under an address-space cap: "rows cols budget cap".
const capChild = "KNIGHT_TEST_CAP_CHILD"

// Counting 7×8 closed tours needs about 7 GB without a budget: under a 4 GB
// address-space cap it died of a fatal out-of-memory, which no recover
// catches. With its budget it returns the budget error and the process
// lives. The child runs with a budget of 128 MiB under a 3 GB cap, and
// unless -short with the default budget under a 4 GB cap.
func TestCountUnderAddressCap(t *testing.T) {
	if spec := os.Getenv(capChild); spec != "" {
		countUnderCap(t, spec)
		return
	}
	cases := []string{fmt.Sprint("7 8 ", 128<<20, " ", int64(3e9))}
	if !testing.Short() {
		cases = append(cases, fmt.Sprint("8 7 ", backtrack.DefaultMaxMemory, " ", int64(4e9)))
	}
	testutil.CappedChildren(t, "TestCountUnderAddressCap", capChild, cases, 1)
}

// countUnderCap caps the address space, counts and reports.
func countUnderCap(t *testing.T, spec string) {
	var rows, cols int
	var budget, limit int64
	if _, err := fmt.Sscan(spec, &rows, &cols, &budget, &limit); err != nil {
		t.Fatalf("bad %s %q: %v", capChild, spec, err)
	}
	testutil.CapAddressSpace(t, limit)
	opts := []knight.Option{knight.ClosedTours()}
	if budget != backtrack.DefaultMaxMemory {
		opts = append(opts, knight.MaxMemory(budget))
	}
	n, err := knight.Count(rows, cols, opts...)
	var me *backtrack.MemoryError
	if n != 0 || !errors.As(err, &me) || me.Budget != budget || me.Op != fmt.Sprintf("knight: closed count of %d×%d", rows, cols) {
		t.Fatalf("Count(%d, %d, ClosedTours()) under a cap of %d bytes = %d, %v; want the budget error", rows, cols, limit, n, err)
	}
	t.Logf("budget error: %v", err)
}
