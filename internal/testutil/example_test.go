package testutil_test

import (
	"context"
	"fmt"
	"time"

	"github.com/go-puzzles/puzzles/internal/testutil"
)

// printer is a TB that prints the failures a test would report; in a test,
// pass t.
type printer struct{}

func (printer) Helper()                   {}
func (printer) Logf(string, ...any)       {} // a test shows these with -v
func (printer) Errorf(f string, a ...any) { fmt.Printf("error: "+f+"\n", a...) }
func (printer) Fatalf(f string, a ...any) { fmt.Printf("fatal: "+f+"\n", a...) }

// A test measures how soon a call returns once its context is cancelled,
// and adds up the counts of k shards.
func Example() {
	var t printer
	lat := testutil.CancelLatency(t, func(ctx context.Context) error {
		<-ctx.Done() // a call that runs until cancelled
		return ctx.Err()
	}, time.Millisecond)
	fmt.Println(lat < testutil.Hang)
	total := testutil.SumShards(t, 4, func(i, k int) (int64, error) { return int64(10 + i), nil })
	fmt.Println(total)
	// Output:
	// true
	// 46
}
