package shard_test

import (
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/shard"
)

// A schema that cannot describe a job is an error, and registers nothing.
func TestRegisterSchemaErrors(t *testing.T) {
	build := func(map[string]string) (shard.Counter, error) { return nil, nil }
	for _, c := range []struct {
		params []shard.Param
		want   string
	}{
		{[]shard.Param{{Name: ""}}, `shard: Register "shard_test.schema" with a param of no name`},
		{[]shard.Param{{Name: "a"}, {Name: "a"}}, `shard: Register "shard_test.schema" with param a twice`},
		{[]shard.Param{{Name: "a", Kind: 7}}, `shard: Register "shard_test.schema" with param a of unknown kind 7`},
		{[]shard.Param{{Name: "a", Kind: shard.Int, Min: 5, Max: 4}}, `shard: Register "shard_test.schema" with param a of range 5..4`},
		{[]shard.Param{{Name: "a", Required: true, Default: "x"}}, `shard: Register "shard_test.schema" with param a both required and of default "x"`},
		{[]shard.Param{{Name: "a", Kind: shard.Int, Max: 3, Default: "4"}}, `shard: Register "shard_test.schema": the default of param a: param a = 4 out of range 0..3`},
		{[]shard.Param{{Name: "a", Values: []string{"x"}, Default: "y"}}, `shard: Register "shard_test.schema": the default of param a: param a = "y"; want x`},
	} {
		if err := shard.Register("shard_test.schema", 1, c.params, build); err == nil || err.Error() != c.want {
			t.Errorf("Register with %+v: %v; want %q", c.params, err, c.want)
		}
	}
	if slices.Contains(shard.Searches(), "shard_test.schema") {
		t.Error("a failed Register left shard_test.schema in Searches()")
	}
}

// Params gives a copy of the registered schema, which its caller may
// change freely.
func TestParamsCopy(t *testing.T) {
	registerTree()
	params, ok := shard.Params(treeName)
	if !ok || len(params) != 4 || params[1].Name != "width" {
		t.Fatalf("Params(%q) = %v, %v", treeName, params, ok)
	}
	params[1].Max = 100
	if again, _ := shard.Params(treeName); again[1].Max != 6 {
		t.Errorf("a caller's change reached the registry: width's Max is %d", again[1].Max)
	}
	if _, err := shard.NewJob(treeName, treeParams(1, 50, 3, 1), 2); err == nil {
		t.Error("width 50 accepted after a caller changed its copy of the schema")
	}
	if params, ok := shard.Params("no such search"); ok || params != nil {
		t.Errorf("Params of an unknown search = %v, %v", params, ok)
	}
}
