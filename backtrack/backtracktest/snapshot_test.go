package backtracktest

import (
	"reflect"
	"testing"
)

type inner struct {
	vals []int
	tags map[string]int
	next *inner
}

func TestSnapshotSeesThroughPointers(t *testing.T) {
	x := &inner{vals: []int{1, 2}, tags: map[string]int{"b": 2, "a": 1}}
	x.next = &inner{vals: []int{3}}
	before := snapshot(x)
	if want := "&{[1 2] map[a:1 b:2] &{[3] map[] <nil>}}"; before != want {
		t.Fatalf("snapshot = %q, want %q", before, want)
	}
	x.next.vals[0] = 4
	if snapshot(x) == before {
		t.Fatal("a change behind two pointers left the snapshot as it was")
	}
	x.next.next = x // a cycle ends at the limit
	if s := snapshot(x); s != snapshot(x) || len(s) == 0 {
		t.Fatal("snapshots of a cycle differ")
	}
}

func TestCloneCopiesEverything(t *testing.T) {
	x := inner{vals: make([]int, 2, 10), tags: map[string]int{"a": 1}, next: &inner{vals: []int{3}}}
	c, ok := clone(x)
	if !ok || !reflect.DeepEqual(c, x) {
		t.Fatalf("clone = %v, %v; want a copy of %v", c, ok, x)
	}
	c.vals[0], c.tags["a"], c.next.vals[0] = 9, 9, 9
	if x.vals[0] != 0 || x.tags["a"] != 1 || x.next.vals[0] != 3 {
		t.Fatalf("changing the clone changed the original: %v", x)
	}
	if cap(c.vals) != len(c.vals) {
		t.Fatalf("the clone's slice has capacity %d, want %d", cap(c.vals), len(c.vals))
	}
	x.next.next = x.next // a cycle
	if _, ok := clone(x); ok {
		t.Fatal("clone of a cycle reported success")
	}
}
