package shard_test

import (
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/shard"
)

// An Int may have 0 for its upper limit with HasMax; without it, Max 0
// still means no upper limit, as declarations before HasMax meant.
func TestIntZeroMax(t *testing.T) {
	build := func(map[string]string) (shard.Counter, error) { return bytesCounter(""), nil }
	if err := shard.Register("shard_test.zeromax", 1, []shard.Param{
		{Name: "offset", Kind: shard.Int, Min: -3, Max: 0, HasMax: true, Default: "0"},
		{Name: "zero", Kind: shard.Int, HasMax: true},
		{Name: "any", Kind: shard.Int, Min: -3},
	}, build); err != nil {
		t.Fatal(err)
	}
	params, _ := shard.Params("shard_test.zeromax")
	for i, want := range []string{"offset:  (-3..0; default 0)", "zero:  (0..0)", "any:  (-3 or more)"} {
		if got := params[i].String(); got != want {
			t.Errorf("param %d: %q; want %q", i, got, want)
		}
	}
	for _, c := range []struct {
		key, value, err string // err "" for a value taken
	}{
		{"offset", "0", ""},
		{"offset", "-3", ""},
		{"offset", "1", "param offset = 1 out of range -3..0"},
		{"offset", "-4", "param offset = -4 out of range -3..0"},
		{"zero", "0", ""},
		{"zero", "1", "param zero = 1 out of range 0..0"},
		{"zero", "-1", "param zero = -1 out of range 0..0"},
		{"any", "1000000", ""},
		{"any", "-4", "param any = -4; want -3 or more"},
	} {
		_, err := shard.NewJob("shard_test.zeromax", map[string]string{c.key: c.value}, 1)
		if c.err == "" && err != nil || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%s=%s: %v; want %q", c.key, c.value, err, c.err)
		}
	}
	want := `shard: Register "shard_test.emptyrange" with param a of range 1..0`
	err := shard.Register("shard_test.emptyrange", 1, []shard.Param{{Name: "a", Kind: shard.Int, Min: 1, HasMax: true}}, build)
	if err == nil || err.Error() != want {
		t.Errorf("Register with the range 1..0: %v; want %q", err, want)
	}
}
