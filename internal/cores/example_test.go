package cores_test

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/go-puzzles/puzzles/internal/cores"
)

// Same inside a benchmark (any testing.TB works): a count that does not
// depend on the number of cores passes.
func ExampleSame() {
	r := testing.Benchmark(func(b *testing.B) {
		cores.Same(b, func() []int64 { return []int64{92, int64(min(runtime.GOMAXPROCS(0), 1))} })
	})
	fmt.Println(r.N > 0)
	// Output: true
}
