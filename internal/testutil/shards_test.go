package testutil

import (
	"errors"
	"strings"
	"testing"
)

func TestSumShards(t *testing.T) {
	var calls []int
	sum := SumShards(t, 4, func(i, k int) (int64, error) {
		if k != 4 {
			t.Fatalf("shard %d called with k %d, want 4", i, k)
		}
		calls = append(calls, i)
		return int64(10 * (i + 1)), nil
	})
	if sum != 100 || len(calls) != 4 || calls[0] != 0 || calls[3] != 3 {
		t.Fatalf("SumShards = %d after calls %v; want 100 after 0 1 2 3", sum, calls)
	}
	if got := Shards(t, 3, func(i, k int) (string, error) { return strings.Repeat("x", i), nil }); len(got) != 3 || got[2] != "xx" {
		t.Fatalf("Shards = %q", got)
	}
}

func TestSumShardsFails(t *testing.T) {
	r := record(func(t TB) {
		SumShards(t, 5, func(i, k int) (int64, error) {
			if i == 3 {
				return 0, errors.New("no space")
			}
			return 1, nil
		})
	})
	if r.fatal != "shard 3 of 5: no space" {
		t.Fatalf("SumShards with a failing shard: %q", r.fatal)
	}
}
