package backtrack

import (
	"errors"
	"fmt"
)

// ErrBudget is returned when a call stops at a budget: the nodes MaxNodes
// allows, or the memory a MaxMemory option allows. A memory budget wraps it
// in a [*MemoryError]. It is the module's one budget error:
// minimax.ErrBudget is the same value, and every package's memory budget
// error wraps it, so errors.Is(err, ErrBudget) catches them all.
var ErrBudget = errors.New("backtrack: budget exhausted")

// DefaultMaxMemory is the memory budget in bytes, 1 GiB, of every call in
// the module whose memory grows with the search. Such calls (a knight's
// frontier count, minimax's table and line, a matchstick census) take a
// MaxMemory option to set another; the default suits a server. A call that
// would need more stops, frees what it holds and returns a [*MemoryError].
// Calls whose memory is bounded by the sizes a package accepts take no
// memory budget.
const DefaultMaxMemory int64 = 1 << 30

// A MemoryError reports that a call stopped because it would have needed more
// memory than its budget. It wraps [ErrBudget].
type MemoryError struct {
	Op     string // what outgrew its budget, such as "knight: closed count of 7×8"
	Budget int64  // the budget in bytes
}

// Error says what outgrew which budget and how to raise it. An example:
// "knight: closed count of 7×8 needs more than its memory budget of 1 GiB
// (raise it with MaxMemory)".
func (e *MemoryError) Error() string {
	return fmt.Sprintf("%s needs more than its memory budget of %s (raise it with MaxMemory)", e.Op, bytesString(e.Budget))
}

// Unwrap returns ErrBudget.
func (e *MemoryError) Unwrap() error { return ErrBudget }

// bytesString writes n bytes in the largest binary unit that divides it
// exactly, or in bytes: "1 GiB", "1536 MiB", "1000 bytes".
func bytesString(n int64) string {
	units := []string{"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	u := 0
	for n != 0 && n%1024 == 0 && u < len(units)-1 {
		n /= 1024
		u++
	}
	return fmt.Sprintf("%d %s", n, units[u])
}
