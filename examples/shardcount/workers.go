package main

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/go-puzzles/puzzles/shard"
)

// runAll counts every shard of job on GOMAXPROCS goroutines, which take the
// shards in index order, and returns their results in that order. At the
// first error it stops them all and returns that error.
func runAll(ctx context.Context, job shard.Job) ([]shard.Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]shard.Result, job.K)
	var (
		next  atomic.Int64
		wg    sync.WaitGroup
		once  sync.Once
		first error
	)
	for range min(job.K, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= job.K {
					return
				}
				r, err := job.Run(ctx, i)
				if err != nil {
					once.Do(func() { first = err })
					cancel()
					return
				}
				results[i] = r
			}
		}()
	}
	wg.Wait()
	if first != nil {
		return nil, first
	}
	return results, ctx.Err()
}
