package main

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// A play that names a cell twice, or a cell as both a queen and a mark, is
// a 400 that says so in the library's words.
func TestQueensHintBadPlays(t *testing.T) {
	_, ts := newTest(t, config{})
	for _, c := range []struct{ body, want string }{
		{`{"size":8,"queens":[[1,1],[1,1]]}`, "regions: two queens on r2c2"},
		{`{"size":8,"marks":[[0,7],[0,7]]}`, "regions: two marks on r1c8"},
		{`{"size":8,"queens":[[1,1]],"marks":[[1,1]]}`, "regions: r2c2 holds a queen and a mark"},
	} {
		if status, body := call(t, ts, "POST", "/api/queens/hint", c.body, nil); status != http.StatusBadRequest || !strings.Contains(body, c.want) {
			t.Errorf("%s: %d %s, want 400 with %q", c.body, status, body, c.want)
		}
	}
}

// The answer has the keys the page's script reads, for a deduction, a
// mistake and the solved puzzle.
func TestQueensHintJSON(t *testing.T) {
	_, ts := newTest(t, config{})
	keys := func(body string) []string {
		var m map[string]any
		if status, raw := call(t, ts, "POST", "/api/queens/hint", body, &m); status != http.StatusOK {
			t.Fatalf("%s: %d %s", body, status, raw)
		}
		var ks []string
		for k := range m {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		return ks
	}
	want := []string{"cleared", "queens", "rule", "solved", "why", "wrong"}
	var h hint
	call(t, ts, "POST", "/api/queens/hint", `{"size":6}`, &h)
	if h.Rule == "mistake" || h.Solved || h.Why == "" || len(h.Queens)+len(h.Cleared) == 0 || len(h.Wrong) != 0 {
		t.Errorf("the first hint: %+v", h)
	}
	for _, body := range []string{`{"size":6}`, `{"size":6,"queens":[[0,0],[0,1]]}`} {
		if got := keys(body); !slices.Equal(got, want) {
			t.Errorf("%s: keys %v, want %v", body, got, want)
		}
	}
	call(t, ts, "POST", "/api/queens/hint", `{"size":6,"queens":[[0,0],[0,1]]}`, &h)
	if h.Rule != "mistake" || len(h.Wrong) != 1 || !strings.Contains(h.Why, "cannot be right") {
		t.Errorf("two queens side by side: %+v", h)
	}
	b, _ := json.Marshal(h)
	if !strings.Contains(string(b), `"wrong":[[0,`) {
		t.Errorf("the mistake's JSON: %s", b)
	}
}
