package testutil

// Shards runs shard(i, k) for every i from 0 to k-1, in order, on t's
// goroutine, and returns the k results. It fails t, naming the shard, if
// one returns an error.
func Shards[V any](t TB, k int, shard func(i, k int) (V, error)) []V {
	t.Helper()
	out := make([]V, 0, k)
	for i := range k {
		v, err := shard(i, k)
		if err != nil {
			t.Fatalf("shard %d of %d: %v", i, k, err)
		}
		out = append(out, v)
	}
	return out
}

// SumShards runs the k shards of a count as [Shards] does and returns the
// sum of their counts.
func SumShards(t TB, k int, shard func(i, k int) (int64, error)) int64 {
	t.Helper()
	var sum int64
	for _, n := range Shards(t, k, shard) {
		sum += n
	}
	return sum
}
